import { Readable } from "node:stream";
import { and, asc, count, eq, gt, sql } from "drizzle-orm";
import { todayIn } from "../../../shared/common/time.rules";
import { remainingLeave } from "../../../shared/leaves/leaves.rules";
import { PERSONAL_DATA_FORMAT, personalDataFileName } from "../../../shared/users/personal-data.rules";
import type { PersonalDataExport } from "../../../shared/users/personal-data.schema";
import type { Database } from "../../db/client";
import { type RequestOrigin, writeSecurityLog } from "../../lib/audit";
import { callersCompany } from "../../lib/company-scope";
import { notFound } from "../../lib/errors";
import type { RequestContext } from "../../lib/transactional";
import { attendances } from "../attendance/attendance.table";
import type { Actor } from "../auth/sessions.service";
import { sessions } from "../auth/sessions.table";
import { companies } from "../companies/companies.table";
import { usedDaysOf } from "../leaves/leave-balance";
import { leaveRequests } from "../leaves/leaves.table";
import { payrolls } from "../payroll/payroll.table";
import { securityLogs } from "../security-logs/security-logs.table";
import { users } from "./users.table";

/**
 * "Download my data" (docs/product/employees.md §9): everything the platform holds about the signed-in
 * person, as one JSON file. The person is always the session's; there is no id to name anyone else.
 *
 * The small sections (profile, pay, leave, payroll, open sessions) are read before the answer starts, so a
 * failure there is an ordinary error answer. The two that grow without bound — attendance (a row a working
 * day, for years) and the person's security-log rows — are streamed after them in batches of BATCH_ROWS,
 * each batch going on from the last row of the one before (never by offset), so memory stays flat and the
 * whole history is given.
 */
export const EXPORT_BATCH_ROWS = 1000;

type Head = Omit<PersonalDataExport, "attendance" | "securityLog">;
type AttendanceEntry = PersonalDataExport["attendance"][number];
type SecurityLogEntry = PersonalDataExport["securityLog"][number];

export interface PersonalDataFile {
  fileName: string;
  body: Readable;
}

const iso = (value: Date | null) => (value === null ? null : value.toISOString());

/**
 * The file and its name; writes PERSONAL_DATA_EXPORTED with the count of each section. 404 when the
 * session's person is gone (removed meanwhile).
 */
export async function exportPersonalData(
  ctx: RequestContext,
  actor: Actor,
  origin: RequestOrigin,
): Promise<PersonalDataFile> {
  const now = ctx.now();
  const head = await readHead(ctx.db, actor, now);
  const [attendanceRows, logRows] = await Promise.all([
    countOf(ctx.db, attendances, eq(attendances.userId, actor.userId)),
    countOf(ctx.db, securityLogs, eq(securityLogs.userId, actor.userId)),
  ]);
  await writeSecurityLog(ctx.db, origin, {
    level: "SECURITY",
    action: "PERSONAL_DATA_EXPORTED",
    userId: actor.userId,
    companyId: actor.companyId,
    resourceType: "user",
    resourceId: actor.userId,
    message: "Personal data downloaded",
    metadata: {
      leaveRequests: head.leave.requests.length,
      payroll: head.payroll.length,
      attendance: attendanceRows,
      securityLog: logRows,
    },
  });
  return {
    fileName: personalDataFileName(todayIn(actor.user.timezone, now)),
    body: Readable.from(documentChunks(ctx.db, actor.userId, head), { objectMode: false }),
  };
}

async function countOf(
  db: Database,
  table: typeof attendances | typeof securityLogs,
  where: ReturnType<typeof eq>,
): Promise<number> {
  const [row] = await db.select({ n: count() }).from(table).where(where);
  return Number(row?.n ?? 0);
}

