import { and, asc, eq, gte, inArray, isNotNull, lt, ne, notExists, sql } from "drizzle-orm";
import { netPayOf, prefillAmounts } from "../../../shared/payroll/payroll.rules";
import type { PayrollGenerateDto, PayrollPeriodQuery } from "../../../shared/payroll/payroll.schema";
import { payrollLinesFor } from "../../../shared/payroll/payroll-lines.rules";
import type { Database } from "../../db/client";
import { users } from "../users/users.table";
import { payrolls } from "./payroll.table";

/**
 * Generating a month (docs/product/payroll.md §4): a Pending row for every live person of the company
 * (ADMIN or EMPLOYEE) who has none that month — from their salary structure when they have an annual CTC
 * and a state of work (`payrollLinesFor`, which keeps the row's lines), else prefilled from their salary
 * and percentages (`prefillAmounts`). Used by "Generate" and by the monthly run; never by a read.
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
      annualCtc: users.annualCtc,
      workState: users.workState,
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

  const anyStructure = people.some((p) => p.annualCtc !== null && p.workState !== null);
  const soFar = anyStructure ? await financialYearSoFar(db, companyId, period) : new Map<number, SoFar>();

  const rows: (typeof payrolls.$inferInsert)[] = [];
  const skipped: GenerationResult["skipped"] = [];
  for (const person of people) {
    const amounts = amountsOf(person, period, soFar.get(person.id));
    const net = amounts && netPayOf(amounts.baseSalary, amounts.taxAmount, amounts.benefitsAmount);
    if (!amounts || !net?.ok) {
      skipped.push({ userId: person.id, firstName: person.firstName, lastName: person.lastName });
      continue;
    }
    rows.push({
      companyId,
      userId: person.id,
      month,
      year,
      baseSalary: amounts.baseSalary,
      taxAmount: amounts.taxAmount,
      benefitsAmount: amounts.benefitsAmount,
      netPay: net.netPay,
      status: "Pending",
      generatedAt: now,
      lines: amounts.lines,
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

type SoFar = { earned: number; tds: number };

/**
 * A person's amounts for the month (§4): from their salary structure, with its lines, when they have an
 * annual CTC and a state of work and the month's financial year is in the statutory table; else the
 * percentage prefill, without lines. Null when the structure cannot be made (a CTC too small to hold its
 * own contributions): the person is skipped.
 */
function amountsOf(
  person: {
    salary: number;
    taxPercentage: number | string;
    benefitsPercentage: number | string;
    annualCtc: number | null;
    workState: string | null;
  },
  period: PayrollPeriodQuery,
  soFar: SoFar | undefined,
) {
  try {
    const fromStructure = payrollLinesFor({
      annualCtc: person.annualCtc,
      workState: person.workState,
      year: period.year,
      month: period.month,
      earnedSoFarInFy: soFar?.earned ?? 0,
      tdsSoFarInFy: soFar?.tds ?? 0,
    });
    if (fromStructure) return fromStructure;
  } catch (error) {
    if (error instanceof RangeError) return null;
    throw error;
  }
  return Object.assign(prefillAmounts(person), { lines: null });
}

/**
 * What each person of the company with an annual CTC was paid earlier in the month's financial year (April
 * up to the month before), in one query for all of them: gross is the rows' base salary, TDS their tax less the professional tax their
 * lines name (a row without lines counts its whole tax as TDS).
 */
async function financialYearSoFar(
  db: Database,
  companyId: number,
  period: PayrollPeriodQuery,
): Promise<Map<number, SoFar>> {
  const peopleWithCtc = db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.companyId, companyId), isNotNull(users.annualCtc)));
  const firstYear = period.month >= 4 ? period.year : period.year - 1;
  const monthIndex = sql`${payrolls.year} * 12 + ${payrolls.month}`;
  const sums = await db
    .select({
      userId: payrolls.userId,
      // sum() of integers is a bigint, which a driver may hand back as text.
      earned: sql<string>`coalesce(sum(${payrolls.baseSalary}), 0)`,
      tds: sql<string>`coalesce(sum(${payrolls.taxAmount} - coalesce((${payrolls.lines} -> 'deductions' ->> 'professionalTax')::int, 0)), 0)`,
    })
    .from(payrolls)
    .where(
      and(
        inArray(payrolls.userId, peopleWithCtc),
        gte(payrolls.year, firstYear),
        gte(monthIndex, firstYear * 12 + 4),
        lt(monthIndex, period.year * 12 + period.month),
      ),
    )
    .groupBy(payrolls.userId);
  return new Map(
    sums.map((s) => [s.userId, { earned: Number(s.earned), tds: Math.max(0, Number(s.tds)) }] as const),
  );
}
