import { describe, expect, it } from "vitest";
import type { PolicyActor } from "../auth/actor";
import { canEditAttendance, canRecordAttendance, canViewCompanyAttendance } from "./attendance.policy";

const employee: PolicyActor = { userId: 1, role: "EMPLOYEE", companyId: 10 };
const admin: PolicyActor = { userId: 2, role: "ADMIN", companyId: 10 };
const root: PolicyActor = { userId: 4, role: "SUPER_ADMIN", companyId: null };

describe("attendance policy", () => {
  it("lets members of a company record attendance, not the platform operator", () => {
    expect([employee, admin, root].map(canRecordAttendance)).toEqual([true, true, false]);
  });

  it("lets only the owner edit or delete a record, even against an admin", () => {
    expect(canEditAttendance(employee, { userId: 1 })).toBe(true);
    expect(canEditAttendance(admin, { userId: 1 })).toBe(false);
    expect(canEditAttendance(root, { userId: 1 })).toBe(false);
  });

  it("opens the company view to ADMINs and SUPER_ADMINs", () => {
    expect([employee, admin, root].map(canViewCompanyAttendance)).toEqual([false, true, true]);
  });
});
