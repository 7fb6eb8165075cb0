import { eq, sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { holidays } from "../areas/holidays/holidays.table";
import { leaveRequests } from "../areas/leaves/leaves.table";
import { securityLogs } from "../areas/security-logs/security-logs.table";
import { users } from "../areas/users/users.table";
import { buildAdmin, buildCompany, buildEmployee, buildUser } from "../db/seed/factories";
import { signIn } from "../test/accounts";
import { type Client, createTestApp, type TestApp } from "../test/harness";

/**
 * Every write and the security-log row that records it commit together (docs/ARCHITECTURE.md, "One
 * transaction per write"). A trigger makes the database refuse the log row, which every service writes
 * after its change: the change must be gone too, and no mail about it may have left.
 */
let t: TestApp;
let company: { id: number };
let admin: Client;
let adminId: number;

const logCount = async () =>
  (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(securityLogs))[0]!.n;

async function refuseSecurityLogs() {
  await t.database.db.execute(sql`
    create or replace function refuse_security_log() returns trigger language plpgsql as $$
    begin raise exception 'security log refused by the test'; end $$`);
  await t.database.db.execute(sql`
    create trigger refuse_security_log before insert on security_logs
    for each row execute function refuse_security_log()`);
}

beforeAll(async () => {
  t = await createTestApp();
  company = await buildCompany(t.database.db, { name: "Atomic Co" });
  const a = await buildAdmin(t.database.db, company.id);
  adminId = a.id;
  admin = await signIn(t, a.username, a.password);
});
afterEach(async () => {
  await t.database.db.execute(sql`drop trigger if exists refuse_security_log on security_logs`);
});
afterAll(() => t?.close());

describe("a write whose security-log row fails", () => {
  it("leaves a leave decision undone and mails nobody", async () => {
    const person = await buildEmployee(t.database.db, company.id);
    const [leave] = await t.database.db
      .insert(leaveRequests)
      .values({
        companyId: company.id,
        userId: person.id,
        startDate: "2031-03-02",
        endDate: "2031-03-02",
        reason: "Exam",
      })
      .returning();
    const mailsBefore = t.mailbox.all().length;
    const logsBefore = await logCount();
    await refuseSecurityLogs();

    const res = await admin.patch(`/api/leaves/${leave!.id}/status`, { status: "APPROVED" });

    expect(res.statusCode).toBe(500);
    const [after] = await t.database.db.select().from(leaveRequests).where(eq(leaveRequests.id, leave!.id));
    expect(after!.status).toBe("PENDING");
    expect(after!.decidedBy).toBeNull();
    expect(await logCount()).toBe(logsBefore);
    expect(t.mailbox.all().length).toBe(mailsBefore);
  });

  it("leaves a leave allocation unchanged", async () => {
    const person = await buildEmployee(t.database.db, company.id);
    await refuseSecurityLogs();
    const res = await admin.patch(`/api/users/${person.id}/total-leaves`, { totalLeaves: 30 });
    expect(res.statusCode).toBe(500);
    const [after] = await t.database.db.select().from(users).where(eq(users.id, person.id));
    expect(after!.totalLeaves).not.toBe(30);
  });

  it("adds no holiday", async () => {
    await refuseSecurityLogs();
    const res = await admin.post(`/api/companies/${company.id}/holidays`, {
      name: "Vishu",
      date: "2031-04-14",
    });
    expect(res.statusCode).toBe(500);
    const rows = await t.database.db.select().from(holidays).where(eq(holidays.name, "Vishu"));
    expect(rows).toEqual([]);
  });

  it("deletes nobody", async () => {
    const person = await buildEmployee(t.database.db, company.id);
    await refuseSecurityLogs();
    const res = await admin.delete(`/api/users/${person.id}`);
    expect(res.statusCode).toBe(500);
    const [after] = await t.database.db.select().from(users).where(eq(users.id, person.id));
    expect(after!.isDeleted).toBe(false);
  });

  it("keeps the request working once the log is back: the change and its row land together", async () => {
    const person = await buildEmployee(t.database.db, company.id);
    const logsBefore = await logCount();
    const res = await admin.patch(`/api/users/${person.id}/total-leaves`, { totalLeaves: 31 });
    expect(res.statusCode).toBe(200);
    const [after] = await t.database.db.select().from(users).where(eq(users.id, person.id));
    expect(after!.totalLeaves).toBe(31);
    const rows = await t.database.db
      .select()
      .from(securityLogs)
      .where(eq(securityLogs.action, "LEAVE_ALLOCATION_CHANGED"));
    expect(await logCount()).toBe(logsBefore + 1);
    expect(rows.at(-1)).toMatchObject({ userId: adminId, resourceId: String(person.id) });
  });
});

describe("a refusal that must keep its bookkeeping", () => {
  it("counts a failed sign-in and logs it although the answer is 401", async () => {
    const person = await buildEmployee(t.database.db, company.id);
    const res = await t.app.inject({
      method: "POST",
      url: "/api/login",
      payload: { username: person.username, password: "wrong-password-1A" },
    });
    expect(res.statusCode).toBe(401);
    const [after] = await t.database.db.select().from(users).where(eq(users.id, person.id));
    expect(after!.failedLoginAttempts).toBe(1);
    const failures = await t.database.db
      .select()
      .from(securityLogs)
      .where(eq(securityLogs.action, "LOGIN_FAILED"));
    expect(failures.some((row) => row.resourceId === String(person.id))).toBe(true);
  });
});

describe("mail never holds the database", () => {
  let slow: TestApp;
  let sent = 0;
  /** A mail server that takes the message and never answers. */
  const hangingMailer = {
    send: () => {
      sent += 1;
      return new Promise<void>(() => {});
    },
  };
  const failingMailer = { send: async () => Promise.reject(new Error("mail server refused")) };

  beforeAll(async () => {
    slow = await createTestApp({}, { mailer: hangingMailer });
  });
  afterAll(() => slow?.close());

  it("answers a reset request for a real account without waiting for its mail", async () => {
    const c = await buildCompany(slow.database.db, { name: "Slow Mail Co" });
    const a = await buildAdmin(slow.database.db, c.id);
    const res = await slow.app.inject({
      method: "POST",
      url: "/api/forgot-password",
      payload: { email: a.username },
    });
    expect(res.statusCode).toBe(200);
    expect(sent).toBe(1);
  });

  it("sends a test e-mail outside any transaction: the app keeps answering while the mail server hangs", async () => {
    const root = await buildUser(slow.database.db, { role: "SUPER_ADMIN" });
    const client = await signIn(slow, root.username, root.password);
    const pending = client.post("/api/email/test", {
      to: "ops@example.test",
      subject: "Hi",
      message: "Test",
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    const health = await slow.app.inject({ method: "GET", url: "/api/health" });
    expect(health.statusCode).toBe(200);
    void pending;
  });

  it("answers 502 when the verification mail cannot be sent, and the app still answers", async () => {
    const failing = await createTestApp({}, { mailer: failingMailer });
    try {
      const c = await buildCompany(failing.database.db, { name: "No Mail Co" });
      const person = await buildEmployee(failing.database.db, c.id, { isVerified: false });
      const client = await signIn(failing, person.username, person.password);
      const res = await client.post("/api/resend-verification");
      expect(res.statusCode).toBe(502);
      expect(res.json().message).toBe("The verification email could not be sent. Please try again later.");
    } finally {
      await failing.close();
    }
  });
});
