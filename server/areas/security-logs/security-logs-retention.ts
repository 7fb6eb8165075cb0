import { sql } from "drizzle-orm";
import { retentionCutoff } from "../../../shared/security-logs/security-logs.rules";
import type { Database } from "../../db/client";
import { writeSecurityLog } from "../../lib/audit";
import { type JobLog, schedulePeriodicJob } from "../../lib/periodic-job";

/**
 * The retention (docs/product/security-logs.md §8): rows older than SECURITY_LOG_RETENTION_DAYS are removed
 * once a day, and the removal is itself logged (SECURITY_LOGS_PRUNED, with the count).
 *
 * The table refuses every UPDATE and DELETE (trigger `security_logs_append_only`, migration 0010) unless
 * the transaction has named a cutoff with set_config('app.security_logs_prune_before', …, true) — which only
 * this function does — and then only rows older than that cutoff, and only a cutoff at least 30 days old.
 * The setting is transaction-local: it ends with the transaction that made it.
 *
 * Rows go in batches, each its own transaction with its own log row, so that PGlite's one connection is
 * never held for long and a batch is never kept without its row. A transaction-level advisory lock makes
 * a second process skip rather than wait while another is pruning.
 */

/** The advisory lock of the retention (its first key; the second is 0). */
export const PRUNE_LOCK_CLASS = 0x534c47; // "SLG"
export const PRUNE_BATCH_ROWS = 10_000;

export interface PruneResult {
  /** The cutoff: rows before it were removed. */
  before: string;
  deleted: number;
  /** True when another process held the lock, so this one removed nothing. */
  skipped: boolean;
}

/** Removes the rows older than the retention; answers how many, and whether another process was at it. */
export async function pruneSecurityLogs(
  db: Database,
  now: Date,
  retentionDays: number,
): Promise<PruneResult> {
  const before = retentionCutoff(now, retentionDays).toISOString();
  let deleted = 0;
  for (;;) {
    const removed = await db.transaction((tx) => pruneBatch(tx, before, retentionDays));
    if (removed === null) return { before, deleted, skipped: true };
    deleted += removed;
    if (removed < PRUNE_BATCH_ROWS) return { before, deleted, skipped: false };
  }
}

/** One batch and its log row; null when another process holds the lock. */
async function pruneBatch(tx: Database, before: string, retentionDays: number): Promise<number | null> {
  const lock = (await tx.execute(
    sql`select pg_try_advisory_xact_lock(${PRUNE_LOCK_CLASS}::int, 0) as locked`,
  )) as unknown as { rows: { locked: boolean }[] };
  if (!lock.rows[0]?.locked) return null;
  await tx.execute(sql`select set_config('app.security_logs_prune_before', ${before}, true)`);
  const result = (await tx.execute(sql`
    with gone as (
      delete from security_logs where id in (
        select id from security_logs where "timestamp" < ${before}::timestamptz
        order by "timestamp" limit ${PRUNE_BATCH_ROWS}::int)
      returning 1)
    select count(*)::int as deleted from gone`)) as unknown as { rows: { deleted: number }[] };
  const deleted = Number(result.rows[0]?.deleted ?? 0);
  if (deleted > 0)
    await writeSecurityLog(
      tx,
      { ipAddress: null, userAgent: null },
      {
        level: "SECURITY",
        action: "SECURITY_LOGS_PRUNED",
        userId: null,
        companyId: null,
        resourceType: "security_log",
        message: `${deleted} security log row(s) from before ${before.slice(0, 10)} removed (retention ${retentionDays} days)`,
        metadata: { deleted, before, retentionDays },
      },
    );
  return deleted;
}

/**
 * Runs at start and then every `everyMs` (an hour) until stopped; the cutoff moves once a day, so the first
 * run after midnight UTC does the day's removal and the others find nothing. A run still going when the
 * next is due is not doubled; failures are logged, never thrown.
 */
export function scheduleSecurityLogPruning(
  run: () => Promise<PruneResult>,
  log: JobLog,
  everyMs = 60 * 60 * 1000,
): () => void {
  return schedulePeriodicJob(
    {
      run,
      everyMs,
      failure: "the security log retention failed",
      report: (result, l) => {
        if (result.deleted > 0) l.info(result, "security log rows past their retention removed");
      },
    },
    log,
  );
}
