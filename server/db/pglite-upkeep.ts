import { sql } from "drizzle-orm";
import type { JobLog } from "../lib/periodic-job";
import { schedulePeriodicJob } from "../lib/periodic-job";
import { type Database, rowsOf } from "./client";

/**
 * What PostgreSQL's autovacuum does, done by the app on the embedded database (docs/ARCHITECTURE.md,
 * "Databases"). PGlite runs no background workers: without this its tables are never analyzed (the planner
 * guesses every selectivity: a month of a company's attendance counted 6 times slower), never vacuumed (no
 * visibility map for index-only scans, dead rows never reclaimed but by page pruning), and its activity
 * counters start at zero each time the database is opened.
 */

/** How often the tables are looked at: autovacuum's own default nap. */
export const UPKEEP_EVERY_MS = 60_000;

/** A table's standing, from the catalog (as of its last vacuum or analyze) and this opening's counters. */
export interface TableStanding {
  schema: string;
  table: string;
  /** Its size now, in pages. */
  pages: number;
  /** Pages all visible at the last vacuum (0 when never vacuumed). */
  allVisiblePages: number;
  /** Rows at the last vacuum or analyze (-1 when neither ever ran, 0 when it found none). */
  tuples: number;
  /** Whether the planner has statistics of its columns (an analyze ever ran on it with rows in it). */
  hasStatistics: boolean;
  deadRows: number;
  insertedSinceVacuum: number;
  modifiedSinceAnalyze: number;
}

export type UpkeepAction = "vacuum analyze" | "vacuum" | "analyze";

/**
 * PostgreSQL's default autovacuum thresholds (dead or inserted rows past a fifth of the table, changed rows
 * past a tenth), plus two that survive a reopening, which the counters do not: more than a fifth of the pages
 * written since the last vacuum (not all visible), and a table with rows but no statistics.
 */
export function upkeepActionFor(t: TableStanding): UpkeepAction | null {
  const rows = Math.max(t.tuples, 0);
  // Written since its last vacuum, by this opening or an earlier one: its statistics are as old.
  const stalePages = t.pages - t.allVisiblePages > 8 + 0.2 * t.pages;
  const vacuum = stalePages || t.deadRows > 50 + 0.2 * rows || t.insertedSinceVacuum > 1000 + 0.2 * rows;
  // A table analyzed empty has no statistics either, but knows it has no rows (0, where never is -1).
  const analyze =
    stalePages ||
    (t.pages > 0 && t.tuples !== 0 && !t.hasStatistics) ||
    t.modifiedSinceAnalyze > 50 + 0.1 * rows;
  if (vacuum && analyze) return "vacuum analyze";
  if (vacuum) return "vacuum";
  return analyze ? "analyze" : null;
}

async function standings(db: Database): Promise<TableStanding[]> {
  // The counters (pg_stat_user_tables' own functions, without the view's planning) are handed over at most
  // once a second; this hands the pending ones over now.
  await db.execute(sql`select pg_stat_force_next_flush()`);
  const rows = rowsOf<Record<string, unknown>>(
    await db.execute(sql`
      select n.nspname as "schema", c.relname as "table",
        (pg_relation_size(c.oid) / current_setting('block_size')::int)::int as "pages",
        c.relallvisible as "allVisiblePages",
        c.reltuples::float8 as "tuples",
        exists (select 1 from pg_statistic st where st.starelid = c.oid) as "hasStatistics",
        pg_stat_get_dead_tuples(c.oid)::int as "deadRows",
        pg_stat_get_ins_since_vacuum(c.oid)::int as "insertedSinceVacuum",
        pg_stat_get_mod_since_analyze(c.oid)::int as "modifiedSinceAnalyze"
      from pg_class c
      join pg_namespace n on n.oid = c.relnamespace
      where c.relkind = 'r' and n.nspname not in ('pg_catalog', 'information_schema')
        and n.nspname not like 'pg_toast%'
      order by n.nspname, c.relname`),
  );
  return rows.map((r) => ({
    schema: String(r.schema),
    table: String(r.table),
    pages: Number(r.pages),
    allVisiblePages: Number(r.allVisiblePages),
    tuples: Number(r.tuples),
    hasStatistics: r.hasStatistics === true,
    deadRows: Number(r.deadRows),
    insertedSinceVacuum: Number(r.insertedSinceVacuum),
    modifiedSinceAnalyze: Number(r.modifiedSinceAnalyze),
  }));
}

export interface UpkeepStep {
  /** The table's name, with its schema when that is not public. */
  table: string;
  action: UpkeepAction;
  ms: number;
}

/**
 * One round: every table due is vacuumed or analyzed, one statement each, so that requests queued behind
 * the embedded database's single connection run between them. The first round on a database that never had
 * one reads every table (about 1.5 s for 2,000 people with a year of attendance); later ones only what
 * changed (10–15 ms when nothing is due).
 */
export async function upkeepPglite(db: Database): Promise<UpkeepStep[]> {
  const steps: UpkeepStep[] = [];
  for (const standing of await standings(db)) {
    const action = upkeepActionFor(standing);
    if (!action) continue;
    const started = performance.now();
    const table = sql`${sql.identifier(standing.schema)}.${sql.identifier(standing.table)}`;
    if (action === "analyze") await db.execute(sql`analyze ${table}`);
    else if (action === "vacuum") await db.execute(sql`vacuum ${table}`);
    else await db.execute(sql`vacuum (analyze) ${table}`);
    const name = standing.schema === "public" ? standing.table : `${standing.schema}.${standing.table}`;
    steps.push({ table: name, action, ms: Math.round(performance.now() - started) });
  }
  return steps;
}

/**
 * The embedded database's upkeep every minute, the first a minute after the start (server/serve.ts): a round
 * in a process that has not had one yet opens every table and reads the catalog, 20–90 ms, which the first
 * requests need not wait behind.
 */
export function schedulePgliteUpkeep(db: Database, log: JobLog): () => void {
  return schedulePeriodicJob(
    {
      run: () => upkeepPglite(db),
      everyMs: UPKEEP_EVERY_MS,
      firstAfterMs: UPKEEP_EVERY_MS,
      report: (steps, jobLog) => {
        if (steps.length > 0) jobLog.info({ steps }, "embedded database vacuumed and analyzed");
      },
      failure: "the embedded database's upkeep failed",
    },
    log,
  );
}
