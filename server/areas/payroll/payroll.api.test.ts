import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NET_PAY_MISMATCH } from "../../../shared/payroll/payroll.rules";
import {
  NET_PAY_NEGATIVE,
  PAYROLL_EMPLOYEE_LOCKED,
  PAYROLL_EMPLOYEE_NOT_FOUND,
  PAYROLL_EXISTS,
  PAYROLL_MONTH_LOCKED,
  PAYROLL_NOT_ENABLED,
  PAYROLL_NOT_FOUND,
  PAYROLL_YEAR_LOCKED,
  PAYSLIP_INVALID,
  type PayrollDto,
} from "../../../shared/payroll/payroll.schema";
import { buildAdmin, buildCompany, buildEmployee, buildUser } from "../../db/seed/factories";
import { signIn } from "../../test/accounts";
import { type Client, createTestApp, type TestApp } from "../../test/harness";
import { uploadedFiles } from "../files/files.table";
import { buildUploadedFile } from "../recruitment/recruitment.fixtures";
import { securityLogs } from "../security-logs/security-logs.table";
import { users } from "../users/users.table";
import { buildPayroll } from "./payroll.fixtures";
import { payrolls } from "./payroll.table";

/** Payroll records (docs/product/payroll.md §1–§5, §8). */

type Person = Awaited<ReturnType<typeof buildEmployee>>;

let t: TestApp;
let own: { id: number };
let other: { id: number };
let admin: Client & { userId: number };
let otherAdmin: Client;
let root: Client;
let employee: Client;
let asha: Person;
let ravi: Person;
let theirs: Person;

const PDF = Buffer.from("%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer\n%%EOF\n", "latin1");

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  own = await buildCompany(db, { name: "Kochi Labs", payrollEnabled: true });
  other = await buildCompany(db, { name: "Pune Works", payrollEnabled: true });
  const a = await buildAdmin(db, own.id, { firstName: "Anita", lastName: "Menon" });
  admin = Object.assign(await signIn(t, a.username, a.password), { userId: a.id });
  const oa = await buildAdmin(db, other.id);
  otherAdmin = await signIn(t, oa.username, oa.password);
  const r = await buildUser(db, { role: "SUPER_ADMIN" });
  root = await signIn(t, r.username, r.password);
  asha = await buildEmployee(db, own.id, { firstName: "Asha", lastName: "Rao", salary: 80_000 });
  employee = await signIn(t, asha.username, asha.password);
  ravi = await buildEmployee(db, own.id, { firstName: "Ravi", lastName: "Kumar" });
  theirs = await buildEmployee(db, other.id);
});
afterAll(() => t?.close());

const body = (person: { id: number }, overrides: Record<string, unknown> = {}) => ({
  userId: person.id,
  month: 3,
  year: 2026,
  baseSalary: 80_000,
  taxAmount: 8_000,
  benefitsAmount: 4_000,
  ...overrides,
});

const logsOf = (action: string, resourceId: number) =>
  t.database.db
    .select()
    .from(securityLogs)
    .where(and(eq(securityLogs.action, action), eq(securityLogs.resourceId, String(resourceId))));

/** A fresh person of a company with a row; the company's payroll stays as it is. */
async function rowOf(company: { id: number }, fields: Parameters<typeof buildPayroll>[2] = {}) {
  const person = await buildEmployee(t.database.db, company.id);
  return buildPayroll(t.database.db, person, fields);
}

