import { and, asc, eq } from "drizzle-orm";
import { extractText, getDocumentProxy } from "unpdf";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  INVOICE_EXISTS,
  INVOICE_NO_PAYROLL,
  INVOICE_NO_PLAN,
  INVOICE_NOT_FOUND,
  type InvoiceDto,
} from "../../../shared/finance/invoices.schema";
import { payrollLinesFor } from "../../../shared/payroll/payroll-lines.rules";
import { buildAdmin, buildCompany, buildEmployee, buildUser } from "../../db/seed/factories";
import { signIn } from "../../test/accounts";
import { type Client, createTestApp, type TestApp } from "../../test/harness";
import { companies } from "../companies/companies.table";
import { buildPayroll } from "../payroll/payroll.fixtures";
import { payrolls } from "../payroll/payroll.table";
import { candidates } from "../recruitment/candidates.table";
import { buildCandidate, buildJob, buildUploadedFile } from "../recruitment/recruitment.fixtures";
import { securityLogs } from "../security-logs/security-logs.table";
import { invoices } from "./invoices.table";
import { transactions } from "./transactions.table";

/** A client's monthly invoice (docs/product/invoices.md): its figures, refusals, PDF and the Paid rule. */

let t: TestApp;
let standard: { id: number };
let custom: { id: number };
let admin: Client;
let otherAdmin: Client;
let root: Client & { userId: number };
let employee: Client;
let adminId: number;

const fresh = { earnedSoFarInFy: 0, tdsSoFarInFy: 0 };
const april2025 = { month: 4, year: 2025 };

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  standard = await buildCompany(db, {
    name: "Kochi Labs Pvt Ltd",
    payrollEnabled: true,
    payrollPlan: "Standard",
  });
  custom = await buildCompany(db, {
    name: "Pune Works",
    payrollEnabled: true,
    payrollPlan: "Custom",
    customFeePerEmployee: 1_500,
  });
  const a = await buildAdmin(db, standard.id);
  admin = await signIn(t, a.username, a.password);
  adminId = a.id;
  const oa = await buildAdmin(db, custom.id);
  otherAdmin = await signIn(t, oa.username, oa.password);
  const r = await buildUser(db, { role: "SUPER_ADMIN" });
  root = Object.assign(await signIn(t, r.username, r.password), { userId: r.id });
  const e = await buildEmployee(db, standard.id);
  employee = await signIn(t, e.username, e.password);

  // Standard company, April 2025: two rows generated from the salary structure and one made by hand.
  // CTC ₹12,00,000 in Karnataka: gross 98200, employer PF 1800, ESI 0 (payroll-lines.rules.test.ts).
  // CTC ₹2,40,000 in Tamil Nadu: gross 18208, employer PF 1200, ESI 592 (same file).
  for (const [ctc, state] of [
    [1_200_000, "Karnataka"],
    [240_000, "Tamil Nadu"],
  ] as const) {
    const person = await buildEmployee(db, standard.id);
    const made = payrollLinesFor({ annualCtc: ctc, workState: state, ...april2025, ...fresh })!;
    await buildPayroll(db, person, {
      ...april2025,
      baseSalary: made.baseSalary,
      taxAmount: made.taxAmount,
      benefitsAmount: made.benefitsAmount,
      lines: made.lines,
    });
  }
  const byHand = await buildEmployee(db, standard.id, { firstName: "Meera", lastName: "Iyer" });
  await buildPayroll(db, byHand, {
    ...april2025,
    baseSalary: 30_000,
    taxAmount: 0,
    benefitsAmount: 0,
    status: "Paid",
    paidAt: new Date("2025-04-28T10:00:00Z"),
  });
  // Another month of the company, never invoiced here: the Paid rule leaves it alone.
  await buildPayroll(db, byHand, {
    month: 5,
    year: 2025,
    baseSalary: 30_000,
    taxAmount: 0,
    benefitsAmount: 0,
  });

  // Custom company, April 2025: two rows by hand.
  for (const base of [40_000, 60_000]) {
    const person = await buildEmployee(db, custom.id);
    await buildPayroll(db, person, { ...april2025, baseSalary: base, taxAmount: 0, benefitsAmount: 0 });
  }
});
afterAll(() => t?.close());

async function textOf(bytes: Buffer): Promise<string> {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const { text } = await extractText(pdf, { mergePages: true });
  return text;
}

