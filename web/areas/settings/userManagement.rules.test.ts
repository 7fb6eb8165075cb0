import { describe, expect, it } from "vitest";
import { policyActorOf } from "../../lib/policyActor";
import {
  accountsSummary,
  canResetUserTwoFactor,
  canUnlockUser,
  emptyUsersText,
  formatLockedUntil,
} from "./userManagement.rules";

describe("Locked Until (settings.md §6: 'MMM dd, yyyy HH:mm:ss')", () => {
  it("formats a lock time in local time", () => {
    const iso = new Date(2025, 0, 5, 14, 3, 9).toISOString();
    expect(formatLockedUntil(iso)).toBe("Jan 05, 2025 14:03:09");
  });
  it("uses a 24-hour clock", () => {
    const iso = new Date(2024, 11, 31, 23, 59, 0).toISOString();
    expect(formatLockedUntil(iso)).toBe("Dec 31, 2024 23:59:00");
  });
  it("shows '—' when there is no lock time or it cannot be read", () => {
    expect(formatLockedUntil(null)).toBe("—");
    expect(formatLockedUntil(undefined)).toBe("—");
    expect(formatLockedUntil("")).toBe("—");
    expect(formatLockedUntil("not a date")).toBe("—");
  });
});

describe("the counts and the empty text", () => {
  it("counts accounts and locked ones", () => {
    expect(accountsSummary(12, 2)).toBe("12 accounts, 2 locked");
    expect(accountsSummary(1, 0)).toBe("1 account, 0 locked");
    expect(accountsSummary(0, 0)).toBe("0 accounts, 0 locked");
  });
  it("says which list is empty", () => {
    expect(emptyUsersText(true)).toBe("No locked accounts found.");
    expect(emptyUsersText(false)).toBe("No users found.");
  });
});

describe("who may unlock a row (settings.md §6, shared canManageUser)", () => {
  const admin = policyActorOf({ id: 10, role: "ADMIN", companyId: 3 });
  const superAdmin = policyActorOf({ id: 1, role: "SUPER_ADMIN", companyId: null });
  const employee = policyActorOf({ id: 11, role: "EMPLOYEE", companyId: 3 });
  const row = (
    role: "EMPLOYEE" | "ADMIN" | "SUPER_ADMIN",
    isLocked: boolean,
    companyId: number | null = 3,
  ) => ({
    id: 20,
    role,
    isLocked,
    companyId: role === "SUPER_ADMIN" ? null : companyId,
  });
  it("offers unlock on locked rows only", () => {
    expect(canUnlockUser(admin, row("EMPLOYEE", true))).toBe(true);
    expect(canUnlockUser(admin, row("EMPLOYEE", false))).toBe(false);
  });
  it("never lets an admin unlock a super admin", () => {
    expect(canUnlockUser(admin, row("SUPER_ADMIN", true))).toBe(false);
    expect(canUnlockUser(superAdmin, row("SUPER_ADMIN", true))).toBe(true);
  });
  it("never lets an admin unlock someone of another company", () => {
    expect(canUnlockUser(admin, row("EMPLOYEE", true, 4))).toBe(false);
  });
  it("lets a super admin unlock anyone locked, and an employee no one", () => {
    expect(canUnlockUser(superAdmin, row("ADMIN", true))).toBe(true);
    expect(canUnlockUser(employee, row("EMPLOYEE", true))).toBe(false);
  });
});

describe("who may reset a row's two-factor sign-in (accounts.md §3.3)", () => {
  const superAdmin = policyActorOf({ id: 1, role: "SUPER_ADMIN", companyId: null });
  const admin = policyActorOf({ id: 10, role: "ADMIN", companyId: 3 });
  it("offers it to a super admin on someone else's row with it on", () => {
    expect(canResetUserTwoFactor(superAdmin, { id: 20, twoFactorEnabled: true })).toBe(true);
    expect(canResetUserTwoFactor(superAdmin, { id: 20, twoFactorEnabled: false })).toBe(false);
    expect(canResetUserTwoFactor(superAdmin, { id: 1, twoFactorEnabled: true })).toBe(false);
  });
  it("never offers it to an admin", () => {
    expect(canResetUserTwoFactor(admin, { id: 20, twoFactorEnabled: true })).toBe(false);
  });
});
