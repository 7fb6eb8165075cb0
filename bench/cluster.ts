// One process against all of them (issue 14): boots the server on a throw-away PostgreSQL database with
// WEB_CONCURRENCY=1, loads a couple of hot routes with autocannon, stops it, boots it again on the same
// database with one process per core (server/cluster.ts) and loads the same routes; prints both side by side.
// BENCH_CLUSTER_ROUNDS (2) repeats the pair in the order 1, N, N, 1, since a shared machine's load drifts.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { createPool, fromPool } from "../server/db/client";
import { buildUser } from "../server/db/seed/factories";
import { Cleanup } from "./cleanup";
import { createBenchDatabase, serverBaseUrl } from "./databases";
import { type LoadResult, runHttp } from "./load";
import { log } from "./log";
import { freePort, procCpuMs, processTree, ROOT, startServer, treeCpuMs } from "./processes";
import { fileStamp } from "./report";
import type { Fixture } from "./routes";
import { seedFixture } from "./seed";

const PEOPLE = 25;
const CONNECTIONS = 50;

const ROUTES: Array<{ name: string; path: (f: Fixture) => string }> = [
  { name: "GET /api/user", path: () => "/api/user" },
  {
    name: `GET /api/companies/{id}/users (${PEOPLE + 1} people)`,
    path: (f) => `/api/companies/${f.companyId}/users`,
  },
];

function settings(env: NodeJS.ProcessEnv) {
  const positive = (name: string, fallback: number) => {
    const value = Number(env[name]);
    return Number.isFinite(value) && value > 0 ? value : fallback;
  };
  return {
    durationS: positive("BENCH_DURATION", 10),
    warmupS: positive("BENCH_WARMUP", 2),
    allProcesses: Math.trunc(positive("BENCH_CLUSTER_PROCESSES", os.availableParallelism())),
    rounds: Math.trunc(positive("BENCH_CLUSTER_ROUNDS", 2)),
  };
}

interface Row extends LoadResult {
  round: number;
  processes: number;
  route: string;
  /** Server CPU (every process of the tree) in % of one core. */
  serverCpuPct: number;
}

export async function main(): Promise<number> {
  const s = settings(process.env);
  const cleanup = new Cleanup();
  const tmp = mkdtempSync(path.join(os.tmpdir(), "hr-bench-cluster-"));
  cleanup.add("remove temp dir", () => rmSync(tmp, { recursive: true, force: true }));
  try {
    const database = await createBenchDatabase(serverBaseUrl());
    cleanup.add("drop database", () => database.drop());
    let fixture: Fixture | undefined;
    const rows: Row[] = [];
    // Rounds in the order 1, N, N, 1, …: a machine growing busier or quieter weighs on both alike.
    const order = Array.from({ length: s.rounds }, (_, i) =>
      i % 2 === 0 ? [1, s.allProcesses] : [s.allProcesses, 1],
    ).flatMap((pair, i) => pair.map((processes) => ({ round: i + 1, processes })));
    const loadAverage = os.loadavg()[0]!;
    for (const { round, processes } of order) {
      const port = await freePort();
      log(`cluster: round ${round}, ${processes} process(es) on ${database.name}`);
      const server = await startServer({
        script: "server/index.ts",
        port,
        readyPath: "/api/health",
        env: {
          PORT: String(port),
          HOST: "127.0.0.1",
          APP_URL: `http://127.0.0.1:${port}`,
          DATA_DIR: tmp,
          DATABASE_URL: database.url,
          WEB_CONCURRENCY: String(processes),
          LOG_LEVEL: "warn",
          AUTH_RATE_LIMIT: "1000000000",
        },
      });
      const stop = cleanup.add("stop server", () => server.stop());
      if (!fixture) {
        fixture = await seedFixture(server.baseUrl);
        const handle = fromPool(createPool(database.url, 2));
        for (let i = 0; i < PEOPLE; i++) await buildUser(handle.db, { companyId: fixture.companyId });
        await handle.close();
      }
      for (const route of ROUTES) {
        const spec = {
          url: server.baseUrl + route.path(fixture),
          method: "GET",
          headers: { cookie: fixture.cookie },
          connections: CONNECTIONS,
        };
        await runHttp(spec, s.warmupS); // also lets every worker of the cluster reach its listen
        const cpuBefore = treeCpuMs(server.pid) ?? 0;
        const result = await runHttp(spec, s.durationS);
        const cpuPct = (((treeCpuMs(server.pid) ?? 0) - cpuBefore) / (result.durationS * 1000)) * 100;
        rows.push({
          round,
          processes,
          route: route.name,
          ...result,
          serverCpuPct: Math.round(cpuPct * 10) / 10,
        });
        log(`cluster: ${processes} × ${route.name}: ${Math.round(result.perSec)} req/s`);
        if (result.errors > 0) {
          const alive = processTree(server.pid).filter((pid) => procCpuMs(pid) !== null);
          log(
            `cluster: ${result.errors} errors; server processes still running: ${alive.join(", ") || "none"}`,
          );
        }
      }
      if (server.lineCount() > 0) {
        log(`cluster: the server wrote ${server.lineCount()} log lines at warn or above; the last ones:`);
        process.stderr.write(`${server.tail().split("\n").slice(-5).join("\n")}\n`);
      }
      await stop();
    }

    const one = (r: Row) =>
      rows.find((o) => o.round === r.round && o.processes === 1 && o.route === r.route)!;
    const sorted = [...rows].sort(
      (a, b) => a.route.localeCompare(b.route) || a.round - b.round || a.processes - b.processes,
    );
    const total = (route: string, processes: number) =>
      rows
        .filter((r) => r.route === route && r.processes === processes)
        .reduce((sum, r) => sum + r.perSec, 0);
    const lines = [
      "| round | processes | route | conns | req/s | × one process | p50 ms | p99 ms | errors | server CPU |",
      "| --: | --: | --- | --: | --: | --: | --: | --: | --: | --: |",
      ...sorted.map(
        (r) =>
          `| ${r.round} | ${r.processes} | ${r.route} | ${CONNECTIONS} | ${Math.round(r.perSec).toLocaleString("en")} | ${(r.perSec / one(r).perSec).toFixed(2)} | ${r.p50Ms} | ${r.p99Ms} | ${r.errors} | ${r.serverCpuPct} % |`,
      ),
      "",
      ...ROUTES.map(
        (route) =>
          `${route.name}: ${s.allProcesses} processes serve ${(total(route.name, s.allProcesses) / total(route.name, 1)).toFixed(2)} × one process's requests over ${s.rounds} round(s).`,
      ),
    ];
    process.stdout.write(
      `\n## One process and ${s.allProcesses} on PostgreSQL (${os.cpus().length} × ${os.cpus()[0]?.model ?? "cpu"}, Node ${process.version}, load average ${loadAverage.toFixed(1)} at start)\n\n${lines.join("\n")}\n`,
    );
    const dir = path.join(ROOT, "bench", "results");
    mkdirSync(dir, { recursive: true });
    const file = path.join(dir, `cluster-${fileStamp(new Date())}.json`);
    writeFileSync(
      file,
      `${JSON.stringify({ at: new Date().toISOString(), cpus: os.cpus().length, loadAverage, settings: s, connections: CONNECTIONS, rows }, null, 2)}\n`,
    );
    process.stdout.write(`\nResults: ${path.relative(ROOT, file)}\n`);
    return 0;
  } finally {
    await cleanup.runAll();
  }
}
