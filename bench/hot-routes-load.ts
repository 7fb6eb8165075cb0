// One backend's run of the hot routes: the server on the data set, each route under autocannon, its
// ceilings.
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { createPool, type Database, fromPglite, fromPool, PGLITE_EXTENSIONS } from "../server/db/client";
import { upkeepPglite } from "../server/db/pglite-upkeep";
import * as schema from "../server/db/schema";
import type { Cleanup } from "./cleanup";
import { createBenchDatabase, serverBaseUrl } from "./databases";
import { describeHostCpu, type HostCpu, hostCpuBetween, readCpu } from "./host-cpu";
import { argon2Ceiling, measureSqlCeiling, startHttpCeiling } from "./hot-routes-ceilings";
import { type Built, buildDataSet } from "./hot-routes-data";
import {
  type Backend,
  type HotRoute,
  type HotSettings,
  type Rotation,
  type Size,
  specOf,
  type World,
} from "./hot-routes-plan";
import { Recorder, recordStatements, type Statement } from "./hot-routes-sql";
import { type LoadResult, runHttp } from "./load";
import { log } from "./log";
import { cpuPerOp, freePort, ROOT, startServer, treeCpuMs, waitForQuiet } from "./processes";
import { signIn } from "./sign-in";
import { checkpoint, type WalPerRequest, walBetween, walPosition } from "./wal";

export interface Measured {
  route: HotRoute;
  /** App processes serving the port (WEB_CONCURRENCY). */
  processes: number;
  load: LoadResult;
  bytes: number;
  status: number;
  serverCpuPercent: number | null;
  /** Where the host's CPU went meanwhile (bench/host-cpu.ts). */
  hostCpu: HostCpu;
  /** Rotating writes: how many sessions were used (each a distinct employee until the rotation wraps). */
  rotated: number | null;
  /** PostgreSQL's rotating writes: the WAL each request wrote while measured (bench/wal.ts). */
  wal: WalPerRequest | null;
  /** The route's ceilings, with as many processes as the app had (bench/hot-routes-ceilings.ts). */
  sql: LoadResult | null;
  http: LoadResult | null;
  /** argon2id verify (sign-in's other ceiling), or null for a route without one. */
  other: LoadResult | null;
}

export interface BackendResult {
  backend: Backend;
  size: Size;
  seedSeconds: number;
  measured: Measured[];
  statements: Map<string, number>;
  /** Each route's recorded statements (their text), written to the results file. */
  recorded: Record<string, string[]>;
  world: World;
}

