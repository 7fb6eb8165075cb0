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
