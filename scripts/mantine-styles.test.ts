import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { stylesheetsDefining, unstyledMantineClasses } from "./mantine-styles.mjs";

const dir = mkdtempSync(path.join(tmpdir(), "mantine-styles-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function built(name: string, files: Record<string, string>): string {
  const dist = path.join(dir, name);
  mkdirSync(path.join(dist, "assets"), { recursive: true });
  for (const [file, text] of Object.entries(files)) writeFileSync(path.join(dist, "assets", file), text);
  return dist;
}

describe("Mantine's styles in the build (npm run build fails without them)", () => {
  it("names a class the scripts use that no stylesheet defines", () => {
    const dist = built("missing", {
      "page.js": 'const classes={root:"m_77c9d27d",inner:"m_80f1301b",label:"m_811560b9"};',
      "page.css": ".m_77c9d27d{display:flex}.m_80f1301b:where([data-x]){gap:4px}",
    });
    expect(unstyledMantineClasses(dist)).toEqual(["m_811560b9"]);
  });

  it("passes when every class the scripts name has a rule, in whichever stylesheet", () => {
    const dist = built("complete", {
      "a.js": 'x="m_77c9d27d"',
      "b.js": 'y="m_80f1301b"',
      "a.css": ".m_77c9d27d{display:flex}",
      "b.css": "@media (min-width:40em){.m_80f1301b{gap:4px}}",
    });
    expect(unstyledMantineClasses(dist)).toEqual([]);
  });

  it("names Mantine's stylesheet that styles a class, to import", () => {
    // Button's root class in @mantine/core 9.
    const [buttonRoot] = unstyledMantineClasses(built("button", { "b.js": 'c="m_77c9d27d"', "b.css": "" }));
    expect(stylesheetsDefining([buttonRoot!])).toContain("@mantine/core/styles/Button.css");
  });
});
