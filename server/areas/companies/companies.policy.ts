import type { Actor } from "../auth/sessions.service";

/** A SUPER_ADMIN reads any company; everyone else only their own. */
export function canReadCompany(actor: Actor, companyId: number): boolean {
  return actor.role === "SUPER_ADMIN" || actor.companyId === companyId;
}
