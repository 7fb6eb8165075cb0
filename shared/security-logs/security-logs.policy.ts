import { isSuperAdmin, type PolicyActor } from "../auth/actor";

/** Who may read the security log (docs/product/security-logs.md §1): the platform operator alone. */
export function canReadSecurityLogs(actor: PolicyActor): boolean {
  return isSuperAdmin(actor);
}
