import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { payrollLinesFor } from "../../../shared/payroll/payroll-lines.rules";
import { personalDataExportSchema } from "../../../shared/users/personal-data.schema";
import { buildAdmin, buildCompany, buildEmployee, buildUser } from "../../db/seed/factories";
import { clientOf, signIn } from "../../test/accounts";
import { createTestApp, type TestApp } from "../../test/harness";
import { attendances } from "../attendance/attendance.table";
import { leaveRequests } from "../leaves/leaves.table";
import { payrolls } from "../payroll/payroll.table";
import { securityLogs } from "../security-logs/security-logs.table";
import { EXPORT_BATCH_ROWS } from "./personal-data-export";
import { users } from "./users.table";

/** docs/product/employees.md §9: "Download my data". */
let t: TestApp;
let company: { id: number };

beforeAll(async () => {
  t = await createTestApp();
  company = await buildCompany(t.database.db, { name: "Export Co" });
});
afterAll(() => t?.close());

/** `days` attendance days of a person from 2019-01-01 on, one a day, with a note. */
async function insertAttendance(userId: number, days: number) {
  await t.database.db.execute(sql`
    insert into attendances (company_id, user_id, attendance_date, clock_in, clock_out, effective_hours, key_tasks)
    select ${company.id}::int, ${userId}::int, date '2019-01-01' + g, time '09:00', time '17:30', 8.5, 'Task ' || g
    from generate_series(0, ${days - 1}::int) g`);
}