describe("joined_at of a candidate", () => {
  it("is set when the status becomes Joined (board or edit), kept while Joined, cleared when it leaves", async () => {
    const db = t.database.db;
    const job = await buildJob(db, standard.id);
    const c = await buildCandidate(db, job, { name: "Leaves again" });
    t.clock.setTo("2025-04-05T06:00:00Z");
    expect((await admin.patch(`/api/candidates/${c.id}/status`, { status: "Joined" })).statusCode).toBe(200);
    const read = async () => (await db.select().from(candidates).where(eq(candidates.id, c.id)))[0]!;
    const joined = (await read()).joinedAt!;
    expect(joined.toISOString().slice(0, 10)).toBe("2025-04-05");
    t.clock.setTo("2025-04-07T06:00:00Z");
    expect((await admin.patch(`/api/candidates/${c.id}/status`, { status: "Joined" })).statusCode).toBe(200);
    expect((await read()).joinedAt).toEqual(joined);
    expect((await admin.patch(`/api/candidates/${c.id}/status`, { status: "Offered" })).statusCode).toBe(200);
    expect((await read()).joinedAt).toBeNull();
  });

  it("is set and cleared by an edit (PUT) too", async () => {
    const db = t.database.db;
    const job = await buildJob(db, standard.id);
    const cv = await buildUploadedFile(db, { userId: adminId, companyId: standard.id });
    const c = await buildCandidate(db, job, { name: "Edited", cvFilePath: cv });
    const body = (status: string) => ({
      jobId: job.id,
      name: c.name,
      relevantExperience: c.relevantExperience,
      expectedCtc: c.expectedCtc,
      joinTimeframe: c.joinTimeframe,
      communicationSkillRating: c.communicationSkillRating,
      cvFilePath: cv,
      status,
    });
    const read = async () => (await db.select().from(candidates).where(eq(candidates.id, c.id)))[0]!;
    t.clock.setTo("2025-06-02T06:00:00Z");
    const joined = await admin.put(`/api/candidates/${c.id}`, body("Joined"));
    expect(joined.statusCode).toBe(200);
    expect((await read()).joinedAt?.toISOString().slice(0, 10)).toBe("2025-06-02");
    expect((await admin.put(`/api/candidates/${c.id}`, body("Rejected"))).statusCode).toBe(200);
    expect((await read()).joinedAt).toBeNull();
  });
});

