import { and, eq, lt } from "drizzle-orm";
import type { UserDto } from "../../../shared/auth/auth.schema";
import {
  INVALID_TWO_FACTOR_CODE,
  type SetupSignInResult,
  TWO_FACTOR_SIGN_IN_EXPIRED,
  type TwoFactorSetup,
} from "../../../shared/auth/two-factor.schema";
import type { AppContext } from "../../app-context";
import { type RequestOrigin, writeSecurityLog } from "../../lib/audit";
import { hashToken, randomToken } from "../../lib/crypto";
import { badRequest, unauthorized } from "../../lib/errors";
import { keepingChanges } from "../../lib/transactional";
import { loadUserDto } from "../users/users.service";
import { users } from "../users/users.table";
import { lockedError } from "./auth.service";
import { afterFailedAttempt, isLockActive, UNLOCKED } from "./lockout.rules";
import {
  acceptCode,
  confirmSetup,
  credentialOf,
  logRecoveryCodeUsed,
  startSetup,
  type TwoFactorOwner,
} from "./two-factor.codes";
import { twoFactorChallenges } from "./two-factor.table";

/**
 * The sign-in's second step (docs/product/accounts.md §3.1) and the set-up a required second factor asks
 * for at sign-in (§3.2). Both begin with a pending sign-in: a random token in the session cookie whose
 * SHA-256 is a row of `two_factor_challenges`. It is not a session; it opens only the step it was made for.
 */

/** How long the sign-in's second step may wait after the password. */
export const TWO_FACTOR_CHALLENGE_MS = 5 * 60 * 1000;
/** How long setting up a required second factor may take after the password (reading the QR code, etc.). */
export const TWO_FACTOR_SETUP_MS = 15 * 60 * 1000;

type Purpose = "code" | "setup";

export const challengeLifetimeMs = (purpose: Purpose) =>
  purpose === "code" ? TWO_FACTOR_CHALLENGE_MS : TWO_FACTOR_SETUP_MS;

/**
 * The password was right and a second factor is on (`code`), or required and not yet set up (`setup`): a
 * pending sign-in. The person's earlier pending sign-ins end, as do everyone's expired ones.
 */
export async function startTwoFactorChallenge(
  ctx: AppContext,
  userId: number,
  purpose: Purpose,
): Promise<string> {
  const token = randomToken();
  const now = ctx.now();
  await ctx.db.delete(twoFactorChallenges).where(eq(twoFactorChallenges.userId, userId));
  await ctx.db.delete(twoFactorChallenges).where(lt(twoFactorChallenges.expiresAt, now));
  await ctx.db.insert(twoFactorChallenges).values({
    id: hashToken(token),
    userId,
    purpose,
    expiresAt: new Date(now.getTime() + challengeLifetimeMs(purpose)),
  });
  return token;
}

/**
 * The pending sign-in the cookie names, for this purpose, and its live person (locked for update); 401
 * 'Your sign-in has expired' for none, an expired one, one of the other purpose, or a removed person.
 */
async function pendingSignIn(ctx: AppContext, token: string | null, purpose: Purpose) {
  const [challenge] = token
    ? await ctx.db
        .select()
        .from(twoFactorChallenges)
        .where(eq(twoFactorChallenges.id, hashToken(token)))
    : [];
  const expired = () => keepingChanges(unauthorized(TWO_FACTOR_SIGN_IN_EXPIRED));
  if (!challenge || challenge.purpose !== purpose) throw expired();
  const end = () => ctx.db.delete(twoFactorChallenges).where(eq(twoFactorChallenges.id, challenge.id));
  if (challenge.expiresAt.getTime() <= ctx.now().getTime()) {
    await end();
    throw expired();
  }
  const [user] = await ctx.db
    .select()
    .from(users)
    .where(and(eq(users.id, challenge.userId), eq(users.isDeleted, false)))
    .for("update");
  if (!user) {
    await end();
    throw expired();
  }
  const owner: TwoFactorOwner = { userId: user.id, companyId: user.companyId, username: user.username };
  return { user, owner, end };
}

