// `npm run bench`: boots the server on PostgreSQL and on PGlite, loads each route of bench/routes.ts with
// autocannon, measures the route's ceilings (bare Fastify, raw SQL, other CPU work) at the same
// concurrency, prints a markdown table and writes bench/results/<timestamp>.json and latest.json.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import {
  type BenchDatabase,
  createBenchDatabase,
  pgExecutor,
  pgliteExecutor,
  type SqlExecutor,
  serverBaseUrl,
  sqlIteration,
} from "./databases";
import { type HttpRequestSpec, type LoadResult, runHttp, runLoops } from "./load";
import {
  type ChildServer,
  freePort,
  procCpuMs,
  procStatusKb,
  ROOT,
  sampleRss,
  startServer,
} from "./processes";
import {
  combinedCeiling,
  fileStamp,
  formatCount,
  formatMs,
  formatPercent,
  judge,
  markdownTable,
  percentOf,
  type Verdict,
} from "./report";
import { routes as allRoutes, type BenchRoute, type Fixture } from "./routes";
import { seedFixture } from "./seed";

type Backend = "postgresql" | "pglite";

interface Settings {
  durationOverrideS: number | null;
  warmupS: number;
  backends: Backend[];
  routes: BenchRoute[];
}

interface RouteRun {
  route: string;
  status: number;
  responseBytes: number;
  load: LoadResult;
  peakRssMb: number | null;
  /** CPU the server process used during the measurement, in % of one core. */
  serverCpuPercent: number | null;
}

interface BackendRun {
  backend: Backend;
  fixture: Fixture;
  runs: RouteRun[];
  sql: Record<string, LoadResult>;
  serverVmHwmMb: number | null;
  serverLogLines: number;
  serverLogTail: string;
}

export interface ResultRow {
  backend: Backend;
  route: string;
  method: string;
  path: string;
  connections: number;
  durationS: number;
  requestsPerSec: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
  socketErrors: number;
  peakRssMb: number | null;
  serverCpuPercent: number | null;
  ceilings: {
    httpPerSec: number | null;
    sqlPerSec: number | null;
    sqlNote: string | null;
    work: { name: string; perSec: number } | null;
    combinedPerSec: number | null;
  };
  percentOfCeiling: number | null;
  target: (Verdict & { minPercentOfCeiling: number; maxP99Ms: number; maxErrors: number }) | null;
}

const log = (message: string) => process.stderr.write(`[bench] ${message}\n`);
const mb = (kb: number | null) => (kb === null ? null : Math.round(kb / 1024));
/** CPU microseconds per completed operation between two readings in ms. */
const cpuPerOp = (beforeMs: number | null, afterMs: number | null, ops: number) =>
  beforeMs === null || afterMs === null || ops === 0 ? null : Math.round(((afterMs - beforeMs) * 1000) / ops);

function readSettings(env: NodeJS.ProcessEnv): Settings {
  const positive = (name: string, fallback: number | null) => {
    const raw = env[name];
    if (raw === undefined || raw === "") return fallback;
    const value = Number(raw);
    if (!Number.isFinite(value) || value <= 0)
      throw new Error(`${name} must be a positive number of seconds`);
    return value;
  };
  const backends = (env.BENCH_BACKENDS || "postgresql,pglite").split(",").map((b) => b.trim());
  for (const b of backends) {
    if (b !== "postgresql" && b !== "pglite") throw new Error(`BENCH_BACKENDS: unknown backend "${b}"`);
  }
  const filter = env.BENCH_ROUTES?.trim();
  const routes = filter
    ? allRoutes.filter((r) =>
        filter.split(",").some((f) => r.name.toLowerCase().includes(f.trim().toLowerCase())),
      )
    : allRoutes;
  if (routes.length === 0) throw new Error(`BENCH_ROUTES "${filter}" matches no route`);
  return {
    durationOverrideS: positive("BENCH_DURATION", null),
    warmupS: positive("BENCH_WARMUP", 2) ?? 2,
    backends: backends as Backend[],
    routes,
  };
}

