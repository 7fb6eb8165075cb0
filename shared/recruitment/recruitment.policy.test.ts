import { describe, expect, it } from "vitest";
import { admin, employee, otherAdmin, root } from "../auth/actors.fixture";
import { canManageRecruitment, canUseRecruitment, choosesJobCompany } from "./recruitment.policy";

describe("recruitment policy (docs/product/recruitment.md §1)", () => {
  it("lets administrators in and keeps employees out", () => {
    expect(canUseRecruitment(root)).toBe(true);
    expect(canUseRecruitment(admin)).toBe(true);
    expect(canUseRecruitment(employee)).toBe(false);
  });

  it("limits an ADMIN to their own company's jobs and candidates", () => {
    expect(canManageRecruitment(admin, 10)).toBe(true);
    expect(canManageRecruitment(otherAdmin, 10)).toBe(false);
    expect(canManageRecruitment(employee, 10)).toBe(false);
    expect(canManageRecruitment(root, 20)).toBe(true);
  });

  it("lets only the SUPER_ADMIN choose a job's company", () => {
    expect(choosesJobCompany(root)).toBe(true);
    expect(choosesJobCompany(admin)).toBe(false);
    expect(choosesJobCompany(employee)).toBe(false);
  });
});
