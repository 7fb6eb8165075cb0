import { describe, expect, it } from "vitest";
import { canManageHolidays } from "../../../shared/holidays/holidays.policy";
import { policyActorOf } from "../../lib/policyActor";
import { holidayCompanyId } from "./holidayAccess";

const superAdmin = { id: 1, role: "SUPER_ADMIN" as const, companyId: null };
const admin = { id: 2, role: "ADMIN" as const, companyId: 3 };
const employee = { id: 3, role: "EMPLOYEE" as const, companyId: 3 };
const companies = [{ id: 5 }, { id: 9 }];

/** What the holidays board and the settings panel do: resolve the company, then ask the shared policy. */
const showsManageActions = (
  me: typeof admin | typeof superAdmin | typeof employee,
  picked: number | null,
) => {
  const companyId = holidayCompanyId(me, picked, companies);
  return companyId !== null && canManageHolidays(policyActorOf(me), companyId);
};

describe("who sees add, edit and delete on the holidays (holidays.md §1, shared holidays.policy)", () => {
  it("shows them to the company's ADMIN on its own holidays", () => {
    expect(showsManageActions(admin, null)).toBe(true);
  });
  it("shows them to a SUPER_ADMIN on the company they picked", () => {
    expect(showsManageActions(superAdmin, 9)).toBe(true);
  });
  it("leaves an EMPLOYEE read-only", () => {
    expect(showsManageActions(employee, null)).toBe(false);
  });
  it("refuses an ADMIN another company's holidays", () => {
    expect(canManageHolidays(policyActorOf(admin), 4)).toBe(false);
  });
});

describe("whose holidays the page shows", () => {
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
