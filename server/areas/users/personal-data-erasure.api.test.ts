import { eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildAdmin, buildCompany, buildEmployee } from "../../db/seed/factories";
import { signIn } from "../../test/accounts";
import type { Client } from "../../test/harness";
import { createTestApp, type TestApp } from "../../test/harness";
import { attendances } from "../attendance/attendance.table";
import { sessions } from "../auth/sessions.table";
import { userTokens } from "../auth/tokens.table";
import { twoFactorCredentials, twoFactorRecoveryCodes } from "../auth/two-factor.table";
import { companies } from "../companies/companies.table";
import { leaveRequests } from "../leaves/leaves.table";
import { payrolls } from "../payroll/payroll.table";
import { securityLogs } from "../security-logs/security-logs.table";
import { ERASURE_BATCH_PEOPLE, ERASURE_LOCK_CLASS, erasePersonalData } from "./personal-data-erasure";
import { users } from "./users.table";

/**
 * docs/product/employees.md §9: a removed person's details are erased PERSONAL_DATA_RETENTION_DAYS after
 * the removal; payroll, leave and attendance rows and the security log stay.
 */
let t: TestApp;
let company: { id: number };
let adminClient: Client;

const DAY = 24 * 60 * 60 * 1000;
const RETENTION = 365;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY);

beforeAll(async () => {
  t = await createTestApp();
  company = await buildCompany(t.database.db, { name: "Erase Co", payrollEnabled: true });
  const admin = await buildAdmin(t.database.db, company.id);
  adminClient = await signIn(t, admin.username, admin.password);
});
afterAll(() => t?.close());

/** A person with a leave request, an attendance day with a note, a payroll row, a token and a session. */
async function personWithRecords(companyId = company.id) {
  const db = t.database.db;
  const person = await buildEmployee(db, companyId, { firstName: "Anita", lastName: "Kurian" });
  await db.insert(leaveRequests).values({
    companyId,
    userId: person.id,
    startDate: "2024-02-05",
    endDate: "2024-02-07",
    reason: "Knee surgery",
    status: "APPROVED",
  });
  await db.insert(attendances).values({
    companyId,
    userId: person.id,
    attendanceDate: "2024-02-01",
    clockIn: "09:00",
    clockOut: "17:00",
    effectiveHours: "8.00",
    keyTasks: "Called my doctor",
  });
  await db.insert(payrolls).values({
    companyId,
    userId: person.id,
    month: 1,
    year: 2024,
    baseSalary: 50_000,
    taxAmount: 5_000,
    benefitsAmount: 1_000,
    netPay: 44_000,
    status: "Paid",
  });
  await db.insert(userTokens).values({
    userId: person.id,
    purpose: "reset",
    tokenHash: `${person.id}`.padStart(64, "a"),
    expiresAt: new Date(Date.now() + DAY),
  });
  await signIn(t, person.username, person.password); // a session row
  // A second factor, on, with a recovery code (the secret's text does not matter here).
  await db
    .insert(twoFactorCredentials)
    .values({ userId: person.id, secretEncrypted: "x", enabledAt: new Date() });
  await db.insert(twoFactorRecoveryCodes).values({ userId: person.id, codeHash: "r".repeat(64) });
  return person;
}

/** Removes a person through the API, then moves the removal back `days` days. */
async function removedDaysAgo(id: number, days: number) {
  expect((await adminClient.delete(`/api/users/${id}`)).statusCode).toBe(204);
  await t.database.db
    .update(users)
    .set({ deletedAt: daysAgo(days) })
    .where(eq(users.id, id));
}

const userRow = async (id: number) => (await t.database.db.select().from(users).where(eq(users.id, id)))[0]!;
const erasureRows = () =>
  t.database.db.select().from(securityLogs).where(eq(securityLogs.action, "PERSONAL_DATA_ERASED"));

