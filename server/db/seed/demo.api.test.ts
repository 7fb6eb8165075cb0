import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { text } from "node:stream/consumers";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { attendances } from "../../areas/attendance/attendance.table";
import { companies } from "../../areas/companies/companies.table";
import { uploadedFiles } from "../../areas/files/files.table";
import { transactions } from "../../areas/finance/transactions.table";
import { holidays } from "../../areas/holidays/holidays.table";
import { leaveRequests } from "../../areas/leaves/leaves.table";
import { payrolls } from "../../areas/payroll/payroll.table";
import { candidates } from "../../areas/recruitment/candidates.table";
import { jobs } from "../../areas/recruitment/jobs.table";
import { users } from "../../areas/users/users.table";
import { type FileStorage, fileStorageIn } from "../../lib/file-storage";
import { createTestDatabase } from "../../test/test-database";
import type { DatabaseHandle } from "../client";
import { type DemoLogin, seedDemo } from "./demo";
import { addDays } from "./demo-calendar";

/** 01:30 on Tuesday 3 March 2026 in Kolkata, still 2 March in UTC: "today" must be the Kolkata date. */
const NOW = new Date("2026-03-02T20:00:00Z");
const TODAY = "2026-03-03";

let database: DatabaseHandle;
let logins: DemoLogin[];
let dataDir: string;
let files: FileStorage;

const TABLES = { companies, users, holidays, jobs, leaveRequests, attendances, payrolls, transactions };

async function counts() {
  const result: Record<string, number> = {};
  for (const [name, table] of Object.entries(TABLES)) {
    const [row] = await database.db.select({ n: sql<number>`count(*)::int` }).from(table);
    result[name] = Number(row!.n);
  }
  return result;
}

