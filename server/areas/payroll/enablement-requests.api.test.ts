import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  PAYROLL_ALREADY_ENABLED,
  PAYROLL_REQUEST_NOT_FOUND,
  PAYROLL_REQUEST_NOT_OPEN,
  type PayrollEnablementRequestDto,
} from "../../../shared/payroll/payroll.schema";
import { buildAdmin, buildCompany, buildEmployee, buildUser } from "../../db/seed/factories";
import { signIn } from "../../test/accounts";
import { type Client, createTestApp, type TestApp } from "../../test/harness";
import { whileHeld } from "../../test/held";
import { companies } from "../companies/companies.table";
import { securityLogs } from "../security-logs/security-logs.table";
import { users } from "../users/users.table";
import { payrollEnablementRequests } from "./payroll.table";

/** Plan requests (docs/product/payroll.md §6.1): sent by an ADMIN, mailed to SUPER_ADMINs, closed by enabling. */

let t: TestApp;
let root: Client & { userId: number };
let rootEmail: string;
let secondRootEmail: string;

const SEND = { type: "payroll_enablement", selectedPlan: "Standard" };

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const r = await buildUser(db, { role: "SUPER_ADMIN", username: "root@platform.test" });
  root = Object.assign(await signIn(t, r.username, r.password), { userId: r.id });
  rootEmail = r.username;
  secondRootEmail = (await buildUser(db, { role: "SUPER_ADMIN", username: "ops@platform.test" })).username;
  const gone = await buildUser(db, { role: "SUPER_ADMIN", username: "gone@platform.test" });
  await db.update(users).set({ isDeleted: true }).where(eq(users.id, gone.id));
});
afterAll(() => t?.close());

/** A company without payroll and its signed-in admin. */
async function companyAndAdmin(name = `Firm ${Math.floor(Math.random() * 1e6)}`) {
  const db = t.database.db;
  const company = await buildCompany(db, { name });
  const admin = await buildAdmin(db, company.id, { firstName: "Vikram", lastName: "Rao" });
  const client = Object.assign(await signIn(t, admin.username, admin.password), { userId: admin.id });
  return { company, admin, client };
}

const mailsAbout = (companyName: string) => t.mailbox.all().filter((m) => m.raw.includes(companyName));

const requestsOf = (companyId: number) =>
  t.database.db
    .select()
    .from(payrollEnablementRequests)
    .where(eq(payrollEnablementRequests.companyId, companyId));

