import { isSuperAdmin, type PolicyActor } from "../auth/actor";

/** Who may use the platform settings (docs/product/settings.md). Pure: the server enforces, the web shows. */

/** The mail-transport test is the platform operator's. */
export function canSendTestEmail(actor: PolicyActor): boolean {
  return isSuperAdmin(actor);
}
