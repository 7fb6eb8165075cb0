import { asc, count, desc, eq, sql } from "drizzle-orm";
import { type ListQuery, pageOf } from "../../../shared/common/list.schema";
import {
  canManageTransactions,
  canReadAllTransactions,
  canViewFinance,
} from "../../../shared/finance/finance.policy";
import { formatCents } from "../../../shared/finance/finance.rules";
import {
  type AllTransactionsQuery,
  TRANSACTION_NOT_FOUND,
  type TransactionCreateValues,
  type TransactionDto,
  type TransactionSummaryDto,
  type TransactionTally,
  type TransactionUpdateValues,
} from "../../../shared/finance/finance.schema";
import type { Database } from "../../db/client";
import { type RequestOrigin, writeSecurityLog } from "../../lib/audit";
import {
  type CompanyScope,
  companyScope,
  preparedScope,
  requireInCompanyScope,
} from "../../lib/company-scope";
import { authorize, conflict } from "../../lib/errors";
import { LIST_TOTAL, type ListPage, PAGE, runPreparedList, withTotal } from "../../lib/lists";
import { preparedPerShape } from "../../lib/prepared";
import type { RequestContext } from "../../lib/transactional";
import type { Actor } from "../auth/sessions.service";
import { companies } from "../companies/companies.table";
import { users } from "../users/users.table";
import { invoiceOfTransaction, payInvoicedPayroll } from "./invoices.service";
import {
  auditedFields,
  authorOfTransaction,
  companyOfTransaction,
  presentTransaction,
  type TransactionRow,
  withNames,
} from "./transactions.presenter";
import { transactions } from "./transactions.table";

/**
 * Company transactions (docs/product/finance.md §1–§6): a SUPER_ADMIN reads every company's and alone
 * adds, edits and deletes; a company's ADMIN reads its own; an EMPLOYEE is refused. Checks in the usual
 * order: the role (403), the company in scope (404 for another company's), then the record. Every change
 * writes its security-log row, with the amounts before and after, in the request's transaction.
 */

/** The scope of a list or a summary: every company, or one live company the actor administers. */
async function readableScope(db: Database, actor: Actor, companyId: number | "all"): Promise<CompanyScope> {
  authorize(canViewFinance(actor));
  return companyScope(db, actor, companyId);
}

/** The list's statements, one for every company and one for a company (server/lib/prepared.ts). */
const transactionListStatements = preparedPerShape(
  "tx_list",
  (everyCompany: boolean) => (everyCompany ? "all" : "co"),
  (db, everyCompany: boolean, name) => {
    const where = preparedScope(everyCompany, transactions.companyId);
    const counted = db.select({ total: count() }).from(transactions).where(where);
    return {
      page: db
        .select({ ...withNames, [LIST_TOTAL]: withTotal(counted) })
        .from(transactions)
        .innerJoin(companies, companyOfTransaction)
        .innerJoin(users, authorOfTransaction)
        .where(where)
        .orderBy(desc(transactions.createdAt), desc(transactions.id))
        .limit(PAGE.limit)
        .offset(PAGE.offset)
        .prepare(name),
      count: counted.prepare(`${name}_n`),
    };
  },
);

/** A page of the transactions in scope, newest first, with how many there are in all. */
async function pageInScope(
  db: Database,
  scope: CompanyScope,
  query: ListQuery,
): Promise<ListPage<TransactionDto>> {
  const page = pageOf(query);
  const statements = transactionListStatements(db, scope.companyId === "all");
  const values = { companyId: scope.companyId, ...page };
  return runPreparedList(statements, values, presentTransaction);
}

/** `GET /api/transactions` (§1): every company's, or one company's with `companyId`; the SUPER_ADMIN's. */
export async function listAllTransactions(
  ctx: RequestContext,
  actor: Actor,
  query: AllTransactionsQuery,
): Promise<ListPage<TransactionDto>> {
  authorize(canReadAllTransactions(actor));
  return pageInScope(ctx.db, await readableScope(ctx.db, actor, query.companyId ?? "all"), query);
}

/** `GET /api/companies/{id}/transactions` (§1): its ADMIN and any SUPER_ADMIN; another company's 404. */
export async function listCompanyTransactions(
  ctx: RequestContext,
  actor: Actor,
  companyId: number,
  query: ListQuery,
): Promise<ListPage<TransactionDto>> {
  return pageInScope(ctx.db, await readableScope(ctx.db, actor, companyId), query);
}

