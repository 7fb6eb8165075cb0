import { and, eq, ne, sql } from "drizzle-orm";
import type { UserDto } from "../../../shared/auth/auth.schema";
import type { Config } from "../../config";
import type { Database } from "../../db/client";
import { withCompiledMapper } from "../../db/row-mapper";
import type { RequestOrigin } from "../../lib/audit";
import { hashToken, randomToken } from "../../lib/crypto";
import { companies } from "../companies/companies.table";
import { presentUser } from "../users/users.presenter";
import { users } from "../users/users.table";
import { sessions } from "./sessions.table";

export const SESSION_COOKIE = "sid";

/**
 * last_seen_at ("last active") is written at most this often per session, so that reads stay reads: the
 * hot path (GET /api/user) writes once in five minutes, not on every call. The idle timeout is counted from
 * it, so a session may end up to this much before SESSION_IDLE_HOURS of true silence.
 */
export const SESSION_TOUCH_INTERVAL_MS = 5 * 60 * 1000;

export type SessionSettings = Pick<Config, "platformTimezone" | "sessionIdleHours" | "sessionMaxDays">;

/**
 * A session ends after SESSION_IDLE_HOURS without a request (default 12) and SESSION_MAX_DAYS after sign-in
 * whatever happens (default 7) (docs/product/accounts.md §5).
 */
export function sessionLifetimes(settings: Pick<Config, "sessionIdleHours" | "sessionMaxDays">): {
  idleMs: number;
  absoluteMs: number;
} {
  return {
    idleMs: Math.round(settings.sessionIdleHours * 60 * 60 * 1000),
    absoluteMs: Math.round(settings.sessionMaxDays * 24 * 60 * 60 * 1000),
  };
}

/** Who is calling: what every service and policy decides on. */
export interface Actor {
  userId: number;
  role: UserDto["role"];
  companyId: number | null;
  sessionId: string;
  user: UserDto;
  /**
   * Whether the actor's own company was live when the session was resolved (read by the same join), so
   * that a company-scoped route on one's own company needs no look-up of it (server/lib/company-scope.ts).
   */
  ownCompanyLive: boolean;
  /** Whether the actor's own company had payroll enabled, read by the same join (payroll-access.ts). */
  ownCompanyPayrollEnabled: boolean;
}

export interface SessionStore {
  /** The same store, writing through a transaction (sign-in, sign-out and password changes). */
  using(tx: Database): SessionStore;
  /** Starts a session and returns the cookie token (only its hash is stored). */
  create(userId: number, origin: RequestOrigin): Promise<string>;
  /** The actor behind a cookie token, or null when the session is unknown, expired or its user deleted. */
  resolve(token: string): Promise<Actor | null>;
  destroy(token: string): Promise<void>;
  /** Ends every session of a user, except optionally the caller's own. */
  destroyAllForUser(userId: number, exceptSessionId?: string): Promise<void>;
}

/**
 * `platformTimezone`: the zone of a signed-in user without a company (PLATFORM_TIMEZONE);
 * `sessionIdleHours` and `sessionMaxDays`: the two timeouts.
 */
export function createSessionStore(db: Database, now: () => Date, settings: SessionSettings): SessionStore {
  return sessionStoreOn(db, prepareLookup(db), now, settings);
}

// The hot path of every signed-in request: one prepared join, its row mapped by a compiled mapper.
function prepareLookup(db: Database) {
  const lookup = db
    .select({
      id: users.id,
      username: users.username,
      firstName: users.firstName,
      lastName: users.lastName,
      role: users.role,
      companyId: users.companyId,
      companyName: companies.name,
      companyTimezone: companies.timezone,
      companyIsDeleted: companies.isDeleted,
      companyPayrollEnabled: companies.payrollEnabled,
      isVerified: users.isVerified,
      isDeleted: users.isDeleted,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(eq(sessions.id, sql.placeholder("id")))
    .prepare("session_lookup");
  return withCompiledMapper(lookup);
}

/** The store writing through `db`; `using(tx)` gives the same store inside a request's transaction. */
function sessionStoreOn(
  db: Database,
  lookup: ReturnType<typeof prepareLookup>,
  now: () => Date,
  settings: SessionSettings,
): SessionStore {
  const { idleMs, absoluteMs } = sessionLifetimes(settings);
  return {
    using(tx: Database) {
      const store = sessionStoreOn(tx, lookup, now, settings);
      // The lookup is prepared on the root database, which a request's transaction must not touch (PGlite
      // has one connection): sessions are resolved before the transaction, by the onRequest hooks.
      store.resolve = () => Promise.reject(new Error("resolve a session before the request's transaction"));
      return store;
    },

    /** Starts a session and returns the cookie token (only its hash is stored). */
    async create(userId: number, origin: RequestOrigin): Promise<string> {
      const token = randomToken();
      const at = now();
      await db.insert(sessions).values({
        id: hashToken(token),
        userId,
        createdAt: at,
        lastSeenAt: at,
        expiresAt: new Date(at.getTime() + absoluteMs),
        ipAddress: origin.ipAddress,
        userAgent: origin.userAgent,
      });
      return token;
    },

    /** The actor behind a cookie token, or null when the session is unknown, expired or its user deleted. */
    async resolve(token: string): Promise<Actor | null> {
      const id = hashToken(token);
      const [row] = await lookup.execute({ id });
      if (!row) return null;
      const at = now().getTime();
      const expired = row.expiresAt.getTime() <= at || row.lastSeenAt.getTime() + idleMs <= at;
      if (expired || row.isDeleted) {
        await db.delete(sessions).where(eq(sessions.id, id));
        return null;
      }
      if (at - row.lastSeenAt.getTime() >= SESSION_TOUCH_INTERVAL_MS) {
        await db
          .update(sessions)
          .set({ lastSeenAt: new Date(at) })
          .where(eq(sessions.id, id));
      }
      const user = presentUser(row, settings.platformTimezone);
      const ownCompanyLive = row.companyIsDeleted === false;
      return {
        userId: user.id,
        role: user.role,
        companyId: user.companyId,
        sessionId: id,
        user,
        ownCompanyLive,
        ownCompanyPayrollEnabled: row.companyPayrollEnabled === true,
      };
    },

    async destroy(token: string): Promise<void> {
      await db.delete(sessions).where(eq(sessions.id, hashToken(token)));
    },

    /** Ends every session of a user, except optionally the caller's own. */
    async destroyAllForUser(userId: number, exceptSessionId?: string): Promise<void> {
      await db
        .delete(sessions)
        .where(
          exceptSessionId
            ? and(eq(sessions.userId, userId), ne(sessions.id, exceptSessionId))
            : eq(sessions.userId, userId),
        );
    },
  };
}
