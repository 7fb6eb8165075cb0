import { and, asc, eq, ne, notExists } from "drizzle-orm";
import { netPayOf, prefillAmounts } from "../../../shared/payroll/payroll.rules";
import type { PayrollGenerateDto, PayrollPeriodQuery } from "../../../shared/payroll/payroll.schema";
import type { Database } from "../../db/client";
import { users } from "../users/users.table";
import { payrolls } from "./payroll.table";

/**
 * Generating a month (docs/product/payroll.md §4): a Pending row for every live person of the company
 * (ADMIN or EMPLOYEE) who has none that month, prefilled from their salary and percentages with the
 * shared rule (`prefillAmounts`). Used by "Generate" and by the monthly run; never by a read.
 */

/** Rows per INSERT, so that a company of any size is a few statements. */
const INSERT_BATCH = 1000;

export type GenerationResult = Pick<PayrollGenerateDto, "created" | "skipped">;

/**
 * Inserts the month's missing rows and answers how many it made. Safe under concurrency: each INSERT is
 * `ON CONFLICT DO NOTHING` on the (person, year, month) key, so two generations at once (or a generation and
 * a create) make each row once; the rows go in by person id, so two of them never wait on each other in a
 * cycle. People whose tax and benefits percentages add up to more than their salary get no row (net pay
 * would be negative, §3) and are answered as `skipped`, so that their percentages can be put right.
 */
export async function generatePayrollRows(
  db: Database,
  companyId: number,
  period: PayrollPeriodQuery,
  now: Date,
): Promise<GenerationResult> {
  const { month, year } = period;
  const people = await db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      salary: users.salary,
      taxPercentage: users.taxPercentage,
      benefitsPercentage: users.benefitsPercentage,
    })
    .from(users)
    .where(
      and(
        eq(users.companyId, companyId),
        eq(users.isDeleted, false),
        ne(users.role, "SUPER_ADMIN"),
        notExists(
          db
            .select({ id: payrolls.id })
            .from(payrolls)
            .where(and(eq(payrolls.userId, users.id), eq(payrolls.year, year), eq(payrolls.month, month))),
        ),
      ),
    )
    .orderBy(asc(users.id));

  const rows: (typeof payrolls.$inferInsert)[] = [];
  const skipped: GenerationResult["skipped"] = [];
  for (const person of people) {
    const amounts = prefillAmounts(person);
    const net = netPayOf(amounts.baseSalary, amounts.taxAmount, amounts.benefitsAmount);
    if (!net.ok) {
      skipped.push({ userId: person.id, firstName: person.firstName, lastName: person.lastName });
      continue;
    }
    rows.push({
      companyId,
      userId: person.id,
      month,
      year,
      ...amounts,
      netPay: net.netPay,
      status: "Pending",
      generatedAt: now,
    });
  }

  let created = 0;
  for (let i = 0; i < rows.length; i += INSERT_BATCH) {
    const inserted = await db
      .insert(payrolls)
      .values(rows.slice(i, i + INSERT_BATCH))
      .onConflictDoNothing({ target: [payrolls.userId, payrolls.year, payrolls.month] })
      .returning({ id: payrolls.id });
    created += inserted.length;
  }
  return { created, skipped };
}