const NO_TALLY: TransactionTally = { count: 0, byCurrency: [] };

/**
 * The three cards of /finance (§5) over the whole scope, in one aggregate query: for each currency how
 * many transactions and their sum in cents, all of them, the COMPLETED ones and the PENDING ones. Sums of
 * different currencies are never added together.
 */
async function summaryInScope(db: Database, scope: CompanyScope): Promise<TransactionSummaryDto> {
  // sum() of a bigint is a numeric, which a driver hands back as text.
  const rows = await db
    .select({
      currency: transactions.currency,
      count: sql<number>`count(*)::int`,
      amount: sql<string>`coalesce(sum(${transactions.amount}), 0)`,
      completedCount: sql<number>`count(*) filter (where ${transactions.status} = 'COMPLETED')::int`,
      completedAmount: sql<string>`coalesce(sum(${transactions.amount}) filter (where ${transactions.status} = 'COMPLETED'), 0)`,
      pendingCount: sql<number>`count(*) filter (where ${transactions.status} = 'PENDING')::int`,
      pendingAmount: sql<string>`coalesce(sum(${transactions.amount}) filter (where ${transactions.status} = 'PENDING'), 0)`,
    })
    .from(transactions)
    .where(scope.where(transactions.companyId))
    .groupBy(transactions.currency)
    .orderBy(asc(transactions.currency));
  const tally = (pick: (row: (typeof rows)[number]) => [number, string]): TransactionTally => {
    const present = rows.map((row) => ({ currency: row.currency, counted: pick(row) }));
    const withAny = present.filter((p) => p.counted[0] > 0);
    if (withAny.length === 0) return NO_TALLY;
    return {
      count: withAny.reduce((sum, p) => sum + p.counted[0], 0),
      byCurrency: withAny.map((p) => ({ currency: p.currency, amount: Number(p.counted[1]) })),
    };
  };
  return {
    total: tally((row) => [row.count, row.amount]),
    completed: tally((row) => [row.completedCount, row.completedAmount]),
    pending: tally((row) => [row.pendingCount, row.pendingAmount]),
  };
}

/** `GET /api/transactions/summary` (§5): every company's cards, or one company's; the SUPER_ADMIN's. */
export async function summarizeAllTransactions(
  ctx: RequestContext,
  actor: Actor,
  companyId: number | undefined,
): Promise<TransactionSummaryDto> {
  authorize(canReadAllTransactions(actor));
  return summaryInScope(ctx.db, await readableScope(ctx.db, actor, companyId ?? "all"));
}

/** `GET /api/companies/{id}/transactions/summary` (§5): its ADMIN and any SUPER_ADMIN. */
export async function summarizeCompanyTransactions(
  ctx: RequestContext,
  actor: Actor,
  companyId: number,
): Promise<TransactionSummaryDto> {
  return summaryInScope(ctx.db, await readableScope(ctx.db, actor, companyId));
}

/** One transaction with its company's and author's names, as the answers send it. */
async function presentById(db: Database, id: number): Promise<TransactionDto> {
  const [row] = await db
    .select(withNames)
    .from(transactions)
    .innerJoin(companies, companyOfTransaction)
    .innerJoin(users, authorOfTransaction)
    .where(eq(transactions.id, id));
  return presentTransaction(row!);
}

/** A live company's name, for a log row's sentence; 404 for another or a deleted one (`companyScope`). */
async function companyNameFor(db: Database, actor: Actor, companyId: number): Promise<string> {
  await companyScope(db, actor, companyId);
  const [company] = await db
    .select({ name: companies.name })
    .from(companies)
    .where(eq(companies.id, companyId));
  return company!.name;
}

/** The transaction by id, locked for the request's transaction so two edits never merge; 404 when absent. */
async function findTransactionFor(db: Database, actor: Actor, id: number): Promise<TransactionRow> {
  const [row] = await db.select().from(transactions).where(eq(transactions.id, id)).for("update");
  return requireInCompanyScope(actor, row, TRANSACTION_NOT_FOUND);
}

/** "₹4,50,000.00 INR": an amount as a log row's sentence writes it. */
const amountText = (t: Pick<TransactionRow, "amount" | "currency">) =>
  `${formatCents(t.amount, t.currency)} ${t.currency}`;

/**
 * `POST /api/transactions` (§2): the SUPER_ADMIN records a transaction for a live company; the author is
 * the signed-in user, whatever the body says; logged with the amount after.
 */
