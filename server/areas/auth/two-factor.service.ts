import { and, eq, isNull, lt, sql } from "drizzle-orm";
import { Secret, TOTP } from "otpauth";
import QRCode from "qrcode";
import type { UserDto } from "../../../shared/auth/auth.schema";
import {
  INVALID_TWO_FACTOR_CODE,
  isTotpCode,
  normalizeRecoveryCode,
  RECOVERY_CODE_COUNT,
  type RecoveryCodes,
  TWO_FACTOR_ALREADY_ON,
  TWO_FACTOR_NOT_ON,
  TWO_FACTOR_NOT_STARTED,
  TWO_FACTOR_SIGN_IN_EXPIRED,
  type TwoFactorSetup,
  type TwoFactorStatus,
} from "../../../shared/auth/two-factor.schema";
import type { AppContext } from "../../app-context";
import type { Database } from "../../db/client";
import { type RequestOrigin, writeSecurityLog } from "../../lib/audit";
import { hashToken, randomToken } from "../../lib/crypto";
import { badRequest, conflict, unauthorized } from "../../lib/errors";
import { keepingChanges } from "../../lib/transactional";
import { loadUserDto } from "../users/users.service";
import { users } from "../users/users.table";
import { lockedError } from "./auth.service";
import { afterFailedAttempt, isLockActive, UNLOCKED } from "./lockout.rules";
import type { Actor } from "./sessions.service";
import { decryptSecret, encryptSecret, randomRecoveryCode } from "./two-factor.crypto";
import { twoFactorChallenges, twoFactorCredentials, twoFactorRecoveryCodes } from "./two-factor.table";

/** The name the authenticator app shows above the account. */
export const TOTP_ISSUER = "HR Platform";
/** RFC 6238 defaults every app knows: SHA-1, 6 digits, 30-second steps. */
const TOTP_PERIOD_S = 30;
/** A code of the step before or after the server's is accepted too (clock drift). */
const TOTP_WINDOW = 1;
/** How long the sign-in's second step may wait after the password (docs/product/accounts.md §3.1). */
export const TWO_FACTOR_CHALLENGE_MS = 5 * 60 * 1000;

const totpOf = (secret: string, label: string) =>
  new TOTP({ issuer: TOTP_ISSUER, label, secret: Secret.fromBase32(secret), period: TOTP_PERIOD_S });

async function credentialOf(db: Database, userId: number, options: { lock?: boolean } = {}) {
  const query = db.select().from(twoFactorCredentials).where(eq(twoFactorCredentials.userId, userId));
  const [row] = options.lock ? await query.for("update") : await query;
  return row ?? null;
}

/** True when the person signs in with a second factor. */
export async function hasTwoFactor(db: Database, userId: number): Promise<boolean> {
  const row = await credentialOf(db, userId);
  return Boolean(row?.enabledAt);
}

type Credential = NonNullable<Awaited<ReturnType<typeof credentialOf>>>;

/**
 * Checks a 6-digit code against the secret, refusing a code of a step already used (replay) and
 * recording the step used; the credential row must be locked by the caller.
 */
async function acceptTotp(ctx: AppContext, credential: Credential, code: string): Promise<boolean> {
  if (!isTotpCode(code)) return false;
  const secret = decryptSecret(credential.secretEncrypted, ctx.config.sessionSecret);
  const timestamp = ctx.now().getTime();
  const delta = totpOf(secret, "").validate({ token: code, timestamp, window: TOTP_WINDOW });
  if (delta === null) return false;
  const step = Math.floor(timestamp / 1000 / TOTP_PERIOD_S) + delta;
  if (credential.lastUsedStep !== null && step <= credential.lastUsedStep) return false;
  await ctx.db
    .update(twoFactorCredentials)
    .set({ lastUsedStep: step })
    .where(eq(twoFactorCredentials.userId, credential.userId));
  return true;
}

