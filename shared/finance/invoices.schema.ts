import { z } from "zod";
import { monthSchema, yearSchema } from "../payroll/payroll.schema";
import { transactionStatusSchema } from "./finance.schema";

/**
 * A client's monthly invoice (docs/product/invoices.md): the SUPER_ADMIN creates it for a company and a
 * month; its figures are whole rupees; its transaction in Finance carries the amount in cents.
 */

export const INVOICE_EXISTS = "An invoice already exists for this company and month";
export const INVOICE_NO_PAYROLL = "There is no payroll for this month to invoice";
export const INVOICE_NO_PLAN = "The company has no payroll plan";
export const INVOICE_NOT_FOUND = "Invoice not found";

/** `POST /api/companies/{id}/invoices`. */
export const invoiceCreateSchema = z.object({ month: monthSchema, year: yearSchema });
export type InvoiceCreateValues = z.output<typeof invoiceCreateSchema>;

/** "INV-202611-0007": the year and month, then the company's id on four digits (more when it has more). */
export function invoiceNumber(companyId: number, year: number, month: number): string {
  return `INV-${year}${String(month).padStart(2, "0")}-${String(companyId).padStart(4, "0")}`;
}

/** The file an invoice downloads as. */
export const invoiceFileName = (number: string) => `invoice-${number}.pdf`;

export const invoiceDtoSchema = z.object({
  id: z.number().int(),
  companyId: z.number().int(),
  companyName: z.string(),
  year: z.number().int(),
  month: z.number().int(),
  number: z.string(),
  /** Whole rupees from here to `total`. */
  headcount: z.number().int(),
  salaryTotal: z.number().int(),
  employerPf: z.number().int(),
  employerEsi: z.number().int(),
  employerCost: z.number().int(),
  platformFee: z.number().int(),
  successFees: z.number().int(),
  total: z.number().int(),
  plan: z.string(),
  transactionId: z.number().int(),
  /** Its transaction's status: COMPLETED once the client has paid. */
  transactionStatus: transactionStatusSchema,
  createdBy: z.number().int(),
  /** ISO 8601 in UTC. */
  createdAt: z.string(),
});
export type InvoiceDto = z.infer<typeof invoiceDtoSchema>;
