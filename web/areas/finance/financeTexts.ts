import type { NotificationData } from "@mantine/notifications";
import { failureReason } from "../auth/serverMessage";

/** Every word of the finance screen (docs/product/finance.md §5), the product page's word for word. */
export const FINANCE_TEXT = {
  title: "Finance",
  allCompaniesDescription: "Transactions of every company",
  employeeDenied: "You don't have permission to view financial information.",
  totalTransactions: "Total Transactions",
  completed: "Completed",
  pending: "Pending",
  addTransaction: "Add Transaction",
  editTransaction: "Edit Transaction",
  deleteTransaction: "Delete transaction",
  saveChanges: "Save Changes",
  empty: "No transactions found",
  emptyForSuperAdmin: "Record a company's first transaction with Add Transaction.",
  loadFailed: "Could not load transactions",
  summaryFailed: "Could not load the totals",
  noCompany: "Your account has no company, so there are no transactions to show.",

  created: "Transaction created",
  updated: "Transaction updated",
  deleted: "Transaction deleted",
  // Spec 02 §8.
  createFailed: "Failed to create transaction",
  updateFailed: "Failed to update transaction",
  deleteFailed: "Failed to delete transaction",
} as const;

/** The table's columns, in order (§5). */
export const TRANSACTION_COLUMNS = [
  "Company",
  "Amount",
  "Currency",
  "Type",
  "Status",
  "Comment",
  "Created By",
  "Date",
] as const;

export type TransactionFormMode = "create" | "edit";

/** 'Transaction created' / 'Transaction updated'. */
export function transactionSavedToast(mode: TransactionFormMode): NotificationData {
  return { color: "teal", message: mode === "create" ? FINANCE_TEXT.created : FINANCE_TEXT.updated };
}

/** 'Failed to create transaction' / 'Failed to update transaction' (spec 02 §8), with the server's reason. */
export function transactionSaveFailedToast(mode: TransactionFormMode, error: unknown): NotificationData {
  return {
    color: "red",
    title: mode === "create" ? FINANCE_TEXT.createFailed : FINANCE_TEXT.updateFailed,
    message: failureReason(error),
  };
}

export function transactionDeletedToast(): NotificationData {
  return { color: "teal", message: FINANCE_TEXT.deleted };
}

/** 'Failed to delete transaction' (spec 02 §8), with the server's reason. */
export function transactionDeleteFailedToast(error: unknown): NotificationData {
  return { color: "red", title: FINANCE_TEXT.deleteFailed, message: failureReason(error) };
}
