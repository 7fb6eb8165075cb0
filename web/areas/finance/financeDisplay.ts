import dayjs from "dayjs";
import { dateInZone, timeInZone } from "../../../shared/common/time.rules";
import type { TransactionStatus, TransactionType } from "../../../shared/finance/finance.schema";

/** How the finance screen writes statuses, types and dates (docs/product/finance.md §5). */

/** One colour per status: waiting yellow, done green, failed red, cancelled grey. */
export const TRANSACTION_STATUS_COLORS: Readonly<Record<TransactionStatus, string>> = {
  PENDING: "yellow",
  COMPLETED: "green",
  FAILED: "red",
  CANCELLED: "gray",
};

/** The badge colour of a status; grey for one the app does not know. */
export function transactionStatusColor(status: string): string {
  return TRANSACTION_STATUS_COLORS[status as TransactionStatus] ?? "gray";
}

/** The words of the type select and column. */
export const TRANSACTION_TYPE_LABELS: Readonly<Record<TransactionType, string>> = {
  INCOME: "Income",
  EXPENSE: "Expense",
};

/** An instant (ISO 8601) as its day and time in the viewer's zone: '15 Mar 2026, 14:30'; the text itself when unreadable. */
export function formatTransactionDate(instant: string, timeZone: string): string {
  const moment = new Date(instant);
  if (Number.isNaN(moment.getTime())) return instant;
  return `${dayjs(dateInZone(moment, timeZone)).format("D MMM YYYY")}, ${timeInZone(moment, timeZone).slice(0, 5)}`;
}

/** 'Showing 26–50 of 61' counts rows; the cards count transactions: '1 transaction', '12 transactions'. */
export function transactionCountText(count: number): string {
  return `${count} ${count === 1 ? "transaction" : "transactions"}`;
}
