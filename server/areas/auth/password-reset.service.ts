import { eq } from "drizzle-orm";
import type { ForgotPasswordResult } from "../../../shared/auth/auth.schema";
import type { AppContext } from "../../app-context";
import { type RequestOrigin, writeSecurityLog } from "../../lib/audit";
import { badRequest } from "../../lib/errors";
import { hashPassword } from "../../lib/passwords";
import type { RequestContext } from "../../lib/transactional";
import { findLiveUserByUsername, loadUserDto } from "../users/users.service";
import { users } from "../users/users.table";
import { resetMail } from "./auth.mails";
import { UNLOCKED } from "./lockout.rules";
import { consumeToken, issueToken, peekToken } from "./tokens.service";

export const INVALID_RESET_LINK = "Invalid or expired reset link. Please request a new password reset link.";

export const FORGOT_SENT =
  "If an account exists for that email address, a password reset link has been sent to it.";
export const FORGOT_EMPLOYEE = "Please contact your company administrator to reset your password.";
export const FORGOT_RESTRICTED =
  "Password reset by email is not available for this account. Please contact platform support.";

/** Starts a reset. The answer is the same for unknown addresses as for company administrators. */
export async function forgotPassword(
  ctx: RequestContext,
  email: string,
  origin: RequestOrigin,
): Promise<ForgotPasswordResult> {
  const user = await findLiveUserByUsername(ctx.db, email);
  if (user?.role === "EMPLOYEE") return { message: FORGOT_EMPLOYEE, isEmployee: true, isRestricted: false };
  if (user?.role === "SUPER_ADMIN")
    return { message: FORGOT_RESTRICTED, isEmployee: false, isRestricted: true };
  if (user) {
    const token = await issueToken(ctx.db, user.id, "reset", ctx.now());
    await writeSecurityLog(ctx.db, origin, {
      level: "INFO",
      action: "PASSWORD_RESET_REQUESTED",
      userId: user.id,
      companyId: user.companyId,
      resourceType: "user",
      resourceId: user.id,
      message: `Password reset requested for ${user.username}`,
    });
    const mail = resetMail(ctx.config.appUrl, user.username, user.firstName, token);
    // In the background: the answer must take as long for an unknown address as for one that gets mail.
    ctx.inBackground(() => ctx.mailer.send(mail));
  }
  return { message: FORGOT_SENT, isEmployee: false, isRestricted: false };
}

export async function validateResetToken(ctx: AppContext, token: string): Promise<{ email: string }> {
  const userId = await peekToken(ctx.db, token, "reset", ctx.now());
  if (userId === null) throw badRequest(INVALID_RESET_LINK);
  const user = await loadUserDto(ctx.db, userId, ctx.config.platformTimezone).catch(() => null);
  if (!user) throw badRequest(INVALID_RESET_LINK);
  return { email: user.username };
}

/**
 * Sets the new password, unlocks the account and ends every session of that user. A link that is no longer
 * good is refused before any hashing; the password is hashed before the transaction (no connection held
 * meanwhile), and the link is used up inside it, once.
 */
export async function resetPassword(
  ctx: RequestContext,
  token: string,
  newPassword: string,
  origin: RequestOrigin,
): Promise<{ message: string }> {
  if ((await peekToken(ctx.db, token, "reset", ctx.now())) === null) throw badRequest(INVALID_RESET_LINK);
  const passwordHash = await hashPassword(newPassword, ctx.config.passwordTimeCost);

  return ctx.transaction(async (tx) => {
    const now = tx.now();
    const userId = await consumeToken(tx.db, token, "reset", now);
    if (userId === null) throw badRequest(INVALID_RESET_LINK);
    const [user] = await tx.db
      .update(users)
      .set({ passwordHash, ...UNLOCKED, updatedAt: now })
      .where(eq(users.id, userId))
      .returning({
        id: users.id,
        companyId: users.companyId,
        username: users.username,
        isDeleted: users.isDeleted,
      });
    if (!user || user.isDeleted) throw badRequest(INVALID_RESET_LINK);
    await writeSecurityLog(tx.db, origin, {
      level: "SECURITY",
      action: "PASSWORD_RESET",
      userId: user.id,
      companyId: user.companyId,
      resourceType: "user",
      resourceId: user.id,
      message: `Password reset for ${user.username}; every session ended`,
    });

    await tx.sessions.destroyAllForUser(user.id);
    return { message: "Your password has been reset. You can now sign in with your new password." };
  });
}
