import { describe, expect, it } from "vitest";
import { belongsToCompany, canAdministerCompany, decideCompanyScope } from "./actor";
import { admin, employee, everyone, otherAdmin, root } from "./actors.fixture";

describe("the company rule", () => {
  it("lets a SUPER_ADMIN administer every company and an ADMIN only their own", () => {
    expect(everyone.map((a) => canAdministerCompany(a, 10))).toEqual([false, true, false, true]);
  });

  it("shows a company's records to its members of any role and to the platform operator", () => {
    expect(everyone.map((a) => belongsToCompany(a, 10))).toEqual([true, true, false, true]);
    expect(belongsToCompany(employee, null)).toBe(false);
  });
});

describe("decideCompanyScope", () => {
  it("refuses an EMPLOYEE with 403, whatever the company", () => {
    expect(decideCompanyScope(employee, 10)).toEqual({ ok: false, status: 403 });
    expect(decideCompanyScope(employee, "all")).toEqual({ ok: false, status: 403 });
  });

  it("gives `all` to a SUPER_ADMIN alone (403 for an ADMIN)", () => {
    expect(decideCompanyScope(root, "all")).toEqual({ ok: true, companyId: "all" });
    expect(decideCompanyScope(admin, "all")).toEqual({ ok: false, status: 403 });
  });

  it("answers 404 for another company, so its existence does not show", () => {
    expect(decideCompanyScope(otherAdmin, 10)).toEqual({ ok: false, status: 404 });
    expect(decideCompanyScope(admin, 10)).toEqual({ ok: true, companyId: 10 });
    expect(decideCompanyScope(root, 20)).toEqual({ ok: true, companyId: 20 });
  });
});