async function uploadPayslip(client: Client): Promise<string> {
  const form = new FormData();
  form.append("purpose", "payslip");
  form.append("file", new Blob([new Uint8Array(PDF)], { type: "application/pdf" }), "payslip.pdf");
  const encoded = new Response(form);
  const res = await client.request({
    method: "POST",
    url: "/api/files",
    payload: Buffer.from(await encoded.arrayBuffer()),
    headers: { "content-type": encoded.headers.get("content-type")! },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().url;
}

const fileRowOf = (url: string) =>
  t.database.db
    .select()
    .from(uploadedFiles)
    .where(eq(uploadedFiles.name, url.split("/").at(-1)!));

describe("payroll not enabled (§1)", () => {
  it("answers 403 'Payroll is not enabled for this company' to the company's admin and to a super admin alike", async () => {
    const off = await buildCompany(t.database.db, { name: "Off Co" });
    const offAdmin = await buildAdmin(t.database.db, off.id);
    const person = await buildEmployee(t.database.db, off.id);
    const client = await signIn(t, offAdmin.username, offAdmin.password);
    for (const caller of [client, root]) {
      for (const res of [
        await caller.get(`/api/companies/${off.id}/payrolls`),
        await caller.get(`/api/companies/${off.id}/payroll-summary?month=3&year=2026`),
        await caller.post("/api/payrolls", body(person)),
      ]) {
        expect(res.statusCode, res.body).toBe(403);
        expect(res.json().message).toBe(PAYROLL_NOT_ENABLED);
      }
    }
    const row = await buildPayroll(t.database.db, person);
    for (const res of [
      await client.patch(`/api/payrolls/${row.id}`, { baseSalary: 1 }),
      await root.patch(`/api/payrolls/${row.id}/status`, { status: "Paid" }),
      await root.delete(`/api/payrolls/${row.id}`),
    ]) {
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json().message).toBe(PAYROLL_NOT_ENABLED);
    }
  });

  it("still lets the person read their own rows (GET /api/payrolls)", async () => {
    const off = await buildCompany(t.database.db);
    const person = await buildEmployee(t.database.db, off.id);
    await buildPayroll(t.database.db, person, { month: 1, year: 2026 });
    const client = await signIn(t, person.username, person.password);
    const res = await client.get("/api/payrolls");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toHaveLength(1);
  });

  it("refuses an employee with 403 before looking at the company, and another company with 404", async () => {
    expect((await employee.get(`/api/companies/${own.id}/payrolls`)).statusCode).toBe(403);
    expect((await employee.post("/api/payrolls", body(asha))).statusCode).toBe(403);
    const res = await admin.get(`/api/companies/${other.id}/payrolls`);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe("Company not found");
  });
});

describe("POST /api/payrolls", () => {
  it("creates a Pending row in the person's company with net pay computed, and logs it", async () => {
    const res = await admin.post("/api/payrolls", body(asha, { companyId: other.id }));
    expect(res.statusCode, res.body).toBe(201);
    const row: PayrollDto = res.json();
    expect(row).toMatchObject({
      userId: asha.id,
      companyId: own.id,
      firstName: "Asha",
      lastName: "Rao",
      role: "EMPLOYEE",
      month: 3,
      year: 2026,
      baseSalary: 80_000,
      taxAmount: 8_000,
      benefitsAmount: 4_000,
      netPay: 68_000,
      status: "Pending",
      payslipDocumentPath: null,
      paidAt: null,
    });
    expect(Date.parse(row.generatedAt)).not.toBeNaN();
    const [log] = await logsOf("PAYROLL_CREATED", row.id);
    expect(log).toMatchObject({
      level: "INFO",
      userId: admin.userId,
      companyId: own.id,
      resourceType: "payroll",
      message: "Payroll of Asha Rao for March 2026 created",
    });
  });

  it("answers 409 with the page's message for a second row of the person for that month and year", async () => {
    const res = await root.post(
      "/api/payrolls",
      body(asha, { baseSalary: 1, taxAmount: 0, benefitsAmount: 0 }),
    );
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(PAYROLL_EXISTS);
    const rows = await t.database.db
      .select()
      .from(payrolls)
      .where(and(eq(payrolls.userId, asha.id), eq(payrolls.month, 3), eq(payrolls.year, 2026)));
    expect(rows).toHaveLength(1);
  });

  it("accepts the net pay the amounts give and refuses another one, never overwriting it in silence", async () => {
    const ok = await admin.post("/api/payrolls", body(ravi, { month: 1, netPay: 68_000 }));
    expect(ok.statusCode, ok.body).toBe(201);
    const wrong = await admin.post("/api/payrolls", body(ravi, { month: 2, netPay: 70_000 }));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      message: NET_PAY_MISMATCH,
      errors: [{ path: "body.netPay", message: NET_PAY_MISMATCH }],
    });
  });

  it("refuses amounts that would make net pay negative with 'Net pay cannot be negative'", async () => {
    const res = await admin.post(
      "/api/payrolls",
      body(ravi, { month: 4, taxAmount: 50_000, benefitsAmount: 40_000 }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: NET_PAY_NEGATIVE,
      errors: [{ path: "body.netPay", message: NET_PAY_NEGATIVE }],
    });
  });

  it.each([
    [{ month: 13 }, "month", "Month must be between 1 and 12"],
    [{ month: 0 }, "month", "Month must be between 1 and 12"],
    [{ year: 1999 }, "year", "Year must be valid"],
    [{ baseSalary: -1 }, "baseSalary", "Base salary cannot be negative"],
    [{ taxAmount: -5 }, "taxAmount", "Tax amount cannot be negative"],
    [{ benefitsAmount: -5 }, "benefitsAmount", "Benefits amount cannot be negative"],
    [{ netPay: -1 }, "netPay", "Net pay cannot be negative"],
    [{ baseSalary: 1500.5 }, "baseSalary", "Base salary must be a whole number of rupees"],
    [{ userId: undefined }, "userId", "Employee is required"],
    [{ status: "Done" }, "status", "Status must be Pending, Processed or Paid"],
  ])("refuses %o with its message", async (overrides, path, message) => {
    const res = await admin.post("/api/payrolls", body(ravi, { month: 5, ...overrides }));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContainEqual({ path: `body.${path}`, message });
  });

  it("answers 404 'Employee not found' for a removed person, a super admin, or another company's person", async () => {
    const removed = await buildEmployee(t.database.db, own.id);
    await t.database.db.update(users).set({ isDeleted: true }).where(eq(users.id, removed.id));
    const operator = await buildUser(t.database.db, { role: "SUPER_ADMIN" });
    for (const [client, person] of [
      [admin, removed],
      [root, operator],
      [admin, theirs],
      [admin, { id: 999_999 }],
    ] as const) {
      const res = await client.post("/api/payrolls", body(person));
      expect(res.statusCode, res.body).toBe(404);
      expect(res.json().message).toBe(PAYROLL_EMPLOYEE_NOT_FOUND);
    }
  });

  it("lets a super admin create a row for any company's person", async () => {
    const res = await root.post("/api/payrolls", body(theirs, { month: 6 }));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().companyId).toBe(other.id);
  });

  it("records paidAt when created as Paid", async () => {
    const res = await admin.post("/api/payrolls", body(ravi, { month: 7, status: "Paid" }));
    expect(res.statusCode).toBe(201);
    expect(res.json().paidAt).not.toBeNull();
  });

  it("attaches a payslip uploaded here, which the person then reads, and refuses any other file", async () => {
    const url = await uploadPayslip(admin);
    const res = await admin.post("/api/payrolls", body(ravi, { month: 8, payslipDocumentPath: url }));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().payslipDocumentPath).toBe(url);
    const person = await signIn(t, ravi.username, ravi.password);
    expect((await person.get(url)).statusCode).toBe(200);
    expect((await employee.get(url)).statusCode).toBe(404);

    const cv = await buildUploadedFile(t.database.db, { userId: admin.userId, companyId: own.id });
    const asCv = await admin.post("/api/payrolls", body(ravi, { month: 9, payslipDocumentPath: cv }));
    expect(asCv.statusCode).toBe(400);
    expect(asCv.json().message).toBe(PAYSLIP_INVALID);
    const theirFile = await uploadPayslip(otherAdmin);
    const stolen = await admin.post(
      "/api/payrolls",
      body(ravi, { month: 9, payslipDocumentPath: theirFile }),
    );
    expect(stolen.statusCode).toBe(400);
    expect(stolen.json().message).toBe(PAYSLIP_INVALID);
    const video = await admin.post(
      "/api/payrolls",
      body(ravi, { month: 9, payslipDocumentPath: "/api/files/0123456789abcdef0123456789abcdef.mp4" }),
    );
    expect(video.statusCode).toBe(400);
    expect(video.json().errors).toContainEqual({
      path: "body.payslipDocumentPath",
      message: PAYSLIP_INVALID,
    });
  });
});