/** The session starts: a new token (never the pending sign-in's), failures forgotten, the sign-in logged. */
async function startSession(
  ctx: AppContext,
  user: {
    id: number;
    companyId: number | null;
    username: string;
    failedLoginAttempts: number;
    isLocked: boolean;
  },
  origin: RequestOrigin,
  how: { message: string; metadata: Record<string, unknown> },
): Promise<{ user: UserDto; token: string }> {
  if (user.failedLoginAttempts > 0 || user.isLocked) {
    await ctx.db
      .update(users)
      .set({ ...UNLOCKED, updatedAt: ctx.now() })
      .where(eq(users.id, user.id));
  }
  const token = await ctx.sessions.create(user.id, origin);
  await writeSecurityLog(ctx.db, origin, {
    level: "INFO",
    action: "LOGIN_SUCCESS",
    userId: user.id,
    companyId: user.companyId,
    resourceType: "user",
    resourceId: user.id,
    message: how.message,
    metadata: how.metadata,
  });
  return { user: await loadUserDto(ctx.db, user.id, ctx.config.platformTimezone), token };
}

/**
 * POST /api/login/two-factor (§3.1): a code from the app or a recovery code. A wrong code counts toward
 * the lockout like a wrong password; success starts the session under a new token.
 */
export async function completeTwoFactorSignIn(
  ctx: AppContext,
  challengeToken: string | null,
  code: string,
  origin: RequestOrigin,
): Promise<{ user: UserDto; token: string }> {
  const now = ctx.now();
  const { user, owner, end } = await pendingSignIn(ctx, challengeToken, "code");
  const credential = await credentialOf(ctx.db, user.id, { lock: true });
  if (!credential?.enabledAt) {
    await end();
    throw keepingChanges(unauthorized(TWO_FACTOR_SIGN_IN_EXPIRED));
  }
  const subject = {
    userId: user.id,
    companyId: user.companyId,
    resourceType: "user" as const,
    resourceId: user.id,
  };

  if (isLockActive(user, now)) {
    await end();
    await writeSecurityLog(ctx.db, origin, {
      ...subject,
      level: "SECURITY",
      action: "LOGIN_BLOCKED",
      message: `Sign-in refused: account ${user.username} is locked`,
      metadata: { attemptedUsername: user.username },
    });
    throw keepingChanges(lockedError(user.lockedUntil));
  }

  const kind = await acceptCode(ctx, credential, code);
  if (!kind) {
    const next = afterFailedAttempt(user, now);
    await ctx.db
      .update(users)
      .set({ ...next, updatedAt: now })
      .where(eq(users.id, user.id));
    await writeSecurityLog(ctx.db, origin, {
      ...subject,
      level: "WARNING",
      action: "TWO_FACTOR_FAILED",
      message: `Wrong two-factor code signing in as ${user.username} (attempt ${next.failedLoginAttempts})`,
      metadata: { attemptedUsername: user.username, failedLoginAttempts: next.failedLoginAttempts },
    });
    if (next.isLocked) {
      await end();
      await writeSecurityLog(ctx.db, origin, {
        ...subject,
        level: "SECURITY",
        action: "ACCOUNT_LOCKED",
        message: `Account ${user.username} locked for 15 minutes after ${next.failedLoginAttempts} failed sign-ins`,
        metadata: { attemptedUsername: user.username, lockedUntil: next.lockedUntil?.toISOString() },
      });
      throw keepingChanges(lockedError(next.lockedUntil));
    }
    throw keepingChanges(badRequest(INVALID_TWO_FACTOR_CODE));
  }

  await end();
  if (kind === "recovery") await logRecoveryCodeUsed(ctx, owner, origin);
  return startSession(ctx, user, origin, {
    message: `${user.username} signed in (two-factor)`,
    metadata: { twoFactor: kind },
  });
}

/** POST /api/login/two-factor/setup (§3.2): the secret to set up, for a pending sign-in that must. */
export async function startSetupAtSignIn(
  ctx: AppContext,
  challengeToken: string | null,
): Promise<TwoFactorSetup> {
  const { owner } = await pendingSignIn(ctx, challengeToken, "setup");
  return startSetup(ctx, owner);
}

/**
 * POST /api/login/two-factor/enable (§3.2): the first code turns the second factor on and starts the
 * session; the answer carries the recovery codes, this once.
 */
export async function completeSetupAtSignIn(
  ctx: AppContext,
  challengeToken: string | null,
  code: string,
  origin: RequestOrigin,
): Promise<SetupSignInResult & { token: string }> {
  const { user, owner, end } = await pendingSignIn(ctx, challengeToken, "setup");
  const { recoveryCodes } = await confirmSetup(ctx, owner, code, origin);
  await end();
  const session = await startSession(ctx, user, origin, {
    message: `${user.username} signed in, setting up two-factor sign-in`,
    metadata: { twoFactor: "setup" },
  });
  return { ...session, recoveryCodes };
}
