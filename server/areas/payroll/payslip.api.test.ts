import { extractText, getDocumentProxy } from "unpdf";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PAYROLL_NOT_FOUND } from "../../../shared/payroll/payroll.schema";
import { buildAdmin, buildCompany, buildEmployee, buildUser } from "../../db/seed/factories";
import { signIn } from "../../test/accounts";
import { type Client, createTestApp, type TestApp } from "../../test/harness";
import { solidPng } from "../../test/png";
import { buildPayroll, setPayrollEnabled } from "./payroll.fixtures";

/** The payslip PDF (docs/product/payroll.md §2, §4), read back as text. */

let t: TestApp;
let company: { id: number };
let asha: { id: number; companyId: number | null; username: string };
let paid: { id: number };
let pending: { id: number };
let admin: Client;
let otherAdmin: Client;
let root: Client;
let employee: Client;
let colleague: Client;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  company = await buildCompany(db, { name: "Kochi Labs Pvt Ltd", payrollEnabled: true });
  const other = await buildCompany(db, { name: "Pune Works", payrollEnabled: true });
  const a = await buildAdmin(db, company.id);
  admin = await signIn(t, a.username, a.password);
  const oa = await buildAdmin(db, other.id);
  otherAdmin = await signIn(t, oa.username, oa.password);
  const r = await buildUser(db, { role: "SUPER_ADMIN" });
  root = await signIn(t, r.username, r.password);
  const person = await buildEmployee(db, company.id, { firstName: "Asha", lastName: "Rao" });
  asha = person;
  employee = await signIn(t, person.username, person.password);
  const c = await buildEmployee(db, company.id, { firstName: "Ravi", lastName: "Nair" });
  colleague = await signIn(t, c.username, c.password);
  paid = await buildPayroll(db, person, {
    month: 3,
    year: 2026,
    baseSalary: 145_000,
    taxAmount: 14_500,
    benefitsAmount: 7_044,
    status: "Paid",
    paidAt: new Date("2026-03-31T20:00:00Z"),
  });
  pending = await buildPayroll(db, person, { month: 4, year: 2026, baseSalary: 80_000 });
});
afterAll(() => t?.close());

/** The PDF's text, as a reader would copy it. */
async function textOf(bytes: Buffer): Promise<string> {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const { text } = await extractText(pdf, { mergePages: true });
  return text;
}

describe("GET /api/payrolls/:id/payslip.pdf", () => {
  it("gives the person paid a PDF naming the company, them, the period, every amount and net pay in words", async () => {
    const res = await employee.get(`/api/payrolls/${paid.id}/payslip.pdf`);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/pdf");
    expect(res.headers["content-disposition"]).toBe('attachment; filename="payslip-asha-rao-2026-03.pdf"');
    expect(res.headers["cache-control"]).toBe("private, no-store");
    expect(res.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");

    const text = await textOf(res.rawPayload);
    for (const expected of [
      "Kochi Labs Pvt Ltd",
      "Payslip",
      "Asha Rao",
      "March 2026",
      "Base salary",
      "₹1,45,000",
      "Tax",
      "₹14,500",
      "Benefits",
      "₹7,044",
      "Total deductions",
      "₹21,544",
      "Net pay",
      "₹1,23,456",
      "Rupees One Lakh Twenty-Three Thousand Four Hundred Fifty-Six Only",
      "Paid",
    ]) {
      expect(text).toContain(expected);
    }
    // A long address may wrap in its column; its characters are all there, in order.
    expect(text.replace(/\s+/g, "")).toContain(asha.username);
    // Paid at 20:00 UTC on 31 March is 1 April in the company's time zone (Asia/Kolkata).
    expect(text).toMatch(/Paid on\s+01 Apr 2026/);
  });

  it("says a row that is not paid yet is not paid", async () => {
    const res = await employee.get(`/api/payrolls/${pending.id}/payslip.pdf`);
    expect(res.statusCode).toBe(200);
    const text = await textOf(res.rawPayload);
    expect(text).toContain("April 2026");
    expect(text).toContain("Pending");
    expect(text).toMatch(/Paid on\s+Not paid yet/);
  });

  it("is for the company's admins and super admins too", async () => {
    for (const client of [admin, root]) {
      const res = await client.get(`/api/payrolls/${paid.id}/payslip.pdf`);
      expect(res.statusCode).toBe(200);
      expect(await textOf(res.rawPayload)).toContain("Asha Rao");
    }
  });

  it("is 404 for a colleague, another company's admin and a row that does not exist", async () => {
    for (const client of [colleague, otherAdmin]) {
      const res = await client.get(`/api/payrolls/${paid.id}/payslip.pdf`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: PAYROLL_NOT_FOUND });
    }
    expect((await root.get("/api/payrolls/999999/payslip.pdf")).statusCode).toBe(404);
    expect((await root.get("/api/payrolls/abc/payslip.pdf")).statusCode).toBe(400);
  });

  it("is 401 when signed out", async () => {
    const res = await t.app.inject({ method: "GET", url: `/api/payrolls/${paid.id}/payslip.pdf` });
    expect(res.statusCode).toBe(401);
  });

  it("stays readable by the person paid after the company's payroll is switched off", async () => {
    await setPayrollEnabled(t.database.db, company.id, false);
    try {
      expect((await employee.get(`/api/payrolls/${paid.id}/payslip.pdf`)).statusCode).toBe(200);
    } finally {
      await setPayrollEnabled(t.database.db, company.id, true);
    }
  });

  it("heads the payslip with the company's uploaded logo", async () => {
    const before = await admin.get(`/api/payrolls/${paid.id}/payslip.pdf`);
    expect(before.rawPayload.includes("/Subtype /Image")).toBe(false);
    const logo = `data:image/png;base64,${solidPng(64, 64, [30, 110, 200]).toString("base64")}`;
    expect((await root.patch(`/api/companies/${company.id}`, { logo })).statusCode).toBe(200);

    const after = await admin.get(`/api/payrolls/${paid.id}/payslip.pdf`);
    expect(after.statusCode).toBe(200);
    expect(after.rawPayload.includes("/Subtype /Image")).toBe(true);
    expect(await textOf(after.rawPayload)).toContain("Kochi Labs Pvt Ltd");
  });
});
