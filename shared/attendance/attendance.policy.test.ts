import { describe, expect, it } from "vitest";
import { admin, employee, root } from "../auth/actors.fixture";
import { canEditAttendance, canRecordAttendance, canViewCompanyAttendance } from "./attendance.policy";

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
