import dayjs from "dayjs";
import { formatRupees } from "../../../shared/common/money";
import { dateInZone } from "../../../shared/common/time.rules";
import type { PayrollDto, PayrollStatus } from "../../../shared/payroll/payroll.schema";

/** How the payroll screens write amounts, people, statuses and dates (docs/product/payroll.md §6, §7). */

/** Whole rupees with Indian grouping (§7): '₹1,23,456'. */
export function formatAmount(rupees: number): string {
  return formatRupees(rupees);
}

/** One colour per status (§5): waiting yellow, in progress blue, paid green. */
export const PAYROLL_STATUS_COLORS: Readonly<Record<PayrollStatus, string>> = {
  Pending: "yellow",
  Processed: "blue",
  Paid: "teal",
};

/** The badge colour of a status; grey for one the app does not know. */
export function payrollStatusColor(status: string): string {
  return PAYROLL_STATUS_COLORS[status as PayrollStatus] ?? "gray";
}

/** The person a row pays: 'Rahul Nair'. */
export function payeeName(row: Pick<PayrollDto, "firstName" | "lastName">): string {
  return `${row.firstName} ${row.lastName}`.trim();
}

/** An instant (ISO 8601) as its date in the time zone: '15 Mar 2026'; the text itself when unreadable. */
export function formatInstantDate(instant: string, timeZone: string): string {
  const moment = new Date(instant);
  if (Number.isNaN(moment.getTime())) return instant;
  return dayjs(dateInZone(moment, timeZone)).format("D MMM YYYY");
}

/**
 * The date My Payroll and the admin table show for a row (§6.2): the day it was paid once it is Paid,
 * else the day it was generated.
 */
export function payrollDate(
  row: Pick<PayrollDto, "status" | "paidAt" | "generatedAt">,
  timeZone: string,
): { label: "Paid" | "Generated"; date: string } {
  if (row.status === "Paid" && row.paidAt)
    return { label: "Paid", date: formatInstantDate(row.paidAt, timeZone) };
  return { label: "Generated", date: formatInstantDate(row.generatedAt, timeZone) };
}

/** The heading's line under Payroll Management: how many records the period has. */
export function recordCountText(total: number | undefined): string | undefined {
  if (total === undefined) return undefined;
  return `${total} ${total === 1 ? "record" : "records"}`;
}
