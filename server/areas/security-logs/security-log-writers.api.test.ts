import { and, desc, eq } from "drizzle-orm";
import type { InjectOptions, LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildAdmin, buildCompany, buildEmployee, buildUser } from "../../db/seed/factories";
import { Client, createTestApp, type TestApp } from "../../test/harness";
import { payrollBody } from "../payroll/payroll.fixtures";
import { securityLogs } from "./security-logs.table";

/**
 * Every event of docs/product/security-logs.md §3 writes its row with the actor as `userId`, the record acted
 * on as `resourceId`, the company, and where the request came from (IP address and user agent); a failed
 * sign-in names the attempted account in its metadata, never the password. Each caller below comes from its
 * own address with its own browser, so a row that took another request's origin (or none) shows.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

/** A browser at `ip` whose every request carries `userAgent`. */
class Browser extends Client {
  constructor(
    test: TestApp,
    readonly address: string,
    readonly userAgent: string,
  ) {
    super(test.app, address);
  }
  override request(options: InjectOptions): Promise<LightMyRequestResponse> {
    return super.request({
      ...options,
      headers: { "user-agent": this.userAgent, ...(options.headers ?? {}) },
    });
  }
}

let browsers = 0;
const browser = () => {
  browsers += 1;
  return new Browser(t, `198.51.100.${browsers}`, `AuditBrowser/${browsers}.0`);
};

async function signedIn(person: { username: string; password: string }): Promise<Browser> {
  const b = browser();
  const res = await b.post("/api/login", { username: person.username, password: person.password });
  expect(res.statusCode, res.body).toBe(200);
  return b;
}

/** The newest row of an action (about a record, when given). */
async function rowOf(action: string, resourceId?: number | string) {
  const [row] = await t.database.db
    .select()
    .from(securityLogs)
    .where(
      and(
        eq(securityLogs.action, action),
        resourceId === undefined ? undefined : eq(securityLogs.resourceId, String(resourceId)),
      ),
    )
    .orderBy(desc(securityLogs.id))
    .limit(1);
  expect(row, `no ${action} row${resourceId === undefined ? "" : ` about ${resourceId}`}`).toBeDefined();
  return row!;
}

/** The row says who did it, to what, in which company, and from where. */
async function expectRow(
  action: string,
  expected: { actor: number | null; resourceId: number | string; companyId: number | null; from: Browser },
) {
  const row = await rowOf(action, expected.resourceId);
  expect(row).toMatchObject({
    userId: expected.actor,
    resourceId: String(expected.resourceId),
    companyId: expected.companyId,
    ipAddress: expected.from.address,
    userAgent: expected.from.userAgent,
  });
  return row;
}

