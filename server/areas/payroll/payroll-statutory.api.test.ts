import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MONTH_INVALID, YEAR_INVALID } from "../../../shared/payroll/payroll.constants";
import { PAYROLL_NOT_ENABLED } from "../../../shared/payroll/payroll.schema";
import { buildAdmin, buildCompany, buildEmployee, buildUser } from "../../db/seed/factories";
import { signIn } from "../../test/accounts";
import { type Client, createTestApp, type TestApp } from "../../test/harness";
import { buildPayroll } from "./payroll.fixtures";

/**
 * The statutory summary of a month (docs/product/payroll.md §6.4). April 2026 is generated (the Generate
 * route) for people with a CTC and a state of work in two states, and for two without a salary structure.
 * The figures below were worked by hand from the salary structures of docs/product/statutory.md (FY
 * 2026-27, April, nothing earned before in the year):
 *
 * | CTC       | State       | Gross   | Emp. PF | Er. PF | EPS  | Emp. ESI | Er. ESI | PT  | TDS    |
 * | 6,00,000  | Karnataka   | 48,200  | 1,800   | 1,800  | 1,250 | 0       | 0       | 200 | 0      |
 * | 24,00,000 | Karnataka   | 198,200 | 1,800   | 1,800  | 1,250 | 0       | 0       | 200 | 23,907 |
 * | 2,40,000  | Maharashtra | 18,208  | 1,200   | 1,200  | 833  | 137      | 592     | 200 | 0      |
 * | 3,00,000  | Tamil Nadu  | 23,500  | 1,500   | 1,500  | 1,041 | 0       | 0       | 208 | 0      |
 */

let t: TestApp;
let kochi: { id: number };
let anand: { id: number };
let admin: Client;
let root: Client;

const HEADER =
  "Company,State,Employees,Gross,Employee PF,Employer PF,of which EPS,Employee ESI,Employer ESI,Professional tax,TDS";
const APRIL = "month=4&year=2026";

const csv = (...records: string[]) => `\uFEFF${records.map((r) => `${r}\r\n`).join("")}`;

// Kochi Labs: Karnataka 48,200 + 198,200; Maharashtra 18,208; the admin (₹1,00,000) and Meera (₹30,000)
// have no salary structure. The total: 5 people, 246,400 + 18,208 + 130,000 = 394,608.
const KOCHI_KARNATAKA = "Kochi Labs,Karnataka,2,246400,3600,3600,2500,0,0,400,23907";
const KOCHI_MAHARASHTRA = "Kochi Labs,Maharashtra,1,18208,1200,1200,833,137,592,200,0";
const KOCHI_NO_STRUCTURE = "Kochi Labs,No salary structure,2,130000,,,,,,,";
const ANAND_TAMIL_NADU = "Anand Works,Tamil Nadu,1,23500,1500,1500,1041,0,0,208,0";

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  kochi = await buildCompany(db, { name: "Kochi Labs", payrollEnabled: true });
  anand = await buildCompany(db, { name: "Anand Works", payrollEnabled: true });
  const off = await buildCompany(db, { name: "Off Ltd", payrollEnabled: false });

  const a = await buildAdmin(db, kochi.id, { salary: 100_000, taxPercentage: 10, benefitsPercentage: 5 });
  admin = await signIn(t, a.username, a.password);
  await buildEmployee(db, kochi.id, { annualCtc: 600_000, workState: "Karnataka" });
  await buildEmployee(db, kochi.id, { annualCtc: 2_400_000, workState: "Karnataka" });
  await buildEmployee(db, kochi.id, { annualCtc: 240_000, workState: "Maharashtra" });
  await buildEmployee(db, kochi.id, { firstName: "Meera", salary: 30_000, taxPercentage: 10 });
  const r = await buildUser(db, { role: "SUPER_ADMIN" });
  root = await signIn(t, r.username, r.password);

  const made = await admin.post(`/api/companies/${kochi.id}/payrolls/generate?${APRIL}`);
  expect(made.json()).toMatchObject({ created: 5, skipped: [] });
  // Another company's month: in `all`, never in Kochi Labs' summary.
  await buildEmployee(db, anand.id, { annualCtc: 300_000, workState: "Tamil Nadu" });
  const other = await root.post(`/api/companies/${anand.id}/payrolls/generate?${APRIL}`);
  expect(other.json()).toMatchObject({ created: 1, skipped: [] });
  // Another month of Kochi Labs, and a company whose payroll is not enabled: in neither.
  await buildPayroll(db, await buildEmployee(db, kochi.id), { month: 5, year: 2026, baseSalary: 7_777 });
  await buildPayroll(db, await buildEmployee(db, off.id), { month: 4, year: 2026, baseSalary: 9_999 });
});
afterAll(() => t?.close());