describe("POST /api/contact-support", () => {
  it("stores the request for the caller's company from the session, ignores the body's person and company, logs it", async () => {
    const { company, admin, client } = await companyAndAdmin("Bengaluru Analytics");
    const other = await buildCompany(t.database.db, { name: "Someone Else" });
    const res = await client.post("/api/contact-support", {
      ...SEND,
      selectedPlan: "Custom",
      message: "We have 40 people",
      userId: root.userId,
      companyId: other.id,
      userEmail: "spoof@example.com",
      userName: "Spoof",
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      type: "payroll_enablement",
      status: "open",
      selectedPlan: "Custom",
      message: "We have 40 people",
      company: { id: company.id, name: "Bengaluru Analytics", payrollEnabled: false },
      requestedBy: { id: admin.id, firstName: "Vikram", lastName: "Rao", email: admin.username },
      closedAt: null,
      alreadyOpen: false,
    });
    expect(await requestsOf(other.id)).toHaveLength(0);
    const [log] = await t.database.db
      .select()
      .from(securityLogs)
      .where(
        and(eq(securityLogs.action, "PAYROLL_ENABLEMENT_REQUESTED"), eq(securityLogs.companyId, company.id)),
      );
    expect(log).toMatchObject({ userId: admin.id, level: "INFO", metadata: { selectedPlan: "Custom" } });
  });

  it("mails every live SUPER_ADMIN with the company, the plan and where to enable it", async () => {
    const { client } = await companyAndAdmin("Kochi Mail Test");
    await client.post("/api/contact-support", { ...SEND, message: "Please call us" });
    const mails = mailsAbout("Kochi Mail Test");
    expect(mails.map((m) => m.to).sort()).toEqual([secondRootEmail, rootEmail].sort());
    expect(mails[0]!.subject).toBe("Payroll requested: Kochi Mail Test (Standard plan)");
    const text = mails[0]!.raw.replace(/=\r?\n/g, "");
    expect(text).toContain("Standard plan (20% of employee salary)");
    expect(text).toContain("Please call us");
    expect(text).toContain(`${t.config.appUrl}/companies`);
  });

  it("asks for the Standard plan when none is named", async () => {
    const { client } = await companyAndAdmin();
    const res = await client.post("/api/contact-support", { type: "payroll_enablement" });
    expect(res.json().selectedPlan).toBe("Standard");
  });

  it("answers a second request with the open one, storing and mailing nothing more", async () => {
    const { company, client } = await companyAndAdmin("Twice Ltd");
    const first = await client.post("/api/contact-support", SEND);
    const second = await client.post("/api/contact-support", { ...SEND, selectedPlan: "Starter" });
    expect(second.statusCode).toBe(200);
    expect(second.json()).toMatchObject({ id: first.json().id, selectedPlan: "Standard", alreadyOpen: true });
    expect(await requestsOf(company.id)).toHaveLength(1);
    expect(mailsAbout("Twice Ltd")).toHaveLength(2);
  });

  it("stores one request when two are sent at once", async () => {
    const { company, client } = await companyAndAdmin();
    const answers = await Promise.all([
      client.post("/api/contact-support", SEND),
      client.post("/api/contact-support", SEND),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    expect(new Set(answers.map((a) => a.json().id)).size).toBe(1);
    expect(await requestsOf(company.id)).toHaveLength(1);
  });

  it("answers 409 when the company already has payroll", async () => {
    const { company, client } = await companyAndAdmin();
    await t.database.db.update(companies).set({ payrollEnabled: true }).where(eq(companies.id, company.id));
    const res = await client.post("/api/contact-support", SEND);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(PAYROLL_ALREADY_ENABLED);
  });

  it("refuses an employee with 403", async () => {
    const { company } = await companyAndAdmin();
    const person = await buildEmployee(t.database.db, company.id);
    const client = await signIn(t, person.username, person.password);
    expect((await client.post("/api/contact-support", SEND)).statusCode).toBe(403);
  });

  it.each([
    ["type", { type: "callback" }, "Request type must be payroll_enablement"],
    ["selectedPlan", { selectedPlan: "Gold" }, "Plan must be Starter, Standard or Custom"],
    ["message", { message: "x".repeat(5001) }, "Message must be at most 5000 characters"],
  ])("refuses a bad %s with its message", async (path, change, message) => {
    const { client } = await companyAndAdmin();
    const res = await client.post("/api/contact-support", { ...SEND, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContainEqual({ path: `body.${path}`, message });
  });

  it("takes a SUPER_ADMIN's request, which names no company, once while it is open", async () => {
    const first = await root.post("/api/contact-support", SEND);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      company: null,
      requestedBy: { id: root.userId },
      alreadyOpen: false,
    });
    const second = await root.post("/api/contact-support", SEND);
    expect(second.json()).toMatchObject({ id: first.json().id, alreadyOpen: true });
    expect((await root.post(`/api/payroll-enablement-requests/${first.json().id}/dismiss`)).statusCode).toBe(
      200,
    );
  });

  it("still answers 200 and keeps the request when a mail cannot be delivered", async () => {
    const failing = await createTestApp(
      {},
      { mailer: { send: () => Promise.reject(new Error("SMTP down")) } },
    );
    try {
      const company = await buildCompany(failing.database.db);
      await buildUser(failing.database.db, { role: "SUPER_ADMIN" });
      const admin = await buildAdmin(failing.database.db, company.id);
      const client = await signIn(failing, admin.username, admin.password);
      const res = await client.post("/api/contact-support", SEND);
      expect(res.statusCode).toBe(200);
      const stored = await failing.database.db.select().from(payrollEnablementRequests);
      expect(stored).toHaveLength(1);
    } finally {
      await failing.close();
    }
  });
});

describe("GET /api/payroll-enablement-requests", () => {
  it("lists the open requests, newest first, with company and plan; ?status=all adds the closed ones", async () => {
    const a = await companyAndAdmin("List One");
    const b = await companyAndAdmin("List Two");
    t.clock.setTo("2026-03-01T10:00:00Z");
    await a.client.post("/api/contact-support", { ...SEND, selectedPlan: "Starter" });
    t.clock.setTo("2026-03-02T10:00:00Z");
    const second = await b.client.post("/api/contact-support", SEND);
    await root.post(`/api/payroll-enablement-requests/${second.json().id}/dismiss`);

    const open = await root.get("/api/payroll-enablement-requests?limit=500");
    expect(open.statusCode).toBe(200);
    const items: PayrollEnablementRequestDto[] = open.json();
    expect(items.every((r) => r.status === "open")).toBe(true);
    expect(Number(open.headers["x-total-count"])).toBe(items.length);
    expect(items.find((r) => r.company?.id === a.company.id)).toMatchObject({
      selectedPlan: "Starter",
      company: { name: "List One", payrollEnabled: false },
    });
    expect(items.some((r) => r.company?.id === b.company.id)).toBe(false);
    const times = items.map((r) => Date.parse(r.createdAt));
    expect([...times].sort((x, y) => y - x)).toEqual(times);

    const all: PayrollEnablementRequestDto[] = (
      await root.get("/api/payroll-enablement-requests?status=all&limit=500")
    ).json();
    expect(all.find((r) => r.company?.id === b.company.id)).toMatchObject({ status: "dismissed" });
    expect((await root.get("/api/payroll-enablement-requests?status=closed")).statusCode).toBe(400);
  });

  it("is the SUPER_ADMIN's alone", async () => {
    const { client } = await companyAndAdmin();
    expect((await client.get("/api/payroll-enablement-requests")).statusCode).toBe(403);
  });
});

describe("closing a request", () => {
  it("closes the company's open request when a SUPER_ADMIN enables its payroll, and logs it", async () => {
    const { company, client } = await companyAndAdmin("Enable Me");
    const sent = (await client.post("/api/contact-support", SEND)).json();
    const before = t.clock.now().getTime();
    const res = await root.patch(`/api/companies/${company.id}`, { payrollEnabled: true });
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await requestsOf(company.id);
    expect(row).toMatchObject({ id: sent.id, status: "enabled", closedBy: root.userId });
    expect(row!.closedAt!.getTime()).toBeGreaterThanOrEqual(before - 1000);
    const open: PayrollEnablementRequestDto[] = (
      await root.get("/api/payroll-enablement-requests?limit=500")
    ).json();
    expect(open.some((r) => r.id === sent.id)).toBe(false);
    const [log] = await t.database.db
      .select()
      .from(securityLogs)
      .where(
        and(
          eq(securityLogs.action, "PAYROLL_ENABLEMENT_REQUEST_CLOSED"),
          eq(securityLogs.resourceId, String(sent.id)),
        ),
      );
    expect(log).toMatchObject({
      userId: root.userId,
      companyId: company.id,
      metadata: { status: "enabled" },
    });

    // Switched off again, the company may ask anew.
    await root.patch(`/api/companies/${company.id}`, { payrollEnabled: false });
    const again = await client.post("/api/contact-support", SEND);
    expect(again.json()).toMatchObject({ alreadyOpen: false, status: "open" });
    expect(again.json().id).not.toBe(sent.id);
  });

  it("leaves a request open when the company is updated without enabling payroll", async () => {
    const { company, client } = await companyAndAdmin();
    await client.post("/api/contact-support", SEND);
    await root.patch(`/api/companies/${company.id}`, { description: "New words" });
    const [row] = await requestsOf(company.id);
    expect(row!.status).toBe("open");
  });

  it("dismisses an open request (SUPER_ADMIN): 409 once closed, 404 for an unknown one, 403 for an admin", async () => {
    const { client } = await companyAndAdmin();
    const sent = (await client.post("/api/contact-support", SEND)).json();
    expect((await client.post(`/api/payroll-enablement-requests/${sent.id}/dismiss`)).statusCode).toBe(403);
    const res = await root.post(`/api/payroll-enablement-requests/${sent.id}/dismiss`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: sent.id, status: "dismissed" });
    expect(res.json().closedAt).not.toBeNull();
    const again = await root.post(`/api/payroll-enablement-requests/${sent.id}/dismiss`);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(PAYROLL_REQUEST_NOT_OPEN);
    const unknown = await root.post("/api/payroll-enablement-requests/999999/dismiss");
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(PAYROLL_REQUEST_NOT_FOUND);
  });
});

// On PostgreSQL a plan request and the enabling of payroll can run side by side; PGlite runs one after another.
describe.runIf(process.env.TEST_DB === "pg")("a plan request and the enabling of payroll at once", () => {
  it("a request sent while payroll is being enabled: 409, and no request left open", async () => {
    const { company, client } = await companyAndAdmin("Enabled Meanwhile");
    const res = await whileHeld(
      t.database.db,
      async (tx) => {
        await tx.select().from(companies).where(eq(companies.id, company.id)).for("update");
        await tx.update(companies).set({ payrollEnabled: true }).where(eq(companies.id, company.id));
      },
      () => client.post("/api/contact-support", SEND),
    );
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().message).toBe(PAYROLL_ALREADY_ENABLED);
    expect(await requestsOf(company.id)).toEqual([]);
  });

  it("payroll enabled while a request is being sent: the request is closed as enabled", async () => {
    const { company, admin } = await companyAndAdmin("Requested Meanwhile");
    const res = await whileHeld(
      t.database.db,
      async (tx) => {
        // What sending a request holds (enablement-requests.service.ts) until it commits.
        await tx.select().from(companies).where(eq(companies.id, company.id)).for("share");
        await tx.insert(payrollEnablementRequests).values({
          companyId: company.id,
          requestedBy: admin.id,
          selectedPlan: "Standard",
          createdAt: new Date(),
        });
      },
      () => root.patch(`/api/companies/${company.id}`, { payrollEnabled: true }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect((await requestsOf(company.id)).map((r) => r.status)).toEqual(["enabled"]);
  });
});
