import { and, eq, gt, isNull } from "drizzle-orm";
import type { Database } from "../../db/client";
import { hashToken, randomToken } from "../../lib/crypto";
import { type TokenPurpose, userTokens } from "./tokens.table";

export const TOKEN_TTL_MS: Record<TokenPurpose, number> = {
  verify: 24 * 60 * 60 * 1000,
  reset: 60 * 60 * 1000,
  invite: 7 * 24 * 60 * 60 * 1000,
};

/** Issues a fresh single-use token; earlier unused tokens of the same purpose stop working. */
export async function issueToken(
  db: Database,
  userId: number,
  purpose: TokenPurpose,
  now: Date,
): Promise<string> {
  const token = randomToken();
  await db
    .update(userTokens)
    .set({ usedAt: now })
    .where(and(eq(userTokens.userId, userId), eq(userTokens.purpose, purpose), isNull(userTokens.usedAt)));
  await db.insert(userTokens).values({
    userId,
    purpose,
    tokenHash: hashToken(token),
    expiresAt: new Date(now.getTime() + TOKEN_TTL_MS[purpose]),
  });
  return token;
}

/**
 * Ends every unused link of a person (an address change: they went to the old address). Answers whether an
 * invitation was among them: the person never chose a password, so the new address needs a new invitation.
 */
export async function retireTokens(
  db: Database,
  userId: number,
  now: Date,
): Promise<{ wasInvited: boolean }> {
  const retired = await db
    .update(userTokens)
    .set({ usedAt: now })
    .where(and(eq(userTokens.userId, userId), isNull(userTokens.usedAt)))
    .returning({ purpose: userTokens.purpose });
  return { wasInvited: retired.some((token) => token.purpose === "invite") };
}

function liveToken(token: string, purpose: TokenPurpose, now: Date) {
  return and(
    eq(userTokens.tokenHash, hashToken(token)),
    eq(userTokens.purpose, purpose),
    isNull(userTokens.usedAt),
    gt(userTokens.expiresAt, now),
  );
}

/** The user a live token belongs to, without using it up. */
export async function peekToken(db: Database, token: string, purpose: TokenPurpose, now: Date) {
  const [row] = await db
    .select({ userId: userTokens.userId })
    .from(userTokens)
    .where(liveToken(token, purpose, now));
  return row?.userId ?? null;
}

/** Uses a token up atomically; null when it is unknown, used or expired. */
export async function consumeToken(db: Database, token: string, purpose: TokenPurpose, now: Date) {
  const [row] = await db
    .update(userTokens)
    .set({ usedAt: now })
    .where(liveToken(token, purpose, now))
    .returning({ userId: userTokens.userId });
  return row?.userId ?? null;
}
