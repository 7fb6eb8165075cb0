// The hot routes of every area on the bulk data set (issue 14): `BENCH_SUITES=hot-routes npm run bench`.
// Builds seed:bulk's data set (plus candidates, a year of leave, payroll and transactions, and the security
// log rows of bench/security-logs.ts) once per backend, records the SQL each route runs (the real app,
// in this process, with a query logger), boots the server on it, loads each route with autocannon, then
// replays each route's recorded SQL as its ceiling and prints one table. See bench/README.md.
import { mkdirSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { Cleanup } from "./cleanup";
import { type BackendResult, benchBackend, type Measured } from "./hot-routes-load";
import { hotRoutes, hotSettings } from "./hot-routes-plan";
import { type HotRow, judgeHot, renderHotTable, rotationNote, summarizeHot } from "./hot-routes-report";
import type { LoadResult } from "./load";
import { ROOT } from "./processes";
import { combinedCeiling, fileStamp } from "./report";

export async function main(): Promise<number> {
  const s = hotSettings(process.env);
  const routes = s.routes
    ? hotRoutes.filter((r) =>
        s.routes.split(",").some((f) => r.name.toLowerCase().includes(f.trim().toLowerCase())),
      )
    : hotRoutes;
  if (routes.length === 0) throw new Error(`BENCH_ROUTES "${s.routes}" matches no hot route`);
  const startedAt = new Date();
  const load = os.loadavg();
  const cleanup = new Cleanup();
  try {
    const results: BackendResult[] = [];
    for (const backend of s.backends) results.push(await benchBackend(backend, s, routes, cleanup));
    const rows: HotRow[] = results.flatMap((r) =>
      r.measured.map((m) => {
        const httpPerSec = m.http?.perSec ?? null;
        const sqlPerSec = m.sql?.perSec ?? null;
        const otherPerSec = m.other?.perSec ?? null;
        const combinedPerSec = combinedCeiling([httpPerSec, sqlPerSec, otherPerSec]);
        const row = {
          backend: r.backend,
          processes: m.processes,
          route: m.route.name,
          who: m.route.who,
          connections: m.route.connections,
          perSec: m.load.perSec,
          p50Ms: m.load.p50Ms,
          p95Ms: m.load.p95Ms ?? null,
          p99Ms: m.load.p99Ms,
          errors: m.load.errors,
          serverCpuPercent: m.serverCpuPercent,
          hostCpu: m.hostCpu,
          statements: r.statements.get(m.route.name) ?? 0,
          httpPerSec,
          sqlPerSec,
          otherPerSec,
          combinedPerSec,
          percentOfCeiling: combinedPerSec ? (m.load.perSec / combinedPerSec) * 100 : null,
          rotated: m.rotated,
          wal: m.wal,
        };
        const misses = judgeHot(r.backend, m.route, row);
        return { ...row, pass: misses.length === 0, misses };
      }),
    );
    const finishedAt = new Date();
    const sizes = results
      .map(
        (r) =>
          `${r.backend}: ${r.size.companies} companies, ${r.size.employees} people, ${r.size.days} days, ${r.size.logRows} log rows (loaded in ${Math.round(r.seedSeconds)} s)`,
      )
      .join("; ");
    // Each route's rows side by side: one process, then one per core.
    const order = (r: HotRow) => [
      s.backends.indexOf(r.backend),
      routes.findIndex((x) => x.name === r.route),
      r.processes,
    ];
    rows.sort((a, b) => {
      const [x, y] = [order(a), order(b)];
      return x[0]! - y[0]! || x[1]! - y[1]! || x[2]! - y[2]!;
    });
    process.stdout.write(
      `\n## Hot routes ${startedAt.toISOString()} (${os.cpus().length} × ${os.cpus()[0]?.model ?? "cpu"}, Node ${process.version}, load average at start ${load.map((l) => l.toFixed(2)).join(" ")}; ${s.warmupS} s warm-up + ${s.durationS} s each)\n\n${sizes}\n\n${renderHotTable(rows)}\n\n${summarizeHot(rows)}\n`,
    );
    for (const r of rows.filter((x) => x.rotated !== null)) {
      const employees = results.find((x) => x.backend === r.backend)!.world.rotation.length;
      process.stdout.write(`${rotationNote(r, employees)}\n`);
    }
    const dir = path.join(ROOT, "bench", "results");
    mkdirSync(dir, { recursive: true });
    const file = path.join(dir, `hot-routes-${fileStamp(startedAt)}.json`);
    writeFileSync(
      file,
      `${JSON.stringify(
        {
          startedAt,
          finishedAt,
          loadAverageAtStart: load,
          loadAverageAtEnd: os.loadavg(),
          settings: { ...s, routes: routes.map((r) => r.name) },
          data: results.map((r) => ({ backend: r.backend, size: r.size, seedSeconds: r.seedSeconds })),
          recordedSql: Object.fromEntries(results.map((r) => [r.backend, r.recorded])),
          rows,
          http: ceilingsBy(results, (m) => m.http),
          sql: ceilingsBy(results, (m) => m.sql),
          argon2: ceilingsBy(results, (m) => m.other),
        },
        null,
        2,
      )}\n`,
    );
    process.stdout.write(`\nResults: ${path.relative(ROOT, file)}\n`);
    return 0;
  } finally {
    await cleanup.runAll();
  }
}

/** One kind of ceiling of every measured row, by "<backend> <processes> <route>". */
function ceilingsBy(results: BackendResult[], pick: (m: Measured) => LoadResult | null) {
  return Object.fromEntries(
    results.flatMap((r) => r.measured.map((m) => [`${r.backend} ${m.processes} ${m.route.name}`, pick(m)])),
  );
}
