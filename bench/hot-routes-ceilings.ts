// The ceilings of a measured hot route (bench/README.md, "Method: the ceilings"): its recorded SQL replayed,
// a bare Fastify answering as much, and argon2id for sign-in — each with as many processes as the app had.
import type { PGlite } from "@electric-sql/pglite";
import { DEFAULT_PASSWORD } from "../server/db/seed/factories";
import type { Cleanup } from "./cleanup";
import { type Backend, type HotRoute, type HotSettings, specOf, type World } from "./hot-routes-plan";
import { type Statement, sqlCeiling } from "./hot-routes-sql";
import { type LoadResult, runHttp, runLoops } from "./load";
import { log } from "./log";
import { freePort, startServer } from "./processes";
import { sqlCeilingInProcesses } from "./sql-ceiling-processes";

/** What a ceiling is measured for: a route as loaded, with the app's process count. */
export interface CeilingTarget {
  route: HotRoute;
  processes: number;
  /** The size of the route's answer, which the HTTP ceiling answers as well. */
  bytes: number;
}

/** The route's recorded statements replayed by as many loops (and client processes) as it had. */
export function measureSqlCeiling(
  t: CeilingTarget,
  o: {
    backend: Backend;
    url?: string;
    pglite?: PGlite;
    /** The route's recorded statements: one set, or a write's one per recorder (`sqlCeiling`). */
    sets: Statement[][];
    routeIndex: number;
    s: HotSettings;
  },
): Promise<LoadResult> {
  const write = t.route.method !== "GET";
  log(
    `hot routes, ${o.backend}: SQL ceiling of ${t.route.name} (${o.sets[0]!.length} statements${o.sets.length > 1 ? `, ${o.sets.length} people's` : ""}) × ${t.route.connections}${t.processes > 1 ? ` in ${t.processes} processes` : ""}`,
  );
  if (t.processes > 1) {
    const job = {
      url: o.url!,
      routeIndex: o.routeIndex,
      sets: o.sets,
      write,
      warmupS: o.s.warmupS,
      durationS: o.s.durationS,
    };
    return sqlCeilingInProcesses(job, t.route.connections, t.processes);
  }
  return sqlCeiling(
    o.backend,
    { url: o.url, pglite: o.pglite },
    o.routeIndex,
    o.sets,
    write,
    t.route.connections,
    o.s.warmupS,
    o.s.durationS,
  );
}

/** A bare-Fastify ceiling server of `processes` processes (`CEILING_PROCESSES`), until `stop`. */
export async function startHttpCeiling(processes: number, cleanup: Cleanup) {
  const port = await freePort();
  const server = await startServer({
    script: "bench/ceiling-server.ts",
    port,
    env: { PORT: String(port), LOG_LEVEL: "warn", CEILING_PROCESSES: String(processes) },
    readyPath: "/ceiling",
  });
  const stop = cleanup.add("stop ceiling server", () => server.stop());
  return {
    /** The route's request (headers, body, connections) answered with an object of its answer's size. */
    async measure(t: CeilingTarget, world: World, s: HotSettings, backend: Backend): Promise<LoadResult> {
      const { spec } = specOf(t.route, world, `${server.baseUrl}/ceiling?size=${t.bytes}`);
      log(
        `HTTP ceiling (${backend}) of ${t.route.name} (${t.bytes} B) × ${t.route.connections}${processes > 1 ? ` in ${processes} processes` : ""}`,
      );
      // The warm-up also lets every process of a cluster reach its listen.
      await runHttp(spec, s.warmupS);
      return runHttp(spec, s.durationS);
    },
    stop,
  };
}

/**
 * argon2id verify with the server's parameters (the library defaults), as sign-in's other ceiling: in this
 * process whatever the app's count, since the hashing runs on libuv's pool of four threads, which covers
 * every core of a machine of up to four.
 */
export async function argon2Ceiling(connections: number, s: HotSettings): Promise<LoadResult> {
  log(`argon2id verify ceiling × ${connections} loops`);
  const { hash, verify } = await import("@node-rs/argon2");
  const stored = await hash(DEFAULT_PASSWORD);
  const unit = () => verify(stored, DEFAULT_PASSWORD);
  await runLoops(unit, connections, s.warmupS);
  return runLoops(unit, connections, s.durationS);
}