export async function benchBackend(
  backend: Backend,
  s: HotSettings,
  routes: HotRoute[],
  cleanup: Cleanup,
): Promise<BackendResult> {
  const size = s[backend];
  const tmp = mkdtempSync(path.join(os.tmpdir(), `hr-bench-hot-${backend}-`));
  const removeTmp = cleanup.add(`remove ${tmp}`, () => rmSync(tmp, { recursive: true, force: true }));
  const recorder = new Recorder();
  let url: string | undefined;
  let dropDatabase: (() => Promise<void>) | null = null;
  let db: Database;
  let close: () => Promise<void>;
  if (backend === "postgresql") {
    const database = await createBenchDatabase(serverBaseUrl());
    dropDatabase = cleanup.add(`drop database ${database.name}`, () => database.drop());
    url = database.url;
    const handle = fromPool(createPool(database.url, 4));
    await handle.migrate();
    await handle.close();
    const pool = createPool(database.url, 4);
    pool.on("error", () => {});
    db = drizzlePg({ client: pool, schema, logger: recorder }) as unknown as Database;
    close = () => pool.end();
  } else {
    const client = await PGlite.create(path.join(tmp, "db"), { extensions: PGLITE_EXTENSIONS });
    await fromPglite(client).migrate();
    db = drizzlePglite({ client, schema, logger: recorder }) as unknown as Database;
    close = () => client.close();
  }
  log(
    `hot routes, ${backend}: loading ${size.companies} companies, ${size.employees} people, ${size.days} days, ${size.logRows} log rows`,
  );
  const seedStarted = Date.now();
  let built: Built;
  let statements: Map<string, Statement[][]>;
  let world: World;
  let seedSeconds = 0;
  try {
    built = await buildDataSet(db, size, new Date());
    // The state a live database is in soon after a load, given by its upkeep: on PGlite the app's own
    // (server/db/pglite-upkeep.ts, which the server runs every minute); on PostgreSQL what autovacuum does
    // (statistics, hint bits and the visibility map that index-only scans read), done here because a
    // server may run with autovacuum off (this machine's does), then a checkpoint, so that no route's
    // measurement shares the machine with the writing out of the load.
    if (backend === "pglite") await upkeepPglite(db);
    else {
      await db.execute(sql`vacuum analyze`);
      await db.execute(sql`checkpoint`);
    }
    seedSeconds = (Date.now() - seedStarted) / 1000;
    log(`hot routes, ${backend}: data set in ${seedSeconds.toFixed(0)} s; recording each route's SQL`);
    // Sessions for the recording, minted like the rotation's (the measured ones come from real sign-ins).
    const mint = async (username: string) => {
      const token = `rec${Math.random().toString(36).slice(2)}`;
      await db.execute(sql`
        insert into sessions (id, user_id, expires_at)
        select encode(sha256(convert_to(${token}, 'UTF8')), 'hex'), id, now() + interval '6 days'
        from users where username = ${username}`);
      return `sid=${token}`;
    };
    const recordingWorld: World = {
      ...built.world,
      cookies: {
        employee: await mint(built.employeeUsername),
        admin: await mint(built.world.adminUsername),
        root: await mint(built.rootUsername),
      },
    };
    statements = await recordStatements(db, recorder, routes, recordingWorld, built.recorders, tmp);
    world = { ...recordingWorld };
  } finally {
    await close();
  }

  const sqlOf = (route: HotRoute) => ({
    sets: statements.get(route.name) ?? [[]],
    routeIndex: routes.findIndex((r) => r.name === route.name),
  });
  // One server per process count, on the same data set; the rotating writes go on where the last pass ended.
  const rotations = new Map<string, Rotation>();
  const measured: Measured[] = [];
  for (const [pass, processes] of (backend === "pglite" ? [1] : s.processes).entries()) {
    measured.push(
      ...(await measureOnServer({
        backend,
        processes,
        pass,
        url,
        tmp,
        s,
        routes,
        world,
        built,
        rotations,
        cleanup,
        sqlOf,
      })),
    );
  }

  // PGlite: the server held the data directory, so the ceilings come once it has stopped (PostgreSQL's were
  // measured beside each route).
  if (backend === "pglite") {
    const pglite = await PGlite.create(path.join(tmp, "db"), { extensions: PGLITE_EXTENSIONS });
    try {
      for (const m of measured) m.sql = await measureSqlCeiling(m, { ...sqlOf(m.route), backend, pglite, s });
    } finally {
      await pglite.close();
    }
    const http = await startHttpCeiling(1, cleanup);
    try {
      for (const m of measured) {
        m.http = await http.measure(m, world, s, backend);
        if (m.route.argon2) m.other = await argon2Ceiling(m.route.connections, s);
      }
    } finally {
      await http.stop();
    }
  }
  if (dropDatabase) await dropDatabase();
  await removeTmp();
  return {
    backend,
    size,
    seedSeconds,
    measured,
    statements: new Map([...statements].map(([k, v]) => [k, v[0]!.length])),
    recorded: Object.fromEntries([...statements].map(([k, v]) => [k, v[0]!.map((st) => st.text)])),
    world,
  };
}

