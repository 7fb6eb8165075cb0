import { downloadFileName } from "../common/file-name";
import {
  NET_PAY_NEGATIVE,
  PAYROLL_MONTH_MAX,
  PAYROLL_MONTH_MIN,
  PAYROLL_STATUSES,
  PAYROLL_YEAR_MIN,
  type PayrollStatus,
} from "./payroll.constants";
import type { PayrollSummaryDto } from "./payroll.schema";

/** Payroll arithmetic and labels (docs/product/payroll.md §4, §5, §6, §7). Amounts are whole rupees. */

export const NET_PAY_MISMATCH = "Net pay must equal base salary minus tax and benefits";

/** The amounts net pay is worked out from. */
export interface PayrollAmounts {
  baseSalary: number;
  taxAmount: number;
  benefitsAmount: number;
}

/**
 * A net pay, or why there is none: the refusal is the 400 the server answers
 * (`badRequest(result.message, [result])`) and the form shows under the net pay field.
 */
export type NetPayResult = { ok: true; netPay: number } | { ok: false; path: "netPay"; message: string };

/** §4: net pay = base − tax − benefits, refused with 'Net pay cannot be negative' below 0. */
export function netPayOf(baseSalary: number, taxAmount: number, benefitsAmount: number): NetPayResult {
  const netPay = baseSalary - taxAmount - benefitsAmount;
  return netPay < 0 ? { ok: false, path: "netPay", message: NET_PAY_NEGATIVE } : { ok: true, netPay };
}

/**
 * The net pay a create or update stores (§3, §4): always computed. A net pay the client sent is accepted
 * only when it is that same number; a different one is refused, never overwritten in silence. For a
 * `PATCH`, pass the row's amounts with the changed ones over them, and the `netPay` of the body (absent
 * when the amounts changed without it, which recomputes it).
 */
export function resolveNetPay(amounts: PayrollAmounts, sentNetPay?: number | null): NetPayResult {
  const result = netPayOf(amounts.baseSalary, amounts.taxAmount, amounts.benefitsAmount);
  if (result.ok && sentNetPay !== undefined && sentNetPay !== null && sentNetPay !== result.netPay) {
    return { ok: false, path: "netPay", message: NET_PAY_MISMATCH };
  }
  return result;
}

/** Hundredths of a percent, exactly: employees' percentages are stored with two decimals (numeric(5,2)). */
function basisPoints(percentage: number | string): number {
  const value = typeof percentage === "string" && percentage.trim() !== "" ? Number(percentage) : percentage;
  if (typeof value !== "number" || !Number.isFinite(value) || value < 0) {
    throw new RangeError(`Not a percentage: ${String(percentage)}`);
  }
  return Math.round(value * 100);
}

/**
 * `percentage` % of `amount` in whole rupees, rounded DOWN (a prefill, §4: the form shows it to the admin,
 * who may change it; nothing stored is rounded). Down, not half up, so that a deduction never exceeds its
 * percentage: tax and benefits of 50% each of ₹1,001 are ₹500 + ₹500, where half up would make them
 * ₹501 + ₹501 and net pay −₹1. Computed in integers (amount × hundredths of a percent ÷ 10,000), so
 * 18.4% of ₹375 is ₹69, never ₹68 by a floating-point slip. The percentage may be the string the
 * database answers for a numeric column ("12.50").
 */
export function percentOf(amount: number, percentage: number | string): number {
  if (!Number.isSafeInteger(amount) || amount < 0) throw new RangeError(`Not whole rupees: ${amount}`);
  return Math.floor((amount * basisPoints(percentage)) / 10_000);
}

/** What the form and Generate prefill from a person (§4): salary, and tax and benefits as their percentages of it. */
export function prefillAmounts(person: {
  salary: number;
  taxPercentage: number | string;
  benefitsPercentage: number | string;
}): PayrollAmounts {
  return {
    baseSalary: person.salary,
    taxAmount: percentOf(person.salary, person.taxPercentage),
    benefitsAmount: percentOf(person.salary, person.benefitsPercentage),
  };
}

/** The summary cards (§6.3): sums of the rows' salary, tax and benefits. */
export function summaryOf(rows: ReadonlyArray<PayrollAmounts>): PayrollSummaryDto {
  const summary: PayrollSummaryDto = { totalSalary: 0, totalTax: 0, totalBenefits: 0 };
  for (const row of rows) {
    summary.totalSalary += row.baseSalary;
    summary.totalTax += row.taxAmount;
    summary.totalBenefits += row.benefitsAmount;
  }
  return summary;
}

/** §7: the year filters offer the current year and the 5 before, newest first (never before 2000). */
export const YEAR_CHOICES_BACK = 5;

export function yearChoices(currentYear: number): number[] {
  const years: number[] = [];
  for (let year = currentYear; year >= currentYear - YEAR_CHOICES_BACK && year >= PAYROLL_YEAR_MIN; year--) {
    years.push(year);
  }
  return years;
}

export const MONTH_NAMES = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
] as const;
export type MonthName = (typeof MONTH_NAMES)[number];

/** The month filter's choices, January first. */
export const MONTH_CHOICES: ReadonlyArray<{ value: number; label: MonthName }> = MONTH_NAMES.map(
  (label, index) => ({ value: index + 1, label }),
);

/** 1 → 'January' … 12 → 'December'. */
export function monthName(month: number): MonthName {
  const name = Number.isInteger(month) ? MONTH_NAMES[month - 1] : undefined;
  if (!name) throw new RangeError(`Month must be ${PAYROLL_MONTH_MIN}–${PAYROLL_MONTH_MAX}: ${month}`);
  return name;
}

/** A period as tables, payslips and the export name it: 'March 2026'. */
export function periodLabel(month: number, year: number): string {
  return `${monthName(month)} ${year}`;
}

/** The payroll period of a calendar date (yyyy-MM-dd): the monthly run's month on the 1st (§4). */
export function periodOfDate(date: string): { month: number; year: number } {
  return { year: Number(date.slice(0, 4)), month: Number(date.slice(5, 7)) };
}

/** The statuses a row's menu offers (§5): every status other than the current one, in their usual order. */
export function otherStatuses(current: PayrollStatus): PayrollStatus[] {
  return PAYROLL_STATUSES.filter((status) => status !== current);
}

/**
 * `paidAt` after a status change (§5): setting 'Paid' records the moment; a row already Paid keeps the
 * moment it was first paid; a row moved away from 'Paid' is no longer paid and loses it.
 */
export function paidAtAfter(
  row: { status: PayrollStatus; paidAt: Date | null },
  newStatus: PayrollStatus,
  now: Date,
): Date | null {
  if (newStatus !== "Paid") return null;
  return row.status === "Paid" && row.paidAt ? row.paidAt : now;
}

/** The export's file name (§4): 'payroll-<company>-<yyyy>-<mm>.csv', safe in a Content-Disposition header. */
export function payrollExportFileName(companyName: string, month: number, year: number): string {
  return downloadFileName(["payroll", companyName, String(year), String(month).padStart(2, "0")], "csv");
}

/** A payslip's file name (§4): 'payslip-<first>-<last>-<yyyy>-<mm>.pdf', safe in a Content-Disposition header. */
export function payslipFileName(
  person: { firstName: string; lastName: string },
  month: number,
  year: number,
): string {
  return downloadFileName(
    ["payslip", person.firstName, person.lastName, String(year), String(month).padStart(2, "0")],
    "pdf",
  );
}
