// One result row per backend and route: the measurement, its ceilings combined, and the target verdict.
// The rows are the table on stdout and the `rows` of the result JSON.
import type { BackendRun } from "./backend-run";
import type { LoadResult } from "./load";
import { combinedCeiling, judge, percentOf, type Verdict } from "./report";
import type { Backend, Settings } from "./settings";

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

export function buildRows(
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