function durationOf(route: BenchRoute, settings: Settings): number {
  return settings.durationOverrideS ?? route.duration;
}

function requestSpec(route: BenchRoute, fixture: Fixture, url: string): HttpRequestSpec {
  const headers: Record<string, string> = {};
  if (route.session) headers.cookie = fixture.cookie;
  let body: string | undefined;
  if (route.body) {
    body = JSON.stringify(route.body(fixture));
    headers["content-type"] = "application/json";
  }
  return { url, method: route.method, headers, body, connections: route.connections };
}

/** One request before the load, to learn the answer's size and to catch a broken setup early. */
async function probe(spec: HttpRequestSpec): Promise<{ status: number; bytes: number }> {
  const response = await fetch(spec.url, {
    method: spec.method,
    headers: spec.headers,
    body: spec.body,
    signal: AbortSignal.timeout(30_000),
  });
  const bytes = (await response.arrayBuffer()).byteLength;
  return { status: response.status, bytes };
}

/** Cleanup steps run once, in reverse order, on success, failure or Ctrl-C. */
class Cleanup {
  private steps: Array<{ name: string; run: () => Promise<void> | void }> = [];
  add(name: string, run: () => Promise<void> | void): () => Promise<void> {
    const step = { name, run };
    this.steps.push(step);
    return async () => {
      const i = this.steps.indexOf(step);
      if (i < 0) return;
      this.steps.splice(i, 1);
      await step.run();
    };
  }
  async runAll(): Promise<void> {
    while (this.steps.length > 0) {
      const step = this.steps.pop()!;
      try {
        await step.run();
      } catch (error) {
        log(`cleanup "${step.name}" failed: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  }
}

async function benchBackend(
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
    const cpuBefore = procCpuMs(server.pid);
    const load = await runHttp(spec, durationS);
    const cpuAfter = procCpuMs(server.pid);
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
  const serverVmHwmMb = mb(procStatusKb(server.pid, "VmHWM"));
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

/** The bare-Fastify ceiling of every route, answering a constant of the route's answer size. */
async function benchHttpCeilings(
  settings: Settings,
  fixture: Fixture,
  responseBytes: Map<string, number>,
  cleanup: Cleanup,
): Promise<Record<string, LoadResult>> {
  const port = await freePort();
  const server = await startServer({
    script: "bench/ceiling-server.ts",
    port,
    env: { PORT: String(port), LOG_LEVEL: "warn" },
    readyPath: "/ceiling",
  });
  const stop = cleanup.add("stop ceiling server", () => server.stop());
  const out: Record<string, LoadResult> = {};
  for (const route of settings.routes) {
    const size = responseBytes.get(route.name) ?? 0;
    const spec = requestSpec(route, fixture, `${server.baseUrl}/ceiling?size=${size}`);
    const durationS = durationOf(route, settings);
    log(`HTTP ceiling for ${route.name} (${size} B) × ${route.connections} connections, ${durationS} s`);
    await runHttp(spec, settings.warmupS);
    const cpuBefore = procCpuMs(server.pid);
    const load = await runHttp(spec, durationS);
    out[route.name] = { ...load, cpuUsPerOp: cpuPerOp(cpuBefore, procCpuMs(server.pid), load.total) };
  }
  await stop();
  return out;
}

/** Ceilings of CPU work besides HTTP and SQL (argon2id for sign-in), run in this process. */
async function benchWorkCeilings(settings: Settings, fixture: Fixture): Promise<Record<string, LoadResult>> {
  const out: Record<string, LoadResult> = {};
  for (const route of settings.routes) {
    if (!route.work) continue;
    const durationS = durationOf(route, settings);
    log(`${route.work.name} ceiling for ${route.name} × ${route.connections} loops, ${durationS} s`);
    const unit = await route.work.prepare(fixture);
    await runLoops(unit, route.connections, settings.warmupS);
    out[route.name] = await runLoops(unit, route.connections, durationS);
  }
  return out;
}

function buildRows(
  settings: Settings,
  backends: BackendRun[],
  http: Record<string, LoadResult>,
  work: Record<string, LoadResult>,
): ResultRow[] {
  const rows: ResultRow[] = [];
  for (const run of backends) {
    for (const route of settings.routes) {
      const measured = run.runs.find((r) => r.route === route.name)!;
      const httpPerSec = http[route.name]?.perSec ?? null;
      const sqlPerSec = run.sql[route.name]?.perSec ?? null;
      const workPerSec = work[route.name]?.perSec ?? null;
      const combined = combinedCeiling([httpPerSec, sqlPerSec, workPerSec]);
      const percent = percentOf(measured.load.perSec, combined);
      const target = route.target?.backends.includes(run.backend)
        ? {
            ...judge(
              { percentOfCeiling: percent, p99Ms: measured.load.p99Ms, errors: measured.load.errors },
              route.target,
            ),
            minPercentOfCeiling: route.target.minPercentOfCeiling,
            maxP99Ms: route.target.maxP99Ms,
            maxErrors: route.target.maxErrors,
          }
        : null;
      rows.push({
        backend: run.backend,
        route: route.name,
        method: route.method,
        path: route.path,
        connections: route.connections,
        durationS: Math.round(measured.load.durationS),
        requestsPerSec: measured.load.perSec,
        p50Ms: measured.load.p50Ms,
        p99Ms: measured.load.p99Ms,
        errors: measured.load.errors,
        non2xx: measured.load.non2xx,
        socketErrors: measured.load.socketErrors,
        peakRssMb: measured.peakRssMb,
        serverCpuPercent: measured.serverCpuPercent,
        ceilings: {
          httpPerSec,
          sqlPerSec,
          sqlNote: route.sql?.note ?? null,
          work: route.work && workPerSec !== null ? { name: route.work.name, perSec: workPerSec } : null,
          combinedPerSec: combined,
        },
        percentOfCeiling: percent,
        target,
      });
    }
  }
  return rows;
}

/** The results table and the target lines, as printed to stdout and copied into bench/README.md. */
export function renderReport(rows: ResultRow[]): string {
  const table = markdownTable(
    [
      "backend",
      "route",
      "conns",
      "req/s",
      "p50 ms",
      "p99 ms",
      "errors",
      "peak RSS MB",
      "server CPU",
      "HTTP ceiling/s",
      "SQL ceiling/s",
      "other ceiling/s",
      "combined/s",
      "% of ceiling",
      "target",
    ],
    rows.map((r) => [
      r.backend,
      r.route,
      String(r.connections),
      formatCount(r.requestsPerSec),
      formatMs(r.p50Ms),
      formatMs(r.p99Ms),
      formatCount(r.errors),
      formatCount(r.peakRssMb),
      formatPercent(r.serverCpuPercent),
      formatCount(r.ceilings.httpPerSec),
      formatCount(r.ceilings.sqlPerSec),
      r.ceilings.work ? `${formatCount(r.ceilings.work.perSec)} (${r.ceilings.work.name})` : "–",
      formatCount(r.ceilings.combinedPerSec),
      formatPercent(r.percentOfCeiling),
      r.target ? (r.target.pass ? "PASS" : "FAIL") : "–",
    ]),
    [
      "left",
      "left",
      "right",
      "right",
      "right",
      "right",
      "right",
      "right",
      "right",
      "right",
      "right",
      "right",
      "right",
      "right",
      "left",
    ],
  );
  const lines = [table, ""];
  for (const r of rows) {
    if (!r.target) continue;
    const goal = `≥ ${r.target.minPercentOfCeiling} % of ceiling, p99 ≤ ${r.target.maxP99Ms} ms, errors ≤ ${r.target.maxErrors}`;
    lines.push(
      `${r.target.pass ? "PASS" : "FAIL"}: ${r.route} on ${r.backend} at ${r.connections} connections (${goal})` +
        (r.target.pass ? "" : ` — ${r.target.misses.join("; ")}`),
    );
  }
  const notes = new Set(
    rows.flatMap((r) => (r.ceilings.sqlNote ? [`${r.route}: SQL ceiling = ${r.ceilings.sqlNote}`] : [])),
  );
  for (const note of notes) lines.push(note);
  return lines.join("\n");
}

/** Runs the whole benchmark; resolves to the exit code (0 unless the harness itself failed). */
export async function main(): Promise<number> {
  const settings = readSettings(process.env);
  const startedAt = new Date();
  const tmp = mkdtempSync(path.join(os.tmpdir(), "hr-bench-"));
  const cleanup = new Cleanup();
  cleanup.add("remove temp dir", () => rmSync(tmp, { recursive: true, force: true }));
  const onSignal = (signal: NodeJS.Signals) => {
    log(`${signal}: cleaning up`);
    void cleanup.runAll().then(() => process.exit(130));
  };
  process.once("SIGINT", onSignal);
  process.once("SIGTERM", onSignal);

  try {
    const backendRuns: BackendRun[] = [];
    for (const backend of settings.backends)
      backendRuns.push(await benchBackend(backend, settings, tmp, cleanup));

    const fixture = backendRuns[0]!.fixture;
    const responseBytes = new Map<string, number>();
    for (const run of backendRuns)
      for (const r of run.runs) if (!responseBytes.has(r.route)) responseBytes.set(r.route, r.responseBytes);
    const http = await benchHttpCeilings(settings, fixture, responseBytes, cleanup);
    const work = await benchWorkCeilings(settings, fixture);

    const rows = buildRows(settings, backendRuns, http, work);
    const finishedAt = new Date();
    const report = renderReport(rows);
    process.stdout.write(
      `\n## Benchmark ${startedAt.toISOString()} (${os.cpus().length} × ${os.cpus()[0]?.model ?? "cpu"}, Node ${process.version})\n\n${report}\n`,
    );
    for (const run of backendRuns) {
      if (run.serverLogLines > 0) {
        log(
          `${run.backend}: the server wrote ${run.serverLogLines} log lines at warn or above; the last ones:`,
        );
        process.stderr.write(`${run.serverLogTail.split("\n").slice(-5).join("\n")}\n`);
      }
    }

    const result = {
      startedAt: startedAt.toISOString(),
      finishedAt: finishedAt.toISOString(),
      machine: {
        node: process.version,
        platform: `${os.platform()} ${os.release()}`,
        cpus: os.cpus().length,
        cpuModel: os.cpus()[0]?.model ?? null,
        totalMemoryMb: Math.round(os.totalmem() / 1024 / 1024),
      },
      settings: {
        durationOverrideS: settings.durationOverrideS,
        warmupS: settings.warmupS,
        backends: settings.backends,
        routes: settings.routes.map((r) => r.name),
      },
      rows,
      raw: {
        httpCeilings: http,
        workCeilings: work,
        backends: backendRuns.map((b) => ({
          backend: b.backend,
          runs: b.runs,
          sqlCeilings: b.sql,
          serverVmHwmMb: b.serverVmHwmMb,
          serverLogLines: b.serverLogLines,
        })),
      },
    };
    const dir = path.join(ROOT, "bench/results");
    mkdirSync(dir, { recursive: true });
    const json = `${JSON.stringify(result, null, 2)}\n`;
    const file = path.join(dir, `${fileStamp(startedAt)}.json`);
    writeFileSync(file, json);
    writeFileSync(path.join(dir, "latest.json"), json);
    process.stdout.write(`\nResults: ${path.relative(ROOT, file)} (and bench/results/latest.json)\n`);
    return 0;
  } finally {
    process.off("SIGINT", onSignal);
    process.off("SIGTERM", onSignal);
    await cleanup.runAll();
  }
}
