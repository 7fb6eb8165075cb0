import { describe, expect, it } from "vitest";
import { admin, everyone, otherAdmin } from "../auth/actors.fixture";
import {
  canManageTransactions,
  canReadAllTransactions,
  canReadCompanyTransactions,
  canViewFinance,
} from "./finance.policy";

// Company 10 is the fixture's own company, 20 the other's: [employee, admin, otherAdmin, root].
describe("finance policy (docs/product/finance.md §1)", () => {
  it("opens the finance screen to admins and the super admin, never to an employee", () => {
    expect(everyone.map(canViewFinance)).toEqual([false, true, true, true]);
  });

  it("lets a company's admin and the super admin read its transactions", () => {
    expect(everyone.map((a) => canReadCompanyTransactions(a, 10))).toEqual([false, true, false, true]);
    expect(everyone.map((a) => canReadCompanyTransactions(a, 20))).toEqual([false, false, true, true]);
  });

  it("never lets an admin read another company's transactions", () => {
    expect(canReadCompanyTransactions(admin, 20)).toBe(false);
    expect(canReadCompanyTransactions(otherAdmin, 10)).toBe(false);
  });

  it("keeps every company's list and the company filter for the super admin", () => {
    expect(everyone.map(canReadAllTransactions)).toEqual([false, false, false, true]);
  });

  it("lets the super admin alone add, edit and delete, not even an admin of the company", () => {
    expect(everyone.map(canManageTransactions)).toEqual([false, false, false, true]);
  });
});
