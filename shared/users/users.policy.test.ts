import { describe, expect, it } from "vitest";
import { admin, employee, everyone, otherAdmin, root } from "../auth/actors.fixture";
import {
  canAssignRole,
  canChangeRoleOf,
  canDeleteUser,
  canEditProfile,
  canManagePeople,
  canManageUser,
  canMoveBetweenCompanies,
  canSetPayAndPasswordOf,
  hasOwnPay,
} from "./users.policy";

const colleague = { id: 7, role: "EMPLOYEE", companyId: 10 };
const operator = { id: 4, role: "SUPER_ADMIN", companyId: null };
const self = (a: { userId: number; role: string; companyId: number | null }) => ({ ...a, id: a.userId });

describe("people policy", () => {
  it("opens people management to ADMINs and SUPER_ADMINs", () => {
    expect(everyone.map(canManagePeople)).toEqual([false, true, true, true]);
  });

  it("lets an ADMIN manage their own company's people, never another's nor a SUPER_ADMIN", () => {
    expect(everyone.map((a) => canManageUser(a, colleague))).toEqual([false, true, false, true]);
    expect(canManageUser(admin, operator)).toBe(false);
    expect(canManageUser(root, operator)).toBe(true);
  });

  it("keeps the SUPER_ADMIN role and moves between companies to the platform operator", () => {
    expect(everyone.map((a) => canAssignRole(a, "SUPER_ADMIN"))).toEqual([false, false, false, true]);
    expect(everyone.map((a) => canAssignRole(a, "ADMIN"))).toEqual([false, true, true, true]);
    expect(everyone.map(canMoveBetweenCompanies)).toEqual([false, false, false, true]);
  });

  it("lets anyone edit their own profile, and admins the profiles of those they manage", () => {
    expect(canEditProfile(employee, self(employee))).toBe(true);
    expect(canEditProfile(employee, colleague)).toBe(false);
    expect(canEditProfile(admin, colleague)).toBe(true);
    expect(canEditProfile(otherAdmin, colleague)).toBe(false);
  });

  it("never lets an admin set their own pay or password from the admin form", () => {
    expect(canSetPayAndPasswordOf(admin, self(admin))).toBe(false);
    expect(canSetPayAndPasswordOf(admin, colleague)).toBe(true);
    expect(canSetPayAndPasswordOf({ userId: 9, role: "ADMIN", companyId: 10 }, self(admin))).toBe(true);
    expect(canSetPayAndPasswordOf(otherAdmin, colleague)).toBe(false);
  });

  it("never lets anyone delete themselves or change their own role", () => {
    expect(canDeleteUser(admin, self(admin))).toBe(false);
    expect(canChangeRoleOf(admin, self(admin))).toBe(false);
    expect(canDeleteUser(admin, colleague)).toBe(true);
    expect(canChangeRoleOf(root, self(admin))).toBe(true);
  });

  it("gives pay settings of their own to members of a company, never to the platform operator", () => {
    expect(everyone.map(hasOwnPay)).toEqual([true, true, true, false]);
  });
});
