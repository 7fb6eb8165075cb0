import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PAYROLL_NOT_ENABLED } from "../../../shared/payroll/payroll.schema";
import { buildAdmin, buildCompany, buildEmployee } from "../../db/seed/factories";
import { signIn } from "../../test/accounts";
import { createTestApp, type TestApp } from "../../test/harness";
import { buildPayroll, buildPayrollWorld, type PayrollWorld, payrollBody } from "./payroll.fixtures";

/** Who may manage payroll records: payroll enabled, the role, the company (docs/product/payroll.md §1, §2). */

let t: TestApp;
let w: PayrollWorld;

beforeAll(async () => {
  t = await createTestApp();
  w = await buildPayrollWorld(t);
});
afterAll(() => t?.close());

describe("payroll not enabled (§1)", () => {
  it("answers 403 'Payroll is not enabled for this company' to the company's admin and to a super admin alike", async () => {
    const off = await buildCompany(t.database.db, { name: "Off Co" });
    const offAdmin = await buildAdmin(t.database.db, off.id);
    const person = await buildEmployee(t.database.db, off.id);
    const client = await signIn(t, offAdmin.username, offAdmin.password);
    for (const caller of [client, w.root]) {
      for (const res of [
        await caller.get(`/api/companies/${off.id}/payrolls`),
        await caller.get(`/api/companies/${off.id}/payroll-summary?month=3&year=2026`),
        await caller.post("/api/payrolls", payrollBody(person)),
      ]) {
        expect(res.statusCode, res.body).toBe(403);
        expect(res.json().message).toBe(PAYROLL_NOT_ENABLED);
      }
    }
    const row = await buildPayroll(t.database.db, person);
    for (const res of [
      await client.patch(`/api/payrolls/${row.id}`, { baseSalary: 1 }),
      await w.root.patch(`/api/payrolls/${row.id}/status`, { status: "Paid" }),
      await w.root.delete(`/api/payrolls/${row.id}`),
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
    expect((await w.employee.get(`/api/companies/${w.own.id}/payrolls`)).statusCode).toBe(403);
    expect((await w.employee.post("/api/payrolls", payrollBody(w.asha))).statusCode).toBe(403);
    const res = await w.admin.get(`/api/companies/${w.other.id}/payrolls`);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe("Company not found");
  });
});

describe("one's own company (§1)", () => {
  it("follows payroll turned off and on again in an admin's open session", async () => {
    const list = `/api/companies/${w.own.id}/payrolls`;
    const summary = `/api/companies/${w.own.id}/payroll-summary?month=3&year=2026`;
    expect((await w.admin.get(list)).statusCode).toBe(200);
    const off = await w.root.patch(`/api/companies/${w.own.id}`, { payrollEnabled: false });
    expect(off.statusCode, off.body).toBe(200);
    for (const res of [await w.admin.get(list), await w.admin.get(summary)]) {
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json().message).toBe(PAYROLL_NOT_ENABLED);
    }
    expect((await w.root.patch(`/api/companies/${w.own.id}`, { payrollEnabled: true })).statusCode).toBe(200);
    expect((await w.admin.get(list)).statusCode).toBe(200);
    expect((await w.admin.get(summary)).statusCode).toBe(200);
  });

  // PGlite has one connection, so a named statement's plans counted there are every run of it.
  it.runIf(process.env.TEST_DB !== "pg")(
    "reads no company row for an admin's own list and summary: the session's join said it all",
    async () => {
      const runsOfCompanyById = async () => {
        const result = (await t.database.db.execute(
          sql`select coalesce(sum(generic_plans + custom_plans), 0)::int as runs
              from pg_prepared_statements where name = 'company_by_id'`,
        )) as unknown as { rows: { runs: number }[] };
        return result.rows[0]!.runs;
      };
      const before = await runsOfCompanyById();
      expect((await w.admin.get(`/api/companies/${w.own.id}/payrolls`)).statusCode).toBe(200);
      expect(
        (await w.admin.get(`/api/companies/${w.own.id}/payroll-summary?month=3&year=2026`)).statusCode,
      ).toBe(200);
      expect(await runsOfCompanyById()).toBe(before);
      // A SUPER_ADMIN names a company that is not theirs: it is read.
      expect((await w.root.get(`/api/companies/${w.own.id}/payrolls`)).statusCode).toBe(200);
      expect(await runsOfCompanyById()).toBe(before + 1);
    },
  );
});
