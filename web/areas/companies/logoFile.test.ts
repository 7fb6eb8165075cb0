import { describe, expect, it } from "vitest";
import { checkLogoFile, INVALID_LOGO_TYPE, LOGO_TOO_LARGE } from "./logoFile";

const MB = 1024 * 1024;

describe("checkLogoFile (companies.md §4, company form)", () => {
  it("accepts an image under 1 MB", () => {
    expect(checkLogoFile({ type: "image/png", size: 200_000 })).toBeNull();
    expect(checkLogoFile({ type: "image/jpeg", size: MB })).toBeNull();
  });
  it("refuses a file that is not an image", () => {
    expect(checkLogoFile({ type: "application/pdf", size: 1000 })).toEqual({
      title: "Invalid file type",
      message: "Please select an image file (JPEG, PNG, etc.)",
    });
    expect(checkLogoFile({ type: "", size: 1000 })).toBe(INVALID_LOGO_TYPE);
  });
  it("refuses an image over 1 MB", () => {
    expect(checkLogoFile({ type: "image/png", size: MB + 1 })).toEqual({
      title: "File too large",
      message: "Logo image must be smaller than 1MB",
    });
  });
  it("reports the type before the size", () => {
    expect(checkLogoFile({ type: "text/plain", size: 5 * MB })).toBe(INVALID_LOGO_TYPE);
    expect(checkLogoFile({ type: "image/gif", size: 5 * MB })).toBe(LOGO_TOO_LARGE);
  });
});