beforeAll(async () => {
  database = await createTestDatabase();
  dataDir = await mkdtemp(path.join(tmpdir(), "demo-seed-"));
  files = fileStorageIn(dataDir);
  logins = await seedDemo(database.db, { now: NOW, files });
});
afterAll(async () => {
  await database?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe("seed:demo", () => {
  it("gives every job candidates across the pipeline, each with a PDF CV in the file storage", async () => {
    const rows = await database.db
      .select({
        jobId: candidates.jobId,
        status: candidates.status,
        cv: candidates.cvFilePath,
        name: uploadedFiles.name,
      })
      .from(candidates)
      .innerJoin(uploadedFiles, sql`'/api/files/' || ${uploadedFiles.name} = ${candidates.cvFilePath}`);
    const jobIds = (await database.db.select({ id: jobs.id }).from(jobs)).map((j) => j.id);
    expect(new Set(rows.map((r) => r.jobId))).toEqual(new Set(jobIds));
    expect(new Set(rows.map((r) => r.status)).size).toBeGreaterThanOrEqual(6);
    const first = await files.open(rows[0]!.name);
    expect((await text(first!.stream)).startsWith("%PDF-")).toBe(true);
  });

  it("returns the logins the README lists", () => {
    expect(logins.map((l) => [l.role, l.username])).toEqual([
      ["SUPER_ADMIN", "superadmin@hr.test"],
      ["ADMIN", "anita@kochilabs.test"],
      ["EMPLOYEE", "rahul@kochilabs.test"],
      ["ADMIN", "vikram@blranalytics.test"],
      ["EMPLOYEE", "sneha@blranalytics.test"],
    ]);
  });

  it("creates two companies, payroll enabled for the first, with people in departments", async () => {
    const list = await database.db.select().from(companies).orderBy(companies.id);
    expect(list.map((c) => [c.name, c.payrollEnabled])).toEqual([
      ["Kochi Software Labs", true],
      ["Bengaluru Analytics", false],
    ]);
    const people = await database.db.select().from(users).where(eq(users.companyId, list[0]!.id));
    expect(people).toHaveLength(4);
    expect(people.every((p) => p.department && p.salary > 0)).toBe(true);
  });

  it("gives Bengaluru Analytics' people an annual CTC in Karnataka, and Kochi's (Kerala, not modelled) none", async () => {
    const list = await database.db.select().from(companies).orderBy(companies.id);
    const [kochi, bengaluru] = await Promise.all(
      list.map((c) => database.db.select().from(users).where(eq(users.companyId, c.id))),
    );
    expect(kochi!.every((p) => p.annualCtc === null && p.workState === null)).toBe(true);
    expect(bengaluru!.every((p) => p.annualCtc !== null && p.workState === "Karnataka")).toBe(true);
  });

  it("gives each company national holidays, and Onam to the Kochi company only", async () => {
    const rows = await database.db
      .select({
        company: companies.name,
        name: holidays.name,
        date: holidays.date,
        isRecurring: holidays.isRecurring,
      })
      .from(holidays)
      .innerJoin(companies, eq(companies.id, holidays.companyId));
    for (const company of ["Kochi Software Labs", "Bengaluru Analytics"]) {
      const own = rows.filter((r) => r.company === company);
      expect(own).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ name: "Republic Day", date: "2026-01-26", isRecurring: true }),
          expect.objectContaining({ name: "Independence Day", date: "2026-08-15", isRecurring: true }),
          expect.objectContaining({ name: "Gandhi Jayanti", date: "2026-10-02", isRecurring: true }),
          expect.objectContaining({ name: "Diwali", isRecurring: false }),
          expect.objectContaining({ name: "Christmas", date: "2026-12-25" }),
        ]),
      );
    }
    expect(rows.filter((r) => r.name === "Onam").map((r) => r.company)).toEqual(["Kochi Software Labs"]);
  });

  it("records 30 days of past working-day attendance for everyone, never today or later", async () => {
    const rows = await database.db.select().from(attendances);
    const people = await database.db
      .select({ id: users.id })
      .from(users)
      .where(sql`${users.companyId} is not null`);
    expect(new Set(rows.map((r) => r.userId)).size).toBe(people.length);
    for (const r of rows) {
      expect(r.attendanceDate < TODAY).toBe(true);
      expect(r.attendanceDate >= addDays(TODAY, -30)).toBe(true);
      expect([0, 6]).not.toContain(new Date(`${r.attendanceDate}T00:00:00Z`).getUTCDay());
      expect(r.clockOut! > r.clockIn).toBe(true);
      const hours = Number(r.effectiveHours);
      expect(hours * 4).toBe(Math.round(hours * 4));
      expect(hours).toBeGreaterThanOrEqual(4);
      expect(hours).toBeLessThanOrEqual(9.5);
      expect(r.keyTasks).toBeTruthy();
    }
    // Yesterday in Kolkata (today in UTC) is a worked day: "today" is the company's date, not the server's.
    expect(rows.some((r) => r.attendanceDate === "2026-03-02")).toBe(true);
    // About 90 % of 21 working days each (a full-day leave and the odd absence aside).
    expect(rows.length).toBeGreaterThan(people.length * 21 * 0.75);
    expect(rows.length).toBeLessThanOrEqual(people.length * 21);
  });

  it("has leave in each status, a half day among them, and no attendance on a full day of approved leave", async () => {
    const rows = await database.db.select().from(leaveRequests);
    for (const companyId of new Set(rows.map((r) => r.companyId))) {
      const own = rows.filter((r) => r.companyId === companyId);
      expect(own.some((r) => r.status === "APPROVED" && !r.isHalfDay && r.endDate < TODAY)).toBe(true);
      expect(own.some((r) => r.status === "PENDING" && r.startDate > TODAY)).toBe(true);
      expect(own.some((r) => r.status === "REJECTED" && r.decidedBy)).toBe(true);
      expect(own.some((r) => r.isHalfDay && r.halfDayType)).toBe(true);
    }
    const clash = await database.db
      .select({ id: attendances.id })
      .from(attendances)
      .innerJoin(
        leaveRequests,
        sql`${leaveRequests.userId} = ${attendances.userId} and ${attendances.attendanceDate} between ${leaveRequests.startDate} and ${leaveRequests.endDate} and ${leaveRequests.status} = 'APPROVED' and not ${leaveRequests.isHalfDay}`,
      );
    expect(clash).toEqual([]);
  });

  it("posts 2–3 jobs per company with every field of recruitment.md §2", async () => {
    const rows = await database.db.select().from(jobs);
    const perCompany = [...new Set(rows.map((r) => r.companyId))].map(
      (id) => rows.filter((r) => r.companyId === id).length,
    );
    expect(perCompany).toHaveLength(2);
    for (const n of perCompany) expect(n >= 2 && n <= 3).toBe(true);
    for (const job of rows) {
      expect(["Remote", "Hybrid", "On-site"]).toContain(job.location);
      expect(
        job.requiredSkills && job.qualifications && job.experienceDetails && job.description,
      ).toBeTruthy();
    }
  });

  it("pays last month and prepares this month for the payroll company, netPay = base − tax − benefits", async () => {
    const rows = await database.db.select().from(payrolls);
    const [kochi] = await database.db.select().from(companies).where(eq(companies.payrollEnabled, true));
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.companyId === kochi!.id)).toBe(true);
    for (const r of rows) expect(r.netPay).toBe(r.baseSalary - r.taxAmount - r.benefitsAmount);
    const last = rows.filter((r) => r.month === 2 && r.year === 2026);
    const current = rows.filter((r) => r.month === 3 && r.year === 2026);
    expect(last.length).toBe(current.length);
    expect(last.every((r) => r.status === "Paid" && r.paidAt)).toBe(true);
    expect(current.every((r) => ["Pending", "Processed"].includes(r.status))).toBe(true);
    expect(new Set(current.map((r) => r.status))).toEqual(new Set(["Pending", "Processed"]));
  });

  it("adds transactions in cents, created by the super admin", async () => {
    const [root] = await database.db.select().from(users).where(eq(users.username, "superadmin@hr.test"));
    const rows = await database.db.select().from(transactions);
    expect(rows.length).toBeGreaterThanOrEqual(4);
    expect(rows.every((r) => r.createdBy === root!.id && Number.isInteger(r.amount) && r.amount >= 1)).toBe(
      true,
    );
    expect(new Set(rows.map((r) => r.status))).toEqual(new Set(["COMPLETED", "PENDING"]));
    expect(new Set(rows.map((r) => r.type))).toEqual(new Set(["INCOME", "EXPENSE"]));
  });

  it("adds nothing when run a second time", async () => {
    const before = await counts();
    expect(await seedDemo(database.db, { now: NOW })).toEqual(logins);
    expect(await counts()).toEqual(before);
  });
});
