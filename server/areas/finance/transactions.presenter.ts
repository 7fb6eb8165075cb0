import { eq } from "drizzle-orm";
import type {
  TransactionDto,
  TransactionStatus,
  TransactionType,
} from "../../../shared/finance/finance.schema";
import { companies } from "../companies/companies.table";
import { users } from "../users/users.table";
import { transactions } from "./transactions.table";

export type TransactionRow = typeof transactions.$inferSelect;

/** The columns of a transaction joined to its company and its author, as every answer names them. */
export const withNames = {
  transaction: transactions,
  companyName: companies.name,
  authorFirstName: users.firstName,
  authorLastName: users.lastName,
};

export type TransactionWithNames = {
  transaction: TransactionRow;
  companyName: string;
  authorFirstName: string;
  authorLastName: string;
};

/** The joins `withNames` reads from (a select's `from(transactions)` continues with these). */
export const companyOfTransaction = eq(companies.id, transactions.companyId);
export const authorOfTransaction = eq(users.id, transactions.createdBy);

/** A transaction as every answer sends it (docs/product/finance.md §2, §6): amounts in integer cents. */
export function presentTransaction(row: TransactionWithNames): TransactionDto {
  const t = row.transaction;
  return {
    id: t.id,
    companyId: t.companyId,
    companyName: row.companyName,
    amount: t.amount,
    currency: t.currency,
    status: t.status as TransactionStatus,
    type: t.type as TransactionType,
    comment: t.comment,
    createdBy: t.createdBy,
    createdByName: `${row.authorFirstName} ${row.authorLastName}`.trim(),
    createdAt: t.createdAt.toISOString(),
    updatedAt: t.updatedAt.toISOString(),
  };
}

/** What a security-log row keeps of a transaction, before or after a change (§4): the amount in cents. */
export function auditedFields(t: TransactionRow) {
  return {
    companyId: t.companyId,
    amount: t.amount,
    currency: t.currency,
    status: t.status,
    type: t.type,
    comment: t.comment,
  };
}