/** Everything but the two long sections: the person's row in their company, their rows of every company. */
async function readHead(db: Database, actor: Actor, now: Date): Promise<Head> {
  const { userId } = actor;
  const [person] = await db
    .select({
      id: users.id,
      username: users.username,
      firstName: users.firstName,
      lastName: users.lastName,
      role: users.role,
      companyId: users.companyId,
      companyName: companies.name,
      department: users.department,
      isVerified: users.isVerified,
      createdAt: users.createdAt,
      updatedAt: users.updatedAt,
      totalLeaves: users.totalLeaves,
      salary: users.salary,
      taxAmount: users.taxAmount,
      deductionAmount: users.deductionAmount,
      taxPercentage: users.taxPercentage,
      benefitsPercentage: users.benefitsPercentage,
      annualCtc: users.annualCtc,
      workState: users.workState,
    })
    .from(users)
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(and(eq(users.id, userId), callersCompany(actor, users.companyId), eq(users.isDeleted, false)));
  if (!person) throw notFound("User not found");
  // A SUPER_ADMIN belongs to no company: no pay, no leave, no payroll (employees.md §8).
  const member = person.role !== "SUPER_ADMIN";

  const [requests, payrollRows, openSessions, used] = await Promise.all([
    db
      .select()
      .from(leaveRequests)
      .where(eq(leaveRequests.userId, userId))
      .orderBy(asc(leaveRequests.startDate), asc(leaveRequests.id)),
    db
      .select()
      .from(payrolls)
      .where(eq(payrolls.userId, userId))
      .orderBy(asc(payrolls.year), asc(payrolls.month)),
    db
      .select({
        createdAt: sessions.createdAt,
        lastSeenAt: sessions.lastSeenAt,
        expiresAt: sessions.expiresAt,
        ipAddress: sessions.ipAddress,
        userAgent: sessions.userAgent,
      })
      .from(sessions)
      .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, now)))
      .orderBy(asc(sessions.createdAt)),
    member ? usedDaysOf(db, userId) : Promise.resolve(null),
  ]);

  const balance = used && {
    totalLeaves: person.totalLeaves,
    leavesTaken: used.taken,
    leavesPending: used.pending,
  };
  return {
    format: PERSONAL_DATA_FORMAT,
    exportedAt: now.toISOString(),
    profile: {
      id: person.id,
      username: person.username,
      firstName: person.firstName,
      lastName: person.lastName,
      role: person.role as Head["profile"]["role"],
      companyId: person.companyId,
      companyName: person.companyName,
      department: person.department,
      isVerified: person.isVerified,
      createdAt: person.createdAt.toISOString(),
      updatedAt: person.updatedAt.toISOString(),
    },
    pay: member
      ? {
          salary: person.salary,
          taxAmount: person.taxAmount,
          deductionAmount: person.deductionAmount,
          taxPercentage: Number(person.taxPercentage),
          benefitsPercentage: Number(person.benefitsPercentage),
          annualCtc: person.annualCtc,
          workState: person.workState,
        }
      : null,
    leave: {
      balance: balance ? { ...balance, leavesRemaining: remainingLeave(balance) } : null,
      requests: requests.map((r) => ({
        id: r.id,
        startDate: r.startDate,
        endDate: r.endDate,
        isHalfDay: r.isHalfDay,
        halfDayType: r.halfDayType,
        reason: r.reason,
        status: r.status,
        decidedAt: iso(r.decidedAt),
        createdAt: r.createdAt.toISOString(),
      })),
    },
    payroll: payrollRows.map((p) => ({
      id: p.id,
      month: p.month,
      year: p.year,
      baseSalary: p.baseSalary,
      taxAmount: p.taxAmount,
      benefitsAmount: p.benefitsAmount,
      netPay: p.netPay,
      status: p.status,
      payslipDocumentPath: p.payslipDocumentPath,
      generatedAt: p.generatedAt.toISOString(),
      paidAt: iso(p.paidAt),
      lines: p.lines ?? null,
      editedAt: iso(p.editedAt),
    })),
    sessions: openSessions.map((s) => ({
      createdAt: s.createdAt.toISOString(),
      lastSeenAt: s.lastSeenAt.toISOString(),
      expiresAt: s.expiresAt.toISOString(),
      ipAddress: s.ipAddress,
      userAgent: s.userAgent,
    })),
  };
}

