import { eq } from "drizzle-orm";
import {
  type CompanySignupInput,
  EMAIL_TAKEN,
  type LoginInput,
  type Role,
  type UserDto,
} from "../../../shared/auth/auth.schema";
import { generateInitialsLogo } from "../../../shared/companies/companies.rules";
import type { AppContext } from "../../app-context";
import { type RequestOrigin, writeSecurityLog } from "../../lib/audit";
import { AppError, conflict, unauthorized } from "../../lib/errors";
import { hashPassword, passesOf, verifyPassword } from "../../lib/passwords";
import { keepingChanges, type RequestContext } from "../../lib/transactional";
import { presentCompanyBrief } from "../companies/companies.presenter";
import { companies } from "../companies/companies.table";
import {
  findLiveUserByUsername,
  isUsernameTaken,
  loadUserDto,
  normalizeUsername,
} from "../users/users.service";
import { users } from "../users/users.table";
import { verificationMail } from "./auth.mails";
import { afterFailedAttempt, isLockActive, UNLOCKED } from "./lockout.rules";
import type { Actor } from "./sessions.service";
import { consumeToken, issueToken } from "./tokens.service";
import { hasTwoFactor } from "./two-factor.codes";
import { isTwoFactorRequired } from "./two-factor.service";
import { startTwoFactorChallenge } from "./two-factor-sign-in.service";

export const INVALID_CREDENTIALS = "Invalid username or password";
export const LOCKED_MESSAGE = "Account locked. Please try again in 15 minutes.";

/**
 * Company signup: the company and its first ADMIN (unverified), and the verification mail. The password is
 * hashed before the transaction (~15 ms of CPU that holds no connection); the address is checked before
 * that, so a taken one costs no hashing, and again inside, where the unique index has the last word.
 */
export async function signUpCompany(ctx: RequestContext, input: CompanySignupInput, origin: RequestOrigin) {
  const username = normalizeUsername(input.user.username);
  if (await isUsernameTaken(ctx.db, username)) throw conflict(EMAIL_TAKEN);
  const passwordHash = await hashPassword(input.user.password, ctx.config.passwordTimeCost);

  return ctx.transaction(async (tx) => {
    if (await isUsernameTaken(tx.db, username)) throw conflict(EMAIL_TAKEN);
    const now = tx.now();
    const [inserted] = await tx.db
      .insert(companies)
      .values({
        name: input.company.name,
        description: input.company.description || null,
        logo: generateInitialsLogo(input.company.name),
      })
      .returning();
    const company = inserted!;
    const [user] = await tx.db
      .insert(users)
      .values({
        username,
        passwordHash,
        role: "ADMIN",
        companyId: company.id,
        firstName: input.user.firstName,
        lastName: input.user.lastName,
      })
      .returning({ id: users.id });
    const token = await issueToken(tx.db, user!.id, "verify", now);
    await writeSecurityLog(tx.db, origin, {
      level: "INFO",
      action: "COMPANY_SIGNUP",
      userId: user!.id,
      companyId: company.id,
      resourceType: "company",
      resourceId: company.id,
      message: `Company "${company.name}" signed up with administrator ${username}`,
    });

    const mail = verificationMail(tx.config.appUrl, username, input.user.firstName, token);
    tx.afterCommit(() => tx.mailer.send(mail));
    return {
      user: await loadUserDto(tx.db, user!.id, tx.config.platformTimezone),
      company: presentCompanyBrief(company),
    };
  });
}

/**
 * Signs in: counts failures, locks after five, and starts a fresh session on success. With two-factor
 * sign-in on, the right password only starts a pending sign-in (`twoFactorRequired`): the failure count
 * stays until the code is right, so a new password step cannot reset a run of wrong codes. When a second
 * factor is required of the person and not yet set up, the right password starts a pending sign-in that
 * only sets it up (`twoFactorSetupRequired`, accounts.md §3.2).
 */
