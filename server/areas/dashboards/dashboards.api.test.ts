import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildAdmin, buildCompany, buildEmployee, buildUser } from "../../db/seed/factories";
import { signIn } from "../../test/accounts";
import type { Client } from "../../test/harness";
import { createTestApp, type TestApp } from "../../test/harness";
import { attendances } from "../attendance/attendance.table";
import { companies } from "../companies/companies.table";
import { transactions } from "../finance/transactions.table";
import { leaveRequests } from "../leaves/leaves.table";
import { payrolls } from "../payroll/payroll.table";
import { jobs } from "../recruitment/jobs.table";
import { users } from "../users/users.table";

/**
 * A small world whose every figure is worked out by hand below. "Now" is Friday 20 November 2026,
 * 11:30 in India: 15 working days have passed this month (2–6, 9–13 and 16–20 November).
 */
let t: TestApp;
let a: { id: number };
let b: { id: number };
let adminA: Client;
let root: Client;
let e1: { id: number };
let leaveIds: number[];

beforeAll(async () => {
  t = await createTestApp();
  t.clock.setTo("2026-11-20T06:00:00Z");
  const db = t.database.db;
  a = await buildCompany(db, { name: "Alpha Works" });
  b = await buildCompany(db, { name: "Beta Labs" });
  const gone = await buildCompany(db, { name: "Gone Co" });
  await db.update(companies).set({ isDeleted: true, deletedAt: new Date() }).where(eq(companies.id, gone.id));

  const admin = await buildAdmin(db, a.id, { department: "Human Resources" });
  e1 = await buildEmployee(db, a.id, { department: "Engineering", firstName: "Esha" });
  const e2 = await buildEmployee(db, a.id);
  const left = await buildEmployee(db, a.id, { department: "Sales" });
  await db.update(users).set({ isDeleted: true, deletedAt: new Date() }).where(eq(users.id, left.id));
  await buildEmployee(db, b.id);
  const su = await buildUser(db, { role: "SUPER_ADMIN" });

  const day = (userId: number, attendanceDate: string) => ({
    companyId: a.id,
    userId,
    attendanceDate,
    clockIn: "09:00:00",
  });
  await db.insert(attendances).values([
    day(e1.id, "2026-11-02"),
    day(e1.id, "2026-11-03"),
    day(e1.id, "2026-11-20"),
    day(e2.id, "2026-11-20"),
    day(e1.id, "2026-10-30"), // last month: not counted
    day(left.id, "2026-11-20"), // a deleted person: not counted
    day(e2.id, "2026-11-07"), // a Saturday: the rate divides by working days, so it is not counted
  ]);
  const leave = (status: string, startDate: string) => ({
    companyId: a.id,
    userId: e1.id,
    startDate,
    endDate: startDate,
    reason: "Personal",
    status,
  });
  const inserted = await db
    .insert(leaveRequests)
    .values([leave("APPROVED", "2026-11-05"), leave("PENDING", "2026-12-01")])
    .returning({ id: leaveRequests.id });
  leaveIds = inserted.map((l) => l.id);
  // The newest request is the deleted person's: neither pending on the dashboard nor among its recent ones,
  // as the leave list leaves it out (docs/product/leave.md §2).
  await db.insert(leaveRequests).values({ ...leave("PENDING", "2026-12-02"), userId: left.id });
  const job = (title: string) => ({
    companyId: a.id,
    title,
    department: "Engineering",
    location: "Remote",
    employmentType: "Full-time",
    experienceLevel: "Mid Level",
    description: "d",
    requiredSkills: "s",
    qualifications: "q",
    experienceDetails: "e",
  });
  await db.insert(jobs).values([job("Backend engineer"), job("Designer")]);

  // Super admin figures. Alpha and its three live people existed before November; Beta is new.
  await db
    .update(companies)
    .set({ createdAt: new Date("2026-10-10T00:00:00Z") })
    .where(eq(companies.id, a.id));
  await db
    .update(users)
    .set({ createdAt: new Date("2026-10-10T00:00:00Z") })
    .where(eq(users.companyId, a.id));
  const pay = (userId: number, month: number, status: string) => ({
    companyId: a.id,
    userId,
    month,
    year: 2026,
    status,
  });
  await db
    .insert(payrolls)
    .values([
      pay(e1.id, 11, "Pending"),
      pay(e2.id, 11, "Processed"),
      pay(admin.id, 11, "Paid"),
      pay(e1.id, 10, "Paid"),
      pay(e2.id, 10, "Paid"),
    ]);
  const money = (amount: number, status: string, type: string, createdAt?: Date, currency = "USD") => ({
    companyId: a.id,
    amount,
    status,
    type,
    currency,
    createdBy: su.id,
    ...(createdAt ? { createdAt } : {}),
  });
  await db.insert(transactions).values([
    money(150_000, "COMPLETED", "INCOME"),
    money(50_000, "COMPLETED", "EXPENSE"),
    money(99_900, "PENDING", "INCOME"),
    money(40_000, "COMPLETED", "INCOME", new Date("2026-10-15T10:00:00Z")),
    // Rupees: never added to the dollars.
    money(1_000_000, "COMPLETED", "INCOME", undefined, "INR"),
    money(250_050, "COMPLETED", "EXPENSE", undefined, "INR"),
    money(500_000, "COMPLETED", "INCOME", new Date("2026-10-20T10:00:00Z"), "INR"),
    // 20:00 UTC on 31 October is 01:30 on 1 November in India, the platform's zone: this month.
    money(10_000, "COMPLETED", "INCOME", new Date("2026-10-31T20:00:00Z"), "EUR"),
  ]);
  adminA = await signIn(t, admin.username, admin.password);
  root = await signIn(t, su.username, su.password);
});
afterAll(() => t?.close());

