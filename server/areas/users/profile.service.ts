import { and, eq } from "drizzle-orm";
import type { z } from "zod";
import { EMAIL_TAKEN } from "../../../shared/auth/auth.schema";
import { canEditProfile, hasOwnPay, isSelf } from "../../../shared/users/users.policy";
import type { OwnPayDto, profilePatchSchema } from "../../../shared/users/users.schema";
import type { AppContext } from "../../app-context";
import { type RequestOrigin, writeSecurityLog } from "../../lib/audit";
import { callersCompany, inCompanyOf } from "../../lib/company-scope";
import { authorize, badRequest, conflict, forbidden, notFound } from "../../lib/errors";
import { hashPassword, verifyPassword } from "../../lib/passwords";
import type { RequestContext } from "../../lib/transactional";
import type { Actor } from "../auth/sessions.service";
import { mailChangedAddress } from "./address-change";
import { SUPER_ADMIN_EMAIL_LOCKED } from "./user-management.service";
import { presentOwnPay } from "./users.presenter";
import {
  findUserFor,
  isUsernameTaken,
  loadUserDto,
  normalizeUsername,
  requireStillInCompany,
} from "./users.service";
import { users } from "./users.table";

type ProfilePatch = z.infer<typeof profilePatchSchema>;

/**
 * Names and e-mail of oneself (or, for an administrator, of someone they manage). A new address must be
 * verified again; a SUPER_ADMIN's address never changes.
 */
export async function updateProfile(
  ctx: RequestContext,
  actor: Actor,
  userId: number,
  patch: ProfilePatch,
  origin: RequestOrigin,
) {
  const target = await findUserFor(ctx.db, actor, userId);
  authorize(canEditProfile(actor, target));
  const username = patch.username === undefined ? target.username : normalizeUsername(patch.username);
  const emailChanged = username !== target.username;
  if (emailChanged) {
    if (target.role === "SUPER_ADMIN") throw forbidden(SUPER_ADMIN_EMAIL_LOCKED);
    if (await isUsernameTaken(ctx.db, username)) throw conflict(EMAIL_TAKEN);
  }
  const now = ctx.now();
  // The links first, then the person's row: the order in which following a link takes them (a consumed
  // token, then the user), so the two never wait for each other (docs/ARCHITECTURE.md, step 3).
  if (emailChanged) {
    await mailChangedAddress(
      ctx,
      { id: userId, companyId: target.companyId, firstName: patch.firstName ?? target.firstName },
      username,
    );
  }
  await ctx.db
    .update(users)
    .set({
      ...(patch.firstName !== undefined ? { firstName: patch.firstName } : {}),
      ...(patch.lastName !== undefined ? { lastName: patch.lastName } : {}),
      ...(emailChanged ? { username, isVerified: false } : {}),
      updatedAt: now,
    })
    .where(and(eq(users.id, userId), inCompanyOf(users.companyId, target.companyId)))
    .returning({ id: users.id })
    .then(requireStillInCompany);
  await writeSecurityLog(ctx.db, origin, {
    level: "INFO",
    action: "PROFILE_UPDATED",
    userId: actor.userId,
    companyId: target.companyId,
    resourceType: "user",
    resourceId: userId,
    message: `Profile of ${username} updated`,
    metadata: { emailChanged },
  });
  return loadUserDto(ctx.db, userId, ctx.config.platformTimezone, target.companyId);
}

const CURRENT_PASSWORD_WRONG = "Current password is incorrect";

/**
 * Changes one's own password after checking the current one; every other session ends. Both hashings (the
 * check and the new hash, ~30 ms of CPU) come before the transaction, so no connection or row lock is held
 * meanwhile; inside it, under the row's lock, a password changed in between is checked again.
 */
export async function changePassword(
  ctx: RequestContext,
  actor: Actor,
  userId: number,
  input: { currentPassword: string; newPassword: string },
  origin: RequestOrigin,
) {
  const seen = await findUserFor(ctx.db, actor, userId);
  authorize(isSelf(actor, seen), "You can only change your own password");
  const wrongCurrent = () =>
    badRequest(CURRENT_PASSWORD_WRONG, [{ path: "body.currentPassword", message: CURRENT_PASSWORD_WRONG }]);
  if (!(await verifyPassword(seen.passwordHash, input.currentPassword))) throw wrongCurrent();
  const passwordHash = await hashPassword(input.newPassword, ctx.config.passwordTimeCost);

  return ctx.transaction(async (tx) => {
    const target = await findUserFor(tx.db, actor, userId, { lock: true });
    if (
      target.passwordHash !== seen.passwordHash &&
      !(await verifyPassword(target.passwordHash, input.currentPassword))
    ) {
      throw wrongCurrent();
    }
    await tx.db
      .update(users)
      .set({ passwordHash, updatedAt: tx.now() })
      .where(and(eq(users.id, userId), inCompanyOf(users.companyId, target.companyId)));
    await tx.sessions.destroyAllForUser(userId, actor.sessionId);
    await writeSecurityLog(tx.db, origin, {
      level: "SECURITY",
      action: "PASSWORD_CHANGED",
      userId: actor.userId,
      companyId: target.companyId,
      resourceType: "user",
      resourceId: userId,
      message: `${target.username} changed their password; other sessions ended`,
    });
    return { message: "Password changed" };
  });
}

/** The answer to a SUPER_ADMIN asking for their pay (docs/product/employees.md §8). */
export const NO_OWN_PAY = "A system administrator has no pay settings";

/**
 * The signed-in person's own salary, tax %, benefits %, annual CTC and state of work (docs/product/employees.md §8), in one query. The
 * person is the session's, never a parameter: there is no way to name someone else. A SUPER_ADMIN has no
 * company and no pay (404).
 */
export async function loadOwnPay(ctx: AppContext, actor: Actor): Promise<OwnPayDto> {
  authorize(hasOwnPay(actor), NO_OWN_PAY);
  const [row] = await ctx.db
    .select({
      salary: users.salary,
      taxPercentage: users.taxPercentage,
      benefitsPercentage: users.benefitsPercentage,
      annualCtc: users.annualCtc,
      workState: users.workState,
    })
    .from(users)
    .where(
      and(eq(users.id, actor.userId), callersCompany(actor, users.companyId), eq(users.isDeleted, false)),
    );
  if (!row) throw notFound("User not found");
  return presentOwnPay(row);
}
