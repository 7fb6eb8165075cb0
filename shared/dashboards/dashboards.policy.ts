import { canAdministerCompany, isSuperAdmin, type PolicyActor } from "../auth/actor";

/** Who sees which dashboard (docs/product/dashboards.md). Pure: the server enforces, the web picks the view. */

/** A company's dashboard: its ADMINs and any SUPER_ADMIN. */
export function canViewCompanyDashboard(actor: PolicyActor, companyId: number): boolean {
  return canAdministerCompany(actor, companyId);
}

/** The platform dashboard: SUPER_ADMINs only. */
export function canViewPlatformDashboard(actor: PolicyActor): boolean {
  return isSuperAdmin(actor);
}
