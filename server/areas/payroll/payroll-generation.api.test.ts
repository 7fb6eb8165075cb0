import { and, eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PAYROLL_NOT_ENABLED, type PayrollDto } from "../../../shared/payroll/payroll.schema";
import { buildAdmin, buildCompany, buildEmployee, buildUser } from "../../db/seed/factories";
import { signIn } from "../../test/accounts";
import { type Client, createTestApp, type TestApp } from "../../test/harness";
import { companies } from "../companies/companies.table";
import { securityLogs } from "../security-logs/security-logs.table";
import { users } from "../users/users.table";
import { buildPayroll, setPayrollEnabled } from "./payroll.fixtures";
import { payrollRuns, payrolls } from "./payroll.table";
import { RUN_LOCK_CLASS, runMonthlyPayroll } from "./payroll-monthly-run";

/** Generate and the monthly run (docs/product/payroll.md §4). */

let t: TestApp;
let root: Client;

beforeAll(async () => {
  t = await createTestApp();
  const r = await buildUser(t.database.db, { role: "SUPER_ADMIN" });
  root = await signIn(t, r.username, r.password);
});
afterAll(() => t?.close());

const rowsOf = (companyId: number) =>
  t.database.db.select().from(payrolls).where(eq(payrolls.companyId, companyId)).orderBy(payrolls.userId);

const logsOf = (companyId: number) =>
  t.database.db
    .select()
    .from(securityLogs)
    .where(and(eq(securityLogs.companyId, companyId), eq(securityLogs.action, "PAYROLL_GENERATED")));

/** A payroll-enabled company with an admin (₹1,50,000, 10% + 5%) and two employees, in a zone. */
async function companyWithPeople(fields: { timezone?: string; payrollEnabled?: boolean } = {}) {
  const db = t.database.db;
  const company = await buildCompany(db, { payrollEnabled: fields.payrollEnabled ?? true });
  if (fields.timezone) {
    await db.update(companies).set({ timezone: fields.timezone }).where(eq(companies.id, company.id));
  }
  const admin = await buildAdmin(db, company.id, {
    salary: 150_000,
    taxPercentage: 10,
    benefitsPercentage: 5,
  });
  const asha = await buildEmployee(db, company.id, {
    firstName: "Asha",
    salary: 1_001,
    taxPercentage: 50,
    benefitsPercentage: 50,
  });
  const ravi = await buildEmployee(db, company.id, {
    firstName: "Ravi",
    salary: 375,
    taxPercentage: 18.4,
    benefitsPercentage: 0,
  });
  return { company, admin, asha, ravi };
}

