import type { PayrollAmounts } from "./payroll.rules";
import type { PayrollLines } from "./payroll.schema";
import {
  financialYearOf,
  monthlyDeductions,
  PT_STATES,
  type PtState,
  salaryStructure,
  statutoryYear,
} from "./statutory";

/**
 * A month's payroll amounts from a person's salary structure (docs/product/payroll.md §3, §4;
 * docs/product/statutory.md): the structure of their annual CTC, the month's statutory deductions in their
 * state of work, and the three amounts a payroll row stores. Whole rupees throughout.
 */

export interface PayrollLinesInput {
  annualCtc: number | null;
  workState: string | null;
  /** The calendar month paid: year and 1–12. */
  year: number;
  month: number;
  /** Gross (base salary) of the person's earlier rows of the same financial year. */
  earnedSoFarInFy: number;
  /** TDS of those rows (their tax less their professional tax). */
  tdsSoFarInFy: number;
}

export interface PayrollFromLines extends PayrollAmounts {
  netPay: number;
  lines: PayrollLines;
}

/** April is the financial year's 1st month, March its 12th (docs/product/statutory.md §1). */
export function monthOfFinancialYear(month: number): number {
  return month >= 4 ? month - 3 : month + 9;
}

const isPtState = (state: string): state is PtState => (PT_STATES as readonly string[]).includes(state);

/**
 * The row's amounts and lines (§4): base salary is the gross, tax is TDS + professional tax, benefits are the
 * employee's PF + ESI, and net pay is gross less all of them. Answers null when the person has no annual
 * CTC or no (known) state of work, or the month's financial year is not in the statutory table — the caller
 * then prefills from percentages. Throws (RangeError) when the CTC is too small for a structure, or a figure
 * so far is not whole rupees.
 */
export function payrollLinesFor(input: PayrollLinesInput): PayrollFromLines | null {
  const { annualCtc, workState, year, month } = input;
  if (annualCtc === null || workState === null || !isPtState(workState)) return null;
  const fy = financialYearOf(year, month);
  try {
    statutoryYear(fy);
  } catch {
    return null;
  }
  const structure = salaryStructure(annualCtc, { state: workState, fy });
  const d = monthlyDeductions({
    structure,
    state: workState,
    fy,
    month,
    earnedSoFarInFy: input.earnedSoFarInFy,
    tdsSoFarInFy: input.tdsSoFarInFy,
    monthsRemainingIncludingThis: 13 - monthOfFinancialYear(month),
  });
  const lines: PayrollLines = {
    fy,
    state: workState,
    annualCtc,
    earnings: {
      basic: structure.basic,
      hra: structure.hra,
      specialAllowance: structure.specialAllowance,
      gross: structure.gross,
    },
    deductions: {
      employeePf: d.employeePf,
      employeeEsi: d.employeeEsi,
      professionalTax: d.professionalTax,
      tds: d.tds,
      total: d.totalDeductions,
    },
    employer: {
      pf: d.employerPf,
      eps: d.employerEps,
      epf: d.employerEpf,
      esi: d.employerEsi,
      total: d.employerPf + d.employerEsi,
    },
    netPay: d.netPay,
  };
  return {
    baseSalary: d.gross,
    taxAmount: d.tds + d.professionalTax,
    benefitsAmount: d.employeePf + d.employeeEsi,
    netPay: d.netPay,
    lines,
  };
}
