import { canAdministerCompany, isAdministrator, isSuperAdmin, type PolicyActor } from "../auth/actor";

/**
 * Who may do what with company transactions (docs/product/finance.md §1). Pure: the server enforces, the
 * web shows or hides. The server's order is the usual one: the role (403), then the company in scope
 * (404 for another company's), then the record.
 */

/** The finance screen and its reads: ADMINs and SUPER_ADMINs; an EMPLOYEE is refused (403) and sees why. */
export function canViewFinance(actor: PolicyActor): boolean {
  return isAdministrator(actor);
}

/** A company's transactions: its ADMIN and any SUPER_ADMIN. */
export function canReadCompanyTransactions(actor: PolicyActor, companyId: number): boolean {
  return canAdministerCompany(actor, companyId);
}

/** Every company's transactions at once, and the company filter: the SUPER_ADMIN's alone. */
export function canReadAllTransactions(actor: PolicyActor): boolean {
  return isSuperAdmin(actor);
}

/** Adding, editing and deleting a transaction: the SUPER_ADMIN's alone; an ADMIN only reads (§1). */
export function canManageTransactions(actor: PolicyActor): boolean {
  return isSuperAdmin(actor);
}
