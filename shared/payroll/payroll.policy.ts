import { canAdministerCompany, isAdministrator, isSuperAdmin, type PolicyActor } from "../auth/actor";
import { canSetPayrollEnabled } from "../companies/companies.policy";

/**
 * Who may do what with payroll (docs/product/payroll.md §1, §2). Pure: the server enforces, the web shows
 * or hides. The server's order stays the usual one: the role (403, `canUsePayrollManagement`), then the
 * company in scope (404 for another's), then `canManagePayroll` (403 while payroll is not enabled).
 */

/** Payroll Management's calls and screen: ADMINs and SUPER_ADMINs; an EMPLOYEE has My Payroll instead (403). */
export function canUsePayrollManagement(actor: PolicyActor): boolean {
  return isAdministrator(actor);
}

/**
 * Listing, summing, exporting, generating, creating, changing and deleting a company's rows: its ADMIN or
 * a SUPER_ADMIN, and only while the company has payroll enabled. The page is explicit that a disabled
 * company's payroll calls answer 403 for a SUPER_ADMIN too (§1): enabling it is their one step first.
 */
export function canManagePayroll(
  actor: PolicyActor,
  company: { id: number; payrollEnabled: boolean },
): boolean {
  return canAdministerCompany(actor, company.id) && company.payrollEnabled;
}

/**
 * One row and its payslip (§2): the person it pays, their company's ADMINs and any SUPER_ADMIN. Reading is
 * not tied to enablement: rows a company already has stay readable by those it concerns.
 */
export function canReadPayroll(actor: PolicyActor, row: { userId: number; companyId: number }): boolean {
  return actor.userId === row.userId || canAdministerCompany(actor, row.companyId);
}

/**
 * Sending a plan request, `POST /api/contact-support` (§2, §6.1): an ADMIN for their company; an EMPLOYEE
 * is refused (403). §2 answers a SUPER_ADMIN 200 as well; having no company, their request names none.
 */
export function canRequestPayrollEnablement(actor: PolicyActor): boolean {
  return (actor.role === "ADMIN" && actor.companyId !== null) || isSuperAdmin(actor);
}

/** Turning a company's payroll on or off, which closes its plan request (§1): a SUPER_ADMIN's alone. */
export function canEnablePayroll(actor: PolicyActor): boolean {
  return canSetPayrollEnabled(actor);
}