describe("POST /api/companies/:id/invoices", () => {
  it("bills a Standard-plan company its April: salaries, employer PF and ESI, 20 %, April's hires", async () => {
    const db = t.database.db;
    const job = await buildJob(db, standard.id);
    const april = await buildCandidate(db, job, { name: "Joined in April", expectedCtc: 600_000 });
    const march = await buildCandidate(db, job, { name: "Joined in March", expectedCtc: 900_000 });
    t.clock.setTo("2025-03-20T06:00:00Z");
    expect((await admin.patch(`/api/candidates/${march.id}/status`, { status: "Joined" })).statusCode).toBe(
      200,
    );
    t.clock.setTo("2025-04-10T06:00:00Z");
    expect((await admin.patch(`/api/candidates/${april.id}/status`, { status: "Joined" })).statusCode).toBe(
      200,
    );

    const res = await root.post(`/api/companies/${standard.id}/invoices`, april2025);
    expect(res.statusCode).toBe(201);
    // headcount 3 rows; salaries 98200 + 18208 + 30000 = 146408
    // employer PF 1800 + 1200 + 0 (no lines) = 3000; ESI 0 + 592 + 0 = 592
    // employer cost 146408 + 3000 + 592 = 150000
    // platform fee Standard 20 % × 146408 = 29281.6 → 29282
    // success fees: April's hire 10 % × 600000 = 60000; March's hire (900000) is not April's
    // total 150000 + 29282 + 60000 = 239282 → the transaction 23928200 cents
    const invoice: InvoiceDto = res.json();
    expect(invoice).toMatchObject({
      companyId: standard.id,
      companyName: "Kochi Labs Pvt Ltd",
      year: 2025,
      month: 4,
      number: `INV-202504-${String(standard.id).padStart(4, "0")}`,
      headcount: 3,
      salaryTotal: 146_408,
      employerPf: 3_000,
      employerEsi: 592,
      employerCost: 150_000,
      platformFee: 29_282,
      successFees: 60_000,
      total: 239_282,
      plan: "Standard",
      transactionStatus: "PENDING",
      createdBy: root.userId,
    });
    const [transaction] = await db
      .select()
      .from(transactions)
      .where(eq(transactions.id, invoice.transactionId));
    expect(transaction).toMatchObject({
      companyId: standard.id,
      amount: 23_928_200,
      currency: "INR",
      status: "PENDING",
      type: "INCOME",
      comment: `Invoice ${invoice.number} for April 2025`,
    });
    const logs = await db
      .select()
      .from(securityLogs)
      .where(eq(securityLogs.companyId, standard.id))
      .orderBy(asc(securityLogs.id));
    expect(logs.map((l) => l.action)).toEqual(
      expect.arrayContaining(["TRANSACTION_CREATED", "INVOICE_CREATED"]),
    );
    const created = logs.find((l) => l.action === "INVOICE_CREATED")!;
    expect(created.resourceId).toBe(String(invoice.id));
    expect(created.message).toBe(`Invoice ${invoice.number} for Kochi Labs Pvt Ltd, April 2025, created`);
  });

  it("refuses a second invoice of the month (409)", async () => {
    const res = await root.post(`/api/companies/${standard.id}/invoices`, april2025);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: INVOICE_EXISTS });
  });

  it("bills a Custom plan its fee per employee", async () => {
    const res = await root.post(`/api/companies/${custom.id}/invoices`, april2025);
    expect(res.statusCode).toBe(201);
    // salaries 40000 + 60000 = 100000; no lines: PF 0, ESI 0; cost 100000
    // platform fee Custom ₹1,500 × 2 = 3000; no hires; total 103000
    expect(res.json()).toMatchObject({
      headcount: 2,
      salaryTotal: 100_000,
      employerPf: 0,
      employerEsi: 0,
      employerCost: 100_000,
      platformFee: 3_000,
      successFees: 0,
      total: 103_000,
      plan: "Custom",
    });
  });

  it("refuses a month without payroll and a company without a plan (400)", async () => {
    const none = await root.post(`/api/companies/${standard.id}/invoices`, { month: 1, year: 2024 });
    expect(none.statusCode).toBe(400);
    expect(none.json()).toEqual({ message: INVOICE_NO_PAYROLL });
    const db = t.database.db;
    const planless = await buildCompany(db, { payrollEnabled: true });
    await buildPayroll(db, await buildEmployee(db, planless.id), april2025);
    const res = await root.post(`/api/companies/${planless.id}/invoices`, april2025);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: INVOICE_NO_PLAN });
    expect(await db.select().from(invoices).where(eq(invoices.companyId, planless.id))).toEqual([]);
  });

  it("is the SUPER_ADMIN's alone (403) for a live company (404)", async () => {
    for (const client of [admin, employee]) {
      expect((await client.post(`/api/companies/${standard.id}/invoices`, april2025)).statusCode).toBe(403);
    }
    expect((await root.post("/api/companies/999999/invoices", april2025)).statusCode).toBe(404);
    const db = t.database.db;
    const gone = await buildCompany(db, { payrollPlan: "Standard" });
    await buildPayroll(db, await buildEmployee(db, gone.id), april2025);
    await db.update(companies).set({ isDeleted: true }).where(eq(companies.id, gone.id));
    expect((await root.post(`/api/companies/${gone.id}/invoices`, april2025)).statusCode).toBe(404);
    expect(
      (await root.post(`/api/companies/${standard.id}/invoices`, { month: 13, year: 2025 })).statusCode,
    ).toBe(400);
  });
});