/**
 * Sign-in (docs/product/accounts.md §1–3). The password is checked before the transaction, against the hash
 * read without a lock: argon2id takes ~15 ms of CPU, and a transaction open meanwhile would hold a
 * connection (PGlite's only one, so every other request waited) and the person's row lock. The outcome is
 * then decided and recorded in one transaction holding that row, as before: a hash changed in between is
 * checked again there. A session the cookie named before (`previousToken`) ends with it.
 */
export async function logIn(
  ctx: RequestContext,
  input: LoginInput,
  origin: RequestOrigin,
  previousToken: string | null,
): Promise<
  | { user: UserDto; token: string }
  | { twoFactorRequired: true; token: string }
  | { twoFactorSetupRequired: true; token: string }
> {
  const now = ctx.now();
  const seen = await findLiveUserByUsername(ctx.db, input.username);
  // A locked account is refused without hashing; an unknown one spends the time of a known one.
  const checked =
    seen && isLockActive(seen, now)
      ? null
      : await verifyPassword(seen?.passwordHash, input.password, ctx.config.passwordTimeCost);
  // The right password for a hash made with fewer passes than PASSWORD_HASH_TIME_COST asks: hashed again
  // now, while it is known, so that a raised setting reaches every account that signs in (accounts.md §9).
  const strengthened =
    checked === true && seen && passesOf(seen.passwordHash) < ctx.config.passwordTimeCost
      ? await hashPassword(input.password, ctx.config.passwordTimeCost)
      : null;

  return ctx.transaction(async (tx) => {
    const user = await findLiveUserByUsername(tx.db, input.username, { lock: true });
    const attempted = normalizeUsername(input.username);

    if (user && isLockActive(user, now)) {
      await writeSecurityLog(tx.db, origin, {
        level: "SECURITY",
        action: "LOGIN_BLOCKED",
        userId: user.id,
        companyId: user.companyId,
        resourceType: "user",
        resourceId: user.id,
        message: `Sign-in refused: account ${attempted} is locked`,
        metadata: { attemptedUsername: attempted },
      });
      throw keepingChanges(lockedError(user.lockedUntil));
    }

    const valid =
      user !== null &&
      (checked !== null && user.passwordHash === seen?.passwordHash
        ? checked
        : await verifyPassword(user.passwordHash, input.password));
    if (!user || !valid) {
      if (!user) {
        await writeSecurityLog(tx.db, origin, {
          level: "WARNING",
          action: "LOGIN_FAILED",
          userId: null,
          companyId: null,
          resourceType: "user",
          message: `Failed sign-in for unknown account ${attempted}`,
          metadata: { attemptedUsername: attempted, reason: "unknown_account" },
        });
        throw keepingChanges(unauthorized(INVALID_CREDENTIALS));
      }
      const next = afterFailedAttempt(user, now);
      await tx.db
        .update(users)
        .set({ ...next, updatedAt: now })
        .where(eq(users.id, user.id));
      await writeSecurityLog(tx.db, origin, {
        level: "WARNING",
        action: "LOGIN_FAILED",
        userId: user.id,
        companyId: user.companyId,
        resourceType: "user",
        resourceId: user.id,
        message: `Failed sign-in for ${attempted} (attempt ${next.failedLoginAttempts})`,
        metadata: { attemptedUsername: attempted, failedLoginAttempts: next.failedLoginAttempts },
      });
      if (next.isLocked) {
        await writeSecurityLog(tx.db, origin, {
          level: "SECURITY",
          action: "ACCOUNT_LOCKED",
          userId: user.id,
          companyId: user.companyId,
          resourceType: "user",
          resourceId: user.id,
          message: `Account ${attempted} locked for 15 minutes after ${next.failedLoginAttempts} failed sign-ins`,
          metadata: { attemptedUsername: attempted, lockedUntil: next.lockedUntil?.toISOString() },
        });
        throw keepingChanges(lockedError(next.lockedUntil));
      }
      throw keepingChanges(unauthorized(INVALID_CREDENTIALS));
    }

    if (strengthened && user.passwordHash === seen?.passwordHash) {
      await tx.db.update(users).set({ passwordHash: strengthened }).where(eq(users.id, user.id));
    }
    // Session fixation: whatever the cookie held, the session is a new token, and the one it named ends.
    if (previousToken) await tx.sessions.destroy(previousToken);
    if (await hasTwoFactor(tx.db, user.id)) {
      return { twoFactorRequired: true as const, token: await startTwoFactorChallenge(tx, user.id, "code") };
    }
    if (await isTwoFactorRequired(tx, { role: user.role as Role, companyId: user.companyId })) {
      return {
        twoFactorSetupRequired: true as const,
        token: await startTwoFactorChallenge(tx, user.id, "setup"),
      };
    }
    if (user.failedLoginAttempts > 0 || user.isLocked) {
      await tx.db
        .update(users)
        .set({ ...UNLOCKED, updatedAt: now })
        .where(eq(users.id, user.id));
    }
    const token = await tx.sessions.create(user.id, origin);
    await writeSecurityLog(tx.db, origin, {
      level: "INFO",
      action: "LOGIN_SUCCESS",
      userId: user.id,
      companyId: user.companyId,
      resourceType: "user",
      resourceId: user.id,
      message: `${attempted} signed in`,
    });
    return { user: await loadUserDto(tx.db, user.id, tx.config.platformTimezone), token };
  });
}

