import { describe, expect, it } from "vitest";
import { canAdministerCompany, isSuperAdmin } from "../../shared/auth/actor";
import { canSetLeaveAllocation } from "../../shared/leaves/leaves.policy";
import { policyActorOf } from "./policyActor";

const admin = { id: 7, role: "ADMIN" as const, companyId: 3, firstName: "Ada" };

describe("the signed-in user as a policy actor", () => {
  it("maps id to userId and keeps the role and company", () => {
    expect(policyActorOf(admin)).toEqual({ userId: 7, role: "ADMIN", companyId: 3 });
  });
  it("keeps a SUPER_ADMIN without a company", () => {
    const actor = policyActorOf({ id: 1, role: "SUPER_ADMIN", companyId: null });
    expect(actor).toEqual({ userId: 1, role: "SUPER_ADMIN", companyId: null });
    expect(isSuperAdmin(actor)).toBe(true);
  });
  it("feeds the shared predicates: the company rule and separation of duties", () => {
    const actor = policyActorOf(admin);
    expect(canAdministerCompany(actor, 3)).toBe(true);
    expect(canAdministerCompany(actor, 4)).toBe(false);
    expect(canSetLeaveAllocation(actor, { id: 8, companyId: 3 })).toBe(true);
    expect(canSetLeaveAllocation(actor, { id: 7, companyId: 3 })).toBe(false);
  });
});
