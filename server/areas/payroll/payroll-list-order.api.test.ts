import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildAdmin, buildCompany, buildEmployee } from "../../db/seed/factories";
import { signIn } from "../../test/accounts";
import { type Client, createTestApp, type TestApp } from "../../test/harness";
import { planWithValues } from "../../test/plans";
import { users } from "../users/users.table";
import { buildPayroll } from "./payroll.fixtures";
import { payrolls } from "./payroll.table";
import { payrollListStatements } from "./payroll-reads";

/**
 * A company's month in name order from the names each row keeps (migration 0029): the rows follow a rename
 * and an erasure, and the page is read in order from one index (docs/product/payroll.md §6.3).
 */

let t: TestApp;
let companyId: number;
let admin: Client;
beforeAll(async () => {
  t = await createTestApp();
  companyId = (await buildCompany(t.database.db, { name: "Ordered Pay", payrollEnabled: true })).id;
  const hr = await buildAdmin(t.database.db, companyId, { firstName: "Hema", lastName: "Admin" });
  admin = await signIn(t, hr.username, hr.password);
});
afterAll(() => t?.close());

const namesOf = async (month: number) =>
  (await admin.get(`/api/companies/${companyId}/payrolls?month=${month}&year=2026`))
    .json()
    .map((row: { firstName: string; lastName: string }) => `${row.firstName} ${row.lastName}`);

describe("a company's month in name order", () => {
  it("orders by the names on the rows, which follow a rename and an erasure", async () => {
    const db = t.database.db;
    const zara = await buildEmployee(db, companyId, { firstName: "Zara", lastName: "Iyer" });
    const asha = await buildEmployee(db, companyId, { firstName: "Asha", lastName: "Menon" });
    const meera = await buildEmployee(db, companyId, { firstName: "Meera", lastName: "Das" });
    for (const person of [zara, asha, meera]) await buildPayroll(db, person, { month: 4, year: 2026 });
    expect(await namesOf(4)).toEqual(["Asha Menon", "Meera Das", "Zara Iyer"]);

    const renamed = await admin.patch(`/api/users/${zara.id}`, { firstName: "Aarti" });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(await namesOf(4)).toEqual(["Aarti Iyer", "Asha Menon", "Meera Das"]);

    // What the erasure of a removed person's details writes (docs/product/employees.md §9.2).
    await db.update(users).set({ firstName: "Former", lastName: "employee" }).where(eq(users.id, asha.id));
    expect(await namesOf(4)).toEqual(["Aarti Iyer", "Former employee", "Meera Das"]);
    const kept = await db.select().from(payrolls).where(eq(payrolls.userId, asha.id));
    expect(kept.map((row) => [row.personFirstName, row.personLastName])).toEqual([["Former", "employee"]]);
  });
});

describe("the month's page plan", () => {
  it("reads the page in order from payrolls_company_order_idx, without sorting the month", async () => {
    const db = t.database.db;
    // A company of 300 people with a year of rows each, and other companies beside: enough that a plan reads
    // like a real platform's.
    const big = (await buildCompany(db, { name: "Big Pay", payrollEnabled: true })).id;
    await db.execute(sql`
      insert into users (username, password_hash, role, company_id, first_name, last_name)
      select 'pay.' || g || '@order.test', 'not-a-hash', 'EMPLOYEE', ${big}::int, 'Person', 'No ' || g
      from generate_series(1, 300) g`);
    await db.execute(sql`
      insert into payrolls (company_id, user_id, month, year, base_salary, tax_amount, benefits_amount, net_pay, status)
      select u.company_id, u.id, m, 2025, 50000, 5000, 2000, 43000, 'Paid'
      from users u cross join generate_series(1, 12) m
      where u.company_id = ${big}::int`);
    await db.execute(sql`vacuum analyze payrolls`);
    await db.execute(sql`vacuum analyze users`);

    const statement = payrollListStatements(db, { own: false, month: true, year: true, search: false }).page;
    const lines = await planWithValues(db, statement, {
      companyId: big,
      month: 6,
      year: 2025,
      limit: 25,
      offset: 0,
    });
    expect(lines).toContain("payrolls_company_order_idx");
    expect(lines).not.toMatch(/\bSort\b/);
  });
});