export async function createTransaction(
  ctx: RequestContext,
  actor: Actor,
  input: TransactionCreateValues,
  origin: RequestOrigin,
): Promise<TransactionDto> {
  authorize(canManageTransactions(actor));
  const companyName = await companyNameFor(ctx.db, actor, input.companyId);
  const now = ctx.now();
  const [row] = await ctx.db
    .insert(transactions)
    .values({
      companyId: input.companyId,
      amount: input.amount,
      currency: input.currency,
      status: input.status,
      type: input.type,
      comment: input.comment,
      createdBy: actor.userId,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  await writeSecurityLog(ctx.db, origin, {
    level: "INFO",
    action: "TRANSACTION_CREATED",
    userId: actor.userId,
    companyId: row!.companyId,
    resourceType: "transaction",
    resourceId: row!.id,
    message: `Transaction of ${amountText(row!)} for ${companyName} created (${row!.status})`,
    metadata: { before: null, after: auditedFields(row!) },
  });
  return presentById(ctx.db, row!.id);
}

/** The fields whose value a change made different, in the order the log lists them. */
function changedFields(before: TransactionRow, after: TransactionRow): string[] {
  const a = auditedFields(before);
  const b = auditedFields(after);
  return (Object.keys(a) as (keyof typeof a)[]).filter((key) => a[key] !== b[key]);
}

/**
 * `PUT /api/transactions/{id}` (§2, §3): the SUPER_ADMIN changes any field; a field left out keeps its
 * value; another company named must be a live one (404). Logged with the fields before and after.
 */
export async function updateTransaction(
  ctx: RequestContext,
  actor: Actor,
  id: number,
  input: TransactionUpdateValues,
  origin: RequestOrigin,
): Promise<TransactionDto> {
  authorize(canManageTransactions(actor));
  const before = await findTransactionFor(ctx.db, actor, id);
  const companyId = input.companyId ?? before.companyId;
  const companyName = await companyNameFor(ctx.db, actor, companyId);
  const [after] = await ctx.db
    .update(transactions)
    .set({
      companyId,
      amount: input.amount ?? before.amount,
      currency: input.currency ?? before.currency,
      status: input.status ?? before.status,
      type: input.type ?? before.type,
      comment: input.comment === undefined ? before.comment : input.comment,
      updatedAt: ctx.now(),
    })
    .where(eq(transactions.id, id))
    .returning();
  await writeSecurityLog(ctx.db, origin, {
    level: "INFO",
    action: "TRANSACTION_UPDATED",
    userId: actor.userId,
    companyId: after!.companyId,
    resourceType: "transaction",
    resourceId: id,
    message: `Transaction of ${amountText(after!)} for ${companyName} updated (${after!.status})`,
    metadata: {
      before: auditedFields(before),
      after: auditedFields(after!),
      changed: changedFields(before, after!),
    },
  });
  // An invoice's transaction becoming COMPLETED pays the month's payroll (docs/product/invoices.md).
  if (before.status !== "COMPLETED" && after!.status === "COMPLETED") {
    await payInvoicedPayroll(ctx, actor, id, origin);
  }
  return presentById(ctx.db, id);
}

/** `DELETE /api/transactions/{id}` (§1): the SUPER_ADMIN's; logged with the fields it had. */
export async function deleteTransaction(
  ctx: RequestContext,
  actor: Actor,
  id: number,
  origin: RequestOrigin,
): Promise<void> {
  authorize(canManageTransactions(actor));
  const before = await findTransactionFor(ctx.db, actor, id);
  const invoice = await invoiceOfTransaction(ctx.db, id);
  if (invoice) throw conflict(`This transaction is invoice ${invoice}'s and cannot be deleted`);
  const [company] = await ctx.db
    .select({ name: companies.name })
    .from(companies)
    .where(eq(companies.id, before.companyId));
  await ctx.db.delete(transactions).where(eq(transactions.id, id));
  await writeSecurityLog(ctx.db, origin, {
    level: "WARNING",
    action: "TRANSACTION_DELETED",
    userId: actor.userId,
    companyId: before.companyId,
    resourceType: "transaction",
    resourceId: id,
    message: `Transaction of ${amountText(before)} for ${company?.name ?? `company ${before.companyId}`} deleted`,
    metadata: { before: auditedFields(before), after: null },
  });
}
