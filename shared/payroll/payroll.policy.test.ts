import { describe, expect, it } from "vitest";
import { admin, employee, everyone, otherAdmin, root } from "../auth/actors.fixture";
import {
  canEnablePayroll,
  canManagePayroll,
  canReadPayroll,
  canRequestPayrollEnablement,
  canUsePayrollManagement,
} from "./payroll.policy";

// Company 10 is the fixture's own company, 20 the other's; the employee is user 1 of company 10.
const enabled = { id: 10, payrollEnabled: true };
const disabled = { id: 10, payrollEnabled: false };

describe("payroll policy (docs/product/payroll.md §1, §2)", () => {
  it("gives Payroll Management to admins and the super admin, never to an employee", () => {
    expect(everyone.map(canUsePayrollManagement)).toEqual([false, true, true, true]);
  });

  it("lets the company's admin and the super admin manage an enabled company's rows", () => {
    expect(everyone.map((a) => canManagePayroll(a, enabled))).toEqual([false, true, false, true]);
  });

  it("refuses everyone, the super admin included, while the company's payroll is not enabled", () => {
    expect(everyone.map((a) => canManagePayroll(a, disabled))).toEqual([false, false, false, false]);
  });

  it("never lets an admin manage another company's rows, enabled or not", () => {
    expect(canManagePayroll(otherAdmin, enabled)).toBe(false);
    expect(canManagePayroll(admin, { id: 20, payrollEnabled: true })).toBe(false);
    expect(canManagePayroll(otherAdmin, { id: 20, payrollEnabled: true })).toBe(true);
  });

  it("lets the person paid, their company's admin and the super admin read a row", () => {
    const own = { userId: employee.userId, companyId: 10 };
    expect(everyone.map((a) => canReadPayroll(a, own))).toEqual([true, true, false, true]);
  });

  it("hides a colleague's row from an employee", () => {
    const colleague = { userId: 99, companyId: 10 };
    expect(everyone.map((a) => canReadPayroll(a, colleague))).toEqual([false, true, false, true]);
  });

  it("lets an admin read their own row and the rows of their company only", () => {
    expect(canReadPayroll(admin, { userId: admin.userId, companyId: 10 })).toBe(true);
    expect(canReadPayroll(admin, { userId: 98, companyId: 20 })).toBe(false);
  });

  it("lets admins and the super admin send a plan request, not an employee", () => {
    expect(everyone.map(canRequestPayrollEnablement)).toEqual([false, true, true, true]);
    expect(canRequestPayrollEnablement({ userId: 5, role: "ADMIN", companyId: null })).toBe(false);
  });

  it("leaves enabling payroll to the super admin", () => {
    expect(everyone.map(canEnablePayroll)).toEqual([false, false, false, true]);
    expect(canEnablePayroll(root)).toBe(true);
  });
});