describe("GET /api/companies/:id/payrolls/statutory", () => {
  it("sums the month's salary lines per state, the rows without lines apart, then the total", async () => {
    const res = await admin.get(`/api/companies/${kochi.id}/payrolls/statutory?${APRIL}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(res.headers["content-disposition"]).toBe(
      'attachment; filename="statutory-kochi-labs-2026-04.csv"',
    );
    expect(res.body).toBe(
      csv(
        HEADER,
        KOCHI_KARNATAKA,
        KOCHI_MAHARASHTRA,
        KOCHI_NO_STRUCTURE,
        "Total,,5,394608,4800,4800,3333,137,592,600,23907",
      ),
    );
  });

  it("keeps the lines as generated when a row's amounts are edited by hand", async () => {
    const rows = await admin.get(`/api/companies/${kochi.id}/payrolls?${APRIL}&q=Meera`);
    // Meera's row has no lines: her edited base salary counts in Gross.
    const meera = rows.json()[0];
    const edited = await admin.patch(`/api/payrolls/${meera.id}`, { baseSalary: 31_000 });
    expect(edited.statusCode, edited.body).toBe(200);
    const res = await admin.get(`/api/companies/${kochi.id}/payrolls/statutory?${APRIL}`);
    expect(res.body).toContain("Kochi Labs,No salary structure,2,131000,,,,,,,\r\n");
    await admin.patch(`/api/payrolls/${meera.id}`, { baseSalary: 30_000 });
  });

  it("answers the header alone for a month without rows", async () => {
    const res = await admin.get(`/api/companies/${kochi.id}/payrolls/statutory?month=6&year=2026`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(csv(HEADER));
  });

  it("covers every company whose payroll is enabled for a SUPER_ADMIN's `all`, by company name", async () => {
    const res = await root.get(`/api/companies/all/payrolls/statutory?${APRIL}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["content-disposition"]).toBe('attachment; filename="statutory-all-2026-04.csv"');
    expect(res.body).toBe(
      csv(
        HEADER,
        ANAND_TAMIL_NADU,
        KOCHI_KARNATAKA,
        KOCHI_MAHARASHTRA,
        KOCHI_NO_STRUCTURE,
        "Total,,6,418108,6300,6300,4374,137,592,808,23907",
      ),
    );
  });

  it("refuses `all` to a company's ADMIN (403)", async () => {
    const res = await admin.get(`/api/companies/all/payrolls/statutory?${APRIL}`);
    expect(res.statusCode).toBe(403);
  });

  it("is the export's access: EMPLOYEE 403, another company's ADMIN 404, payroll not enabled 403", async () => {
    const db = t.database.db;
    const url = `/api/companies/${kochi.id}/payrolls/statutory?${APRIL}`;
    const e = await buildEmployee(db, kochi.id);
    expect((await (await signIn(t, e.username, e.password)).get(url)).statusCode).toBe(403);
    const oa = await buildAdmin(db, anand.id);
    expect((await (await signIn(t, oa.username, oa.password)).get(url)).statusCode).toBe(404);
    const off = await buildCompany(db, { payrollEnabled: false });
    const res = await root.get(`/api/companies/${off.id}/payrolls/statutory?${APRIL}`);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(PAYROLL_NOT_ENABLED);
  });

  it.each([
    ["month=13&year=2026", [MONTH_INVALID]],
    ["month=0&year=2026", [MONTH_INVALID]],
    ["month=x&year=1999", [MONTH_INVALID, YEAR_INVALID]],
    ["month=4&year=1999", [YEAR_INVALID]],
  ])("answers 400 for a bad period (%s) with its message", async (query, messages) => {
    const res = await admin.get(`/api/companies/${kochi.id}/payrolls/statutory?${query}`);
    expect(res.statusCode).toBe(400);
    expect(
      res
        .json()
        .errors.map((e: { message: string }) => e.message)
        .sort(),
    ).toEqual(messages);
  });

  it.each(["month=4", "year=2026", ""])("answers 400 without a month and a year (%s)", async (query) => {
    const res = await admin.get(`/api/companies/${kochi.id}/payrolls/statutory?${query}`);
    expect(res.statusCode).toBe(400);
  });

  it("answers 400 for `all` with a bad period too, before any company", async () => {
    const res = await root.get("/api/companies/all/payrolls/statutory?month=13&year=2026");
    expect(res.statusCode).toBe(400);
  });
});