describe("POST /api/companies/:id/payrolls/generate", () => {
  it("makes a Pending row, prefilled from each person's pay, for everyone who lacks one, and logs it", async () => {
    const { company, admin, asha, ravi } = await companyWithPeople();
    const db = t.database.db;
    const removed = await buildEmployee(db, company.id, { salary: 10_000 });
    await db.update(users).set({ isDeleted: true }).where(eq(users.id, removed.id));
    const hasOne = await buildEmployee(db, company.id, { salary: 20_000 });
    await buildPayroll(db, hasOne, { month: 4, year: 2026, baseSalary: 1, taxAmount: 0, benefitsAmount: 0 });
    const client = await signIn(t, admin.username, admin.password);

    t.clock.setTo("2026-04-03T09:00:00Z");
    const res = await client.post(`/api/companies/${company.id}/payrolls/generate?month=4&year=2026`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ month: 4, year: 2026, created: 3, skipped: [] });

    const rows = await rowsOf(company.id);
    expect(
      rows.map((r) => [r.userId, r.baseSalary, r.taxAmount, r.benefitsAmount, r.netPay, r.status]),
    ).toEqual([
      [admin.id, 150_000, 15_000, 7_500, 127_500, "Pending"],
      // Rounded down, so two deductions of 50% never exceed the salary: ₹500 + ₹500 of ₹1,001.
      [asha.id, 1_001, 500, 500, 1, "Pending"],
      // 18.4% of ₹375 is ₹69, computed in whole hundredths of a percent.
      [ravi.id, 375, 69, 0, 306, "Pending"],
      [hasOne.id, 1, 0, 0, 1, "Pending"],
    ]);
    expect(rows[0]!.generatedAt.toISOString()).toMatch(/^2026-04-03T09:00/);
    const [log] = await logsOf(company.id);
    expect(log).toMatchObject({
      level: "INFO",
      message: "Payroll for April 2026 generated: 3 row(s) created",
      metadata: { trigger: "manual", month: 4, year: 2026, created: 3, skipped: [] },
    });
  });

  it("makes nothing the second time", async () => {
    const { company } = await companyWithPeople();
    const first = await root.post(`/api/companies/${company.id}/payrolls/generate?month=5&year=2026`);
    expect(first.json().created).toBe(3);
    const second = await root.post(`/api/companies/${company.id}/payrolls/generate?month=5&year=2026`);
    expect(second.json()).toEqual({ month: 5, year: 2026, created: 0, skipped: [] });
    expect(await rowsOf(company.id)).toHaveLength(3);
  });

  it("makes each row once when pressed twice at the same moment", async () => {
    const { company } = await companyWithPeople();
    const url = `/api/companies/${company.id}/payrolls/generate?month=6&year=2026`;
    const answers = await Promise.all([root.post(url), root.post(url), root.post(url)]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    expect(answers.reduce((sum, a) => sum + a.json().created, 0)).toBe(3);
    expect(await rowsOf(company.id)).toHaveLength(3);
  });

  it("leaves out, and names, people whose tax and benefits add up to more than their salary", async () => {
    const db = t.database.db;
    const company = await buildCompany(db, { payrollEnabled: true });
    const over = await buildEmployee(db, company.id, {
      firstName: "Over",
      lastName: "Taxed",
      salary: 10_000,
      taxPercentage: 60,
      benefitsPercentage: 60,
    });
    const res = await root.post(`/api/companies/${company.id}/payrolls/generate?month=1&year=2026`);
    expect(res.json()).toEqual({
      month: 1,
      year: 2026,
      created: 0,
      skipped: [{ userId: over.id, firstName: "Over", lastName: "Taxed" }],
    });
    expect(await rowsOf(company.id)).toHaveLength(0);
  });

  it("answers 403 while payroll is not enabled, 404 for another company, 403 to an employee", async () => {
    const { company, admin, asha } = await companyWithPeople({ payrollEnabled: false });
    const client = await signIn(t, admin.username, admin.password);
    const url = `/api/companies/${company.id}/payrolls/generate?month=1&year=2026`;
    for (const caller of [client, root]) {
      const res = await caller.post(url);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(PAYROLL_NOT_ENABLED);
    }
    const { company: another } = await companyWithPeople();
    expect(
      (await client.post(`/api/companies/${another.id}/payrolls/generate?month=1&year=2026`)).statusCode,
    ).toBe(404);
    const employee = await signIn(t, asha.username, asha.password);
    expect((await employee.post(url)).statusCode).toBe(403);
    expect(await rowsOf(company.id)).toHaveLength(0);
  });

  it("needs a month and a year", async () => {
    const { company } = await companyWithPeople();
    const res = await root.post(`/api/companies/${company.id}/payrolls/generate?month=13`);
    expect(res.statusCode).toBe(400);
    expect(
      res
        .json()
        .errors.map((e: { message: string }) => e.message)
        .sort(),
    ).toEqual(["Month must be between 1 and 12", "Year must be valid"]);
  });

  it("is never done by a read: listing and summing an empty month leaves it empty", async () => {
    const { company } = await companyWithPeople();
    const list = await root.get(`/api/companies/${company.id}/payrolls?month=7&year=2026`);
    expect(list.json()).toEqual([]);
    await root.get(`/api/companies/${company.id}/payroll-summary?month=7&year=2026`);
    expect(await rowsOf(company.id)).toHaveLength(0);
  });
});

