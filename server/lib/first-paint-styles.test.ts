import { describe, expect, it } from "vitest";
import { classesIn, firstPaintStyles, rulesOf } from "./first-paint-styles";

// The rules a signed-in page's first paint needs (docs/ARCHITECTURE.md, "Web"), chosen from the page's
// stylesheets by the classes its HTML uses.

const PAGE_CSS = [
  ":root{--gap:1rem}",
  ".m_shell{display:grid}",
  ".m_unused{color:red}",
  "@media (min-width:48em){.m_shell{padding:var(--gap)}.m_unused{margin:0}}",
  "@supports (display:grid){@media (min-width:62em){.m_title{font-size:2rem}}}",
  '.m_skeleton:after{content:"}";animation:pulse 1s infinite}',
  "@keyframes pulse{0%{opacity:1}to{opacity:.4}}",
  "@keyframes spin{to{transform:rotate(360deg)}}",
  "[data-mantine-color-scheme=dark] .m_title{color:#fff}",
  ".m_button{cursor:pointer}",
].join("");
const ENTRY_CSS = ":root{--gap:1rem}.m_button{cursor:pointer}";

describe("rulesOf", () => {
  it("splits a stylesheet into its rules, inside at-rules too, a brace in a string kept", () => {
    const rules = rulesOf(PAGE_CSS);
    expect(rules.map((r) => r.within)).toEqual([
      null,
      null,
      null,
      "@media (min-width:48em)",
      "@media (min-width:48em)",
      "@supports (display:grid){@media (min-width:62em)",
      null,
      null,
      null,
      null,
      null,
    ]);
    expect(rules[5]!.classes).toEqual(["m_title"]);
    expect(rules[6]!.text).toBe('.m_skeleton:after{content:"}";animation:pulse 1s infinite}');
    expect(rules[7]!.keyframes).toBe("pulse");
    expect(rules[9]!.classes).toEqual(["m_title"]);
  });
});

describe("firstPaintStyles", () => {
  const stylesFor = firstPaintStyles([PAGE_CSS], ENTRY_CSS);

  it("keeps the rules of the classes the paint uses, in their at-rules, and the animations they name", () => {
    const html = '<div class="m_shell x"><h1 class="m_title">Payroll</h1><p class="m_skeleton"></p></div>';
    expect(stylesFor(html)).toBe(
      [
        ".m_shell{display:grid}",
        "@media (min-width:48em){.m_shell{padding:var(--gap)}}",
        "@supports (display:grid){@media (min-width:62em){.m_title{font-size:2rem}}}",
        '.m_skeleton:after{content:"}";animation:pulse 1s infinite}',
        "[data-mantine-color-scheme=dark] .m_title{color:#fff}",
        "@keyframes pulse{0%{opacity:1}to{opacity:.4}}",
      ].join(""),
    );
  });

  it("leaves out what the entry's stylesheet holds and what no element uses", () => {
    const css = stylesFor('<button class="m_button">Go</button>');
    expect(css).toBe("");
    expect(stylesFor('<div class="m_shell"></div>')).not.toContain("m_unused");
  });

  it("keeps a rule of elements or attributes the entry lacks, whatever the paint uses", () => {
    expect(firstPaintStyles(["body{margin:0}.m_a{color:red}"], "")("<p>plain</p>")).toBe("body{margin:0}");
  });

  it("reads the classes of an HTML fragment", () => {
    expect([
      ...classesIn('<a class="m_1 mantine-Anchor"><b class=" x  y "></b><i data-class="no"></i></a>'),
    ]).toEqual(["m_1", "mantine-Anchor", "x", "y"]);
  });
});
