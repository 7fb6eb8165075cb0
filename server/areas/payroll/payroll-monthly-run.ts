import { and, asc, eq, or, sql } from "drizzle-orm";
import { todayIn } from "../../../shared/common/time.rules";
import { periodLabel, periodOfDate } from "../../../shared/payroll/payroll.rules";
import type { Database } from "../../db/client";
import { writeSecurityLog } from "../../lib/audit";
import { type JobLog, schedulePeriodicJob } from "../../lib/periodic-job";
import { companies } from "../companies/companies.table";
import { payrollRuns } from "./payroll.table";
import { generatePayrollRows } from "./payroll-generation";

/**
 * The monthly run (docs/product/payroll.md §4): from the 1st of each month in a payroll-enabled company's
 * own time zone, that company gets its Pending rows for the month, once. A run that finds a company whose
 * current month has not been run yet — the server was stopped over the 1st, or payroll was just enabled —
 * runs it then, so a missed month is made up at the next start. It runs outside any request.
 *
 * Once per company and month, whatever the number of processes: the `payroll_runs` ledger's key admits one
 * row per company and month, written in the same transaction as the rows it records, and a transaction-level
 * advisory lock per company lets a second process skip a company another is running instead of waiting on
 * it. The rows themselves are inserted against their own unique key too (payroll-generation.ts).
 */

/** The advisory lock namespace of the run (its first key; the company id is the second). */
export const RUN_LOCK_CLASS = 0x504159; // "PAY"

export interface MonthlyRunEntry {
  companyId: number;
  month: number;
  year: number;
  created: number;
  skipped: number;
}

interface DueCompany {
  id: number;
  month: number;
  year: number;
}

/** Runs the current month of every payroll-enabled company that has not had it yet; answers what it did. */
export async function runMonthlyPayroll(db: Database, now: Date): Promise<MonthlyRunEntry[]> {
  const enabled = await db
    .select({ id: companies.id, timezone: companies.timezone })
    .from(companies)
    .where(and(eq(companies.payrollEnabled, true), eq(companies.isDeleted, false)))
    .orderBy(asc(companies.id));
  const candidates: DueCompany[] = enabled.map((company) => ({
    id: company.id,
    ...periodOfDate(todayIn(company.timezone, now)),
  }));
  if (candidates.length === 0) return [];

  // Near a month's turn, zones disagree on the month: at most two periods to look up.
  const periods = [...new Map(candidates.map((c) => [`${c.year}-${c.month}`, c])).values()];
  const done = await db
    .select({ companyId: payrollRuns.companyId, month: payrollRuns.month, year: payrollRuns.year })
    .from(payrollRuns)
    .where(or(...periods.map((p) => and(eq(payrollRuns.year, p.year), eq(payrollRuns.month, p.month)))));
  const ran = new Set(done.map((r) => `${r.companyId}:${r.year}-${r.month}`));

  const entries: MonthlyRunEntry[] = [];
  for (const company of candidates) {
    if (ran.has(`${company.id}:${company.year}-${company.month}`)) continue;
    const entry = await db.transaction((tx) => runCompanyMonth(tx, company, now));
    if (entry) entries.push(entry);
  }
  return entries;
}

/** One company's month in one transaction: the ledger row, the rows, the log row; null when not due after all. */
async function runCompanyMonth(
  tx: Database,
  company: DueCompany,
  now: Date,
): Promise<MonthlyRunEntry | null> {
  const lock = (await tx.execute(
    sql`select pg_try_advisory_xact_lock(${RUN_LOCK_CLASS}::int, ${company.id}::int) as locked`,
  )) as unknown as { rows: { locked: boolean }[] };
  if (!lock.rows[0]?.locked) return null;
  // Payroll may have been switched off, or the company deleted, since the list was read.
  const [still] = await tx
    .select({ id: companies.id })
    .from(companies)
    .where(
      and(eq(companies.id, company.id), eq(companies.payrollEnabled, true), eq(companies.isDeleted, false)),
    );
  if (!still) return null;
  const [run] = await tx
    .insert(payrollRuns)
    .values({ companyId: company.id, month: company.month, year: company.year, ranAt: now })
    .onConflictDoNothing({ target: [payrollRuns.companyId, payrollRuns.year, payrollRuns.month] })
    .returning({ id: payrollRuns.id });
  if (!run) return null;
  const period = { month: company.month, year: company.year };
  const result = await generatePayrollRows(tx, company.id, period, now);
  await tx.update(payrollRuns).set({ created: result.created }).where(eq(payrollRuns.id, run.id));
  await writeSecurityLog(
    tx,
    { ipAddress: null, userAgent: null },
    {
      level: "INFO",
      action: "PAYROLL_GENERATED",
      userId: null,
      companyId: company.id,
      resourceType: "payroll",
      message: `Monthly payroll for ${periodLabel(period.month, period.year)} generated: ${result.created} row(s) created`,
      metadata: {
        trigger: "monthly",
        month: period.month,
        year: period.year,
        created: result.created,
        skipped: result.skipped.map((person) => person.userId),
      },
    },
  );
  return { companyId: company.id, ...period, created: result.created, skipped: result.skipped.length };
}

/**
 * Runs at start and then every `everyMs` until stopped (a quarter of an hour: a company's rows appear
 * soon after its midnight on the 1st). A run still going when the next is due is not doubled; failures
 * are logged, never thrown.
 */
export function scheduleMonthlyPayroll(
  run: () => Promise<MonthlyRunEntry[]>,
  log: JobLog,
  everyMs = 15 * 60 * 1000,
): () => void {
  return schedulePeriodicJob(
    {
      run,
      everyMs,
      failure: "the monthly payroll run failed",
      report: (entries, l) => {
        for (const entry of entries) l.info(entry, "monthly payroll generated");
      },
    },
    log,
  );
}
