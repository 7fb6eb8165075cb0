import { and, asc, count, desc, eq, inArray, isNotNull, ne, sql } from "drizzle-orm";
import { type ListQuery, pageOf } from "../../../shared/common/list.schema";
import { canManageTransactions, canViewFinance } from "../../../shared/finance/finance.policy";
import { formatCents } from "../../../shared/finance/finance.rules";
import {
  INVOICE_EXISTS,
  INVOICE_NO_PAYROLL,
  INVOICE_NO_PLAN,
  INVOICE_NOT_FOUND,
  type InvoiceCreateValues,
  type InvoiceDto,
  invoiceFileName,
  invoiceNumber,
} from "../../../shared/finance/invoices.schema";
import type { PayrollPlan } from "../../../shared/payroll/payroll.constants";
import { periodLabel } from "../../../shared/payroll/payroll.rules";
import { platformFee, successFee } from "../../../shared/payroll/platform-fee.rules";
import type { Database } from "../../db/client";
import { type RequestOrigin, writeSecurityLog } from "../../lib/audit";
import { callersCompany, companyScope, requireInCompanyScope } from "../../lib/company-scope";
import { authorize, badRequest, conflict, notFound } from "../../lib/errors";
import { LIST_TOTAL, type ListPage, totalOfPage, withTotal } from "../../lib/lists";
import type { RequestContext } from "../../lib/transactional";
import type { Actor } from "../auth/sessions.service";
import { companies } from "../companies/companies.table";
import { payrolls } from "../payroll/payroll.table";
import { candidates } from "../recruitment/candidates.table";
import { users } from "../users/users.table";
import { invoicePdf } from "./invoice-pdf";
import { invoices } from "./invoices.table";
import { auditedFields } from "./transactions.presenter";
import { transactions } from "./transactions.table";

/**
 * A client's monthly invoice (docs/product/invoices.md): the SUPER_ADMIN bills a company for a month of its
 * payroll — the salaries (gross) and the employer's PF and ESI of the month's rows, the plan's platform
 * fee, and the success fee of each candidate who joined that month — and its PENDING INCOME transaction
 * in rupees' cents is recorded with it; the company's ADMIN and SUPER_ADMINs read the list and the PDF.
 */

/** An invoice with its company's name and its transaction's status, as the answers send it. */
const withCompany = {
  invoice: invoices,
  companyName: companies.name,
  transactionStatus: transactions.status,
};
type InvoiceJoined = {
  invoice: typeof invoices.$inferSelect;
  companyName: string;
  transactionStatus: string;
};

/** The answer's fields, one by one. */
function presentInvoice(row: InvoiceJoined): InvoiceDto {
  const i = row.invoice;
  return {
    id: i.id,
    companyId: i.companyId,
    companyName: row.companyName,
    year: i.year,
    month: i.month,
    number: i.number,
    headcount: i.headcount,
    salaryTotal: i.salaryTotal,
    employerPf: i.employerPf,
    employerEsi: i.employerEsi,
    employerCost: i.employerCost,
    platformFee: i.platformFee,
    successFees: i.successFees,
    total: i.total,
    plan: i.plan,
    transactionId: i.transactionId,
    transactionStatus: row.transactionStatus as InvoiceDto["transactionStatus"],
    createdBy: i.createdBy,
    createdAt: i.createdAt.toISOString(),
  };
}

const selectJoined = (db: Database) =>
  db
    .select(withCompany)
    .from(invoices)
    .innerJoin(companies, eq(companies.id, invoices.companyId))
    .innerJoin(transactions, eq(transactions.id, invoices.transactionId));

/** What an invoice bills: the month's payroll and hires of the company, worked out in whole rupees. */
export interface InvoiceFigures {
  headcount: number;
  salaryTotal: number;
  employerPf: number;
  employerEsi: number;
  employerCost: number;
  platformFee: number;
  successFees: number;
  total: number;
}

/**
 * The month's figures: Σ gross (base salary) of the rows, the employer's PF and ESI of their lines (0 for a
 * row without lines), the plan's fee on them, and 10 % of the expected CTC of each candidate whose status
 * became 'Joined' in that month, in the company's time zone.
 */