describe("erasePersonalData", () => {
  it("erases a person removed longer ago than the period, and keeps one removed recently", async () => {
    const db = t.database.db;
    const old = await personWithRecords();
    const recent = await personWithRecords();
    const live = await personWithRecords();
    await removedDaysAgo(old.id, RETENTION + 5);
    await removedDaysAgo(recent.id, 10);
    // Removing ended the sessions; one left behind is erased all the same.
    await db.execute(sql`insert into sessions (id, user_id, expires_at, ip_address, user_agent)
      values (${`s${old.id}`.padEnd(64, "0")}, ${old.id}, now() + interval '1 day', '203.0.113.9', 'Firefox')`);

    const result = await erasePersonalData(db, new Date(), RETENTION);
    expect(result).toMatchObject({ erased: 1, skipped: false });

    const erased = await userRow(old.id);
    expect(erased).toMatchObject({
      username: `erased-${old.id}@erased.invalid`,
      firstName: "Former",
      lastName: "employee",
      passwordHash: "",
      isVerified: false,
      isDeleted: true,
      // The employment record stays.
      role: "EMPLOYEE",
      companyId: company.id,
      totalLeaves: 20,
    });
    expect(await db.select().from(userTokens).where(eq(userTokens.userId, old.id))).toEqual([]);
    expect(await db.select().from(sessions).where(eq(sessions.userId, old.id))).toEqual([]);
    expect(
      await db.select().from(twoFactorCredentials).where(eq(twoFactorCredentials.userId, old.id)),
    ).toEqual([]);
    expect(
      await db.select().from(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, old.id)),
    ).toEqual([]);
    // Rows and dates stay, the free text goes.
    const [leave] = await db.select().from(leaveRequests).where(eq(leaveRequests.userId, old.id));
    expect(leave).toMatchObject({
      startDate: "2024-02-05",
      endDate: "2024-02-07",
      status: "APPROVED",
      reason: "(erased)",
    });
    const [day] = await db.select().from(attendances).where(eq(attendances.userId, old.id));
    expect(day).toMatchObject({ attendanceDate: "2024-02-01", effectiveHours: "8.00", keyTasks: null });

    // Payroll rows remain, with the placeholder name.
    const list = await adminClient.get(`/api/companies/${company.id}/payrolls?month=1&year=2024`);
    expect(list.statusCode).toBe(200);
    const rows = list.json() as { userId: number; firstName: string; lastName: string; netPay: number }[];
    expect(rows.find((r) => r.userId === old.id)).toMatchObject({
      firstName: "Former",
      lastName: "employee",
      netPay: 44_000,
    });
    expect(rows.find((r) => r.userId === recent.id)).toMatchObject({
      firstName: "Anita",
      lastName: "Kurian",
    });

    // The recent removal and the live person are untouched.
    for (const kept of [recent, live]) {
      expect(await userRow(kept.id)).toMatchObject({ username: kept.username, firstName: "Anita" });
      const [keptLeave] = await db.select().from(leaveRequests).where(eq(leaveRequests.userId, kept.id));
      expect(keptLeave!.reason).toBe("Knee surgery");
    }
    expect(await db.select().from(userTokens).where(eq(userTokens.userId, recent.id))).toHaveLength(1);
    expect(
      await db.select().from(twoFactorCredentials).where(eq(twoFactorCredentials.userId, recent.id)),
    ).toHaveLength(1);

    // The audit rows keep the person's id; one row records the erasure with its counts.
    const deletedRow = await db
      .select()
      .from(securityLogs)
      .where(eq(securityLogs.resourceId, String(old.id)));
    expect(deletedRow.map((r) => r.action)).toContain("USER_DELETED");
    const [logged] = await erasureRows();
    expect(logged).toMatchObject({
      level: "SECURITY",
      userId: null,
      resourceType: "user",
      metadata: {
        people: 1,
        userIds: [old.id],
        leaveReasons: 1,
        attendanceNotes: 1,
        tokens: 1,
        sessions: 1,
        secondFactors: 1,
        before: result.before,
        retentionDays: RETENTION,
      },
    });
    expect(logged!.message).toMatch(
      /^Personal details of 1 person\(s\) removed before \d{4}-\d{2}-\d{2} erased/,
    );

    // The erased person can no longer sign in, by either address.
    expect(
      (
        await t.app.inject({
          method: "POST",
          url: "/api/login",
          payload: { username: old.username, password: old.password },
        })
      ).statusCode,
    ).toBe(401);
  });

  it("changes nothing more when run twice", async () => {
    const db = t.database.db;
    const person = await personWithRecords();
    await removedDaysAgo(person.id, RETENTION + 30);
    const first = await erasePersonalData(db, new Date(), RETENTION);
    expect(first.erased).toBe(1);
    const after = await userRow(person.id);
    const logged = (await erasureRows()).length;

    const second = await erasePersonalData(db, new Date(Date.now() + 1000), RETENTION);
    expect(second).toMatchObject({ erased: 0, skipped: false });
    expect(await userRow(person.id)).toEqual(after);
    expect(await erasureRows()).toHaveLength(logged);
  });

  it("erases the people of a company removed longer ago than the period", async () => {
    const db = t.database.db;
    const gone = await buildCompany(db, { name: "Gone Co" });
    const person = await personWithRecords(gone.id);
    await db
      .update(companies)
      .set({ isDeleted: true, deletedAt: daysAgo(RETENTION + 1) })
      .where(eq(companies.id, gone.id));
    expect((await erasePersonalData(db, new Date(), RETENTION)).erased).toBe(1);
    expect(await userRow(person.id)).toMatchObject({ firstName: "Former", isDeleted: true });
    expect((await userRow(person.id)).deletedAt).not.toBeNull();
  });

  it(`erases a large backlog in batches of ${ERASURE_BATCH_PEOPLE}, one log row each`, async () => {
    const db = t.database.db;
    const people = ERASURE_BATCH_PEOPLE + 3;
    await db.execute(sql`
      insert into users (username, password_hash, role, company_id, first_name, last_name, is_deleted, deleted_at)
      select 'backlog' || g || '@example.com', 'x', 'EMPLOYEE', ${company.id}::int, 'Back', 'Log ' || g, true,
             now() - interval '800 days'
      from generate_series(1, ${people}::int) g`);
    const logged = (await erasureRows()).length;
    expect((await erasePersonalData(db, new Date(), RETENTION)).erased).toBe(people);
    const rows = await erasureRows();
    expect(rows).toHaveLength(logged + 2);
    expect(rows.slice(-2).map((r) => r.metadata?.people)).toEqual([ERASURE_BATCH_PEOPLE, 3]);
    const left = await db
      .select({ id: users.id })
      .from(users)
      .where(inArray(users.firstName, ["Back"]));
    expect(left).toEqual([]);
  });

  // PGlite has one connection, so a second process holding the lock can only be played on PostgreSQL.
  it.runIf(process.env.TEST_DB === "pg")("skips the run while another process is erasing", async () => {
    const person = await personWithRecords();
    await removedDaysAgo(person.id, RETENTION + 2);
    await t.database.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${ERASURE_LOCK_CLASS}::int, 0)`);
      expect(await erasePersonalData(t.database.db, new Date(), RETENTION)).toMatchObject({
        erased: 0,
        skipped: true,
      });
    });
    expect(await userRow(person.id)).toMatchObject({ firstName: "Anita" });
    expect((await erasePersonalData(t.database.db, new Date(), RETENTION)).erased).toBe(1);
  });
});