describe("the monthly run", () => {
  /** Only the companies a test made take part: every other enabled company is switched off first. */
  async function onlyThese(...ids: number[]) {
    const db = t.database.db;
    const enabled = await db
      .select({ id: companies.id })
      .from(companies)
      .where(eq(companies.payrollEnabled, true));
    for (const { id } of enabled) if (!ids.includes(id)) await setPayrollEnabled(db, id, false);
  }

  it("generates the month of the 1st in each company's own time zone", async () => {
    const east = await companyWithPeople({ timezone: "Asia/Kolkata" });
    const west = await companyWithPeople({ timezone: "America/Los_Angeles" });
    await onlyThese(east.company.id, west.company.id);
    await t.database.db.insert(payrollRuns).values({ companyId: west.company.id, month: 4, year: 2026 });
    // 00:30 on 1 May in Kolkata; still 30 April (11:00) in Los Angeles, whose April has run.
    const entries = await runMonthlyPayroll(t.database.db, new Date("2026-04-30T19:00:00Z"));
    expect(entries).toEqual([{ companyId: east.company.id, month: 5, year: 2026, created: 3, skipped: 0 }]);
    const rows = await rowsOf(east.company.id);
    expect(rows.map((r) => [r.month, r.year, r.status])).toEqual([
      [5, 2026, "Pending"],
      [5, 2026, "Pending"],
      [5, 2026, "Pending"],
    ]);
    expect(await rowsOf(west.company.id)).toHaveLength(0);
    // Eight hours later it is 1 May in Los Angeles too.
    const later = await runMonthlyPayroll(t.database.db, new Date("2026-05-01T07:30:00Z"));
    expect(later).toEqual([{ companyId: west.company.id, month: 5, year: 2026, created: 3, skipped: 0 }]);
  });

  it("runs a month it missed at the next start, and logs what it did", async () => {
    const { company } = await companyWithPeople();
    await onlyThese(company.id);
    const entries = await runMonthlyPayroll(t.database.db, new Date("2026-06-20T10:00:00Z"));
    expect(entries).toEqual([{ companyId: company.id, month: 6, year: 2026, created: 3, skipped: 0 }]);
    const [log] = await logsOf(company.id);
    expect(log).toMatchObject({
      level: "INFO",
      userId: null,
      resourceType: "payroll",
      message: "Monthly payroll for June 2026 generated: 3 row(s) created",
      metadata: { trigger: "monthly", month: 6, year: 2026, created: 3, skipped: [] },
    });
  });

  it("run twice makes the same rows, one ledger row and one log row", async () => {
    const { company } = await companyWithPeople();
    await onlyThese(company.id);
    const now = new Date("2026-07-01T02:00:00Z");
    await runMonthlyPayroll(t.database.db, now);
    const before = await rowsOf(company.id);
    expect(await runMonthlyPayroll(t.database.db, now)).toEqual([]);
    expect(await rowsOf(company.id)).toEqual(before);
    expect(
      await t.database.db.select().from(payrollRuns).where(eq(payrollRuns.companyId, company.id)),
    ).toMatchObject([{ month: 7, year: 2026, created: 3 }]);
    expect(await logsOf(company.id)).toHaveLength(1);
  });

  it("two runs at once make each row once", async () => {
    const made = await Promise.all([companyWithPeople(), companyWithPeople(), companyWithPeople()]);
    const ids = made.map((m) => m.company.id);
    await onlyThese(...ids);
    const now = new Date("2026-08-01T01:00:00Z");
    const runs = await Promise.all([
      runMonthlyPayroll(t.database.db, now),
      runMonthlyPayroll(t.database.db, now),
      runMonthlyPayroll(t.database.db, now),
    ]);
    const entries = runs.flat();
    expect(entries.map((e) => e.companyId).sort()).toEqual([...ids].sort());
    const rows = await t.database.db.select().from(payrolls).where(inArray(payrolls.companyId, ids));
    expect(rows).toHaveLength(9);
    expect(new Set(rows.map((r) => `${r.userId}:${r.year}-${r.month}`)).size).toBe(9);
    const ledger = await t.database.db.select().from(payrollRuns).where(inArray(payrollRuns.companyId, ids));
    expect(ledger).toHaveLength(3);
    for (const id of ids) expect(await logsOf(id)).toHaveLength(1);
  });

  // PGlite has one connection, so a second process holding the lock can only be played on PostgreSQL.
  it.runIf(process.env.TEST_DB === "pg")(
    "skips a company another process is running, without waiting for it",
    async () => {
      const { company } = await companyWithPeople();
      await onlyThese(company.id);
      const now = new Date("2026-12-01T03:00:00Z");
      const db = t.database.db;
      await db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${RUN_LOCK_CLASS}::int, ${company.id}::int)`);
        expect(await runMonthlyPayroll(db, now)).toEqual([]);
      });
      expect(await rowsOf(company.id)).toHaveLength(0);
      expect(await runMonthlyPayroll(db, now)).toEqual([
        { companyId: company.id, month: 12, year: 2026, created: 3, skipped: 0 },
      ]);
    },
  );

  it("does not bring back a row an admin deleted after the run", async () => {
    const { company, admin } = await companyWithPeople();
    await onlyThese(company.id);
    const now = new Date("2026-09-01T03:00:00Z");
    await runMonthlyPayroll(t.database.db, now);
    const client = await signIn(t, admin.username, admin.password);
    const rows: PayrollDto[] = (
      await client.get(`/api/companies/${company.id}/payrolls?month=9&year=2026`)
    ).json();
    expect((await client.delete(`/api/payrolls/${rows[0]!.id}`)).statusCode).toBe(204);
    await runMonthlyPayroll(t.database.db, new Date("2026-09-01T05:00:00Z"));
    expect(await rowsOf(company.id)).toHaveLength(2);
  });

  it("leaves out companies without payroll and deleted ones", async () => {
    const off = await companyWithPeople({ payrollEnabled: false });
    const gone = await companyWithPeople();
    await t.database.db.update(companies).set({ isDeleted: true }).where(eq(companies.id, gone.company.id));
    await onlyThese(gone.company.id);
    expect(await runMonthlyPayroll(t.database.db, new Date("2026-10-01T03:00:00Z"))).toEqual([]);
    expect(await rowsOf(off.company.id)).toHaveLength(0);
    expect(await rowsOf(gone.company.id)).toHaveLength(0);
  });

  it("skips people it cannot prefill and says how many", async () => {
    const db = t.database.db;
    const company = await buildCompany(db, { payrollEnabled: true });
    await buildEmployee(db, company.id, { salary: 10_000, taxPercentage: 70, benefitsPercentage: 40 });
    await buildEmployee(db, company.id, { salary: 10_000 });
    await onlyThese(company.id);
    expect(await runMonthlyPayroll(db, new Date("2026-11-01T03:00:00Z"))).toEqual([
      { companyId: company.id, month: 11, year: 2026, created: 1, skipped: 1 },
    ]);
  });
});