/** Boots the server with `processes` app processes on the data set and loads every route in turn. */
async function measureOnServer(o: {
  backend: Backend;
  processes: number;
  /** Which server of the backend this is (0 first): the probe of a rotating write asks for another day each time. */
  pass: number;
  url: string | undefined;
  tmp: string;
  s: HotSettings;
  routes: HotRoute[];
  world: World;
  built: Built;
  rotations: Map<string, Rotation>;
  cleanup: Cleanup;
  sqlOf: (route: HotRoute) => { sets: Statement[][]; routeIndex: number };
}): Promise<Measured[]> {
  const { backend, processes, s, world, built } = o;
  const port = await freePort();
  const env: Record<string, string> = {
    PORT: String(port),
    HOST: "127.0.0.1",
    APP_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: o.tmp,
    LOG_LEVEL: "warn",
    AUTH_RATE_LIMIT: "1000000000",
    // One process is what the ceilings of one process compare with; N is npm start's default on PostgreSQL.
    WEB_CONCURRENCY: String(processes),
  };
  if (o.url) env.DATABASE_URL = o.url;
  // BENCH_CPU_PROF=1: the app server writes a V8 CPU profile when it stops (bench/results/profiles/hot-routes).
  const profileDir = process.env.BENCH_CPU_PROF ? path.join(ROOT, "bench/results/profiles/hot-routes") : null;
  const server = await startServer({
    script: "server/index.ts",
    port,
    env,
    readyPath: "/api/health",
    nodeArgs: profileDir ? ["--cpu-prof", `--cpu-prof-dir=${path.join(profileDir, backend)}`] : [],
  });
  const stopServer = o.cleanup.add(`stop ${backend} server`, () => server.stop());
  // On PostgreSQL each route's ceilings are measured right after it, the app idle meanwhile: measured
  // minutes apart, a route and its ceilings met a host whose speed had drifted (bench/README.md).
  const http = backend === "postgresql" ? await startHttpCeiling(processes, o.cleanup) : null;
  const label = `${backend}${processes > 1 ? ` × ${processes} processes` : ""}`;
  const measured: Measured[] = [];
  try {
    world.cookies = {
      employee: await signIn(server.baseUrl, built.employeeUsername),
      admin: await signIn(server.baseUrl, built.world.adminUsername),
      root: await signIn(server.baseUrl, built.rootUsername),
    };
    const waited = await waitForQuiet(server.pid);
    log(`hot routes, ${label}: the server quiet after its start's own work (waited ${waited} ms)`);
    const connectionsOf = (r: HotRoute) =>
      backend === "pglite" ? Math.min(10, r.connections) : r.connections;
    for (const route of o.routes) {
      const conns = connectionsOf(route);
      let rotation = o.rotations.get(route.name);
      if (!rotation) {
        rotation = { next: 0 };
        o.rotations.set(route.name, rotation);
      }
      const { spec, used } = specOf(
        { ...route, connections: conns },
        world,
        server.baseUrl + route.path(world),
        rotation,
      );
      const probe = await fetch(spec.url, {
        method: spec.method,
        headers: {
          ...spec.headers,
          ...(route.who === "rotating employee"
            ? { cookie: world.rotation[world.rotation.length - 1]! }
            : {}),
        },
        body:
          route.who === "rotating employee" && route.body
            ? JSON.stringify(route.body(world, o.pass))
            : spec.body,
      });
      const bytes = (await probe.arrayBuffer()).byteLength;
      if (probe.status < 200 || probe.status > 299)
        log(`WARNING ${route.name} answered ${probe.status} before the load`);
      log(`hot routes, ${label}: ${route.name} × ${conns}, ${s.warmupS} s warm-up + ${s.durationS} s`);
      const walOf = o.url && route.who.startsWith("rotating") ? o.url : null;
      // A write starts from a checkpoint: a page's first change after one writes the whole page to the WAL,
      // so a write measured long after the last (PostgreSQL's own come every 5 minutes) paid for far fewer of
      // them than one measured just after, and runs were not comparable (bench/README.md, "Round trips").
      if (walOf) await checkpoint(walOf);
      await runHttp(spec, s.warmupS);
      const walFrom = walOf ? await walPosition(walOf) : null;
      const cpuBefore = treeCpuMs(server.pid);
      const hostFrom = readCpu(server.pid);
      const load = await runHttp(spec, s.durationS);
      const hostCpu = hostCpuBetween(hostFrom, readCpu(server.pid));
      const cpuAfter = treeCpuMs(server.pid);
      const walTo = walOf ? await walPosition(walOf) : null;
      const m: Measured = {
        route: { ...route, connections: conns },
        processes,
        load: { ...load, cpuUsPerOp: cpuPerOp(cpuBefore, cpuAfter, load.total) },
        bytes,
        status: probe.status,
        serverCpuPercent:
          cpuBefore !== null && cpuAfter !== null
            ? ((cpuAfter - cpuBefore) / (load.durationS * 1000)) * 100
            : null,
        hostCpu,
        rotated: route.who.startsWith("rotating") ? used() : null,
        wal: walOf && walFrom && walTo ? await walBetween(walOf, walFrom, walTo, load.total) : null,
        sql: null,
        http: null,
        other: null,
      };
      log(
        `  ${Math.round(load.perSec)} req/s, p99 ${load.p99Ms} ms, ${load.errors} errors; CPU: ${describeHostCpu(hostCpu)}`,
      );
      if (http) {
        m.sql = await measureSqlCeiling(m, { ...o.sqlOf(route), backend, url: o.url, s });
        m.http = await http.measure(m, world, s, backend);
        if (route.argon2) m.other = await argon2Ceiling(conns, s);
      }
      measured.push(m);
    }
    if (server.lineCount() > 0) {
      log(`${label}: the server wrote ${server.lineCount()} log lines at warn or above; the last ones:`);
      process.stderr.write(`${server.tail().split("\n").slice(-5).join("\n")}\n`);
    }
  } finally {
    await http?.stop();
    await stopServer();
  }
  return measured;
}
