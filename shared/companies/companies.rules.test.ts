import { describe, expect, it } from "vitest";
import { generateInitialsLogo, initialsOf, LOGO_BACKGROUND } from "./companies.rules";

describe("initialsOf", () => {
  it("takes the first two letters of a single word", () => {
    expect(initialsOf("acme")).toBe("AC");
  });
  it("takes the first letters of the first two words", () => {
    expect(initialsOf("Tata Consultancy Services")).toBe("TC");
  });
  it("ignores surrounding and repeated spaces, and is empty for a blank name", () => {
    expect(initialsOf("  kerala   tech ")).toBe("KT");
    expect(initialsOf("   ")).toBe("");
  });
  it("counts an emoji or another astral letter as one letter, never half of it (found by the bad-input fuzzer)", () => {
    expect(initialsOf("😀 👩‍👩‍👧‍👦")).toBe("😀👩");
    expect(initialsOf("a😀b")).toBe("A😀");
    expect(initialsOf("𝒜cme")).toBe("𝒜C");
    expect(() => generateInitialsLogo("a 😀 labs")).not.toThrow();
    expect(decodeURIComponent(generateInitialsLogo("a 😀").split(",")[1]!)).toContain(">A😀</text>");
  });
});

describe("generateInitialsLogo", () => {
  it("draws white initials on the fixed teal background as an SVG data URL", () => {
    const logo = generateInitialsLogo("Blue Ocean");
    expect(logo.startsWith("data:image/svg+xml")).toBe(true);
    const svg = decodeURIComponent(logo.split(",")[1]!);
    expect(svg).toContain(`fill="${LOGO_BACKGROUND}"`);
    expect(svg).toContain('fill="#ffffff">BO</text>');
  });
  it("cannot inject markup through the name", () => {
    const svg = decodeURIComponent(generateInitialsLogo("<script> x").split(",")[1]!);
    expect(svg).not.toContain("<script");
  });
});