export function lockedError(lockedUntil: Date | null): AppError {
  return new AppError(403, LOCKED_MESSAGE, { locked: true, lockedUntil: lockedUntil?.toISOString() ?? null });
}

export async function logOut(
  ctx: AppContext,
  actor: Actor,
  token: string,
  origin: RequestOrigin,
): Promise<void> {
  await ctx.sessions.destroy(token);
  await writeSecurityLog(ctx.db, origin, {
    level: "INFO",
    action: "LOGOUT",
    userId: actor.userId,
    companyId: actor.companyId,
    resourceType: "user",
    resourceId: actor.userId,
    message: `${actor.user.username} signed out`,
  });
}

/** Marks the account of a verification link verified; false when the link is unknown, used or expired. */
export async function verifyEmail(ctx: AppContext, token: string, origin: RequestOrigin): Promise<boolean> {
  const now = ctx.now();
  const userId = await consumeToken(ctx.db, token, "verify", now);
  if (userId === null) return false;
  const [user] = await ctx.db
    .update(users)
    .set({ isVerified: true, updatedAt: now })
    .where(eq(users.id, userId))
    .returning({ companyId: users.companyId, username: users.username });
  await writeSecurityLog(ctx.db, origin, {
    level: "INFO",
    action: "EMAIL_VERIFIED",
    userId,
    companyId: user?.companyId ?? null,
    resourceType: "user",
    resourceId: userId,
    message: `${user?.username ?? "User"} verified their email address`,
  });
  return true;
}

/**
 * Mails a new link once the token is saved; a failed delivery answers 502 (the unused token stays valid
 * until the next one replaces it). The mail goes after the commit, so a slow mail server holds no
 * database connection.
 */
export async function resendVerification(
  ctx: RequestContext,
  actor: Actor,
  logMailError: (err: unknown) => void,
) {
  const user = await loadUserDto(ctx.db, actor.userId, ctx.config.platformTimezone, actor.companyId);
  if (user.isVerified) return { message: "Your email address is already verified." };
  const token = await issueToken(ctx.db, user.id, "verify", ctx.now());
  const mail = verificationMail(ctx.config.appUrl, user.username, user.firstName, token);
  ctx.afterCommit(() =>
    ctx.mailer.send(mail).catch((err) => {
      logMailError(err);
      throw new AppError(502, RESEND_FAILED);
    }),
  );
  return { message: "Verification email sent. Please check your inbox for the verification link." };
}

export const RESEND_FAILED = "The verification email could not be sent. Please try again later.";
