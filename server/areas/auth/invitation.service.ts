import { eq } from "drizzle-orm";
import type { Role, UserDto } from "../../../shared/auth/auth.schema";
import { type RequestOrigin, writeSecurityLog } from "../../lib/audit";
import { badRequest } from "../../lib/errors";
import { hashPassword } from "../../lib/passwords";
import type { RequestContext } from "../../lib/transactional";
import { loadUserDto } from "../users/users.service";
import { users } from "../users/users.table";
import { consumeToken, peekToken } from "./tokens.service";
import { isTwoFactorRequired } from "./two-factor.service";
import { startTwoFactorChallenge } from "./two-factor-sign-in.service";

const INVALID_INVITATION =
  "This invitation link is invalid or has expired. Please ask your administrator for a new one.";

/**
 * Completes an invitation: sets the password (and names), verifies the address, signs in. Where a second
 * factor is required of the person (an ADMIN of a company that requires it, accounts.md §3.2), the session
 * waits for its set-up, as at sign-in: the same pathway, the same strength. A link no longer good is refused
 * before any hashing; the password is hashed before the transaction, which uses the link up once.
 */
export async function register(
  ctx: RequestContext,
  input: { token: string; password: string; firstName?: string; lastName?: string },
  origin: RequestOrigin,
): Promise<{ user: UserDto; token: string } | { twoFactorSetupRequired: true; token: string }> {
  if ((await peekToken(ctx.db, input.token, "invite", ctx.now())) === null)
    throw badRequest(INVALID_INVITATION);
  const passwordHash = await hashPassword(input.password, ctx.config.passwordTimeCost);

  return ctx.transaction(async (tx) => {
    const now = tx.now();
    const invited = await consumeToken(tx.db, input.token, "invite", now);
    if (invited === null) throw badRequest(INVALID_INVITATION);
    const [user] = await tx.db
      .update(users)
      .set({
        passwordHash,
        isVerified: true,
        ...(input.firstName ? { firstName: input.firstName } : {}),
        ...(input.lastName ? { lastName: input.lastName } : {}),
        updatedAt: now,
      })
      .where(eq(users.id, invited))
      .returning({
        id: users.id,
        companyId: users.companyId,
        username: users.username,
        role: users.role,
        isDeleted: users.isDeleted,
      });
    if (!user || user.isDeleted) throw badRequest(INVALID_INVITATION);
    await writeSecurityLog(tx.db, origin, {
      level: "INFO",
      action: "INVITATION_ACCEPTED",
      userId: user.id,
      companyId: user.companyId,
      resourceType: "user",
      resourceId: user.id,
      message: `${user.username} accepted their invitation`,
    });

    if (await isTwoFactorRequired(tx, { role: user.role as Role, companyId: user.companyId })) {
      return { twoFactorSetupRequired: true, token: await startTwoFactorChallenge(tx, user.id, "setup") };
    }
    const token = await tx.sessions.create(user.id, origin);
    return { user: await loadUserDto(tx.db, user.id, tx.config.platformTimezone), token };
  });
}
