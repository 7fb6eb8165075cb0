import { and, inArray, isNotNull, ne, sql } from "drizzle-orm";
import {
  ERASED_EMAIL_DOMAIN,
  ERASED_FIRST_NAME,
  ERASED_LAST_NAME,
  ERASED_TEXT,
  erasureCutoff,
} from "../../../shared/users/personal-data.rules";
import type { Database } from "../../db/client";
import { writeSecurityLog } from "../../lib/audit";
import { type JobLog, schedulePeriodicJob } from "../../lib/periodic-job";
import { attendances } from "../attendance/attendance.table";
import { sessions } from "../auth/sessions.table";
import { userTokens } from "../auth/tokens.table";
import { twoFactorChallenges, twoFactorCredentials, twoFactorRecoveryCodes } from "../auth/two-factor.table";
import { leaveRequests } from "../leaves/leaves.table";
import { users } from "./users.table";

/**
 * The erasure (docs/product/employees.md §9): once PERSONAL_DATA_RETENTION_DAYS have passed since a person
 * was removed (or their company was), their personal details go, and the records the company must keep —
 * payroll, leave and attendance rows with their dates and figures, the security log — stay, pointing at a
 * record that now reads 'Former employee'.
 *
 * For each such person, in one transaction per batch with its own PERSONAL_DATA_ERASED row:
 * - the record: names → 'Former' 'employee', the address → `erased-<id>@erased.invalid` (unique, as the id
 *   is; `.invalid` never receives mail), the password hash emptied (nothing verifies against it), the
 *   lockout and verification cleared; it stays removed. Role, company, department, leave allocation and pay
 *   settings stay: they are the employment record payroll and leave accounting read.
 * - every e-mail token and session row of theirs is deleted (a session holds an IP address and browser);
 * - the free text they wrote: leave reasons become '(erased)' (they can name an illness), attendance notes
 *   ("key tasks") are emptied. The rows, dates, hours and statuses stay.
 * The security log is append-only (a trigger refuses UPDATE): its rows keep the person's id, which now
 * resolves to 'Former employee'; they go at their own retention (SECURITY_LOG_RETENTION_DAYS).
 *
 * A person is erased once: the address shows it, so a second run finds nobody and writes nothing. A
 * transaction-level advisory lock makes a second process skip rather than do the same work.
 */

/** The advisory lock of the erasure (its first key; the second is 0). */
export const ERASURE_LOCK_CLASS = 0x504445; // "PDE"
export const ERASURE_BATCH_PEOPLE = 200;

export interface ErasureResult {
  /** The cutoff: people removed before it were erased. */
  before: string;
  erased: number;
  /** True when another process held the lock, so this one erased nobody. */
  skipped: boolean;
}

/** The erased address, in SQL, for the row's own id: the same as erasedUsername(id). */
const erasedAddress = sql`'erased-' || ${users.id} || ${`@${ERASED_EMAIL_DOMAIN}`}`;

/** Erases everyone removed before the period; answers how many, and whether another process was at it. */
export async function erasePersonalData(
  db: Database,
  now: Date,
  retentionDays: number,
): Promise<ErasureResult> {
  const before = erasureCutoff(now, retentionDays).toISOString();
  let erased = 0;
  for (;;) {
    const done = await db.transaction((tx) => eraseBatch(tx, now, before, retentionDays));
    if (done === null) return { before, erased, skipped: true };
    erased += done;
    if (done < ERASURE_BATCH_PEOPLE) return { before, erased, skipped: false };
  }
}

