import { describe, expect, it } from "vitest";
import { everyone } from "../auth/actors.fixture";
import {
  canEditCompany,
  canManageCompanies,
  canReadCompany,
  canSetPayrollEnabled,
  canSetPayrollPlan,
} from "./companies.policy";

describe("company policy", () => {
  it("lets every member read their own company and the platform operator any", () => {
    expect(everyone.map((a) => canReadCompany(a, 10))).toEqual([true, true, false, true]);
  });

  it("lets an ADMIN edit their own company's branding, and a SUPER_ADMIN any", () => {
    expect(everyone.map((a) => canEditCompany(a, 10))).toEqual([false, true, false, true]);
  });

  it("keeps creating, listing, deleting, payroll enablement and the plan to the platform operator", () => {
    expect(everyone.map(canManageCompanies)).toEqual([false, false, false, true]);
    expect(everyone.map(canSetPayrollEnabled)).toEqual([false, false, false, true]);
    expect(everyone.map(canSetPayrollPlan)).toEqual([false, false, false, true]);
  });
});
