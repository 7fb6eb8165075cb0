import { eq } from "drizzle-orm";
import type { UserDto } from "../../../shared/auth/auth.schema";
import type { AppContext } from "../../app-context";
import { type RequestOrigin, writeSecurityLog } from "../../lib/audit";
import { badRequest } from "../../lib/errors";
import { hashPassword } from "../../lib/passwords";
import { loadUserDto } from "../users/users.service";
import { users } from "../users/users.table";
import { consumeToken } from "./tokens.service";

/** Completes an invitation: sets the password (and names), verifies the address, signs in. */
export async function register(
  ctx: AppContext,
  input: { token: string; password: string; firstName?: string; lastName?: string },
  origin: RequestOrigin,
): Promise<{ user: UserDto; token: string }> {
  const now = ctx.now();
  const passwordHash = await hashPassword(input.password);
  const userId = await ctx.db.transaction(async (tx) => {
    const userId = await consumeToken(tx, input.token, "invite", now);
    if (userId === null) return null;
    const [user] = await tx
      .update(users)
      .set({
        passwordHash,
        isVerified: true,
        ...(input.firstName ? { firstName: input.firstName } : {}),
        ...(input.lastName ? { lastName: input.lastName } : {}),
        updatedAt: now,
      })
      .where(eq(users.id, userId))
      .returning({
        id: users.id,
        companyId: users.companyId,
        username: users.username,
        isDeleted: users.isDeleted,
      });
    if (!user || user.isDeleted) return null;
    await writeSecurityLog(tx, origin, {
      level: "INFO",
      action: "INVITATION_ACCEPTED",
      userId: user.id,
      companyId: user.companyId,
      resourceType: "user",
      resourceId: user.id,
      message: `${user.username} accepted their invitation`,
    });
    return user.id;
  });
  if (userId === null)
    throw badRequest(
      "This invitation link is invalid or has expired. Please ask your administrator for a new one.",
    );
  const token = await ctx.sessions.create(userId, origin);
  return { user: await loadUserDto(ctx.db, userId, ctx.config.platformTimezone), token };
}
