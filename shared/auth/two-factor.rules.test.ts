import { describe, expect, it } from "vitest";
import { canResetTwoFactor, isTwoFactorRequiredOf } from "./two-factor.rules";

describe("isTwoFactorRequiredOf", () => {
  const none = { superAdmins: false, companyAdmins: false };
  it("asks it of a SUPER_ADMIN only when the platform requires it", () => {
    expect(isTwoFactorRequiredOf("SUPER_ADMIN", { ...none, superAdmins: true })).toBe(true);
    expect(isTwoFactorRequiredOf("SUPER_ADMIN", { ...none, companyAdmins: true })).toBe(false);
  });
  it("asks it of an ADMIN only when their company requires it", () => {
    expect(isTwoFactorRequiredOf("ADMIN", { ...none, companyAdmins: true })).toBe(true);
    expect(isTwoFactorRequiredOf("ADMIN", { ...none, superAdmins: true })).toBe(false);
  });
  it("never asks it of an EMPLOYEE", () => {
    expect(isTwoFactorRequiredOf("EMPLOYEE", { superAdmins: true, companyAdmins: true })).toBe(false);
  });
});

describe("canResetTwoFactor", () => {
  it("lets a SUPER_ADMIN reset anyone's second factor but their own", () => {
    const root = { userId: 1, role: "SUPER_ADMIN" as const, companyId: null };
    expect(canResetTwoFactor(root, 2)).toBe(true);
    expect(canResetTwoFactor(root, 1)).toBe(false);
  });
  it("refuses an ADMIN and an EMPLOYEE, even within their company", () => {
    expect(canResetTwoFactor({ userId: 1, role: "ADMIN", companyId: 5 }, 2)).toBe(false);
    expect(canResetTwoFactor({ userId: 1, role: "EMPLOYEE", companyId: 5 }, 2)).toBe(false);
  });
});
