import { canAdministerCompany, isAdministrator, type PolicyActor } from "../auth/actor";

/**
 * Who may do what with jobs, candidates and their files (docs/product/recruitment.md §1). Pure: the
 * server enforces, the web shows or hides.
 */

/** The recruitment screens and calls: ADMINs and SUPER_ADMINs; an EMPLOYEE is denied (403). */
export function canUseRecruitment(actor: PolicyActor): boolean {
  return isAdministrator(actor);
}

/** Reading and changing a company's jobs and candidates: its ADMIN, or a SUPER_ADMIN (404 otherwise). */
export function canManageRecruitment(actor: PolicyActor, companyId: number): boolean {
  return canAdministerCompany(actor, companyId);
}

/** Only a SUPER_ADMIN chooses the company of a new job and filters by company. */
export function choosesJobCompany(actor: PolicyActor): boolean {
  return actor.role === "SUPER_ADMIN";
}