async function figuresOf(
  db: Database,
  company: { id: number; plan: PayrollPlan; customFeePerEmployee: number | null; timezone: string },
  period: InvoiceCreateValues,
): Promise<InvoiceFigures> {
  const rows = await db
    .select({ baseSalary: payrolls.baseSalary, lines: payrolls.lines })
    .from(payrolls)
    .where(
      and(
        eq(payrolls.companyId, company.id),
        eq(payrolls.year, period.year),
        eq(payrolls.month, period.month),
      ),
    );
  if (rows.length === 0) throw badRequest(INVOICE_NO_PAYROLL);
  const headcount = rows.length;
  const salaryTotal = rows.reduce((sum, r) => sum + r.baseSalary, 0);
  const employerPf = rows.reduce((sum, r) => sum + (r.lines?.employer.pf ?? 0), 0);
  const employerEsi = rows.reduce((sum, r) => sum + (r.lines?.employer.esi ?? 0), 0);
  const employerCost = salaryTotal + employerPf + employerEsi;
  const fee = platformFee(
    { plan: company.plan, customFeePerEmployee: company.customFeePerEmployee },
    { salaryTotal, headcount },
  ).fee;
  const month = `${period.year}-${String(period.month).padStart(2, "0")}`;
  const hires = await db
    .select({ expectedCtc: candidates.expectedCtc })
    .from(candidates)
    .where(
      and(
        eq(candidates.companyId, company.id),
        eq(candidates.status, "Joined"),
        isNotNull(candidates.joinedAt),
        sql`to_char(${candidates.joinedAt} at time zone ${company.timezone}, 'YYYY-MM') = ${month}`,
      ),
    );
  const successFees = hires.reduce((sum, h) => sum + successFee(h.expectedCtc), 0);
  return {
    headcount,
    salaryTotal,
    employerPf,
    employerEsi,
    employerCost,
    platformFee: fee,
    successFees,
    total: employerCost + fee + successFees,
  };
}

/**
 * `POST /api/companies/{id}/invoices`: the SUPER_ADMIN's alone (403), a live company (404). The company
 * row is locked so two requests for one month never both pass the 409 check. The invoice and its PENDING
 * INCOME transaction (INR, the total in cents) are recorded together, each with its log row.
 */