describe("GET /api/companies/:id/dashboard", () => {
  it("answers exactly the spec's fields, each computed from the data", async () => {
    const res = await adminA.get(`/api/companies/${a.id}/dashboard`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(
      [
        "attendanceRate",
        "departments",
        "employeeCount",
        "openPositions",
        "pendingLeaves",
        "recentLeaves",
        "todayAttendance",
      ].sort(),
    );
    expect(body.employeeCount).toBe(3); // admin, e1, e2 (the deleted person is gone)
    expect(body.attendanceRate).toBe(8.9); // 4 records ÷ (3 people × 15 working days) = 8.88…%
    expect(body.pendingLeaves).toBe(1);
    expect(body.openPositions).toBe(2);
    expect(body.todayAttendance).toEqual({ present: 2, absent: 1 });
    expect(body.departments).toEqual({ "Human Resources": 1, Engineering: 1, Unassigned: 1 });
    expect(body.recentLeaves.map((l: { id: number }) => l.id)).toEqual([...leaveIds].reverse());
    expect(body.recentLeaves[0]).toMatchObject({
      firstName: "Esha",
      companyName: "Alpha Works",
      status: "PENDING",
    });
  });

  it("gives each day of the month's presence for the chart", async () => {
    const trend = (await adminA.get(`/api/companies/${a.id}/dashboard/attendance-trend`)).json();
    expect(trend).toHaveLength(20);
    expect(trend[1]).toEqual({ date: "2026-11-02", present: 1, rate: 33.3 });
    // e1 and e2 came on the 20th; the deleted person's record of that day is not counted.
    expect(trend[19]).toEqual({ date: "2026-11-20", present: 2, rate: 66.7 });
    const dashboard = (await adminA.get(`/api/companies/${a.id}/dashboard`)).json();
    expect(trend[19].present).toBe(dashboard.todayAttendance.present); // the two figures agree
  });

  it("is zeros for a company without people", async () => {
    const empty = await buildCompany(t.database.db);
    const body = (await root.get(`/api/companies/${empty.id}/dashboard`)).json();
    expect(body).toMatchObject({
      employeeCount: 0,
      attendanceRate: 0,
      todayAttendance: { present: 0, absent: 0 },
      departments: {},
    });
  });
});

describe("GET /api/super-admin/dashboard", () => {
  it("counts companies, people, payroll and money with trends against October", async () => {
    const res = await root.get("/api/super-admin/dashboard");
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.totalCompanies).toBe(3); // Alpha, Beta and the empty company of the test above
    expect(body.totalEmployees).toBe(4); // Alpha 3 + Beta 1
    expect(body.companies.find((c: { id: number }) => c.id === a.id)).toEqual({
      id: a.id,
      name: "Alpha Works",
      employeeCount: 3,
    });
    expect(body.trends.companies).toEqual({ current: 3, previous: 1, changePercent: 200 });
    // On 1 November Alpha had four people: the one deleted since still counted then.
    expect(body.trends.employees).toEqual({ current: 4, previous: 4, changePercent: 0 });
    expect(body.payrollsThisMonth).toBe(3);
    expect(body.trends.payrolls).toEqual({ current: 3, previous: 2, changePercent: 50 });
    expect(body.payrollStatus).toEqual({ processed: 2, pending: 1, total: 3, percent: 66.7 });
    // The single figures are the dollars alone; every currency is on its own line, never added together.
    expect(body.financialOverview).toEqual({
      income: 1500,
      expenses: 500,
      net: 1000,
      transactionCount: 6, // 3 in dollars, 2 in rupees, 1 in euros
      byCurrency: [
        {
          currency: "EUR",
          income: 100,
          expenses: 0,
          net: 100,
          transactionCount: 1,
          netRevenue: { current: 100, previous: 0, changePercent: null },
        },
        {
          currency: "INR",
          income: 10000,
          expenses: 2500.5,
          net: 7499.5,
          transactionCount: 2,
          netRevenue: { current: 7499.5, previous: 5000, changePercent: 50 },
        },
        {
          currency: "USD",
          income: 1500,
          expenses: 500,
          net: 1000,
          transactionCount: 3,
          netRevenue: { current: 1000, previous: 400, changePercent: 150 },
        },
      ],
    });
    expect(body.netRevenue).toBe(1000);
    expect(body.trends.netRevenue).toEqual({ current: 1000, previous: 400, changePercent: 150 });
  });

  it("is the super admin's alone", async () => {
    expect((await adminA.get("/api/super-admin/dashboard")).statusCode).toBe(403);
  });
});

