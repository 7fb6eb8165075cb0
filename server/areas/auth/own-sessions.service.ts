import { and, desc, eq, gt, ne } from "drizzle-orm";
import { isSessionId, SESSION_NOT_FOUND, type SessionDto } from "../../../shared/auth/sessions.schema";
import { parseUserAgent } from "../../../shared/devices/user-agent.rules";
import type { AppContext } from "../../app-context";
import { type RequestOrigin, writeSecurityLog } from "../../lib/audit";
import { notFound } from "../../lib/errors";
import { presentSession } from "./sessions.presenter";
import type { Actor } from "./sessions.service";
import { sessionLifetimes } from "./sessions.service";
import { sessions } from "./sessions.table";

/**
 * One's own sessions in Settings (docs/product/settings.md §9, accounts.md §5): list them, sign one out,
 * sign out all but the caller's. Only ever the caller's own: another person's session is "not found".
 */

/** The caller's sessions that are still alive (neither idle nor past their lifetime), most recent first. */
const aliveOf = (ctx: AppContext, userId: number) => {
  const at = ctx.now();
  const { idleMs } = sessionLifetimes(ctx.config);
  return and(
    eq(sessions.userId, userId),
    gt(sessions.expiresAt, at),
    gt(sessions.lastSeenAt, new Date(at.getTime() - idleMs)),
  );
};

export async function listOwnSessions(ctx: AppContext, actor: Actor): Promise<SessionDto[]> {
  const rows = await ctx.db
    .select({
      id: sessions.id,
      publicId: sessions.publicId,
      ipAddress: sessions.ipAddress,
      userAgent: sessions.userAgent,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
    })
    .from(sessions)
    .where(aliveOf(ctx, actor.userId))
    .orderBy(desc(sessions.lastSeenAt), desc(sessions.createdAt));
  const list = rows.map((row) => presentSession(row, actor.sessionId));
  // 'This device' first.
  return [...list.filter((s) => s.current), ...list.filter((s) => !s.current)];
}

/**
 * Ends one of the caller's sessions by its public id; 404 for an unknown id or another person's session.
 * Answers whether it was the caller's own (the route then clears the cookie too).
 */
export async function signOutSession(
  ctx: AppContext,
  actor: Actor,
  publicId: string,
  origin: RequestOrigin,
): Promise<{ current: boolean }> {
  if (!isSessionId(publicId)) throw notFound(SESSION_NOT_FOUND);
  const [ended] = await ctx.db
    .delete(sessions)
    .where(and(aliveOf(ctx, actor.userId), eq(sessions.publicId, publicId)))
    .returning({ id: sessions.id, ipAddress: sessions.ipAddress, userAgent: sessions.userAgent });
  if (!ended) throw notFound(SESSION_NOT_FOUND);
  const device = parseUserAgent(ended.userAgent).label;
  await writeSecurityLog(ctx.db, origin, {
    level: "INFO",
    action: "SESSION_SIGNED_OUT",
    userId: actor.userId,
    companyId: actor.companyId,
    resourceType: "user",
    resourceId: actor.userId,
    message: `${actor.user.username} signed out a session (${device}, ${ended.ipAddress ?? "unknown address"})`,
    metadata: { sessionId: publicId, device, ipAddress: ended.ipAddress },
  });
  return { current: ended.id === actor.sessionId };
}

/** "Sign out everywhere else": ends every session of the caller but the one making the call. */
export async function signOutOtherSessions(
  ctx: AppContext,
  actor: Actor,
  origin: RequestOrigin,
): Promise<{ signedOut: number }> {
  const ended = await ctx.db
    .delete(sessions)
    .where(and(eq(sessions.userId, actor.userId), ne(sessions.id, actor.sessionId)))
    .returning({
      publicId: sessions.publicId,
      expiresAt: sessions.expiresAt,
      lastSeenAt: sessions.lastSeenAt,
    });
  // Rows already past their time are swept too, but only live ones count as signed out.
  const at = ctx.now().getTime();
  const { idleMs } = sessionLifetimes(ctx.config);
  const live = ended.filter((s) => s.expiresAt.getTime() > at && s.lastSeenAt.getTime() + idleMs > at);
  await writeSecurityLog(ctx.db, origin, {
    level: "INFO",
    action: "OTHER_SESSIONS_SIGNED_OUT",
    userId: actor.userId,
    companyId: actor.companyId,
    resourceType: "user",
    resourceId: actor.userId,
    message: `${actor.user.username} signed out everywhere else (${live.length} ${live.length === 1 ? "session" : "sessions"})`,
    metadata: { sessionIds: live.map((s) => s.publicId) },
  });
  return { signedOut: live.length };
}
