import { describe, expect, it } from "vitest";
import { admin, employee, otherAdmin, root } from "../auth/actors.fixture";
import { canDecideLeave, canManageLeave, canRequestLeave, canSetLeaveAllocation } from "./leaves.policy";

describe("leave policy", () => {
  it("lets members of a company request leave, not the platform operator", () => {
    expect([employee, admin, root].map(canRequestLeave)).toEqual([true, true, false]);
  });

  it("opens the admin screens to ADMINs and SUPER_ADMINs only", () => {
    expect([employee, admin, otherAdmin, root].map(canManageLeave)).toEqual([false, true, true, true]);
  });

  it("lets an admin of the company or a SUPER_ADMIN decide someone else's request", () => {
    const leave = { userId: employee.userId, companyId: 10 };
    expect([employee, admin, otherAdmin, root].map((a) => canDecideLeave(a, leave))).toEqual([
      false,
      true,
      false,
      true,
    ]);
  });

  it("never lets an admin decide their own request", () => {
    expect(canDecideLeave(admin, { userId: admin.userId, companyId: 10 })).toBe(false);
  });

  it("never lets an admin change their own allocation; another admin of the company or a SUPER_ADMIN may", () => {
    const self = { id: admin.userId, companyId: 10 };
    expect(canSetLeaveAllocation(admin, self)).toBe(false);
    expect(canSetLeaveAllocation({ userId: 9, role: "ADMIN", companyId: 10 }, self)).toBe(true);
    expect(canSetLeaveAllocation(root, self)).toBe(true);
    expect(canSetLeaveAllocation(otherAdmin, self)).toBe(false);
    expect(canSetLeaveAllocation(employee, { id: 7, companyId: 10 })).toBe(false);
  });
});