/** Spends a recovery code: true once for each of them. */
async function acceptRecoveryCode(ctx: AppContext, userId: number, code: string): Promise<boolean> {
  const [used] = await ctx.db
    .update(twoFactorRecoveryCodes)
    .set({ usedAt: ctx.now() })
    .where(
      and(
        eq(twoFactorRecoveryCodes.userId, userId),
        eq(twoFactorRecoveryCodes.codeHash, hashToken(normalizeRecoveryCode(code))),
        isNull(twoFactorRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: twoFactorRecoveryCodes.id });
  return Boolean(used);
}

/** A code from the app or, failing that, an unused recovery code; which one it was. */
async function acceptCode(
  ctx: AppContext,
  credential: Credential,
  code: string,
): Promise<"totp" | "recovery" | null> {
  if (isTotpCode(code)) return (await acceptTotp(ctx, credential, code)) ? "totp" : null;
  return (await acceptRecoveryCode(ctx, credential.userId, code)) ? "recovery" : null;
}

async function recoveryCodesLeft(db: Database, userId: number): Promise<number> {
  const [row] = await db
    .select({ left: sql<number>`count(*)::int` })
    .from(twoFactorRecoveryCodes)
    .where(and(eq(twoFactorRecoveryCodes.userId, userId), isNull(twoFactorRecoveryCodes.usedAt)));
  return row?.left ?? 0;
}

/** GET /api/user/two-factor: on or off, and how many recovery codes are left. */
export async function getTwoFactorStatus(ctx: AppContext, actor: Actor): Promise<TwoFactorStatus> {
  const enabled = await hasTwoFactor(ctx.db, actor.userId);
  return { enabled, recoveryCodesLeft: enabled ? await recoveryCodesLeft(ctx.db, actor.userId) : 0 };
}

/**
 * Starts enrolment: a new secret, kept pending until a code confirms it. The secret leaves the server
 * only here, before it is on; a second setup replaces a pending one.
 */
export async function startTwoFactorSetup(ctx: AppContext, actor: Actor): Promise<TwoFactorSetup> {
  const existing = await credentialOf(ctx.db, actor.userId, { lock: true });
  if (existing?.enabledAt) throw conflict(TWO_FACTOR_ALREADY_ON);
  const secret = new Secret({ size: 20 }).base32;
  const secretEncrypted = encryptSecret(secret, ctx.config.sessionSecret);
  await ctx.db
    .insert(twoFactorCredentials)
    .values({ userId: actor.userId, secretEncrypted, createdAt: ctx.now() })
    .onConflictDoUpdate({
      target: twoFactorCredentials.userId,
      set: { secretEncrypted, enabledAt: null, lastUsedStep: null, createdAt: ctx.now() },
    });
  const otpauthUri = totpOf(secret, actor.user.username).toString();
  const qrSvg = await QRCode.toString(otpauthUri, { type: "svg", errorCorrectionLevel: "M", margin: 1 });
  return { otpauthUri, qrSvg, secret };
}

/** Confirms enrolment with a current code; answers the ten recovery codes, which are never shown again. */
export async function enableTwoFactor(
  ctx: AppContext,
  actor: Actor,
  code: string,
  origin: RequestOrigin,
): Promise<RecoveryCodes> {
  const credential = await credentialOf(ctx.db, actor.userId, { lock: true });
  if (!credential) throw badRequest(TWO_FACTOR_NOT_STARTED);
  if (credential.enabledAt) throw conflict(TWO_FACTOR_ALREADY_ON);
  if (!(await acceptTotp(ctx, credential, code))) throw badRequest(INVALID_TWO_FACTOR_CODE);
  await ctx.db
    .update(twoFactorCredentials)
    .set({ enabledAt: ctx.now() })
    .where(eq(twoFactorCredentials.userId, actor.userId));
  const recoveryCodes = Array.from({ length: RECOVERY_CODE_COUNT }, randomRecoveryCode);
  await ctx.db.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, actor.userId));
  await ctx.db.insert(twoFactorRecoveryCodes).values(
    recoveryCodes.map((recovery) => ({
      userId: actor.userId,
      codeHash: hashToken(normalizeRecoveryCode(recovery)),
    })),
  );
  await writeSecurityLog(ctx.db, origin, {
    level: "SECURITY",
    action: "TWO_FACTOR_ENABLED",
    userId: actor.userId,
    companyId: actor.companyId,
    resourceType: "user",
    resourceId: actor.userId,
    message: `${actor.user.username} turned on two-factor sign-in`,
  });
  return { recoveryCodes };
}

