import { eq } from "drizzle-orm";
import type { Role, UserDto } from "../../../shared/auth/auth.schema";
import type { AppContext } from "../../app-context";
import { type RequestOrigin, writeSecurityLog } from "../../lib/audit";
import { badRequest } from "../../lib/errors";
import { hashPassword } from "../../lib/passwords";
import { loadUserDto } from "../users/users.service";
import { users } from "../users/users.table";
import { consumeToken } from "./tokens.service";
import { isTwoFactorRequired } from "./two-factor.service";
import { startTwoFactorChallenge } from "./two-factor-sign-in.service";

const INVALID_INVITATION =
  "This invitation link is invalid or has expired. Please ask your administrator for a new one.";

/**
 * Completes an invitation: sets the password (and names), verifies the address, signs in. Where a second
 * factor is required of the person (an ADMIN of a company that requires it, accounts.md §3.2), the session
 * waits for its set-up, as at sign-in: the same pathway, the same strength.
 */
export async function register(
  ctx: AppContext,
  input: { token: string; password: string; firstName?: string; lastName?: string },
  origin: RequestOrigin,
): Promise<{ user: UserDto; token: string } | { twoFactorSetupRequired: true; token: string }> {
  const now = ctx.now();
  const passwordHash = await hashPassword(input.password);
  const invited = await consumeToken(ctx.db, input.token, "invite", now);
  if (invited === null) throw badRequest(INVALID_INVITATION);
  const [user] = await ctx.db
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
  await writeSecurityLog(ctx.db, origin, {
    level: "INFO",
    action: "INVITATION_ACCEPTED",
    userId: user.id,
    companyId: user.companyId,
    resourceType: "user",
    resourceId: user.id,
    message: `${user.username} accepted their invitation`,
  });

  if (await isTwoFactorRequired(ctx, { role: user.role as Role, companyId: user.companyId })) {
    return { twoFactorSetupRequired: true, token: await startTwoFactorChallenge(ctx, user.id, "setup") };
  }
  const token = await ctx.sessions.create(user.id, origin);
  return { user: await loadUserDto(ctx.db, user.id, ctx.config.platformTimezone), token };
}
