import dayjs from "dayjs";

import { formatMoney as formatFinanceMoney } from "../../../shared/finance/finance.rules";

/**
 * Number formats of the dashboards: money by the finance rules (docs/product/finance.md §4: each
 * currency with its symbol, rupees with Indian grouping, never converted) and percentages.
 */

/**
 * An amount in its own currency's units with that currency's symbol: "$1,000.00", "₹4,50,000.00",
 * "€100.00". A code the runtime does not know is shown before the number ("XYZ 12.00"), never as dollars.
 */
export function formatMoney(amount: number, currency: string): string {
  return formatFinanceMoney(amount, currency);
}

/** "73.3%", "50%": at most one decimal, no trailing zero. */
export function formatPercent(value: number): string {
  const rounded = Math.round(value * 10) / 10;
  return `${Number.isFinite(rounded) ? rounded : 0}%`;
}

/** The share of `part` in `whole` as a percentage with one decimal; 0 when the whole is 0. */
export function percentOf(part: number, whole: number): number {
  if (whole <= 0) return 0;
  return Math.round((part / whole) * 1000) / 10;
}

/** A short date range for narrow cards: '27 Nov', '30 Nov – 2 Dec', '30 Dec – 2 Jan 2027' across years. */
export function formatShortRange(startDate: string, endDate: string): string {
  const start = dayjs(startDate);
  const end = dayjs(endDate);
  if (!end.isValid() || startDate === endDate) return start.format("D MMM");
  if (start.year() !== end.year()) return `${start.format("D MMM YYYY")} – ${end.format("D MMM YYYY")}`;
  return `${start.format("D MMM")} – ${end.format("D MMM")}`;
}
