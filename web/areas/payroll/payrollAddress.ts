import { periodOfDate, yearChoices } from "../../../shared/payroll/payroll.rules";
import { positiveId } from "../recruitment/candidateAddress";

/**
 * What the /payrolls address keeps (docs/product/payroll.md §6.2, §6.3): the period (`?month=&year=`) and a
 * SUPER_ADMIN's company (`?companyId=`), so a reload or the browser's Back shows the same month. The
 * defaults (this month, this year, the company picked for them) are left out.
 */
export type PayrollAddress = { companyId: number | null; month: number; year: number };

/** A number named in the address when it is one of `choices`, else null. */
function oneOf(text: string | null, choices: readonly number[]): number | null {
  if (text === null || !/^\d{1,4}$/.test(text)) return null;
  const value = Number(text);
  return choices.includes(value) ? value : null;
}

const MONTHS = Array.from({ length: 12 }, (_, index) => index + 1);

/**
 * The company and period named in the address; `today` (yyyy-MM-dd in the user's zone) gives the defaults.
 * A year outside the filter's choices (this year and the 5 before, §7) falls back to this year.
 */
export function readPayrollAddress(params: URLSearchParams, today: string): PayrollAddress {
  const current = periodOfDate(today);
  return {
    companyId: positiveId(params.get("companyId")),
    month: oneOf(params.get("month"), MONTHS) ?? current.month,
    year: oneOf(params.get("year"), yearChoices(current.year)) ?? current.year,
  };
}

/** The address's query after a change; a value equal to its default is left out. */
export function payrollSearch(
  params: URLSearchParams,
  change: Partial<PayrollAddress>,
  today: string,
): URLSearchParams {
  const next = new URLSearchParams(params);
  const current = periodOfDate(today);
  const set = (key: string, value: number | null, fallback: number | null) =>
    value === null || value === fallback ? next.delete(key) : next.set(key, String(value));
  if (change.companyId !== undefined) set("companyId", change.companyId, null);
  if (change.month !== undefined) set("month", change.month, current.month);
  if (change.year !== undefined) set("year", change.year, current.year);
  return next;
}

/** The year My Payroll shows (`?year=`), this year by default (§6.2). */
export function readMyPayrollYear(params: URLSearchParams, today: string): number {
  return readPayrollAddress(params, today).year;
}

/**
 * The company a SUPER_ADMIN's payroll opens on when the address names none: the first with payroll
 * enabled (a disabled company's payroll calls answer 403, §1), else the first; null while there is none.
 */
export function defaultPayrollCompany(
  companies: ReadonlyArray<{ id: number; payrollEnabled: boolean }> | undefined,
): number | null {
  if (!companies || companies.length === 0) return null;
  return (companies.find((company) => company.payrollEnabled) ?? companies[0])?.id ?? null;
}
