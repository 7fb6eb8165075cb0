import { describe, expect, it } from "vitest";
import { isDashboardRoute, needsVerification } from "./verificationStatus";

describe("isDashboardRoute", () => {
  it("is true on / and /dashboard only", () => {
    expect(isDashboardRoute("/")).toBe(true);
    expect(isDashboardRoute("/dashboard")).toBe(true);
    expect(isDashboardRoute("/leaves")).toBe(false);
    expect(isDashboardRoute("/dashboard/x")).toBe(false);
  });
});

describe("needsVerification", () => {
  it("is true for an unverified answer", () => {
    expect(needsVerification({ success: true, verified: false })).toBe(true);
  });

  it("is false once verified, on a failed answer, or on anything unexpected", () => {
    expect(needsVerification({ success: true, verified: true })).toBe(false);
    expect(needsVerification({ success: false, verified: false })).toBe(false);
    expect(needsVerification(undefined)).toBe(false);
    expect(needsVerification({ message: "nope" })).toBe(false);
  });
});
