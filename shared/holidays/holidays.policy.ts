import { belongsToCompany, canAdministerCompany, type PolicyActor } from "../auth/actor";

/** Who may do what with holidays (docs/product/holidays.md, roles). Pure: the server enforces, the web shows. */

/** Everyone in the company reads its holidays; a SUPER_ADMIN any company's. */
export function canReadHolidays(actor: PolicyActor, companyId: number): boolean {
  return belongsToCompany(actor, companyId);
}

/** Adding, editing and deleting: an ADMIN of the company, or a SUPER_ADMIN. */
export function canManageHolidays(actor: PolicyActor, companyId: number): boolean {
  return canAdministerCompany(actor, companyId);
}
