import type { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import pg from "pg";
import { buildApp } from "../server/app";
import { loadConfig } from "../server/config";
import type { Database } from "../server/db/client";
import { PipelinedClient } from "../server/db/pg-pipelined-client";
import { queryNamed } from "../server/db/pglite-prepared";
import { DEFAULT_PASSWORD } from "../server/db/seed/factories";
import type { RecordingEmployee } from "./hot-routes-data";
import type { Backend, HotRoute, World } from "./hot-routes-plan";
import { FatalLoopError, type LoadResult, runLoops } from "./load";

export interface Statement {
  text: string;
  params: unknown[];
  /**
   * Sent with the statement before it, not after its answer: the app issued both at once (a leave request's
   * lock and insert), and on PostgreSQL they travel in one round trip (server/db/pg-pipelined-client.ts).
   */
  withPrevious?: boolean;
}

/**
 * A query logger: what the app's Drizzle runs while `recording` is on. Drizzle logs a statement just before it
 * sends it, in the same synchronous run; a statement logged before the microtasks of the one before have
 * run was issued together with it.
 */
export class Recorder {
  recording = false;
  statements: Statement[] = [];
  #sameTurn = false;
  logQuery(query: string, params: unknown[]): void {
    if (!this.recording) return;
    this.statements.push({ text: query, params, withPrevious: this.#sameTurn });
    this.#sameTurn = true;
    queueMicrotask(() => {
      this.#sameTurn = false;
    });
  }
}

/** The statements in the groups the app sent them in: each group one round trip on PostgreSQL. */
export function roundTripsOf(statements: Statement[]): Statement[][] {
  const groups: Statement[][] = [];
  for (const statement of statements) {
    if (statement.withPrevious && groups.length > 0) groups.at(-1)!.push(statement);
    else groups.push([statement]);
  }
  return groups;
}

const TRANSACTION_CONTROL = /^\s*(begin|commit|rollback|start transaction|savepoint|release)\b/i;

/**
 * The statements each route runs, recorded from the real app (in this process, on the same database,
 * through `app.inject`): the route's second call after one unrecorded call, so what is recorded is the
 * steady state. One set of statements per route; a rotating write (or sign-in) one set per recording
 * employee (the same statements, each with its own person's parameters), its rows removed again.
 */
export async function recordStatements(
  db: Database,
  recorder: Recorder,
  routes: HotRoute[],
  world: World,
  recorders: RecordingEmployee[],
  dataDir: string,
): Promise<Map<string, Statement[][]>> {
  const config = loadConfig({
    DATA_DIR: dataDir,
    APP_URL: "http://127.0.0.1:3999",
    LOG_LEVEL: "silent",
    AUTH_RATE_LIMIT: "1000000000",
    SESSION_SECRET: "bench-hot-routes-recording-secret",
  });
  const app = await buildApp({ config, db, serveWeb: false });
  await app.ready();
  const out = new Map<string, Statement[][]>();
  try {
    for (const route of routes) {
      const body = route.body?.(world, 0) as object | undefined;
      const callers: { cookie: string | null; payload: object | undefined }[] =
        route.who === "rotating employee"
          ? recorders.map((r) => ({ cookie: r.cookie, payload: body }))
          : route.who === "rotating sign-in"
            ? recorders.map((r) => ({
                cookie: null,
                payload: { username: r.username, password: DEFAULT_PASSWORD },
              }))
            : [{ cookie: route.who === "anonymous" ? null : world.cookies[route.who], payload: body }];
      const sets: Statement[][] = [];
      for (const { cookie, payload } of callers) {
        const call = () =>
          app.inject({
            method: route.method,
            url: route.path(world),
            headers: cookie ? { cookie } : {},
            ...(payload ? { payload } : {}),
          });
        if (route.method === "GET") await call();
        recorder.statements = [];
        recorder.recording = true;
        const res = await call();
        recorder.recording = false;
        if (res.statusCode < 200 || res.statusCode > 299) {
          throw new Error(`recording ${route.name}: answered ${res.statusCode} ${res.body.slice(0, 200)}`);
        }
        sets.push(
          recorder.statements
            // BEGIN is sent with the statement after it: that one starts a round trip of its own.
            .map((s, i, all) =>
              i > 0 && TRANSACTION_CONTROL.test(all[i - 1]!.text) ? { ...s, withPrevious: false } : s,
            )
            .filter((s) => !TRANSACTION_CONTROL.test(s.text)),
        );
      }
      const texts = (set: Statement[]) => set.map((st) => st.text).join("\n;\n");
      if (sets.some((set) => texts(set) !== texts(sets[0]!))) {
        throw new Error(`recording ${route.name}: its recorders ran different statements`);
      }
      out.set(route.name, sets);
    }
  } finally {
    await app.close();
  }
  // The recorded writes' rows go, so that replaying them meets the same state as the first request
  // (sign-in's session by its id; security-log rows stay: the table is append-only, and repeats are fine).
  for (const sets of out.values()) {
    for (const st of sets.flat()) {
      if (/^insert into "sessions"/i.test(st.text)) {
        await db.execute(sql`delete from sessions where id = ${String(st.params[0])}`);
      }
    }
  }
  const recorderIds = `{${recorders.map((r) => r.userId).join(",")}}`;
  await db.execute(
    sql`delete from attendances where user_id = any(${recorderIds}::int[]) and attendance_date = ${world.today}::date`,
  );
  await db.execute(
    sql`delete from leave_requests where user_id = any(${recorderIds}::int[]) and reason = 'Bench hot routes'`,
  );
  return out;
}

// -------------------------------------------------------------------------------------------- ceilings

/**
 * The recorded statements of one request, run by `concurrency` loops. PostgreSQL: a pool of that many
 * connections of the server's kind (`PipelinedClient`: a BEGIN goes with the first statement), each
 * iteration on one connection, named prepared statements (as the server's), sent in the groups the app sent
 * them in (`withPrevious`), so the replay makes the app's round trips, not more. PGlite: the
 * same statements, named (`queryNamed`, as the server's), on the embedded database (one connection; the
 * loops queue). A write runs inside BEGIN … ROLLBACK, so that every iteration meets the same state (the
 * commit's WAL flush is left out), and each loop replays its own recorder's set (`sets[loop]`), as the
 * route's requests are each another employee's: one set replayed by every loop would have them insert one
 * key, or lock one person's row, and wait for each other.
 */
export async function sqlCeiling(
  backend: Backend,
  target: { url?: string; pglite?: PGlite },
  routeIndex: number,
  sets: Statement[][],
  write: boolean,
  concurrency: number,
  warmupS: number,
  durationS: number,
): Promise<LoadResult> {
  if (write && sets.length < concurrency) {
    throw new Error(`a write's SQL ceiling needs a recorded set per loop: ${sets.length} for ${concurrency}`);
  }
  const setOf = (loop: number) => sets[loop % sets.length]!;
  if (backend === "postgresql") {
    const pool = new pg.Pool({
      Client: PipelinedClient,
      connectionString: target.url,
      max: concurrency,
      connectionTimeoutMillis: 10_000,
    });
    pool.on("error", () => {});
    let checked = false;
    const iteration = async (loop: number) => {
      const client = await pool.connect();
      try {
        if (write) await client.query("begin");
        let i = 0;
        for (const group of roundTripsOf(setOf(loop))) {
          await Promise.all(
            group.map((s) =>
              client.query({ name: `hot_${routeIndex}_${i++}`, text: s.text, values: s.params as unknown[] }),
            ),
          );
        }
        if (write) await client.query("rollback");
      } catch (error) {
        if (!checked) throw new FatalLoopError(`${(error as Error).message}`);
        throw error;
      } finally {
        client.release();
      }
      checked = true;
    };
    try {
      await runLoops(iteration, concurrency, warmupS);
      return await runLoops(iteration, concurrency, durationS);
    } finally {
      await pool.end();
    }
  }
  const db = target.pglite!;
  let queue: Promise<unknown> = Promise.resolve();
  const iteration = async (loop: number) => {
    const runAll = async () => {
      for (const [i, s] of setOf(loop).entries()) {
        await queryNamed(db, `hot_${routeIndex}_${i}`, s.text, s.params as unknown[]);
      }
    };
    if (!write) return runAll();
    // One connection: a transaction must not interleave with another loop's statements.
    const run = queue.then(async () => {
      await db.exec("begin");
      try {
        await runAll();
      } finally {
        await db.exec("rollback");
      }
    });
    queue = run.catch(() => {});
    await run;
  };
  await runLoops(iteration, concurrency, warmupS);
  return runLoops(iteration, concurrency, durationS);
}
