import type { Actor } from "../auth/sessions.service";

export const isSuperAdmin = (actor: Actor): boolean => actor.role === "SUPER_ADMIN";

/** A SUPER_ADMIN reads any company; everyone else only their own. */
export function canReadCompany(actor: Actor, companyId: number): boolean {
  return isSuperAdmin(actor) || actor.companyId === companyId;
}

/** Creating, listing and deleting companies is the platform operator's. */
export function canManageCompanies(actor: Actor): boolean {
  return isSuperAdmin(actor);
}

/** Branding (name, description, logo): a SUPER_ADMIN, or an ADMIN of that company. */
export function canEditCompany(actor: Actor, companyId: number): boolean {
  return isSuperAdmin(actor) || (actor.role === "ADMIN" && actor.companyId === companyId);
}

/** Enabling payroll is the platform operator's alone. */
export function canSetPayrollEnabled(actor: Actor): boolean {
  return isSuperAdmin(actor);
}
