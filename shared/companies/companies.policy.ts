import { belongsToCompany, canAdministerCompany, isSuperAdmin, type PolicyActor } from "../auth/actor";

/** Who may do what with companies (docs/product/companies.md, roles). Pure: the server enforces, the web shows. */

/** A company record: a SUPER_ADMIN any; everyone else only their own. */
export function canReadCompany(actor: PolicyActor, companyId: number): boolean {
  return belongsToCompany(actor, companyId);
}

/** Creating, listing and deleting companies is the platform operator's. */
export function canManageCompanies(actor: PolicyActor): boolean {
  return isSuperAdmin(actor);
}

/** Branding (name, description, logo, time zone): a SUPER_ADMIN, or an ADMIN of that company. */
export function canEditCompany(actor: PolicyActor, companyId: number): boolean {
  return canAdministerCompany(actor, companyId);
}

/** Enabling payroll is the platform operator's alone. */
export function canSetPayrollEnabled(actor: PolicyActor): boolean {
  return isSuperAdmin(actor);
}

/** A company's plan and the Custom plan's fee are the platform operator's alone, like payroll enablement. */
export function canSetPayrollPlan(actor: PolicyActor): boolean {
  return isSuperAdmin(actor);
}
