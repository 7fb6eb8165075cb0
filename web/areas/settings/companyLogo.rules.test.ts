import { describe, expect, it } from "vitest";
import { LOGO_INVALID_TYPE, LOGO_TOO_LARGE, logoFileProblem, logoSrcOf } from "./companyLogo.rules";

const MB = 1024 * 1024;

describe("logo upload checks (settings.md §4)", () => {
  it("accepts JPEG, PNG, GIF and SVG up to 5MB", () => {
    for (const type of ["image/jpeg", "image/png", "image/gif", "image/svg+xml"]) {
      expect(logoFileProblem({ type, size: 5 * MB })).toBeNull();
    }
  });
  it("refuses other types", () => {
    expect(logoFileProblem({ type: "image/webp", size: 10 })).toBe(LOGO_INVALID_TYPE);
    expect(logoFileProblem({ type: "application/pdf", size: 10 })).toBe(LOGO_INVALID_TYPE);
    expect(logoFileProblem({ type: "", size: 10 })).toBe(LOGO_INVALID_TYPE);
  });
  it("refuses a file over 5MB", () => {
    expect(logoFileProblem({ type: "image/png", size: 5 * MB + 1 })).toBe(LOGO_TOO_LARGE);
  });
});

describe("logoSrcOf", () => {
  it("keeps data URLs, web addresses and server paths", () => {
    expect(logoSrcOf(3, "data:image/png;base64,AAA")).toBe("data:image/png;base64,AAA");
    expect(logoSrcOf(3, "https://example.com/logo.png")).toBe("https://example.com/logo.png");
    expect(logoSrcOf(3, "/api/companies/3/logo/a1.png")).toBe("/api/companies/3/logo/a1.png");
  });
  it("turns a bare file name into the company's logo path", () => {
    expect(logoSrcOf(3, "a1.png")).toBe("/api/companies/3/logo/a1.png");
  });
  it("has nothing usable for an empty or unknown value", () => {
    expect(logoSrcOf(3, "")).toBeNull();
    expect(logoSrcOf(3, null)).toBeNull();
    expect(logoSrcOf(3, "javascript:alert(1)")).toBeNull();
  });
});