/** Turns two-factor sign-in off; needs a fresh code from the app or a recovery code. */
export async function disableTwoFactor(
  ctx: AppContext,
  actor: Actor,
  code: string,
  origin: RequestOrigin,
): Promise<void> {
  const credential = await credentialOf(ctx.db, actor.userId, { lock: true });
  if (!credential?.enabledAt) throw badRequest(TWO_FACTOR_NOT_ON);
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
  if (kind === "recovery")
    await logRecoveryCodeUsed(ctx, actor.userId, actor.companyId, actor.user.username, origin);
  await ctx.db.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, actor.userId));
  await ctx.db.delete(twoFactorCredentials).where(eq(twoFactorCredentials.userId, actor.userId));
  await writeSecurityLog(ctx.db, origin, {
    ...subject,
    level: "SECURITY",
    action: "TWO_FACTOR_DISABLED",
    resourceId: actor.userId,
    message: `${actor.user.username} turned off two-factor sign-in`,
  });
}

async function logRecoveryCodeUsed(
  ctx: AppContext,
  userId: number,
  companyId: number | null,
  username: string,
  origin: RequestOrigin,
): Promise<void> {
  await writeSecurityLog(ctx.db, origin, {
    level: "SECURITY",
    action: "RECOVERY_CODE_USED",
    userId,
    companyId,
    resourceType: "user",
    resourceId: userId,
    message: `${username} used a recovery code (${await recoveryCodesLeft(ctx.db, userId)} left)`,
  });
}

/**
 * The password was right and two-factor sign-in is on: a pending sign-in, not a session. Its token goes in
 * the session cookie, where it opens nothing but the second step. The person's earlier pending sign-ins end.
 */
export async function startTwoFactorChallenge(ctx: AppContext, userId: number): Promise<string> {
  const token = randomToken();
  const now = ctx.now();
  await ctx.db.delete(twoFactorChallenges).where(eq(twoFactorChallenges.userId, userId));
  await ctx.db.delete(twoFactorChallenges).where(lt(twoFactorChallenges.expiresAt, now));
  await ctx.db.insert(twoFactorChallenges).values({
    id: hashToken(token),
    userId,
    expiresAt: new Date(now.getTime() + TWO_FACTOR_CHALLENGE_MS),
  });
  return token;
}

/**
 * The sign-in's second step (docs/product/accounts.md §3.1): a code from the app or a recovery code. A
 * wrong code counts toward the lockout like a wrong password; success starts the session (a new token).
 */
export async function completeTwoFactorSignIn(
  ctx: AppContext,
  challengeToken: string | null,
  code: string,
  origin: RequestOrigin,
): Promise<{ user: UserDto; token: string }> {
  const now = ctx.now();
  const [challenge] = challengeToken
    ? await ctx.db
        .select()
        .from(twoFactorChallenges)
        .where(eq(twoFactorChallenges.id, hashToken(challengeToken)))
    : [];
  if (!challenge || challenge.expiresAt.getTime() <= now.getTime()) {
    if (challenge) await ctx.db.delete(twoFactorChallenges).where(eq(twoFactorChallenges.id, challenge.id));
    throw keepingChanges(unauthorized(TWO_FACTOR_SIGN_IN_EXPIRED));
  }
  const endChallenge = () =>
    ctx.db.delete(twoFactorChallenges).where(eq(twoFactorChallenges.id, challenge.id));
  const [user] = await ctx.db
    .select()
    .from(users)
    .where(and(eq(users.id, challenge.userId), eq(users.isDeleted, false)))
    .for("update");
  const credential = user ? await credentialOf(ctx.db, user.id, { lock: true }) : null;
  if (!user || !credential?.enabledAt) {
    await endChallenge();
    throw keepingChanges(unauthorized(TWO_FACTOR_SIGN_IN_EXPIRED));
  }
  const subject = {
    userId: user.id,
    companyId: user.companyId,
    resourceType: "user" as const,
    resourceId: user.id,
  };

  if (isLockActive(user, now)) {
    await endChallenge();
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
      await endChallenge();
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

  await endChallenge();
  if (user.failedLoginAttempts > 0 || user.isLocked) {
    await ctx.db
      .update(users)
      .set({ ...UNLOCKED, updatedAt: now })
      .where(eq(users.id, user.id));
  }
  if (kind === "recovery") await logRecoveryCodeUsed(ctx, user.id, user.companyId, user.username, origin);
  const token = await ctx.sessions.create(user.id, origin);
  await writeSecurityLog(ctx.db, origin, {
    ...subject,
    level: "INFO",
    action: "LOGIN_SUCCESS",
    message: `${user.username} signed in (two-factor)`,
    metadata: { twoFactor: kind },
  });
  return { user: await loadUserDto(ctx.db, user.id, ctx.config.platformTimezone), token };
}
