import { describe, expect, it } from "vitest";
import { canManageHolidays, holidayCompanyId } from "./holidayAccess";

const superAdmin = { role: "SUPER_ADMIN" as const, companyId: null };
const admin = { role: "ADMIN" as const, companyId: 3 };
const employee = { role: "EMPLOYEE" as const, companyId: 3 };

describe("who may add, edit and delete holidays (spec 02 §6)", () => {
  it("lets the company's ADMIN manage its holidays", () => {
    expect(canManageHolidays(admin, 3)).toBe(true);
  });
  it("refuses an ADMIN of another company", () => {
    expect(canManageHolidays(admin, 4)).toBe(false);
  });
  it("lets a SUPER_ADMIN manage any company's", () => {
    expect(canManageHolidays(superAdmin, 4)).toBe(true);
  });
  it("leaves an EMPLOYEE read-only", () => {
    expect(canManageHolidays(employee, 3)).toBe(false);
  });
  it("allows nothing without a user or a company", () => {
    expect(canManageHolidays(null, 3)).toBe(false);
    expect(canManageHolidays(superAdmin, null)).toBe(false);
  });
});

describe("whose holidays the page shows", () => {
  const companies = [{ id: 5 }, { id: 9 }];
  it("shows an admin's and an employee's own company", () => {
    expect(holidayCompanyId(admin, 9, companies)).toBe(3);
    expect(holidayCompanyId(employee, null, undefined)).toBe(3);
  });
  it("defaults a SUPER_ADMIN to the first company", () => {
    expect(holidayCompanyId(superAdmin, null, companies)).toBe(5);
  });
  it("keeps a SUPER_ADMIN's pick while that company exists", () => {
    expect(holidayCompanyId(superAdmin, 9, companies)).toBe(9);
    expect(holidayCompanyId(superAdmin, 42, companies)).toBe(5);
  });
  it("has no company for a SUPER_ADMIN until the companies load, or when there are none", () => {
    expect(holidayCompanyId(superAdmin, 9, undefined)).toBeNull();
    expect(holidayCompanyId(superAdmin, null, [])).toBeNull();
  });
});
