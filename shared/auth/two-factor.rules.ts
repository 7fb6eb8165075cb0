import { isSuperAdmin, type PolicyActor } from "./actor";
import type { Role } from "./auth.schema";

/**
 * Who must sign in with a second factor (docs/product/accounts.md §3.2): a SUPER_ADMIN when the platform
 * requires it (SUPER_ADMIN_TWO_FACTOR), an ADMIN when their company requires it of its admins (Company
 * Settings). Nobody else; an EMPLOYEE may still turn it on for themselves.
 */
export interface TwoFactorRequirements {
  superAdmins: boolean;
  companyAdmins: boolean;
}

export function isTwoFactorRequiredOf(role: Role, requirements: TwoFactorRequirements): boolean {
  if (role === "SUPER_ADMIN") return requirements.superAdmins;
  if (role === "ADMIN") return requirements.companyAdmins;
  return false;
}

/**
 * Resetting someone's second factor (they lost their phone and their recovery codes) is the platform
 * operator's, for anyone but themselves: their own goes through Settings with a code.
 */
export function canResetTwoFactor(actor: PolicyActor, targetUserId: number): boolean {
  return isSuperAdmin(actor) && actor.userId !== targetUserId;
}
