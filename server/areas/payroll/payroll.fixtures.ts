import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { companies } from "../companies/companies.table";
import { payrollEnablementRequests, payrolls } from "./payroll.table";

/** Test records for payroll (docs/product/payroll.md §3): a row, and a company's payroll switched on or off. */

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
