// Pure helpers of the benchmark: ceiling arithmetic, the target verdict, the markdown table, and the
// report printed at the end of a run (renderReport).
import type { ResultRow } from "./rows";

/**
 * The throughput a route could reach if its only costs were its ceilings' costs, paid one after the
 * other: the per-request times add, so the rates combine harmonically, 1 / (1/a + 1/b + …).
 * Missing (null) or non-positive ceilings are ignored; null when none is left.
 */
export function combinedCeiling(ceilings: ReadonlyArray<number | null | undefined>): number | null {
  const usable = ceilings.filter((c): c is number => typeof c === "number" && Number.isFinite(c) && c > 0);
  if (usable.length === 0) return null;
  return 1 / usable.reduce((sum, c) => sum + 1 / c, 0);
}

/** `value` as a percentage of `ceiling`, or null when there is no ceiling. */
export function percentOf(value: number, ceiling: number | null): number | null {
  if (ceiling === null || !(ceiling > 0)) return null;
  return (value / ceiling) * 100;
}

export interface Target {
  minPercentOfCeiling: number;
  maxP99Ms: number;
  maxErrors: number;
}

export interface TargetInput {
  percentOfCeiling: number | null;
  p99Ms: number;
  errors: number;
}

export interface Verdict {
  pass: boolean;
  /** One line per missed criterion; empty when it passes. */
  misses: string[];
}

/** Checks one measured row against its target. A missing ceiling counts as a miss. */
export function judge(row: TargetInput, target: Target): Verdict {
  const misses: string[] = [];
  if (row.percentOfCeiling === null) misses.push("no ceiling measured");
  else if (row.percentOfCeiling < target.minPercentOfCeiling) {
    misses.push(`${row.percentOfCeiling.toFixed(1)} % of ceiling < ${target.minPercentOfCeiling} %`);
  }
  if (row.p99Ms > target.maxP99Ms) misses.push(`p99 ${row.p99Ms} ms > ${target.maxP99Ms} ms`);
  if (row.errors > target.maxErrors) misses.push(`${row.errors} errors > ${target.maxErrors}`);
  return { pass: misses.length === 0, misses };
}

/** A rate or a size with thousands separators and no decimals; "–" when absent. */
export function formatCount(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return "–";
  return Math.round(value).toLocaleString("en-US");
}

/** A percentage with one decimal; "–" when absent. */
export function formatPercent(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return "–";
  return `${value.toFixed(1)} %`;
}

/** Milliseconds as autocannon reports them (integers), or with one decimal below 10 ms. */
export function formatMs(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return "–";
  return value < 10 && !Number.isInteger(value) ? value.toFixed(1) : String(Math.round(value));
}

export type Align = "left" | "right";

/**
 * A GitHub markdown table whose columns are padded to line up in a terminal too.
 * `align` gives each column's alignment (left by default); a `|` inside a cell is escaped.
 */
export function markdownTable(headers: string[], rows: string[][], align: Align[] = []): string {
  const escapeCell = (cell: string) => cell.replaceAll("|", "\\|");
  const head = headers.map(escapeCell);
  const body = rows.map((row) => headers.map((_, i) => escapeCell(row[i] ?? "")));
  const widths = head.map((h, i) => Math.max(3, h.length, ...body.map((row) => row[i]!.length)));
  const pad = (cell: string, i: number) =>
    align[i] === "right" ? cell.padStart(widths[i]!) : cell.padEnd(widths[i]!);
  const line = (cells: string[]) => `| ${cells.map(pad).join(" | ")} |`;
  const rule = widths.map((w, i) => (align[i] === "right" ? `${"-".repeat(w - 1)}:` : "-".repeat(w)));
  return [line(head), `| ${rule.join(" | ")} |`, ...body.map(line)].join("\n");
}

/** The value at quantile q (0..1) of an ascending-sorted list, nearest-rank; 0 for an empty list. */
export function quantile(sorted: ArrayLike<number>, q: number): number {
  if (sorted.length === 0) return 0;
  const rank = Math.min(sorted.length, Math.max(1, Math.ceil(q * sorted.length)));
  return sorted[rank - 1]!;
}

/** A file-name-safe timestamp: 2025-01-31T12-34-56Z. */
export function fileStamp(date: Date): string {
  return date
    .toISOString()
    .replace(/\.\d{3}Z$/, "Z")
    .replaceAll(":", "-");
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
