import { describe, expect, it } from "vitest";
import {
  CONTROL_CHARACTERS,
  hasControlCharacters,
  longText,
  text,
  UNSTORABLE_CHARACTERS,
} from "./text.schema";

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? [] : (result.error?.issues.map((i) => i.message) ?? []);

describe("text", () => {
  const name = text({ required: "Name is required", min: 1, max: 5, maxMessage: "Name is too long" });

  it("trims and keeps ordinary text, accents and emoji included", () => {
    expect(name.parse("  Ana ")).toBe("Ana");
    expect(text({ max: 100 }).parse("Zoë 🎉 ñ")).toBe("Zoë 🎉 ñ");
  });

  it("says the spec's messages for missing, empty and long values", () => {
    expect(messages(name.safeParse(undefined))).toEqual(["Name is required"]);
    expect(messages(name.safeParse("   "))).toEqual(["Name is required"]);
    expect(messages(name.safeParse("abcdef"))).toEqual(["Name is too long"]);
    expect(messages(text({ max: 3 }).safeParse("abcd"))).toEqual(["Must be at most 3 characters"]);
  });

  it("refuses NUL and other control characters with a clear message", () => {
    for (const bad of ["a\u0000b", "a\u0007", "x\u001bY", "a\u007f", "a\u0085b", "a\nb", "a\tb"]) {
      expect(messages(text({ max: 100 }).safeParse(bad)), JSON.stringify(bad)).toEqual([CONTROL_CHARACTERS]);
    }
  });

  it("lets multi-line text keep newlines and tabs, but not NUL", () => {
    const reason = longText({ required: "Reason is required", min: 1 });
    expect(reason.parse("Line one\nLine two\r\n\tindented")).toBe("Line one\nLine two\r\n\tindented");
    expect(messages(reason.safeParse("bad\u0000"))).toEqual([CONTROL_CHARACTERS]);
    expect(messages(reason.safeParse("x".repeat(5001)))).toEqual(["Must be at most 5000 characters"]);
  });

  it("refuses half of a surrogate pair, which no database keeps as sent (found by the bad-input fuzzer)", () => {
    for (const bad of ["a\uD800b", "x\uDC00", "\uDBFF\uDBFF"]) {
      expect(messages(longText({}).safeParse(bad)), JSON.stringify(bad)).toEqual([UNSTORABLE_CHARACTERS]);
    }
    expect(text({ max: 100 }).parse("𝒜 😀 👩‍👩‍👧‍👦")).toBe("𝒜 😀 👩‍👩‍👧‍👦");
  });
});

describe("hasControlCharacters", () => {
  it("tells single-line from multi-line text", () => {
    expect(hasControlCharacters("a\nb")).toBe(true);
    expect(hasControlCharacters("a\nb", true)).toBe(false);
    expect(hasControlCharacters("a\u0000b", true)).toBe(true);
    expect(hasControlCharacters("plain")).toBe(false);
  });
});