describe("the rows of sign-in, lockout, unlock, password change and reset", () => {
  it("logs a sign-in by the person, about themselves", async () => {
    const company = await buildCompany(t.database.db);
    const person = await buildEmployee(t.database.db, company.id);
    const from = await signedIn(person);
    await expectRow("LOGIN_SUCCESS", {
      actor: person.id,
      resourceId: person.id,
      companyId: company.id,
      from,
    });
  });

  it("logs a failed sign-in with the account tried in its metadata and no password anywhere", async () => {
    const company = await buildCompany(t.database.db);
    const person = await buildEmployee(t.database.db, company.id);
    const from = browser();
    const wrong = "Wr0ng-Secret-Guess";
    expect((await from.post("/api/login", { username: person.username, password: wrong })).statusCode).toBe(
      401,
    );
    const row = await expectRow("LOGIN_FAILED", {
      actor: person.id,
      resourceId: person.id,
      companyId: company.id,
      from,
    });
    expect(row.metadata).toMatchObject({ attemptedUsername: person.username });
    expect(JSON.stringify(row)).not.toContain(wrong);

    const stranger = browser();
    const ghost = "ghost@nowhere.test";
    await stranger.post("/api/login", { username: ghost.toUpperCase(), password: wrong });
    const [unknown] = await t.database.db
      .select()
      .from(securityLogs)
      .where(and(eq(securityLogs.action, "LOGIN_FAILED"), eq(securityLogs.ipAddress, stranger.address)));
    expect(unknown).toMatchObject({
      userId: null,
      companyId: null,
      resourceId: null,
      userAgent: stranger.userAgent,
      metadata: { attemptedUsername: ghost, reason: "unknown_account" },
    });
    expect(JSON.stringify(unknown)).not.toContain(wrong);
  });

  it("logs the lockout, a refused sign-in while locked, and the unlock by an admin", async () => {
    const company = await buildCompany(t.database.db);
    const person = await buildEmployee(t.database.db, company.id);
    const from = browser();
    for (let attempt = 0; attempt < 5; attempt++)
      await from.post("/api/login", { username: person.username, password: "Wr0ng-Secret-Guess" });
    await expectRow("ACCOUNT_LOCKED", {
      actor: person.id,
      resourceId: person.id,
      companyId: company.id,
      from,
    });
    await from.post("/api/login", { username: person.username, password: person.password });
    await expectRow("LOGIN_BLOCKED", {
      actor: person.id,
      resourceId: person.id,
      companyId: company.id,
      from,
    });

    const admin = await buildAdmin(t.database.db, company.id);
    const adminBrowser = await signedIn(admin);
    expect((await adminBrowser.post(`/api/users/${person.id}/unlock`)).statusCode).toBe(200);
    await expectRow("ACCOUNT_UNLOCKED", {
      actor: admin.id,
      resourceId: person.id,
      companyId: company.id,
      from: adminBrowser,
    });
  });

  it("logs a password change by its owner, without either password", async () => {
    const company = await buildCompany(t.database.db);
    const person = await buildEmployee(t.database.db, company.id);
    const from = await signedIn(person);
    const res = await from.post(`/api/users/${person.id}/change-password`, {
      currentPassword: person.password,
      newPassword: "N3w-Passw0rd-Chosen",
    });
    expect(res.statusCode, res.body).toBe(200);
    const row = await expectRow("PASSWORD_CHANGED", {
      actor: person.id,
      resourceId: person.id,
      companyId: company.id,
      from,
    });
    expect(JSON.stringify(row)).not.toContain("N3w-Passw0rd-Chosen");
    expect(JSON.stringify(row)).not.toContain(person.password);
  });

  it("logs a reset asked for and a reset done, from the browser that did each", async () => {
    const company = await buildCompany(t.database.db);
    const admin = await buildAdmin(t.database.db, company.id);
    const asker = browser();
    await asker.post("/api/forgot-password", { email: admin.username });
    await t.mailbox.waitFor(admin.username, "Reset your password");
    await expectRow("PASSWORD_RESET_REQUESTED", {
      actor: admin.id,
      resourceId: admin.id,
      companyId: company.id,
      from: asker,
    });
    const { token } = t.mailbox.lastLinkTo(admin.username, "Reset your password");
    const resetter = browser();
    const res = await resetter.post("/api/reset-password", { token, newPassword: "Res3t-Passw0rd" });
    expect(res.statusCode, res.body).toBe(200);
    const row = await expectRow("PASSWORD_RESET", {
      actor: admin.id,
      resourceId: admin.id,
      companyId: company.id,
      from: resetter,
    });
    expect(JSON.stringify(row)).not.toContain("Res3t-Passw0rd");
    expect(JSON.stringify(row)).not.toContain(token);
  });
});