export async function createInvoice(
  ctx: RequestContext,
  actor: Actor,
  companyId: number,
  input: InvoiceCreateValues,
  origin: RequestOrigin,
): Promise<InvoiceDto> {
  authorize(canManageTransactions(actor));
  await companyScope(ctx.db, actor, companyId);
  const [company] = await ctx.db
    .select({
      id: companies.id,
      name: companies.name,
      plan: companies.payrollPlan,
      customFeePerEmployee: companies.customFeePerEmployee,
      timezone: companies.timezone,
    })
    .from(companies)
    .where(eq(companies.id, companyId))
    .for("update");
  const [existing] = await ctx.db
    .select({ id: invoices.id })
    .from(invoices)
    .where(
      and(eq(invoices.companyId, companyId), eq(invoices.year, input.year), eq(invoices.month, input.month)),
    );
  if (existing) throw conflict(INVOICE_EXISTS);
  if (company!.plan === null) throw badRequest(INVOICE_NO_PLAN);
  const plan = company!.plan as PayrollPlan;
  const figures = await figuresOf(ctx.db, { ...company!, plan }, input);
  if (figures.total < 1) throw badRequest(INVOICE_NO_PAYROLL);

  const number = invoiceNumber(companyId, input.year, input.month);
  const period = periodLabel(input.month, input.year);
  const now = ctx.now();
  const [transaction] = await ctx.db
    .insert(transactions)
    .values({
      companyId,
      amount: figures.total * 100,
      currency: "INR",
      status: "PENDING",
      type: "INCOME",
      comment: `Invoice ${number} for ${period}`,
      createdBy: actor.userId,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  const [invoice] = await ctx.db
    .insert(invoices)
    .values({
      companyId,
      year: input.year,
      month: input.month,
      number,
      headcount: figures.headcount,
      salaryTotal: figures.salaryTotal,
      employerPf: figures.employerPf,
      employerEsi: figures.employerEsi,
      employerCost: figures.employerCost,
      platformFee: figures.platformFee,
      successFees: figures.successFees,
      total: figures.total,
      plan,
      transactionId: transaction!.id,
      createdBy: actor.userId,
      createdAt: now,
    })
    .returning();
  const t = transaction!;
  // The transaction's own row, as POST /api/transactions writes it.
  await writeSecurityLog(ctx.db, origin, {
    level: "INFO",
    action: "TRANSACTION_CREATED",
    userId: actor.userId,
    companyId,
    resourceType: "transaction",
    resourceId: t.id,
    message: `Transaction of ${formatCents(t.amount, t.currency)} ${t.currency} for ${company!.name} created (${t.status})`,
    metadata: { before: null, after: auditedFields(t) },
  });
  await writeSecurityLog(ctx.db, origin, {
    level: "INFO",
    action: "INVOICE_CREATED",
    userId: actor.userId,
    companyId,
    resourceType: "invoice",
    resourceId: invoice!.id,
    message: `Invoice ${number} for ${company!.name}, ${period}, created`,
    metadata: { number, transactionId: t.id, plan, ...figures },
  });
  return presentInvoice({ invoice: invoice!, companyName: company!.name, transactionStatus: t.status });
}

/** `GET /api/companies/{id}/invoices`: its ADMIN and any SUPER_ADMIN; newest month first, paged. */
export async function listCompanyInvoices(
  ctx: RequestContext,
  actor: Actor,
  companyId: number,
  query: ListQuery,
): Promise<ListPage<InvoiceDto>> {
  authorize(canViewFinance(actor));
  const scope = await companyScope(ctx.db, actor, companyId);
  const page = pageOf(query);
  const where = scope.where(invoices.companyId);
  const counted = ctx.db.select({ total: count() }).from(invoices).where(where);
  const rows = await ctx.db
    .select({ ...withCompany, [LIST_TOTAL]: withTotal(counted) })
    .from(invoices)
    .innerJoin(companies, eq(companies.id, invoices.companyId))
    .innerJoin(transactions, eq(transactions.id, invoices.transactionId))
    .where(where)
    .orderBy(desc(invoices.year), desc(invoices.month), desc(invoices.id))
    .limit(page.limit)
    .offset(page.offset);
  return { items: rows.map(presentInvoice), total: await totalOfPage(rows, page, () => counted) };
}

/** `GET /api/invoices/{id}/invoice.pdf`: its company's ADMIN and SUPER_ADMINs; anyone else's 404. */
export async function invoicePdfOf(
  ctx: RequestContext,
  actor: Actor,
  id: number,
): Promise<{ fileName: string; bytes: Buffer }> {
  authorize(canViewFinance(actor));
  const [row] = await selectJoined(ctx.db).where(
    and(eq(invoices.id, id), callersCompany(actor, invoices.companyId), eq(companies.isDeleted, false)),
  );
  if (!row) throw notFound(INVOICE_NOT_FOUND);
  requireInCompanyScope(actor, row.invoice, INVOICE_NOT_FOUND);
  const bytes = await invoicePdf({
    invoice: presentInvoice(row),
    now: ctx.now(),
  });
  return { fileName: invoiceFileName(row.invoice.number), bytes };
}

/**
 * The Paid rule (docs/product/invoices.md): when the transaction of an invoice becomes COMPLETED, the
 * client has paid, so that company's payroll rows of the invoice's month become 'Paid' with `paidAt` now;
 * rows already Paid keep their date. Each row moved gets the log row a status change writes
 * (payroll-writes.ts, PAYROLL_STATUS_CHANGED), naming the invoice. Runs in the caller's transaction.
 */
export async function payInvoicedPayroll(
  ctx: RequestContext,
  actor: Actor,
  transactionId: number,
  origin: RequestOrigin,
): Promise<void> {
  const [invoice] = await ctx.db.select().from(invoices).where(eq(invoices.transactionId, transactionId));
  if (!invoice) return;
  const period = periodLabel(invoice.month, invoice.year);
  const rows = await ctx.db
    .select({
      id: payrolls.id,
      status: payrolls.status,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(payrolls)
    .innerJoin(users, eq(users.id, payrolls.userId))
    .where(
      and(
        eq(payrolls.companyId, invoice.companyId),
        eq(payrolls.year, invoice.year),
        eq(payrolls.month, invoice.month),
        ne(payrolls.status, "Paid"),
      ),
    )
    .orderBy(asc(payrolls.id))
    .for("update", { of: payrolls });
  if (rows.length === 0) return;
  await ctx.db
    .update(payrolls)
    .set({ status: "Paid", paidAt: ctx.now() })
    .where(
      inArray(
        payrolls.id,
        rows.map((r) => r.id),
      ),
    );
  for (const row of rows) {
    await writeSecurityLog(ctx.db, origin, {
      level: "INFO",
      action: "PAYROLL_STATUS_CHANGED",
      userId: actor.userId,
      companyId: invoice.companyId,
      resourceType: "payroll",
      resourceId: row.id,
      message: `Payroll of ${row.firstName} ${row.lastName} for ${period} moved from ${row.status} to Paid (invoice ${invoice.number} paid)`,
      metadata: { from: row.status, to: "Paid", invoiceId: invoice.id, transactionId },
    });
  }
}

/** The invoice a transaction belongs to, if any: such a transaction is not deleted (409). */
export async function invoiceOfTransaction(db: Database, transactionId: number): Promise<string | null> {
  const [row] = await db
    .select({ number: invoices.number })
    .from(invoices)
    .where(eq(invoices.transactionId, transactionId));
  return row?.number ?? null;
}