describe("GET /api/user/export", () => {
  it("answers the whole of an employee's data as a JSON download, and never a secret", async () => {
    const db = t.database.db;
    const rahul = await buildEmployee(db, company.id, {
      firstName: "Rahul",
      lastName: "Nair",
      department: "Engineering",
      salary: 95_000,
      taxPercentage: 10,
      benefitsPercentage: 5.5,
    });
    await db
      .update(users)
      .set({ annualCtc: 1_200_000, workState: "Karnataka" })
      .where(eq(users.id, rahul.id));
    const aprilFromStructure = payrollLinesFor({
      annualCtc: 1_200_000,
      workState: "Karnataka",
      year: 2025,
      month: 4,
      earnedSoFarInFy: 0,
      tdsSoFarInFy: 0,
    })!;
    const other = await buildEmployee(db, company.id, { firstName: "Meera" });
    // More days than one batch holds, so the stream goes on from batch to batch.
    const days = EXPORT_BATCH_ROWS * 2 + 17;
    await insertAttendance(rahul.id, days);
    await db.insert(attendances).values({
      companyId: company.id,
      userId: other.id,
      attendanceDate: "2024-01-02",
      clockIn: "10:00",
      keyTasks: "Meera's notes",
    });
    await db.insert(leaveRequests).values([
      {
        companyId: company.id,
        userId: rahul.id,
        startDate: "2024-03-04",
        endDate: "2024-03-05",
        reason: "Family visit",
        status: "APPROVED",
      },
      {
        companyId: company.id,
        userId: rahul.id,
        startDate: "2024-05-10",
        endDate: "2024-05-10",
        reason: "Doctor",
        isHalfDay: true,
        halfDayType: "FORENOON",
      },
      {
        companyId: company.id,
        userId: other.id,
        startDate: "2024-03-04",
        endDate: "2024-03-04",
        reason: "Meera's reason",
      },
    ]);
    await db.insert(payrolls).values([
      {
        companyId: company.id,
        userId: rahul.id,
        month: 1,
        year: 2024,
        baseSalary: 95_000,
        taxAmount: 9_500,
        benefitsAmount: 5_225,
        netPay: 80_275,
        status: "Paid",
      },
      {
        companyId: company.id,
        userId: rahul.id,
        month: 4,
        year: 2025,
        ...aprilFromStructure,
        status: "Pending",
      },
      {
        companyId: company.id,
        userId: other.id,
        month: 1,
        year: 2024,
        baseSalary: 1,
        taxAmount: 0,
        benefitsAmount: 0,
        netPay: 1,
      },
    ]);
    const client = await signIn(t, rahul.username, rahul.password);

    const res = await client.get("/api/user/export");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/json; charset=utf-8");
    expect(res.headers["cache-control"]).toBe("no-store");
    expect(res.headers["content-disposition"]).toMatch(
      /^attachment; filename="my-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );

    const file = personalDataExportSchema.strict().parse(res.json());
    expect(file.format).toBe("hr-platform.personal-data.v1");
    expect(file.profile).toMatchObject({
      id: rahul.id,
      username: rahul.username,
      firstName: "Rahul",
      lastName: "Nair",
      role: "EMPLOYEE",
      companyId: company.id,
      companyName: "Export Co",
      department: "Engineering",
    });
    expect(Object.keys(file.profile)).not.toContain("passwordHash");
    expect(file.pay).toEqual({
      salary: 95_000,
      taxAmount: 0,
      deductionAmount: 0,
      taxPercentage: 10,
      benefitsPercentage: 5.5,
      annualCtc: 1_200_000,
      workState: "Karnataka",
    });
    expect(file.leave.balance).toEqual({
      totalLeaves: 20,
      leavesTaken: 2,
      leavesPending: 0.5,
      leavesRemaining: 17.5,
    });
    expect(file.leave.requests.map((r) => r.reason)).toEqual(["Family visit", "Doctor"]);
    expect(file.payroll).toHaveLength(2);
    expect(file.payroll[0]).toMatchObject({
      month: 1,
      year: 2024,
      netPay: 80_275,
      status: "Paid",
      lines: null,
    });
    // The month generated from the salary structure carries its lines: ₹12,00,000 in Karnataka is a gross of
    // ₹98,200 (₹1,00,000 less the employer's PF of ₹1,800), net of ₹1,800 PF and ₹200 professional tax.
    expect(file.payroll[1]).toMatchObject({ month: 4, year: 2025, baseSalary: 98_200, netPay: 96_200 });
    expect(file.payroll[1]!.lines).toEqual(aprilFromStructure.lines);
    expect(file.sessions).toHaveLength(1);

    // Every day, oldest first, none twice, none of anyone else's.
    expect(file.attendance).toHaveLength(days);
    expect(file.attendance[0]).toEqual({
      date: "2019-01-01",
      clockIn: "09:00:00",
      clockOut: "17:30:00",
      effectiveHours: 8.5,
      keyTasks: "Task 0",
    });
    const dates = file.attendance.map((a) => a.date);
    expect(new Set(dates).size).toBe(days);
    expect([...dates].sort()).toEqual(dates);

    // Their own sign-in is in their log section.
    expect(file.securityLog.map((r) => r.action)).toContain("LOGIN_SUCCESS");

    // No secret, and nothing of the other person.
    for (const absent of [
      rahul.passwordHash,
      "passwordHash",
      "tokenHash",
      "failedLoginAttempts",
      "lockedUntil",
      "Meera",
    ])
      expect(res.body).not.toContain(absent);
  });

  it("writes PERSONAL_DATA_EXPORTED with the count of each section", async () => {
    const person = await buildEmployee(t.database.db, company.id);
    await insertAttendance(person.id, 3);
    const client = await signIn(t, person.username, person.password);
    expect((await client.get("/api/user/export")).statusCode).toBe(200);
    const rows = await t.database.db
      .select()
      .from(securityLogs)
      .where(and(eq(securityLogs.action, "PERSONAL_DATA_EXPORTED"), eq(securityLogs.userId, person.id)));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      level: "SECURITY",
      companyId: company.id,
      resourceType: "user",
      resourceId: String(person.id),
      message: "Personal data downloaded",
      metadata: { leaveRequests: 0, payroll: 0, attendance: 3, securityLog: 1 },
    });
  });

  it("gives every log row of the person once, however many share an instant", async () => {
    const admin = await buildAdmin(t.database.db, company.id);
    const rows = EXPORT_BATCH_ROWS + 250;
    // Five rows per instant, so batch ends fall inside a run of equal timestamps.
    await t.database.db.execute(sql`
      insert into security_logs ("timestamp", level, action, user_id, company_id, message)
      select timestamptz '2024-01-01T00:00:00.123456Z' + ((g / 5) * interval '1 second'), 'INFO', 'BULK_TEST',
             ${admin.id}::int, ${company.id}::int, 'Bulk row ' || g
      from generate_series(1, ${rows}::int) g`);
    const client = await signIn(t, admin.username, admin.password);
    const file = personalDataExportSchema.parse((await client.get("/api/user/export")).json());
    const bulk = file.securityLog.filter((r) => r.action === "BULK_TEST");
    expect(bulk).toHaveLength(rows);
    // The message (which, for an administrator, names other people) is never in the file.
    expect(JSON.stringify(file)).not.toContain("Bulk row");
    // Oldest first: the sign-in, then this download's own row, written before the file streams.
    expect(file.securityLog.slice(-2).map((r) => r.action)).toEqual([
      "LOGIN_SUCCESS",
      "PERSONAL_DATA_EXPORTED",
    ]);
  });

  it("answers a SUPER_ADMIN their profile, with no pay, leave or payroll", async () => {
    const root = await buildUser(t.database.db, { role: "SUPER_ADMIN", firstName: "Root" });
    const client = await signIn(t, root.username, root.password);
    const res = await client.get("/api/user/export");
    expect(res.statusCode).toBe(200);
    const file = personalDataExportSchema.parse(res.json());
    expect(file.profile).toMatchObject({
      id: root.id,
      role: "SUPER_ADMIN",
      companyId: null,
      companyName: null,
    });
    expect(file.pay).toBeNull();
    expect(file.leave).toEqual({ balance: null, requests: [] });
    expect(file.payroll).toEqual([]);
    expect(file.attendance).toEqual([]);
  });

  it("refuses a signed-out caller", async () => {
    expect((await clientOf(t).get("/api/user/export")).statusCode).toBe(401);
  });

  it("reads only the session's person: a query naming someone else is not read", async () => {
    const meera = await buildEmployee(t.database.db, company.id);
    const someone = await buildEmployee(t.database.db, company.id);
    const client = await signIn(t, meera.username, meera.password);
    for (const url of [`/api/user/export?id=${someone.id}`, `/api/user/export?userId=${someone.id}`]) {
      const file = personalDataExportSchema.parse((await client.get(url)).json());
      expect(file.profile.id, url).toBe(meera.id);
    }
    expect((await client.get(`/api/user/export/${someone.id}`)).statusCode).toBe(404);
    expect((await client.post("/api/user/export", {})).statusCode).toBe(404);
  });

  it("is in the OpenAPI document, with the file's sections", async () => {
    const doc = (await clientOf(t).get("/api/openapi.json")).json();
    const get = doc.paths["/api/user/export"].get;
    const schema = get.responses["200"].content["application/json"].schema;
    expect(Object.keys(schema.properties)).toEqual(Object.keys(personalDataExportSchema.shape));
  });
});
