import { describeHostCpu, type HostCpu } from "./host-cpu";
import type { Backend, HotRoute, Who } from "./hot-routes-plan";
import { formatCount, formatMs, formatPercent, markdownTable } from "./report";
import { describeWal, type WalPerRequest } from "./wal";

export interface HotRow {
  backend: Backend;
  /** App processes serving the port: 1, or one per core (npm start's default on PostgreSQL). */
  processes: number;
  route: string;
  who: Who;
  connections: number;
  perSec: number;
  p50Ms: number;
  p95Ms: number | null;
  p99Ms: number;
  errors: number;
  serverCpuPercent: number | null;
  /** Where the host's CPU went while the route was loaded: each app process, PostgreSQL, the bench, idle. */
  hostCpu: HostCpu;
  statements: number;
  httpPerSec: number | null;
  sqlPerSec: number | null;
  otherPerSec: number | null;
  combinedPerSec: number | null;
  percentOfCeiling: number | null;
  rotated: number | null;
  /** PostgreSQL's rotating writes: WAL a request (bench/wal.ts). */
  wal: WalPerRequest | null;
  pass: boolean;
  misses: string[];
}

/**
 * The targets of issue 14. PostgreSQL: ≥ 70 % of the combined ceiling, p99 ≤ 50 ms (dashboards 150),
 * zero errors, and a route's own floor (people list 900 req/s, sign-in 90 req/s). PGlite: p95 ≤ 20 ms and
 * zero errors.
 */
export function judgeHot(
  backend: Backend,
  route: Pick<HotRoute, "maxP99Ms" | "minPerSec">,
  row: Pick<HotRow, "perSec" | "p95Ms" | "p99Ms" | "errors" | "percentOfCeiling">,
): string[] {
  const misses: string[] = [];
  if (row.errors > 0) misses.push(`${row.errors} errors`);
  const maxP99Ms = route.maxP99Ms; // null: throughput is the route's target, not latency
  if (backend === "pglite") {
    if (maxP99Ms !== null && (row.p95Ms === null || row.p95Ms > 20))
      misses.push(`p95 ${row.p95Ms} ms > 20 ms`);
    return misses;
  }
  if (row.percentOfCeiling === null) misses.push("no ceiling");
  else if (row.percentOfCeiling < 70) misses.push(`${row.percentOfCeiling.toFixed(1)} % of ceiling < 70 %`);
  if (maxP99Ms !== null && row.p99Ms > maxP99Ms) misses.push(`p99 ${row.p99Ms} ms > ${maxP99Ms} ms`);
  if (route.minPerSec !== undefined && row.perSec < route.minPerSec) {
    misses.push(`${Math.round(row.perSec)} req/s < ${route.minPerSec}`);
  }
  return misses;
}

export function renderHotTable(rows: HotRow[]): string {
  return markdownTable(
    [
      "backend",
      "procs",
      "route",
      "as",
      "conns",
      "req/s",
      "p50 ms",
      "p95 ms",
      "p99 ms",
      "errors",
      "server CPU",
      "SQL stmts",
      "HTTP ceiling/s",
      "SQL ceiling/s",
      "argon2/s",
      "combined/s",
      "% of ceiling",
      "target",
    ],
    rows.map((r) => [
      r.backend,
      String(r.processes),
      r.route,
      r.who,
      String(r.connections),
      formatCount(r.perSec),
      formatMs(r.p50Ms),
      formatMs(r.p95Ms),
      formatMs(r.p99Ms),
      formatCount(r.errors),
      formatPercent(r.serverCpuPercent),
      String(r.statements),
      formatCount(r.httpPerSec),
      formatCount(r.sqlPerSec),
      formatCount(r.otherPerSec),
      formatCount(r.combinedPerSec),
      formatPercent(r.percentOfCeiling),
      r.pass ? "PASS" : `FAIL: ${r.misses.join("; ")}`,
    ]),
    [
      "left",
      "right",
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
      "right",
      "left",
    ],
  );
}

/**
 * A rotating write's footnote: how many requests went over how many employees, on PostgreSQL the WAL each
 * wrote, and where the host's CPU went ("postgresql × 2 processes POST /api/attendances (clock-in): 3431
 * requests over 19749 employees (their sessions); 9.6 KB of WAL a request, 7.9 KB of it full page images;
 * CPU: app 41 + 39 % (waiting for a core 61 + 58 %), PostgreSQL 93 % (waiting 148 %), bench 17 %, idle 1 %,
 * steal 0 %").
 */
export function rotationNote(
  row: Pick<HotRow, "backend" | "processes" | "route" | "rotated" | "wal"> & Partial<Pick<HotRow, "hostCpu">>,
  employees: number,
): string {
  const processes = row.processes > 1 ? ` × ${row.processes} processes` : "";
  const whose = row.route.startsWith("POST /api/login") ? "their usernames" : "their sessions";
  const wal = row.wal ? `; ${describeWal(row.wal)}` : "";
  const cpu = row.hostCpu ? `; CPU: ${describeHostCpu(row.hostCpu)}` : "";
  return `${row.backend}${processes} ${row.route}: ${row.rotated} requests over ${employees} employees (${whose})${wal}${cpu}`;
}

/** One line per backend and process count: how many of its routes passed ("postgresql, 2 processes: 9 of 20 PASS"). */
export function summarizeHot(rows: Pick<HotRow, "backend" | "processes" | "pass">[]): string {
  const groups = new Map<string, { passed: number; total: number }>();
  for (const r of rows) {
    const key = `${r.backend}, ${r.processes} ${r.processes === 1 ? "process" : "processes"}`;
    const g = groups.get(key) ?? { passed: 0, total: 0 };
    g.total++;
    if (r.pass) g.passed++;
    groups.set(key, g);
  }
  return [...groups].map(([key, g]) => `${key}: ${g.passed} of ${g.total} PASS`).join("\n");
}