describe("GET /api/companies/:id/invoices and the PDF", () => {
  it("lists the company's invoices to its admin, total in X-Total-Count", async () => {
    const res = await admin.get(`/api/companies/${standard.id}/invoices`);
    expect(res.statusCode).toBe(200);
    expect(res.headers["x-total-count"]).toBe("1");
    expect(res.json().map((i: InvoiceDto) => i.total)).toEqual([239_282]);
    expect((await otherAdmin.get(`/api/companies/${standard.id}/invoices`)).statusCode).toBe(404);
    expect((await employee.get(`/api/companies/${standard.id}/invoices`)).statusCode).toBe(403);
  });

  it("draws the invoice: number, issuer, client, period, lines, total in figures and words, status", async () => {
    const [invoice] = (await admin.get(`/api/companies/${standard.id}/invoices`)).json() as InvoiceDto[];
    const res = await admin.get(`/api/invoices/${invoice!.id}/invoice.pdf`);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/pdf");
    expect(res.headers["content-disposition"]).toBe(`attachment; filename="invoice-${invoice!.number}.pdf"`);
    expect(res.headers["cache-control"]).toBe("private, no-store");
    const text = await textOf(res.rawPayload);
    for (const expected of [
      "Invoice",
      invoice!.number,
      "HR Platform",
      "Kochi Labs Pvt Ltd",
      "April 2025",
      "Salaries (gross) for 3 employees",
      "₹1,46,408",
      "Employer PF",
      "₹3,000",
      "Employer ESI",
      "₹592",
      "Platform fee (Standard, 20 % of ₹1,46,408)",
      "₹29,282",
      "Recruitment success fees",
      "₹60,000",
      "₹2,39,282",
      "Rupees Two Lakh Thirty-Nine Thousand Two Hundred Eighty-Two Only",
      "PENDING",
    ]) {
      expect(text).toContain(expected);
    }
    expect((await root.get(`/api/invoices/${invoice!.id}/invoice.pdf`)).statusCode).toBe(200);
    const other = await otherAdmin.get(`/api/invoices/${invoice!.id}/invoice.pdf`);
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual({ message: INVOICE_NOT_FOUND });
    expect((await employee.get(`/api/invoices/${invoice!.id}/invoice.pdf`)).statusCode).toBe(403);
    expect((await root.get("/api/invoices/999999/invoice.pdf")).statusCode).toBe(404);
  });
});

describe("the invoice's transaction COMPLETED", () => {
  it("marks the month's payroll rows Paid (a row already Paid keeps its date), with their log rows", async () => {
    const db = t.database.db;
    const [invoice] = (await admin.get(`/api/companies/${standard.id}/invoices`)).json() as InvoiceDto[];
    t.clock.setTo("2025-05-03T09:00:00Z");
    const res = await root.put(`/api/transactions/${invoice!.transactionId}`, { status: "COMPLETED" });
    expect(res.statusCode).toBe(200);
    const rows = await db
      .select()
      .from(payrolls)
      .where(and(eq(payrolls.companyId, standard.id)))
      .orderBy(asc(payrolls.year), asc(payrolls.month), asc(payrolls.id));
    const april = rows.filter((r) => r.month === 4);
    expect(april.map((r) => r.status)).toEqual(["Paid", "Paid", "Paid"]);
    expect(april.map((r) => r.paidAt?.toISOString().slice(0, 16))).toEqual([
      "2025-05-03T09:00",
      "2025-05-03T09:00",
      "2025-04-28T10:00",
    ]);
    expect(rows.find((r) => r.month === 5)!.status).toBe("Pending");
    const logs = await db
      .select()
      .from(securityLogs)
      .where(and(eq(securityLogs.companyId, standard.id), eq(securityLogs.action, "PAYROLL_STATUS_CHANGED")));
    expect(logs).toHaveLength(2);
    expect(logs[0]!.message).toMatch(
      /for April 2025 moved from Pending to Paid \(invoice INV-202504-\d{4} paid\)$/,
    );

    // The invoice now reads COMPLETED, and its transaction cannot be deleted.
    const after = (await admin.get(`/api/companies/${standard.id}/invoices`)).json() as InvoiceDto[];
    expect(after[0]!.transactionStatus).toBe("COMPLETED");
    expect((await root.delete(`/api/transactions/${invoice!.transactionId}`)).statusCode).toBe(409);
  });

  it("leaves payroll alone for a transaction that is no invoice's", async () => {
    const db = t.database.db;
    const [row] = await db
      .insert(transactions)
      .values({ companyId: custom.id, amount: 100, currency: "INR", createdBy: root.userId })
      .returning();
    const res = await root.put(`/api/transactions/${row!.id}`, { status: "COMPLETED" });
    expect(res.statusCode).toBe(200);
    const rows = await db.select().from(payrolls).where(eq(payrolls.companyId, custom.id));
    expect(rows.every((r) => r.status === "Pending")).toBe(true);
  });
});
