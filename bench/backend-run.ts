// One backend's part of a run: its own server and database, every route under load, then the routes'
// raw SQL ceilings on that database once the server has stopped.
import { mkdirSync } from "node:fs";
import path from "node:path";
import type { Cleanup } from "./cleanup";
import {
  type BenchDatabase,
  createBenchDatabase,
  pgExecutor,
  pgliteExecutor,
  type SqlExecutor,
  serverBaseUrl,
  sqlIteration,
} from "./databases";
import { type LoadResult, runHttp, runLoops } from "./load";
import { log } from "./log";
import {
  type ChildServer,
  cpuPerOp,
  freePort,
  mb,
  nodeProcesses,
  processTree,
  procStatusKb,
  ROOT,
  sampleRss,
  startServer,
  treeCpuMs,
} from "./processes";
import { probe, requestSpec } from "./requests";
import type { Fixture } from "./routes";
import { seedFixture } from "./seed";
import { type Backend, durationOf, type Settings } from "./settings";

export interface RouteRun {
  route: string;
  status: number;
  responseBytes: number;
  load: LoadResult;
  peakRssMb: number | null;
  /** CPU the server process used during the measurement, in % of one core. */
  serverCpuPercent: number | null;
}

export interface BackendRun {
  backend: Backend;
  fixture: Fixture;
  runs: RouteRun[];
  sql: Record<string, LoadResult>;
  serverVmHwmMb: number | null;
  serverLogLines: number;
  serverLogTail: string;
}

export async function benchBackend(
  backend: Backend,
  settings: Settings,
  tmp: string,
  cleanup: Cleanup,
): Promise<BackendRun> {
  const port = await freePort();
  const dataDir = path.join(tmp, backend);
  mkdirSync(dataDir, { recursive: true });
  let database: BenchDatabase | null = null;
  let dropDatabase: (() => Promise<void>) | null = null;
  if (backend === "postgresql") {
    database = await createBenchDatabase(serverBaseUrl());
    const db = database;
    dropDatabase = cleanup.add(`drop database ${db.name}`, () => db.drop());
    log(`created database ${db.name}`);
  }

  const env: Record<string, string> = {
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    LOG_LEVEL: "warn",
    AUTH_RATE_LIMIT: "1000000000",
    APP_URL: `http://127.0.0.1:${port}`,
  };
  if (database) env.DATABASE_URL = database.url;
  log(`${backend}: starting the server on port ${port}`);
  const bootStarted = Date.now();
  const profileDir = process.env.BENCH_CPU_PROF ? path.join(ROOT, "bench/results/profiles") : null;
  const server: ChildServer = await startServer({
    script: process.env.BENCH_SERVER_SCRIPT || "server/index.ts",
    port,
    env,
    readyPath: "/api/health",
    nodeArgs: profileDir ? ["--cpu-prof", `--cpu-prof-dir=${path.join(profileDir, backend)}`] : [],
  });
  const stopServer = cleanup.add(`stop ${backend} server`, () => server.stop());
  log(`${backend}: ready in ${((Date.now() - bootStarted) / 1000).toFixed(1)} s (pid ${server.pid})`);

  const fixture = await seedFixture(server.baseUrl);
  const runs: RouteRun[] = [];
  for (const route of settings.routes) {
    const spec = requestSpec(route, fixture, server.baseUrl + route.path);
    const { status, bytes } = await probe(spec);
    if (status < 200 || status > 299) log(`WARNING ${route.name} answered ${status} before the load`);
    const durationS = durationOf(route, settings);
    log(
      `${backend}: ${route.name} × ${route.connections} connections, ${settings.warmupS} s warm-up + ${durationS} s`,
    );
    await runHttp(spec, settings.warmupS);
    const rss = sampleRss(server.pid);
    const cpuBefore = treeCpuMs(server.pid);
    const load = await runHttp(spec, durationS);
    const cpuAfter = treeCpuMs(server.pid);
    const serverCpuPercent =
      cpuBefore !== null && cpuAfter !== null
        ? ((cpuAfter - cpuBefore) / (load.durationS * 1000)) * 100
        : null;
    runs.push({
      route: route.name,
      status,
      responseBytes: bytes,
      load: { ...load, cpuUsPerOp: cpuPerOp(cpuBefore, cpuAfter, load.total) },
      peakRssMb: mb(rss.stop()),
      serverCpuPercent,
    });
  }
  // The high-water marks of the server's Node processes (a cluster's primary and workers), added up.
  const hwm = nodeProcesses(processTree(server.pid)).map((pid) => procStatusKb(pid, "VmHWM") ?? 0);
  const serverVmHwmMb = mb(hwm.length > 0 ? hwm.reduce((a, b) => a + b, 0) : null);
  const serverLogLines = server.lineCount();
  const serverLogTail = server.tail();
  await stopServer();

  // Raw SQL ceilings, with the server stopped so that it takes no CPU.
  const sql: Record<string, LoadResult> = {};
  const sqlRoutes = settings.routes.filter((r) => r.sql !== null);
  let pglite: SqlExecutor | null = null;
  try {
    for (const route of sqlRoutes) {
      if (backend === "pglite" && pglite === null) pglite = await pgliteExecutor(path.join(dataDir, "db"));
      const executor: SqlExecutor = pglite ?? pgExecutor(database!.url, route.connections);
      try {
        const iteration = sqlIteration(executor, () => route.sql!.statements(fixture));
        const durationS = durationOf(route, settings);
        log(`${backend}: raw SQL of ${route.name} × ${route.connections} loops, ${durationS} s`);
        await runLoops(iteration, route.connections, settings.warmupS);
        sql[route.name] = await runLoops(iteration, route.connections, durationS);
      } finally {
        if (backend === "postgresql") await executor.close();
      }
    }
  } finally {
    await pglite?.close();
  }
  if (dropDatabase) await dropDatabase();
  return { backend, fixture, runs, sql, serverVmHwmMb, serverLogLines, serverLogTail };
}
