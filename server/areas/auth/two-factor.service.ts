import { eq } from "drizzle-orm";
import { isSuperAdmin } from "../../../shared/auth/actor";
import type { Role } from "../../../shared/auth/auth.schema";
import { canResetTwoFactor, isTwoFactorRequiredOf } from "../../../shared/auth/two-factor.rules";
import {
  INVALID_TWO_FACTOR_CODE,
  type RecoveryCodes,
  TWO_FACTOR_NOT_ON,
  TWO_FACTOR_REQUIRED_FOR_YOU,
  TWO_FACTOR_RESET_YOURSELF,
  type TwoFactorSetup,
  type TwoFactorStatus,
} from "../../../shared/auth/two-factor.schema";
import type { AppContext } from "../../app-context";
import { type RequestOrigin, writeSecurityLog } from "../../lib/audit";
import { authorize, badRequest } from "../../lib/errors";
import { keepingChanges } from "../../lib/transactional";
import { companies } from "../companies/companies.table";
import { findUserFor } from "../users/users.service";
import type { Actor } from "./sessions.service";
import {
  acceptCode,
  confirmSetup,
  credentialOf,
  hasTwoFactor,
  logRecoveryCodeUsed,
  recoveryCodesLeft,
  removeTwoFactor,
  startSetup,
  type TwoFactorOwner,
} from "./two-factor.codes";
import { twoFactorChallenges } from "./two-factor.table";

/**
 * One's own second factor in Settings (docs/product/accounts.md §3.1, settings.md §10), who must have one
 * (§3.2), and the SUPER_ADMIN's reset of someone else's (§3.3).
 */

const ownerOf = (actor: Actor): TwoFactorOwner => ({
  userId: actor.userId,
  companyId: actor.companyId,
  username: actor.user.username,
});

/** Whether this person must sign in with a second factor: by the platform's setting, or their company's. */
export async function isTwoFactorRequired(
  ctx: AppContext,
  person: { role: Role; companyId: number | null },
): Promise<boolean> {
  let companyAdmins = false;
  if (person.role === "ADMIN" && person.companyId !== null) {
    const [company] = await ctx.db
      .select({ required: companies.requireAdminTwoFactor })
      .from(companies)
      .where(eq(companies.id, person.companyId));
    companyAdmins = company?.required ?? false;
  }
  return isTwoFactorRequiredOf(person.role, {
    superAdmins: ctx.config.superAdminTwoFactorRequired,
    companyAdmins,
  });
}

/** GET /api/user/two-factor: on or off, how many recovery codes are left, and whether it is required. */
export async function getTwoFactorStatus(ctx: AppContext, actor: Actor): Promise<TwoFactorStatus> {
  const enabled = await hasTwoFactor(ctx.db, actor.userId);
  return {
    enabled,
    recoveryCodesLeft: enabled ? await recoveryCodesLeft(ctx.db, actor.userId) : 0,
    required: await isTwoFactorRequired(ctx, actor),
  };
}

export const startTwoFactorSetup = (ctx: AppContext, actor: Actor): Promise<TwoFactorSetup> =>
  startSetup(ctx, ownerOf(actor));

export const enableTwoFactor = (
  ctx: AppContext,
  actor: Actor,
  code: string,
  origin: RequestOrigin,
): Promise<RecoveryCodes> => confirmSetup(ctx, ownerOf(actor), code, origin);

/**
 * Turns two-factor sign-in off; needs a fresh code from the app or a recovery code. Refused (403) while it
 * is required of the person.
 */
export async function disableTwoFactor(
  ctx: AppContext,
  actor: Actor,
  code: string,
  origin: RequestOrigin,
): Promise<void> {
  const credential = await credentialOf(ctx.db, actor.userId, { lock: true });
  if (!credential?.enabledAt) throw badRequest(TWO_FACTOR_NOT_ON);
  authorize(!(await isTwoFactorRequired(ctx, actor)), TWO_FACTOR_REQUIRED_FOR_YOU);
  const kind = await acceptCode(ctx, credential, code);
  const subject = { userId: actor.userId, companyId: actor.companyId, resourceType: "user" as const };
  if (!kind) {
    await writeSecurityLog(ctx.db, origin, {
      ...subject,
      level: "WARNING",
      action: "TWO_FACTOR_FAILED",
      resourceId: actor.userId,
      message: `Wrong two-factor code from ${actor.user.username} turning two-factor sign-in off`,
    });
    throw keepingChanges(badRequest(INVALID_TWO_FACTOR_CODE));
  }
  if (kind === "recovery") await logRecoveryCodeUsed(ctx, ownerOf(actor), origin);
  await removeTwoFactor(ctx.db, actor.userId);
  await writeSecurityLog(ctx.db, origin, {
    ...subject,
    level: "SECURITY",
    action: "TWO_FACTOR_DISABLED",
    resourceId: actor.userId,
    message: `${actor.user.username} turned off two-factor sign-in`,
  });
}

/**
 * DELETE /api/users/{id}/two-factor (§3.3): a SUPER_ADMIN removes someone's lost second factor. Their
 * sessions and pending sign-ins end; they sign in with the password alone (and set it up again at once
 * when it is required of them). Not for oneself: that is Settings, with a code.
 */
export async function resetTwoFactor(
  ctx: AppContext,
  actor: Actor,
  userId: number,
  origin: RequestOrigin,
): Promise<void> {
  authorize(isSuperAdmin(actor));
  const target = await findUserFor(ctx.db, actor, userId);
  authorize(canResetTwoFactor(actor, target.id), TWO_FACTOR_RESET_YOURSELF);
  const credential = await credentialOf(ctx.db, target.id, { lock: true });
  if (!credential?.enabledAt) throw badRequest(TWO_FACTOR_NOT_ON);
  await removeTwoFactor(ctx.db, target.id);
  await ctx.db.delete(twoFactorChallenges).where(eq(twoFactorChallenges.userId, target.id));
  await ctx.sessions.destroyAllForUser(target.id);
  await writeSecurityLog(ctx.db, origin, {
    level: "SECURITY",
    action: "TWO_FACTOR_RESET",
    userId: actor.userId,
    companyId: target.companyId,
    resourceType: "user",
    resourceId: target.id,
    message: `Two-factor sign-in of ${target.username} reset by ${actor.user.username}`,
  });
}
