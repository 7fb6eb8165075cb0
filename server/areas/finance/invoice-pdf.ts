import { formatRupees } from "../../../shared/common/money";
import type { InvoiceDto } from "../../../shared/finance/invoices.schema";
import { PAYROLL_PLAN_DETAILS, type PayrollPlan } from "../../../shared/payroll/payroll.constants";
import { periodLabel } from "../../../shared/payroll/payroll.rules";
import { SUCCESS_FEE_PERCENT } from "../../../shared/payroll/platform-fee.rules";
import { amountBox, openPdf, PDF_COLOR, PDF_CONTENT_WIDTH, PDF_PAGE, pdfDay } from "../../lib/pdf-document";

/**
 * A client's monthly invoice as a one-page A4 PDF (docs/product/invoices.md): 'Invoice', its number, the
 * platform as issuer, the client, the period, the lines (salaries, employer PF and ESI, the platform fee
 * and its basis, recruitment success fees), the total in rupees with Indian grouping and in words, and the
 * status of its transaction. Drawn as the payslip is (server/areas/payroll/payslip-pdf.ts): pdfkit loaded
 * with the first PDF, DejaVu Sans from its npm package.
 */

export const ISSUER = "HR Platform";

export interface InvoiceContent {
  invoice: InvoiceDto;
  now: Date;
}

const PAGE = PDF_PAGE;
const CONTENT_WIDTH = PDF_CONTENT_WIDTH;
const { ink: INK, muted: MUTED, rule: RULE, band: BAND } = PDF_COLOR;

/** "Standard, 20 % of ₹1,00,000" or "Custom, ₹1,500 × 2 employees": how the platform fee was worked. */
export function feeBasis(invoice: InvoiceDto): string {
  const details = PAYROLL_PLAN_DETAILS[invoice.plan as PayrollPlan];
  const people = `${invoice.headcount} ${invoice.headcount === 1 ? "employee" : "employees"}`;
  if (details?.price.kind === "percentOfSalary")
    return `${invoice.plan}, ${details.price.percent} % of ${formatRupees(invoice.salaryTotal)}`;
  return `${invoice.plan}, ${formatRupees(invoice.platformFee / invoice.headcount)} × ${people}`;
}

/** The invoice's lines, in order, with their amounts in whole rupees. */
export function invoiceLines(invoice: InvoiceDto): Array<[string, number]> {
  const people = `${invoice.headcount} ${invoice.headcount === 1 ? "employee" : "employees"}`;
  return [
    [`Salaries (gross) for ${people}`, invoice.salaryTotal],
    ["Employer PF", invoice.employerPf],
    ["Employer ESI", invoice.employerEsi],
    [`Platform fee (${feeBasis(invoice)})`, invoice.platformFee],
    [`Recruitment success fees (${SUCCESS_FEE_PERCENT} % of each hire's annual CTC)`, invoice.successFees],
  ];
}

const dayOf = (instant: Date) => pdfDay(instant, "Asia/Kolkata");

/** The invoice's bytes. */
export async function invoicePdf(content: InvoiceContent): Promise<Buffer> {
  const { invoice } = content;
  const period = periodLabel(invoice.month, invoice.year);
  const { doc, bytes } = await openPdf({
    title: `Invoice ${invoice.number} — ${invoice.companyName}, ${period}`,
    author: ISSUER,
    subject: "Invoice",
    creationDate: content.now,
  });

  const top = PAGE.margin;
  doc
    .font("bold")
    .fontSize(16)
    .fillColor(INK)
    .text(ISSUER, PAGE.margin, top + 6, { width: 300 });
  doc
    .font("regular")
    .fontSize(9)
    .fillColor(MUTED)
    .text("Issuer", PAGE.margin, doc.y + 2);
  doc
    .font("bold")
    .fontSize(20)
    .fillColor(INK)
    .text("Invoice", PAGE.margin, top + 4, { width: CONTENT_WIDTH, align: "right" });
  doc
    .font("regular")
    .fontSize(11)
    .fillColor(MUTED)
    .text(invoice.number, PAGE.margin, top + 32, { width: CONTENT_WIDTH, align: "right" });
  doc
    .moveTo(PAGE.margin, 126)
    .lineTo(PAGE.width - PAGE.margin, 126)
    .lineWidth(1)
    .strokeColor(RULE)
    .stroke();

  let y = 150;
  const pairs: Array<[string, string]> = [
    ["Billed to", invoice.companyName],
    ["Period", period],
    ["Invoice date", dayOf(new Date(invoice.createdAt))],
    ["Status", invoice.transactionStatus],
  ];
  for (const [label, value] of pairs) {
    doc.font("regular").fontSize(9).fillColor(MUTED).text(label, PAGE.margin, y, { width: 90 });
    doc
      .font("bold")
      .fontSize(10)
      .fillColor(INK)
      .text(value, PAGE.margin + 90, y - 0.5, { width: CONTENT_WIDTH - 90 });
    y = Math.max(doc.y, y + 14) + 6;
  }

  y += 18;
  const rowHeight = 26;
  const amountWidth = 120;
  const cell = (label: string, value: string, at: number, font: "regular" | "bold", color: string) => {
    doc
      .font(font)
      .fontSize(10)
      .fillColor(color)
      .text(label, PAGE.margin + 10, at + 8, { width: CONTENT_WIDTH - amountWidth - 20 });
    doc.text(value, PAGE.width - PAGE.margin - amountWidth - 10, at + 8, {
      width: amountWidth,
      align: "right",
    });
  };
  const tableTop = y;
  doc.rect(PAGE.margin, y, CONTENT_WIDTH, rowHeight).fill(BAND);
  cell("Description", "Amount", y, "bold", MUTED);
  y += rowHeight;
  for (const [label, amount] of invoiceLines(invoice)) {
    cell(label, formatRupees(amount), y, "regular", INK);
    y += rowHeight;
  }
  doc
    .moveTo(PAGE.margin, y)
    .lineTo(PAGE.width - PAGE.margin, y)
    .lineWidth(0.75)
    .strokeColor(RULE)
    .stroke();
  cell("Total", formatRupees(invoice.total), y, "bold", INK);
  y += rowHeight;
  doc
    .rect(PAGE.margin, tableTop, CONTENT_WIDTH, y - tableTop)
    .lineWidth(0.75)
    .strokeColor(RULE)
    .stroke();

  y += 16;
  amountBox(doc, "Amount due", invoice.total, y);

  doc
    .font("regular")
    .fontSize(8)
    .fillColor(MUTED)
    .text(
      `The employer's cost is the salaries plus the employer's PF and ESI; the total adds the platform fee and the recruitment success fees. Produced on ${dayOf(content.now)} by ${ISSUER}.`,
      PAGE.margin,
      760,
      { width: CONTENT_WIDTH, align: "center" },
    );
  doc.end();
  return bytes;
}
