import fastifyRateLimit, {
  type FastifyRateLimitStore,
  type FastifyRateLimitStoreCtor,
} from "@fastify/rate-limit";
import { lt, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { Database } from "../db/client";
import { withCompiledMapper } from "../db/row-mapper";
import { schedulePeriodicJob } from "./periodic-job";
import { rateLimitHits } from "./rate-limit.table";

/** How often the rows of ended windows are swept. */
export const RATE_LIMIT_SWEEP_MS = 5 * 60_000;

export interface RateLimitCount {
  /** Requests counted in the key's current window, this one included. */
  current: number;
  /** Milliseconds until that window ends (the 429's `Retry-After`, rounded up to seconds). */
  ttl: number;
}

/**
 * Counts one request for `key` in one statement: a key's window starts at its first request and lasts
 * `windowMs`; a request after it ends starts a new window at 1. The row lock of the upsert makes
 * concurrent requests, from any process, each count once.
 */
function prepareHit(db: Database) {
  const expired = sql`${rateLimitHits.expiresAt} <= excluded.window_start`;
  const hit = db
    .insert(rateLimitHits)
    .values({
      key: sql.placeholder("key"),
      windowStart: sql.placeholder("at"),
      expiresAt: sql.placeholder("expiresAt"),
      count: 1,
    })
    .onConflictDoUpdate({
      target: rateLimitHits.key,
      set: {
        count: sql`case when ${expired} then 1 else ${rateLimitHits.count} + 1 end`,
        windowStart: sql`case when ${expired} then excluded.window_start else ${rateLimitHits.windowStart} end`,
        expiresAt: sql`case when ${expired} then excluded.expires_at else ${rateLimitHits.expiresAt} end`,
      },
    })
    .returning({ count: rateLimitHits.count, expiresAt: rateLimitHits.expiresAt })
    .prepare("rate_limit_hit");
  return withCompiledMapper(hit);
}

/**
 * A store for @fastify/rate-limit that keeps its counts in the app's database (`rate_limit_hits`), so
 * every app process on the same database shares them (docs/product/accounts.md §1). Each limited route
 * gets its own counts: the key is the route and the caller's address.
 */
export function databaseRateLimitStore(db: Database, now: () => Date): FastifyRateLimitStoreCtor {
  const hit = prepareHit(db);
  const count = async (key: string, windowMs: number): Promise<RateLimitCount> => {
    const at = now();
    const [row] = await hit.execute({
      key,
      at,
      expiresAt: new Date(at.getTime() + windowMs),
    });
    if (!row) throw new Error("rate limit upsert returned no row");
    return { current: row.count, ttl: Math.max(1, new Date(row.expiresAt).getTime() - at.getTime()) };
  };

  class DatabaseRateLimitStore implements FastifyRateLimitStore {
    constructor(
      _options?: unknown,
      private readonly prefix = "",
    ) {}

    incr(key: string, callback: (error: Error | null, result?: RateLimitCount) => void, timeWindow: number) {
      count(`${this.prefix}${key}`, timeWindow).then(
        (result) => callback(null, result),
        (error: Error) => callback(error),
      );
    }

    // The plugin hands its merged options, the route under `routeInfo` (as its own Redis store reads them).
    child(options: unknown): FastifyRateLimitStore {
      const route = (options as { routeInfo: { method: string | string[]; url: string } }).routeInfo;
      return new DatabaseRateLimitStore(undefined, `${String(route.method)} ${route.url} `);
    }
  }
  return DatabaseRateLimitStore;
}

/** Deletes the rows whose window has ended; answers how many went. */
export async function pruneRateLimitHits(db: Database, at: Date): Promise<number> {
  const gone = await db
    .delete(rateLimitHits)
    .where(lt(rateLimitHits.expiresAt, at))
    .returning({ key: rateLimitHits.key });
  return gone.length;
}

/**
 * Registers @fastify/rate-limit on the database store (routes opt in with `config.rateLimit`) and the
 * sweep of ended windows, stopped when the app closes. Any process may sweep: deleting ended rows twice
 * is harmless.
 */
export async function registerRateLimits(app: FastifyInstance, db: Database, now: () => Date): Promise<void> {
  await app.register(fastifyRateLimit, { global: false, store: databaseRateLimitStore(db, now) });
  const stop = schedulePeriodicJob(
    {
      run: () => pruneRateLimitHits(db, now()),
      everyMs: RATE_LIMIT_SWEEP_MS,
      firstAfterMs: RATE_LIMIT_SWEEP_MS,
      failure: "the sweep of ended rate-limit windows failed",
    },
    app.log,
  );
  app.addHook("onClose", async () => stop());
}