describe("PATCH /api/payrolls/:id", () => {
  it("recomputes net pay when amounts change without it, and logs the fields changed", async () => {
    const row = await rowOf(own);
    const res = await admin.patch(`/api/payrolls/${row.id}`, { baseSalary: 60_000 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      baseSalary: 60_000,
      taxAmount: 5_000,
      benefitsAmount: 2_000,
      netPay: 53_000,
    });
    const [log] = await logsOf("PAYROLL_UPDATED", row.id);
    expect(log!.metadata).toEqual({ fields: ["baseSalary", "netPay"] });
  });

  it("accepts the form's whole body with month, year and person unchanged", async () => {
    const row = await rowOf(own);
    const res = await admin.patch(`/api/payrolls/${row.id}`, {
      userId: row.userId,
      month: row.month,
      year: row.year,
      baseSalary: 40_000,
      taxAmount: 4_000,
      benefitsAmount: 1_000,
      netPay: 35_000,
      status: "Processed",
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ netPay: 35_000, status: "Processed", paidAt: null });
  });

  it("refuses to move a row to another month, year or person", async () => {
    const row = await rowOf(own);
    for (const [change, path, message] of [
      [{ month: row.month === 12 ? 1 : row.month + 1 }, "month", PAYROLL_MONTH_LOCKED],
      [{ year: row.year + 1 }, "year", PAYROLL_YEAR_LOCKED],
      [{ userId: asha.id }, "userId", PAYROLL_EMPLOYEE_LOCKED],
    ] as const) {
      const res = await admin.patch(`/api/payrolls/${row.id}`, change);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ message, errors: [{ path: `body.${path}`, message }] });
    }
  });

  it("refuses a net pay that is not base − tax − benefits, and amounts that make it negative", async () => {
    const row = await rowOf(own);
    const wrong = await admin.patch(`/api/payrolls/${row.id}`, { netPay: 1 });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(NET_PAY_MISMATCH);
    const negative = await admin.patch(`/api/payrolls/${row.id}`, { taxAmount: 49_000 });
    expect(negative.statusCode).toBe(400);
    expect(negative.json().message).toBe(NET_PAY_NEGATIVE);
    const [kept] = await t.database.db.select().from(payrolls).where(eq(payrolls.id, row.id));
    expect(kept).toMatchObject({ taxAmount: 5_000, netPay: 43_000 });
  });

  it("sets paidAt when the status becomes Paid", async () => {
    const row = await rowOf(own);
    const res = await admin.patch(`/api/payrolls/${row.id}`, { status: "Paid" });
    expect(res.json().paidAt).not.toBeNull();
  });

  it("keeps the payslip document when the body leaves it out, replaces it and lets go of the old one, and clears it with null", async () => {
    const first = await uploadPayslip(admin);
    const second = await uploadPayslip(admin);
    const row = await rowOf(own, { payslipDocumentPath: first });
    const kept = await admin.patch(`/api/payrolls/${row.id}`, { baseSalary: 45_000 });
    expect(kept.json().payslipDocumentPath).toBe(first);
    const res = await admin.patch(`/api/payrolls/${row.id}`, { payslipDocumentPath: second });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().payslipDocumentPath).toBe(second);
    expect(await fileRowOf(first)).toHaveLength(0);
    const cleared = await admin.patch(`/api/payrolls/${row.id}`, { payslipDocumentPath: null });
    expect(cleared.json().payslipDocumentPath).toBeNull();
    expect(await fileRowOf(second)).toHaveLength(0);
  });

  it("answers 404 'Payroll record not found' for another company's row or one that does not exist", async () => {
    const theirRow = await rowOf(other);
    for (const id of [theirRow.id, 999_999]) {
      const res = await admin.patch(`/api/payrolls/${id}`, { baseSalary: 1 });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(PAYROLL_NOT_FOUND);
    }
  });
});

