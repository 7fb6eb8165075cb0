import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PAYROLL_NOT_ENABLED } from "../../../shared/payroll/payroll.schema";
import { buildAdmin, buildCompany, buildEmployee, buildUser } from "../../db/seed/factories";
import { signIn } from "../../test/accounts";
import { type Client, createTestApp, type TestApp } from "../../test/harness";
import { buildPayroll } from "./payroll.fixtures";

/** The CSV export of a company's month (docs/product/payroll.md §6.3). */

let t: TestApp;
let own: { id: number };
let off: { id: number };
let admin: Client;
let otherAdmin: Client;
let root: Client;
let employee: Client;

const HEADER = "First name,Last name,Role,Month,Year,Base salary,Tax,Benefits,Net pay,Status,Paid date";

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  own = await buildCompany(db, { name: "Zoë & Co.", payrollEnabled: true });
  const other = await buildCompany(db, { name: "Pune Works", payrollEnabled: true });
  off = await buildCompany(db, { name: "Off Ltd", payrollEnabled: false });
  const a = await buildAdmin(db, own.id);
  admin = await signIn(t, a.username, a.password);
  const oa = await buildAdmin(db, other.id);
  otherAdmin = await signIn(t, oa.username, oa.password);
  const r = await buildUser(db, { role: "SUPER_ADMIN" });
  root = await signIn(t, r.username, r.password);
  const asha = await buildEmployee(db, own.id, { firstName: "Asha", lastName: "Rao" });
  employee = await signIn(t, asha.username, asha.password);
  const evil = await buildEmployee(db, own.id, { firstName: "=HYPERLINK(1)", lastName: "Singh" });
  await buildPayroll(db, asha, {
    month: 3,
    year: 2026,
    baseSalary: 80_000,
    taxAmount: 8_000,
    benefitsAmount: 4_000,
    status: "Paid",
    paidAt: new Date("2026-03-31T10:00:00Z"),
  });
  await buildPayroll(db, evil, { month: 3, year: 2026 });
  await buildPayroll(db, asha, { month: 4, year: 2026 });
  await buildPayroll(db, await buildEmployee(db, other.id), { month: 3, year: 2026 });
});
afterAll(() => t?.close());

describe("GET /api/companies/:id/payrolls/export", () => {
  it("answers the month's rows as CSV with a header row, a byte order mark and a file name", async () => {
    const res = await admin.get(`/api/companies/${own.id}/payrolls/export?month=3&year=2026`);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(res.headers["content-disposition"]).toBe('attachment; filename="payroll-zoe-co-2026-03.csv"');
    expect(res.body).toBe(
      "\uFEFF" +
        [
          HEADER,
          "'=HYPERLINK(1),Singh,EMPLOYEE,3,2026,50000,5000,2000,43000,Pending,",
          "Asha,Rao,EMPLOYEE,3,2026,80000,8000,4000,68000,Paid,2026-03-31",
        ]
          .map((line) => `${line}\r\n`)
          .join(""),
    );
  });

  it("answers only the header for a month without rows; a SUPER_ADMIN may export", async () => {
    const res = await root.get(`/api/companies/${own.id}/payrolls/export?month=1&year=2026`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(`\uFEFF${HEADER}\r\n`);
  });

  it("refuses an employee (403), another company's admin (404) and a disabled company (403)", async () => {
    const url = `/api/companies/${own.id}/payrolls/export?month=3&year=2026`;
    expect((await employee.get(url)).statusCode).toBe(403);
    expect((await otherAdmin.get(url)).statusCode).toBe(404);
    const disabled = await root.get(`/api/companies/${off.id}/payrolls/export?month=3&year=2026`);
    expect(disabled.statusCode).toBe(403);
    expect(disabled.json().message).toBe(PAYROLL_NOT_ENABLED);
  });

  it("refuses a month out of range (400)", async () => {
    const res = await admin.get(`/api/companies/${own.id}/payrolls/export?month=13&year=2026`);
    expect(res.statusCode).toBe(400);
  });
});