describe("the rows of people, companies, leave decisions, payroll and transactions", () => {
  it("logs creating, updating, promoting and deleting a person, by the admin who did it", async () => {
    const company = await buildCompany(t.database.db);
    const admin = await buildAdmin(t.database.db, company.id);
    const from = await signedIn(admin);
    const created = await from.post(`/api/companies/${company.id}/users`, {
      username: `kiran.${Date.now()}@writers.test`,
      firstName: "Kiran",
      lastName: "Das",
      role: "EMPLOYEE",
      password: "Kiran-Passw0rd",
    });
    expect(created.statusCode, created.body).toBe(201);
    const person = created.json() as { id: number; username: string };
    const expected = { actor: admin.id, resourceId: person.id, companyId: company.id, from };
    const row = await expectRow("USER_CREATED", expected);
    expect(JSON.stringify(row)).not.toContain("Kiran-Passw0rd");

    const updated = await from.put(`/api/users/${person.id}`, {
      username: person.username,
      firstName: "Kiran",
      lastName: "Das",
      role: "ADMIN",
    });
    expect(updated.statusCode, updated.body).toBe(200);
    await expectRow("USER_UPDATED", expected);
    await expectRow("ROLE_CHANGED", expected);

    expect((await from.delete(`/api/users/${person.id}`)).statusCode).toBe(204);
    await expectRow("USER_DELETED", expected);
  });

  it("logs creating, updating and deleting a company, by the SUPER_ADMIN who did it", async () => {
    const root = await buildUser(t.database.db, { role: "SUPER_ADMIN" });
    const from = await signedIn(root);
    const created = await from.post("/api/companies", {
      name: "Writers Co",
      description: "Audited",
      logo: "data:image/svg+xml;charset=utf-8,%3Csvg%3E%3C%2Fsvg%3E",
    });
    expect(created.statusCode, created.body).toBe(201);
    const company = created.json() as { id: number };
    const expected = { actor: root.id, resourceId: company.id, companyId: company.id, from };
    await expectRow("COMPANY_CREATED", expected);
    expect((await from.patch(`/api/companies/${company.id}`, { name: "Writers & Co" })).statusCode).toBe(200);
    await expectRow("COMPANY_UPDATED", expected);
    expect((await from.delete(`/api/companies/${company.id}`)).statusCode).toBe(204);
    await expectRow("COMPANY_DELETED", expected);
  });

  it("logs a leave request by its person and each decision by the admin who made it", async () => {
    const company = await buildCompany(t.database.db);
    const person = await buildEmployee(t.database.db, company.id);
    const admin = await buildAdmin(t.database.db, company.id);
    const personBrowser = await signedIn(person);
    const adminBrowser = await signedIn(admin);
    const ask = async (startDate: string) => {
      const res = await personBrowser.post("/api/leaves", {
        startDate,
        endDate: startDate,
        reason: "Family visit",
        isHalfDay: false,
      });
      expect(res.statusCode, res.body).toBe(201);
      return (res.json() as { id: number }).id;
    };
    const approved = await ask("2030-06-03");
    const requested = await expectRow("LEAVE_REQUESTED", {
      actor: person.id,
      resourceId: approved,
      companyId: company.id,
      from: personBrowser,
    });
    expect(requested).toMatchObject({
      level: "INFO",
      resourceType: "leave",
      message: `${person.username} requested 1 day(s) of leave from 2030-06-03 to 2030-06-03`,
      metadata: null,
    });
    // One row for the one request, and none for a refused one (it overlaps).
    const refused = await personBrowser.post("/api/leaves", {
      startDate: "2030-06-03",
      endDate: "2030-06-03",
      reason: "Again",
      isHalfDay: false,
    });
    expect(refused.statusCode, refused.body).toBe(409);
    const rows = await t.database.db
      .select({ resourceId: securityLogs.resourceId })
      .from(securityLogs)
      .where(and(eq(securityLogs.action, "LEAVE_REQUESTED"), eq(securityLogs.userId, person.id)));
    expect(rows).toEqual([{ resourceId: String(approved) }]);
    const rejected = await ask("2030-06-10");
    for (const [id, status] of [
      [approved, "APPROVED"],
      [rejected, "REJECTED"],
    ] as const) {
      const res = await adminBrowser.patch(`/api/leaves/${id}/status`, { status });
      expect(res.statusCode, res.body).toBe(200);
      await expectRow(`LEAVE_${status}`, {
        actor: admin.id,
        resourceId: id,
        companyId: company.id,
        from: adminBrowser,
      });
    }
  });

  it("logs each change of a payroll row by the admin who made it", async () => {
    const company = await buildCompany(t.database.db, { payrollEnabled: true });
    const person = await buildEmployee(t.database.db, company.id);
    const admin = await buildAdmin(t.database.db, company.id);
    const from = await signedIn(admin);
    const created = await from.post("/api/payrolls", payrollBody(person));
    expect(created.statusCode, created.body).toBe(201);
    const id = (created.json() as { id: number }).id;
    const expected = { actor: admin.id, resourceId: id, companyId: company.id, from };
    await expectRow("PAYROLL_CREATED", expected);
    expect((await from.patch(`/api/payrolls/${id}`, { baseSalary: 90_000 })).statusCode).toBe(200);
    await expectRow("PAYROLL_UPDATED", expected);
    expect((await from.patch(`/api/payrolls/${id}/status`, { status: "Paid" })).statusCode).toBe(200);
    await expectRow("PAYROLL_STATUS_CHANGED", expected);
    expect((await from.delete(`/api/payrolls/${id}`)).statusCode).toBe(204);
    await expectRow("PAYROLL_DELETED", expected);
  });

  it("logs each change of a transaction by the SUPER_ADMIN who made it", async () => {
    const company = await buildCompany(t.database.db);
    const root = await buildUser(t.database.db, { role: "SUPER_ADMIN" });
    const from = await signedIn(root);
    const created = await from.post("/api/transactions", { companyId: company.id, amount: 2500 });
    expect(created.statusCode, created.body).toBe(201);
    const id = (created.json() as { id: number }).id;
    const expected = { actor: root.id, resourceId: id, companyId: company.id, from };
    await expectRow("TRANSACTION_CREATED", expected);
    expect(
      (await from.put(`/api/transactions/${id}`, { companyId: company.id, amount: 3000 })).statusCode,
    ).toBe(200);
    await expectRow("TRANSACTION_UPDATED", expected);
    expect((await from.delete(`/api/transactions/${id}`)).statusCode).toBe(204);
    await expectRow("TRANSACTION_DELETED", expected);
  });
});
