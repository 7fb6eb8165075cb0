import { and, eq, isNull, sql } from "drizzle-orm";
import { Secret, TOTP } from "otpauth";
import {
  INVALID_TWO_FACTOR_CODE,
  isTotpCode,
  normalizeRecoveryCode,
  RECOVERY_CODE_COUNT,
  type RecoveryCodes,
  TWO_FACTOR_ALREADY_ON,
  TWO_FACTOR_NOT_STARTED,
  type TwoFactorSetup,
} from "../../../shared/auth/two-factor.schema";
import type { AppContext } from "../../app-context";
import type { Database } from "../../db/client";
import { type RequestOrigin, writeSecurityLog } from "../../lib/audit";
import { hashToken } from "../../lib/crypto";
import { badRequest, conflict } from "../../lib/errors";
import { decryptSecret, encryptSecret, randomRecoveryCode } from "./two-factor.crypto";
import { twoFactorCredentials, twoFactorRecoveryCodes } from "./two-factor.table";

/**
 * The second factor itself (docs/product/accounts.md §3.1): the secret, the codes it accepts, the recovery
 * codes, and setting it up — shared by Settings and by the set-up that a required second factor asks for
 * at sign-in (§3.2).
 */

/** The name the authenticator app shows above the account. */
export const TOTP_ISSUER = "HR Platform";
/** RFC 6238 defaults every app knows: SHA-1, 6 digits, 30-second steps. */
const TOTP_PERIOD_S = 30;
/** A code of the step before or after the server's is accepted too (clock drift). */
const TOTP_WINDOW = 1;

/** Whose second factor: the person, their company (for the log) and their e-mail (the app's label). */
export interface TwoFactorOwner {
  userId: number;
  companyId: number | null;
  username: string;
}

const totpOf = (secret: string, label: string) =>
  new TOTP({ issuer: TOTP_ISSUER, label, secret: Secret.fromBase32(secret), period: TOTP_PERIOD_S });

export async function credentialOf(db: Database, userId: number, options: { lock?: boolean } = {}) {
  const query = db.select().from(twoFactorCredentials).where(eq(twoFactorCredentials.userId, userId));
  const [row] = options.lock ? await query.for("update") : await query;
  return row ?? null;
}

export type Credential = NonNullable<Awaited<ReturnType<typeof credentialOf>>>;

/** True when the person signs in with a second factor. */
export async function hasTwoFactor(db: Database, userId: number): Promise<boolean> {
  const row = await credentialOf(db, userId);
  return Boolean(row?.enabledAt);
}

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
export async function acceptCode(
  ctx: AppContext,
  credential: Credential,
  code: string,
): Promise<"totp" | "recovery" | null> {
  if (isTotpCode(code)) return (await acceptTotp(ctx, credential, code)) ? "totp" : null;
  return (await acceptRecoveryCode(ctx, credential.userId, code)) ? "recovery" : null;
}

export async function recoveryCodesLeft(db: Database, userId: number): Promise<number> {
  const [row] = await db
    .select({ left: sql<number>`count(*)::int` })
    .from(twoFactorRecoveryCodes)
    .where(and(eq(twoFactorRecoveryCodes.userId, userId), isNull(twoFactorRecoveryCodes.usedAt)));
  return row?.left ?? 0;
}

export async function logRecoveryCodeUsed(
  ctx: AppContext,
  owner: TwoFactorOwner,
  origin: RequestOrigin,
): Promise<void> {
  await writeSecurityLog(ctx.db, origin, {
    level: "SECURITY",
    action: "RECOVERY_CODE_USED",
    userId: owner.userId,
    companyId: owner.companyId,
    resourceType: "user",
    resourceId: owner.userId,
    message: `${owner.username} used a recovery code (${await recoveryCodesLeft(ctx.db, owner.userId)} left)`,
  });
}

/** Removes a person's second factor and recovery codes (turned off, reset, or their details erased). */
export async function removeTwoFactor(db: Database, userId: number): Promise<void> {
  await db.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, userId));
  await db.delete(twoFactorCredentials).where(eq(twoFactorCredentials.userId, userId));
}

/**
 * Starts setting it up: a new secret, kept pending until a code confirms it. The secret leaves the server
 * only here, before it is on; a second setup replaces a pending one.
 */
export async function startSetup(ctx: AppContext, owner: TwoFactorOwner): Promise<TwoFactorSetup> {
  const existing = await credentialOf(ctx.db, owner.userId, { lock: true });
  if (existing?.enabledAt) throw conflict(TWO_FACTOR_ALREADY_ON);
  const secret = new Secret({ size: 20 }).base32;
  const secretEncrypted = encryptSecret(secret, ctx.config.sessionSecret);
  await ctx.db
    .insert(twoFactorCredentials)
    .values({ userId: owner.userId, secretEncrypted, createdAt: ctx.now() })
    .onConflictDoUpdate({
      target: twoFactorCredentials.userId,
      set: { secretEncrypted, enabledAt: null, lastUsedStep: null, createdAt: ctx.now() },
    });
  const otpauthUri = totpOf(secret, owner.username).toString();
  // qrcode loads with the first setup, not with every start of the server (docs/ARCHITECTURE.md, Start).
  const { default: QRCode } = await import("qrcode");
  const qrSvg = await QRCode.toString(otpauthUri, { type: "svg", errorCorrectionLevel: "M", margin: 1 });
  return { otpauthUri, qrSvg, secret };
}

/** Confirms the setup with a current code; answers the ten recovery codes, which are never shown again. */
export async function confirmSetup(
  ctx: AppContext,
  owner: TwoFactorOwner,
  code: string,
  origin: RequestOrigin,
): Promise<RecoveryCodes> {
  const credential = await credentialOf(ctx.db, owner.userId, { lock: true });
  if (!credential) throw badRequest(TWO_FACTOR_NOT_STARTED);
  if (credential.enabledAt) throw conflict(TWO_FACTOR_ALREADY_ON);
  if (!(await acceptTotp(ctx, credential, code))) throw badRequest(INVALID_TWO_FACTOR_CODE);
  await ctx.db
    .update(twoFactorCredentials)
    .set({ enabledAt: ctx.now() })
    .where(eq(twoFactorCredentials.userId, owner.userId));
  const recoveryCodes = Array.from({ length: RECOVERY_CODE_COUNT }, randomRecoveryCode);
  await ctx.db.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, owner.userId));
  await ctx.db.insert(twoFactorRecoveryCodes).values(
    recoveryCodes.map((recovery) => ({
      userId: owner.userId,
      codeHash: hashToken(normalizeRecoveryCode(recovery)),
    })),
  );
  await writeSecurityLog(ctx.db, origin, {
    level: "SECURITY",
    action: "TWO_FACTOR_ENABLED",
    userId: owner.userId,
    companyId: owner.companyId,
    resourceType: "user",
    resourceId: owner.userId,
    message: `${owner.username} turned on two-factor sign-in`,
  });
  return { recoveryCodes };
}