describe("the super admin dashboard's months in the platform's time zone", () => {
  it("start at midnight in PLATFORM_TIMEZONE, not in India", async () => {
    const la = await createTestApp({ PLATFORM_TIMEZONE: "America/Los_Angeles" });
    try {
      la.clock.setTo("2026-11-20T18:00:00Z");
      const db = la.database.db;
      const company = await buildCompany(db);
      const su = await buildUser(db, { role: "SUPER_ADMIN" });
      const at = (createdAt: string) => ({
        companyId: company.id,
        amount: 10_000,
        status: "COMPLETED",
        type: "INCOME",
        createdBy: su.id,
        createdAt: new Date(createdAt),
      });
      // 1 November begins at 07:00 UTC in Los Angeles (summer time until 1 November, 02:00).
      await db.insert(transactions).values([at("2026-11-01T06:59:00Z"), at("2026-11-01T07:00:00Z")]);
      const body = (
        await (await signIn(la, su.username, su.password)).get("/api/super-admin/dashboard")
      ).json();
      expect(body.financialOverview.byCurrency).toEqual([
        {
          currency: "USD",
          income: 100,
          expenses: 0,
          net: 100,
          transactionCount: 1,
          netRevenue: { current: 100, previous: 100, changePercent: 0 },
        },
      ]);
    } finally {
      await la.close();
    }
  });
});

describe("the super admin dashboard's money (docs/product/finance.md §4)", () => {
  it("follows the finance rules: COMPLETED only, summed in integer cents per currency, never floats", async () => {
    const app = await createTestApp();
    try {
      app.clock.setTo("2026-11-20T06:00:00Z");
      const db = app.database.db;
      const company = await buildCompany(db);
      const su = await buildUser(db, { role: "SUPER_ADMIN" });
      const client = await signIn(app, su.username, su.password);
      const record = async (amount: number, type: string, status = "COMPLETED", currency = "INR") => {
        const res = await client.post("/api/transactions", {
          companyId: company.id,
          amount,
          type,
          status,
          currency,
        });
        expect(res.statusCode).toBe(201);
      };
      // ₹0.10 + ₹0.20 of income less ₹0.10 of expenses: ₹0.20, where floats would make 0.19999999999999998.
      await record(10, "INCOME");
      await record(20, "INCOME");
      await record(10, "EXPENSE");
      await record(5_000, "INCOME", "PENDING");
      await record(7, "INCOME", "COMPLETED", "USD");
      const body = (await client.get("/api/super-admin/dashboard")).json();
      expect(body.financialOverview.byCurrency).toEqual([
        {
          currency: "INR",
          income: 0.3,
          expenses: 0.1,
          net: 0.2,
          transactionCount: 4,
          netRevenue: { current: 0.2, previous: 0, changePercent: null },
        },
        {
          currency: "USD",
          income: 0.07,
          expenses: 0,
          net: 0.07,
          transactionCount: 1,
          netRevenue: { current: 0.07, previous: 0, changePercent: null },
        },
      ]);
      expect(body.netRevenue).toBe(0.07);
    } finally {
      await app.close();
    }
  });
});

