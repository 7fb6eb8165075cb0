import type { Role } from "./auth.schema";

/**
 * Who is acting, as every policy sees it: the server's session actor and the web's signed-in user both
 * fit. Policies are pure predicates over this and a record (docs/product/README.md, roles).
 */
export interface PolicyActor {
  userId: number;
  role: Role;
  companyId: number | null;
}

export const isSuperAdmin = (actor: PolicyActor): boolean => actor.role === "SUPER_ADMIN";

/** ADMINs and SUPER_ADMINs: the people who run companies (an EMPLOYEE on their routes gets 403). */
export const isAdministrator = (actor: PolicyActor): boolean =>
  actor.role === "ADMIN" || actor.role === "SUPER_ADMIN";

/** The one company rule: a SUPER_ADMIN administers every company, an ADMIN only their own. */
export function canAdministerCompany(actor: PolicyActor, companyId: number): boolean {
  return isSuperAdmin(actor) || (actor.role === "ADMIN" && actor.companyId === companyId);
}

/** A record of that company is visible: to its members (any role) and to the platform operator. */
export function belongsToCompany(actor: PolicyActor, companyId: number | null): boolean {
  return isSuperAdmin(actor) || (companyId !== null && actor.companyId === companyId);
}

/**
 * What an administrator's "company id or `all`" resolves to: the company ids they may act on, or why not.
 * `all` is the SUPER_ADMIN's alone (403 for anyone else); another company is 404, never a leak.
 */
export type ScopeDecision = { ok: true; companyId: number | "all" } | { ok: false; status: 403 | 404 };

export function decideCompanyScope(actor: PolicyActor, idOrAll: number | "all"): ScopeDecision {
  if (!isAdministrator(actor)) return { ok: false, status: 403 };
  if (idOrAll === "all")
    return isSuperAdmin(actor) ? { ok: true, companyId: "all" } : { ok: false, status: 403 };
  return canAdministerCompany(actor, idOrAll) ? { ok: true, companyId: idOrAll } : { ok: false, status: 404 };
}
