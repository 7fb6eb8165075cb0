import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { buildAdmin, buildCompany, buildEmployee, buildUser } from "../../db/seed/factories";
import { signIn } from "../../test/accounts";
import type { Client, TestApp } from "../../test/harness";
import { companies } from "../companies/companies.table";
import { uploadedPdf } from "../files/files.fixtures";
import { securityLogs } from "../security-logs/security-logs.table";
import { payrollEnablementRequests, payrolls } from "./payroll.table";

/**
 * Test records for payroll (docs/product/payroll.md §3): a row, a company's payroll switched on or off, a
 * plan request; and the world, bodies and look-ups of the payroll records' API tests.
 */

let period = 0;

/**
 * A payroll row of a person; net pay is base − tax − benefits. Without a month and year each call takes a
 * new period (from January 2001 on), so rows of one person never collide.
 */
export async function buildPayroll(
  db: Database,
  person: { id: number; companyId: number | null },
  fields: Partial<typeof payrolls.$inferInsert> = {},
) {
  period += 1;
  const baseSalary = fields.baseSalary ?? 50_000;
  const taxAmount = fields.taxAmount ?? 5_000;
  const benefitsAmount = fields.benefitsAmount ?? 2_000;
  const [row] = await db
    .insert(payrolls)
    .values({
      companyId: person.companyId!,
      userId: person.id,
      month: ((period - 1) % 12) + 1,
      year: 2001 + Math.floor((period - 1) / 12),
      status: "Pending",
      ...fields,
      baseSalary,
      taxAmount,
      benefitsAmount,
      netPay: baseSalary - taxAmount - benefitsAmount,
    })
    .returning();
  return row!;
}

/** Switches a company's payroll on (or off), as a SUPER_ADMIN does on the Companies page. */
export async function setPayrollEnabled(db: Database, companyId: number, enabled = true) {
  await db.update(companies).set({ payrollEnabled: enabled }).where(eq(companies.id, companyId));
}

/** An open plan request of a company (any earlier open one of the company is dismissed first). */
export async function buildEnablementRequest(
  db: Database,
  fields: { companyId: number; requestedBy: number; selectedPlan?: "Starter" | "Standard" | "Custom" },
) {
  await db
    .update(payrollEnablementRequests)
    .set({ status: "dismissed", closedAt: new Date() })
    .where(
      and(
        eq(payrollEnablementRequests.companyId, fields.companyId),
        eq(payrollEnablementRequests.status, "open"),
      ),
    );
  const [row] = await db
    .insert(payrollEnablementRequests)
    .values({ selectedPlan: "Standard", ...fields })
    .returning();
  return row!;
}

/**
 * The world of the payroll records' API tests (§1–§5): Kochi Labs (`own`) and Pune Works (`other`), both with
 * payroll on; an admin of each and a SUPER_ADMIN, signed in; Asha (signed in as `employee`) and Ravi of
 * Kochi Labs, and a person of Pune Works (`theirs`).
 */
export async function buildPayrollWorld(t: TestApp) {
  const db = t.database.db;
  const own = await buildCompany(db, { name: "Kochi Labs", payrollEnabled: true });
  const other = await buildCompany(db, { name: "Pune Works", payrollEnabled: true });
  const a = await buildAdmin(db, own.id, { firstName: "Anita", lastName: "Menon" });
  const admin = Object.assign(await signIn(t, a.username, a.password), { userId: a.id });
  const oa = await buildAdmin(db, other.id);
  const otherAdmin = await signIn(t, oa.username, oa.password);
  const r = await buildUser(db, { role: "SUPER_ADMIN" });
  const root = await signIn(t, r.username, r.password);
  const asha = await buildEmployee(db, own.id, { firstName: "Asha", lastName: "Rao", salary: 80_000 });
  const employee = await signIn(t, asha.username, asha.password);
  const ravi = await buildEmployee(db, own.id, { firstName: "Ravi", lastName: "Kumar" });
  const theirs = await buildEmployee(db, other.id);
  return { own, other, admin, otherAdmin, root, employee, asha, ravi, theirs };
}
export type PayrollWorld = Awaited<ReturnType<typeof buildPayrollWorld>>;

/** A create body (POST /api/payrolls) for a person: March 2026, 80,000 less 8,000 tax and 4,000 benefits. */
export const payrollBody = (person: { id: number }, overrides: Record<string, unknown> = {}) => ({
  userId: person.id,
  month: 3,
  year: 2026,
  baseSalary: 80_000,
  taxAmount: 8_000,
  benefitsAmount: 4_000,
  ...overrides,
});

/** A fresh person of a company with a row; the company's payroll stays as it is. */
export async function payrollOfNewPerson(
  db: Database,
  company: { id: number },
  fields: Parameters<typeof buildPayroll>[2] = {},
) {
  const person = await buildEmployee(db, company.id);
  return buildPayroll(db, person, fields);
}

/** The security-log rows of one action on one payroll row. */
export const payrollLogsOf = (db: Database, action: string, resourceId: number) =>
  db
    .select()
    .from(securityLogs)
    .where(and(eq(securityLogs.action, action), eq(securityLogs.resourceId, String(resourceId))));

/** A payslip PDF uploaded through the API; answers its URL. */
export const uploadPayslip = (client: Client) => uploadedPdf(client, "payslip", "payslip.pdf");