/**
 * The document, readable by a person: the head indented, then one line per attendance day and per log row.
 * Valid JSON once the last chunk is out.
 */
async function* documentChunks(db: Database, userId: number, head: Head): AsyncGenerator<string> {
  const opening = JSON.stringify(head, null, 2);
  yield opening.slice(0, opening.lastIndexOf("}")).trimEnd();
  yield* section("attendance", attendanceBatches(db, userId));
  yield* section("securityLog", securityLogBatches(db, userId));
  yield "\n}\n";
}

/** `,\n  "name": [` then the rows, one a line, then `]`. */
async function* section<T>(name: string, batches: AsyncGenerator<T[]>): AsyncGenerator<string> {
  yield `,\n  ${JSON.stringify(name)}: [`;
  let first = true;
  for await (const batch of batches) {
    if (batch.length === 0) continue;
    yield `${first ? "" : ","}\n    ${batch.map((row) => JSON.stringify(row)).join(",\n    ")}`;
    first = false;
  }
  yield first ? "]" : "\n  ]";
}

/** Every attendance day, oldest first; one row per person per date, so the date alone is the key. */
async function* attendanceBatches(db: Database, userId: number): AsyncGenerator<AttendanceEntry[]> {
  let after: string | null = null;
  for (;;) {
    const rows = await db
      .select({
        date: attendances.attendanceDate,
        clockIn: attendances.clockIn,
        clockOut: attendances.clockOut,
        effectiveHours: attendances.effectiveHours,
        keyTasks: attendances.keyTasks,
      })
      .from(attendances)
      .where(
        and(
          eq(attendances.userId, userId),
          after === null ? undefined : gt(attendances.attendanceDate, after),
        ),
      )
      .orderBy(asc(attendances.attendanceDate))
      .limit(EXPORT_BATCH_ROWS);
    yield rows.map((r) => ({
      ...r,
      effectiveHours: r.effectiveHours === null ? null : Number(r.effectiveHours),
    }));
    if (rows.length < EXPORT_BATCH_ROWS) return;
    after = rows[rows.length - 1]!.date;
  }
}

/**
 * The log's rows with the person as actor, oldest first, by (timestamp, id) along the log's index on
 * (user_id, timestamp); the cursor is the timestamp as the database writes it, to the microsecond.
 */
async function* securityLogBatches(db: Database, userId: number): AsyncGenerator<SecurityLogEntry[]> {
  let after: { cursor: string; id: number } | null = null;
  const ts = securityLogs.timestamp;
  for (;;) {
    const rows: {
      id: number;
      cursor: string;
      timestamp: Date;
      action: string;
      ipAddress: string | null;
      userAgent: string | null;
    }[] = await db
      .select({
        id: securityLogs.id,
        cursor: sql<string>`${ts}::text`,
        timestamp: ts,
        action: securityLogs.action,
        ipAddress: securityLogs.ipAddress,
        userAgent: securityLogs.userAgent,
      })
      .from(securityLogs)
      .where(
        and(
          eq(securityLogs.userId, userId),
          after === null
            ? undefined
            : sql`${ts} >= ${after.cursor}::timestamptz and (${ts}, ${securityLogs.id}) > (${after.cursor}::timestamptz, ${after.id})`,
        ),
      )
      .orderBy(asc(ts), asc(securityLogs.id))
      .limit(EXPORT_BATCH_ROWS);
    yield rows.map((r) => ({
      timestamp: r.timestamp.toISOString(),
      action: r.action,
      ipAddress: r.ipAddress,
      userAgent: r.userAgent,
    }));
    if (rows.length < EXPORT_BATCH_ROWS) return;
    const last = rows[rows.length - 1]!;
    after = { cursor: last.cursor, id: last.id };
  }
}