/** One batch and its log row; null when another process holds the lock. */
async function eraseBatch(
  tx: Database,
  now: Date,
  before: string,
  retentionDays: number,
): Promise<number | null> {
  const lock = (await tx.execute(
    sql`select pg_try_advisory_xact_lock(${ERASURE_LOCK_CLASS}::int, 0) as locked`,
  )) as unknown as { rows: { locked: boolean }[] };
  if (!lock.rows[0]?.locked) return null;

  const due = (await tx.execute(sql`
    select u.id from users u left join companies c on c.id = u.company_id
    where u.username <> 'erased-' || u.id || ${`@${ERASED_EMAIL_DOMAIN}`}
      and ((u.is_deleted and u.deleted_at < ${before}::timestamptz)
        or (c.is_deleted and c.deleted_at < ${before}::timestamptz))
    order by u.id
    limit ${ERASURE_BATCH_PEOPLE}::int
    for update of u`)) as unknown as { rows: { id: number }[] };
  const ids = due.rows.map((r) => Number(r.id));
  if (ids.length === 0) return 0;

  await tx
    .update(users)
    .set({
      username: erasedAddress,
      firstName: ERASED_FIRST_NAME,
      lastName: ERASED_LAST_NAME,
      passwordHash: "",
      isVerified: false,
      failedLoginAttempts: 0,
      isLocked: false,
      lockedUntil: null,
      isDeleted: true,
      deletedAt: sql`coalesce(${users.deletedAt}, ${now.toISOString()}::timestamptz)`,
      updatedAt: now,
    })
    .where(inArray(users.id, ids));
  const tokens = await tx
    .delete(userTokens)
    .where(inArray(userTokens.userId, ids))
    .returning({ id: userTokens.id });
  const openSessions = await tx
    .delete(sessions)
    .where(inArray(sessions.userId, ids))
    .returning({ userId: sessions.userId });
  // Their second factor is theirs alone: its secret, recovery codes and pending sign-ins go too.
  const secondFactors = await tx
    .delete(twoFactorCredentials)
    .where(inArray(twoFactorCredentials.userId, ids))
    .returning({ userId: twoFactorCredentials.userId });
  await tx.delete(twoFactorRecoveryCodes).where(inArray(twoFactorRecoveryCodes.userId, ids));
  await tx.delete(twoFactorChallenges).where(inArray(twoFactorChallenges.userId, ids));
  const reasons = await tx
    .update(leaveRequests)
    .set({ reason: ERASED_TEXT, updatedAt: now })
    .where(and(inArray(leaveRequests.userId, ids), ne(leaveRequests.reason, ERASED_TEXT)))
    .returning({ id: leaveRequests.id });
  const notes = await tx
    .update(attendances)
    .set({ keyTasks: null, updatedAt: now })
    .where(and(inArray(attendances.userId, ids), isNotNull(attendances.keyTasks)))
    .returning({ id: attendances.id });

  await writeSecurityLog(
    tx,
    { ipAddress: null, userAgent: null },
    {
      level: "SECURITY",
      action: "PERSONAL_DATA_ERASED",
      userId: null,
      companyId: null,
      resourceType: "user",
      message: `Personal details of ${ids.length} person(s) removed before ${before.slice(0, 10)} erased (retention ${retentionDays} days)`,
      metadata: {
        people: ids.length,
        userIds: ids,
        leaveReasons: reasons.length,
        attendanceNotes: notes.length,
        tokens: tokens.length,
        sessions: openSessions.length,
        secondFactors: secondFactors.length,
        before,
        retentionDays,
      },
    },
  );
  return ids.length;
}

/**
 * Runs at start and then every `everyMs` (an hour) until stopped (server/lib/periodic-job.ts); the cutoff
 * moves once a day, so the first run after midnight UTC does the day's erasure and the others find nobody.
 */
export function schedulePersonalDataErasure(
  run: () => Promise<ErasureResult>,
  log: JobLog,
  everyMs = 60 * 60 * 1000,
): () => void {
  return schedulePeriodicJob(
    {
      run,
      everyMs,
      failure: "the personal data erasure failed",
      report: (result, l) => {
        if (result.erased > 0) l.info(result, "removed people's personal details erased");
      },
    },
    log,
  );
}