describe("how fresh the dashboards are (docs/product/dashboards.md §6)", () => {
  it("show a change made through the product at once, and one made elsewhere within 10 seconds", async () => {
    const app = await createTestApp();
    try {
      app.clock.setTo("2026-11-20T06:00:00Z");
      const db = app.database.db;
      const company = await buildCompany(db);
      const admin = await buildAdmin(db, company.id);
      const person = await buildEmployee(db, company.id);
      const su = await buildUser(db, { role: "SUPER_ADMIN" });
      const [leave] = await db
        .insert(leaveRequests)
        .values({
          companyId: company.id,
          userId: person.id,
          startDate: "2026-12-01",
          endDate: "2026-12-01",
          reason: "Personal",
          status: "PENDING",
        })
        .returning({ id: leaveRequests.id });
      const hr = await signIn(app, admin.username, admin.password);
      const root = await signIn(app, su.username, su.password);
      const pending = async () =>
        (await hr.get(`/api/companies/${company.id}/dashboard`)).json().pendingLeaves;
      const companies = async () => (await root.get("/api/super-admin/dashboard")).json().totalCompanies;

      expect(await pending()).toBe(1);
      expect(await companies()).toBe(1);

      // A change through the product: the next look shows it.
      const decided = await hr.patch(`/api/leaves/${leave!.id}/status`, { status: "APPROVED" });
      expect(decided.statusCode).toBe(200);
      expect(await pending()).toBe(0);

      // A change the process did not make (another worker, a job): served from the last look for up to 10 s.
      expect(await companies()).toBe(1);
      await buildCompany(db);
      expect(await companies()).toBe(1);
      app.clock.advance(5_000); // the test clock ticks on: leave it room
      expect(await companies()).toBe(1);
      app.clock.advance(5_000);
      expect(await companies()).toBe(2);
    } finally {
      await app.close();
    }
  });
});

describe("the super admin dashboard's head counts (one pass over people, docs/SCALING.md)", () => {
  it("counts live companies' live people now, and last month everyone who existed then, a deleted company's too", async () => {
    const app = await createTestApp();
    try {
      app.clock.setTo("2026-11-20T06:00:00Z");
      const db = app.database.db;
      const october = new Date("2026-10-05T06:00:00Z");
      const kept = await buildCompany(db, { name: "Kept Co" });
      const gone = await buildCompany(db, { name: "Gone Co" });
      await db.update(companies).set({ createdAt: october });
      for (const companyId of [kept.id, kept.id, gone.id]) {
        const person = await buildEmployee(db, companyId);
        await db.update(users).set({ createdAt: october }).where(eq(users.id, person.id));
      }
      // Gone Co's one person leaves on 10 November and the company is removed on the 12th.
      await db
        .update(users)
        .set({ isDeleted: true, deletedAt: new Date("2026-11-10T06:00:00Z") })
        .where(eq(users.companyId, gone.id));
      await db
        .update(companies)
        .set({ isDeleted: true, deletedAt: new Date("2026-11-12T06:00:00Z") })
        .where(eq(companies.id, gone.id));
      // Joined this month: in the head count, not in last month's.
      await buildEmployee(db, kept.id);
      const su = await buildUser(db, { role: "SUPER_ADMIN", companyId: kept.id });
      const body = (
        await (await signIn(app, su.username, su.password)).get("/api/super-admin/dashboard")
      ).json();
      expect(body.companies).toEqual([{ id: kept.id, name: "Kept Co", employeeCount: 3 }]);
      expect(body.totalEmployees).toBe(3);
      expect(body.trends.employees).toMatchObject({ current: 3, previous: 3 });
    } finally {
      await app.close();
    }
  });
});
