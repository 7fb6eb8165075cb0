import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PayrollDto } from "../../../shared/payroll/payroll.schema";
import { buildAdmin, buildCompany, buildEmployee, buildUser } from "../../db/seed/factories";
import { signIn } from "../../test/accounts";
import { type Client, createTestApp, type TestApp } from "../../test/harness";
import { users } from "../users/users.table";
import { buildPayroll } from "./payroll.fixtures";

/** Reading payroll rows: a company's list and summary, one's own (docs/product/payroll.md §6.2, §6.3). */

let t: TestApp;
let root: Client;

beforeAll(async () => {
  t = await createTestApp();
  const r = await buildUser(t.database.db, { role: "SUPER_ADMIN" });
  root = await signIn(t, r.username, r.password);
});
afterAll(() => t?.close());

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