describe("PATCH /api/payrolls/:id/status", () => {
  it("changes the status alone, records paidAt on Paid, keeps it while Paid, clears it after, and logs from and to", async () => {
    const row = await rowOf(own);
    t.clock.setTo("2026-04-30T06:00:00Z");
    const paid = await admin.patch(`/api/payrolls/${row.id}/status`, { status: "Paid", baseSalary: 1 });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json()).toMatchObject({ status: "Paid", baseSalary: 50_000 });
    const paidAt = paid.json().paidAt;
    expect(Date.parse(paidAt)).toBeGreaterThanOrEqual(Date.parse("2026-04-30T06:00:00Z"));
    t.clock.setTo("2026-05-02T06:00:00Z");
    const again = await admin.patch(`/api/payrolls/${row.id}/status`, { status: "Paid" });
    expect(again.json().paidAt).toBe(paidAt);
    const back = await admin.patch(`/api/payrolls/${row.id}/status`, { status: "Processed" });
    expect(back.json()).toMatchObject({ status: "Processed", paidAt: null });
    const logs = await logsOf("PAYROLL_STATUS_CHANGED", row.id);
    expect(logs.map((l) => l.metadata)).toEqual([
      { from: "Pending", to: "Paid" },
      { from: "Paid", to: "Paid" },
      { from: "Paid", to: "Processed" },
    ]);
  });

  it("refuses an unknown status", async () => {
    const row = await rowOf(own);
    const res = await admin.patch(`/api/payrolls/${row.id}/status`, { status: "Done" });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContainEqual({
      path: "body.status",
      message: "Status must be Pending, Processed or Paid",
    });
  });
});

