import { invoiceNumber } from "../../../shared/finance/invoices.schema";
import type { Database } from "../../db/client";
import { invoices } from "./invoices.table";
import { buildTransaction } from "./transactions.fixtures";

let period = 0;

/**
 * An invoice of a company written straight to the tables with its PENDING INCOME transaction (docs/product/
 * invoices.md): one employee's ₹50,000 on the Standard plan; each call takes a new month from January 2050.
 */
export async function buildInvoice(db: Database, fields: { companyId: number; createdBy: number }) {
  period += 1;
  const month = ((period - 1) % 12) + 1;
  const year = 2050 + Math.floor((period - 1) / 12);
  const transaction = await buildTransaction(db, {
    companyId: fields.companyId,
    createdBy: fields.createdBy,
    amount: 60_000_00,
    currency: "INR",
  });
  const [row] = await db
    .insert(invoices)
    .values({
      companyId: fields.companyId,
      year,
      month,
      number: invoiceNumber(fields.companyId, year, month),
      headcount: 1,
      salaryTotal: 50_000,
      employerPf: 0,
      employerEsi: 0,
      employerCost: 50_000,
      platformFee: 10_000,
      successFees: 0,
      total: 60_000,
      plan: "Standard",
      transactionId: transaction.id,
      createdBy: fields.createdBy,
    })
    .returning();
  return row!;
}