describe("DELETE /api/payrolls/:id", () => {
  it("deletes the row with its payslip document, and logs it as a WARNING", async () => {
    const url = await uploadPayslip(admin);
    const row = await rowOf(own, { payslipDocumentPath: url });
    const res = await admin.delete(`/api/payrolls/${row.id}`);
    expect(res.statusCode).toBe(204);
    expect(await t.database.db.select().from(payrolls).where(eq(payrolls.id, row.id))).toHaveLength(0);
    expect(await fileRowOf(url)).toHaveLength(0);
    const [log] = await logsOf("PAYROLL_DELETED", row.id);
    expect(log).toMatchObject({ level: "WARNING", companyId: own.id });
  });

  it("answers 404 for another company's row", async () => {
    const res = await admin.delete(`/api/payrolls/${(await rowOf(other)).id}`);
    expect(res.statusCode).toBe(404);
  });
});

describe("GET /api/companies/:id/payrolls", () => {
  let company: { id: number };
  let client: Client;

  beforeAll(async () => {
    const db = t.database.db;
    company = await buildCompany(db, { payrollEnabled: true });
    const a = await buildAdmin(db, company.id);
    client = await signIn(t, a.username, a.password);
    const meera = await buildEmployee(db, company.id, { firstName: "Meera", lastName: "Das" });
    const das = await buildEmployee(db, company.id, { firstName: "Kiran", lastName: "DASGUPTA" });
    const gone = await buildEmployee(db, company.id, { firstName: "Gone", lastName: "Person" });
    await buildPayroll(db, meera, { month: 3, year: 2026 });
    await buildPayroll(db, das, { month: 3, year: 2026, baseSalary: 70_000 });
    await buildPayroll(db, gone, { month: 3, year: 2026 });
    await buildPayroll(db, meera, { month: 2, year: 2026 });
    await buildPayroll(db, meera, { month: 3, year: 2025 });
    await buildPayroll(db, { id: a.id, companyId: company.id }, { month: 3, year: 2026 });
    await db.update(users).set({ isDeleted: true }).where(eq(users.id, gone.id));
  });

  it("lists the period's rows with each person's name and role, by name, total in X-Total-Count", async () => {
    const res = await client.get(`/api/companies/${company.id}/payrolls?month=3&year=2026`);
    expect(res.statusCode).toBe(200);
    expect(res.headers["x-total-count"]).toBe("4");
    const rows: PayrollDto[] = res.json();
    expect(rows.map((r) => [r.firstName, r.lastName, r.role])).toEqual([
      ["Gone", "Person", "EMPLOYEE"],
      ["Kiran", "DASGUPTA", "EMPLOYEE"],
      ["Meera", "Das", "EMPLOYEE"],
      ["Test", expect.any(String), "ADMIN"],
    ]);
  });

  it("finds first or last names ignoring case, and a whole name", async () => {
    const search = async (q: string) =>
      (await client.get(`/api/companies/${company.id}/payrolls?month=3&year=2026&q=${encodeURIComponent(q)}`))
        .json()
        .map((r: PayrollDto) => r.firstName);
    expect(await search("das")).toEqual(["Kiran", "Meera"]);
    expect(await search("MEE")).toEqual(["Meera"]);
    expect(await search("meera das")).toEqual(["Meera"]);
    expect(await search("%")).toEqual([]);
  });

  it("lists every period newest first without a month and year, and pages", async () => {
    const all = await client.get(`/api/companies/${company.id}/payrolls`);
    expect(all.headers["x-total-count"]).toBe("6");
    expect(all.json().map((r: PayrollDto) => `${r.year}-${r.month}`)).toEqual([
      "2026-3",
      "2026-3",
      "2026-3",
      "2026-3",
      "2026-2",
      "2025-3",
    ]);
    const page = await client.get(`/api/companies/${company.id}/payrolls?limit=2&offset=4`);
    expect(page.headers["x-total-count"]).toBe("6");
    expect(page.json().map((r: PayrollDto) => `${r.year}-${r.month}`)).toEqual(["2026-2", "2025-3"]);
  });

  it("refuses a month or year out of range", async () => {
    const res = await client.get(`/api/companies/${company.id}/payrolls?month=13&year=1999`);
    expect(res.statusCode).toBe(400);
    expect(
      res
        .json()
        .errors.map((e: { message: string }) => e.message)
        .sort(),
    ).toEqual(["Month must be between 1 and 12", "Year must be valid"]);
  });

  it("answers the summary: sums of the period's salary, tax and benefits, zeros for an empty month", async () => {
    const res = await client.get(`/api/companies/${company.id}/payroll-summary?month=3&year=2026`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ totalSalary: 220_000, totalTax: 20_000, totalBenefits: 8_000 });
    const empty = await client.get(`/api/companies/${company.id}/payroll-summary?month=1&year=2020`);
    expect(empty.json()).toEqual({ totalSalary: 0, totalTax: 0, totalBenefits: 0 });
    const missing = await client.get(`/api/companies/${company.id}/payroll-summary`);
    expect(missing.statusCode).toBe(400);
  });
});

describe("GET /api/payrolls (one's own)", () => {
  it("answers only the caller's rows, newest first, of a year when asked", async () => {
    const db = t.database.db;
    const company = await buildCompany(db, { payrollEnabled: true });
    const me = await buildEmployee(db, company.id);
    const colleague = await buildEmployee(db, company.id);
    await buildPayroll(db, me, { month: 11, year: 2025 });
    await buildPayroll(db, me, { month: 1, year: 2026 });
    await buildPayroll(db, me, { month: 2, year: 2026 });
    await buildPayroll(db, colleague, { month: 1, year: 2026 });
    const client = await signIn(t, me.username, me.password);
    const all = await client.get("/api/payrolls");
    expect(all.headers["x-total-count"]).toBe("3");
    expect(all.json().map((r: PayrollDto) => [r.userId, r.year, r.month])).toEqual([
      [me.id, 2026, 2],
      [me.id, 2026, 1],
      [me.id, 2025, 11],
    ]);
    const year = await client.get("/api/payrolls?year=2025");
    expect(year.json().map((r: PayrollDto) => r.month)).toEqual([11]);
    expect((await client.get("/api/payrolls?year=1999")).statusCode).toBe(400);
  });

  it("answers a super admin an empty list", async () => {
    const res = await root.get("/api/payrolls");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
  });
});

describe("the database keeps §4's rules", () => {
  it("refuses a row whose net pay is not base − tax − benefits", async () => {
    const person = await buildEmployee(t.database.db, own.id);
    await expect(
      t.database.db.insert(payrolls).values({
        companyId: own.id,
        userId: person.id,
        month: 1,
        year: 2026,
        baseSalary: 100,
        taxAmount: 10,
        benefitsAmount: 10,
        netPay: 100,
      }),
    ).rejects.toThrow();
  });
});
