import type { Role } from "../../../shared/auth/auth.schema";
import { formatRupees } from "../../../shared/common/money";
import { periodLabel } from "../../../shared/payroll/payroll.rules";
import type { PayrollLines, PayrollStatus } from "../../../shared/payroll/payroll.schema";
import { amountBox, openPdf, PDF_COLOR, PDF_CONTENT_WIDTH, PDF_PAGE, pdfDay } from "../../lib/pdf-document";

/**
 * A payslip as a one-page A4 PDF (docs/product/payroll.md §4): the company (its logo when it is a PNG or
 * JPEG), the person, the period, earnings, deductions, net pay in rupees with Indian grouping and in words,
 * the status and the paid date. A row generated from the salary structure shows its lines (basic, HRA,
 * special allowance; PF, ESI, professional tax, TDS) and the employer's contributions; a row whose amounts
 * were edited by hand says so and shows the stored amounts. Pure apart from reading the font: the caller
 * loads the row and the logo.
 *
 * The text is DejaVu Sans (an npm package, so nothing depends on the machine's fonts), which has the
 * rupee sign; only the glyphs used are embedded, so a payslip weighs a few tens of kilobytes.
 */

export interface PayslipContent {
  company: { name: string; logo: { bytes: Buffer; type: "image/png" | "image/jpeg" } | null };
  person: { id: number; firstName: string; lastName: string; role: Role; email: string };
  month: number;
  year: number;
  baseSalary: number;
  taxAmount: number;
  benefitsAmount: number;
  netPay: number;
  status: PayrollStatus;
  paidAt: Date | null;
  generatedAt: Date;
  /** The salary lines the row was generated from, or null (§3). */
  lines: PayrollLines | null;
  /** When the amounts were edited by hand: the lines are then not printed as earnings and deductions. */
  editedAt: Date | null;
  /** The company's time zone: dates are the company's days. */
  timeZone: string;
  /** When the PDF is made, for its footer. */
  now: Date;
}

/** The fonts' bytes, read once when the first payslip is made. */
const PAGE = PDF_PAGE;
const CONTENT_WIDTH = PDF_CONTENT_WIDTH;
const { ink: INK, muted: MUTED, rule: RULE, band: BAND } = PDF_COLOR;

const ROLE_LABEL: Record<Role, string> = { SUPER_ADMIN: "Super Admin", ADMIN: "Admin", EMPLOYEE: "Employee" };

/** A day as the company sees it: '05 Mar 2026'. */
const dayOf = pdfDay;

/**
 * pdfkit (and the font engine under it) takes about half a second to load: it loads with the first
 * payslip, not with every start of the server (docs/ARCHITECTURE.md, Start).
 */
/** The payslip's bytes. */
export async function payslipPdf(content: PayslipContent): Promise<Buffer> {
  const period = periodLabel(content.month, content.year);
  const name = `${content.person.firstName} ${content.person.lastName}`;
  const { doc, bytes } = await openPdf({
    title: `Payslip for ${period} — ${name}`,
    author: content.company.name,
    subject: "Payslip",
    creationDate: content.now,
  });

  header(doc, content, period);
  const afterPeople = details(doc, content, name, period, 150);
  const table = tableOf(content);
  const afterTable = amounts(doc, table, afterPeople + 24);
  const afterNote = notes(doc, content, afterTable + 10);
  netPayBox(doc, content, afterNote + 14);
  footer(doc, content, table.lines);
  doc.end();
  return bytes;
}

type Doc = PDFKit.PDFDocument;

function header(doc: Doc, content: PayslipContent, period: string) {
  const top = PAGE.margin;
  let nameLeft = PAGE.margin;
  if (content.company.logo) {
    try {
      doc.image(content.company.logo.bytes, PAGE.margin, top, { fit: [56, 56] });
      nameLeft += 68;
    } catch {
      // A logo the PDF writer cannot read is left out; the company's name still heads the payslip.
    }
  }
  doc
    .font("bold")
    .fontSize(16)
    .fillColor(INK)
    .text(content.company.name, nameLeft, top + 6, {
      width: 300 - (nameLeft - PAGE.margin),
      lineBreak: true,
    });
  doc
    .font("regular")
    .fontSize(9)
    .fillColor(MUTED)
    .text("Employer", nameLeft, doc.y + 2);

  doc
    .font("bold")
    .fontSize(20)
    .fillColor(INK)
    .text("Payslip", PAGE.margin, top + 4, { width: CONTENT_WIDTH, align: "right" });
  doc
    .font("regular")
    .fontSize(11)
    .fillColor(MUTED)
    .text(period, PAGE.margin, top + 32, { width: CONTENT_WIDTH, align: "right" });

  doc
    .moveTo(PAGE.margin, 126)
    .lineTo(PAGE.width - PAGE.margin, 126)
    .lineWidth(1)
    .strokeColor(RULE)
    .stroke();
}

/** Label/value pairs in two columns; answers where the taller column ends. */
function details(doc: Doc, content: PayslipContent, name: string, period: string, top: number): number {
  const left: Array<[string, string]> = [
    ["Employee", name],
    ["Employee ID", String(content.person.id)],
    ["Role", ROLE_LABEL[content.person.role]],
    ["Email", content.person.email],
  ];
  const right: Array<[string, string]> = [
    ["Pay period", period],
    ["Status", content.status],
    ["Paid on", content.paidAt ? dayOf(content.paidAt, content.timeZone) : "Not paid yet"],
    ["Generated on", dayOf(content.generatedAt, content.timeZone)],
  ];
  // The left column is the wider: it holds the name and the email address.
  const leftWidth = CONTENT_WIDTH * 0.58;
  const endLeft = pairs(doc, left, PAGE.margin, top, leftWidth - 16);
  const endRight = pairs(doc, right, PAGE.margin + leftWidth, top, CONTENT_WIDTH - leftWidth);
  return Math.max(endLeft, endRight);
}

const LABEL_WIDTH = 80;

function pairs(doc: Doc, rows: Array<[string, string]>, x: number, top: number, width: number): number {
  let y = top;
  for (const [label, value] of rows) {
    doc.font("regular").fontSize(9).fillColor(MUTED).text(label, x, y, { width: LABEL_WIDTH });
    doc
      .font("bold")
      .fontSize(10)
      .fillColor(INK)
      .text(value, x + LABEL_WIDTH, y - 0.5, { width: width - LABEL_WIDTH });
    y = Math.max(doc.y, y + 14) + 6;
  }
  return y;
}

interface PayslipTable {
  earnings: Array<[string, number]>;
  deductions: Array<[string, number]>;
  grossEarnings: number;
  totalDeductions: number;
  /** Whether the table shows the salary lines (else the three stored amounts). */
  lines: boolean;
}

/**
 * What the table shows (§4): the salary lines of a row generated from the structure and not edited since;
 * otherwise the stored base salary, tax and benefits.
 */
function tableOf(content: PayslipContent): PayslipTable {
  const { lines } = content;
  if (lines && !content.editedAt) {
    return {
      earnings: [
        ["Basic", lines.earnings.basic],
        ["HRA", lines.earnings.hra],
        ["Special allowance", lines.earnings.specialAllowance],
      ],
      deductions: [
        ["Employee PF", lines.deductions.employeePf],
        ["Employee ESI", lines.deductions.employeeEsi],
        ["Professional tax", lines.deductions.professionalTax],
        ["Income tax (TDS)", lines.deductions.tds],
      ],
      grossEarnings: lines.earnings.gross,
      totalDeductions: lines.deductions.total,
      lines: true,
    };
  }
  return {
    earnings: [["Base salary", content.baseSalary]],
    deductions: [
      ["Tax", content.taxAmount],
      ["Benefits", content.benefitsAmount],
    ],
    grossEarnings: content.baseSalary,
    totalDeductions: content.taxAmount + content.benefitsAmount,
    lines: false,
  };
}

/** Earnings beside deductions, each with its total; answers where the table ends. */
function amounts(doc: Doc, table: PayslipTable, top: number): number {
  const half = CONTENT_WIDTH / 2;
  const rowHeight = 24;
  const { earnings, deductions } = table;
  const lines = Math.max(earnings.length, deductions.length);

  doc.rect(PAGE.margin, top, CONTENT_WIDTH, rowHeight).fill(BAND);
  cellPair(doc, "Earnings", "Amount", PAGE.margin, top, half, "bold", MUTED);
  cellPair(doc, "Deductions", "Amount", PAGE.margin + half, top, half, "bold", MUTED);

  for (let i = 0; i < lines; i++) {
    const y = top + rowHeight * (i + 1);
    const earning = earnings[i];
    const deduction = deductions[i];
    if (earning) cellPair(doc, earning[0], formatRupees(earning[1]), PAGE.margin, y, half, "regular", INK);
    if (deduction)
      cellPair(doc, deduction[0], formatRupees(deduction[1]), PAGE.margin + half, y, half, "regular", INK);
  }

  const totalsTop = top + rowHeight * (lines + 1);
  doc
    .moveTo(PAGE.margin, totalsTop)
    .lineTo(PAGE.width - PAGE.margin, totalsTop)
    .lineWidth(0.75)
    .strokeColor(RULE)
    .stroke();
  cellPair(
    doc,
    "Gross earnings",
    formatRupees(table.grossEarnings),
    PAGE.margin,
    totalsTop,
    half,
    "bold",
    INK,
  );
  cellPair(
    doc,
    "Total deductions",
    formatRupees(table.totalDeductions),
    PAGE.margin + half,
    totalsTop,
    half,
    "bold",
    INK,
  );

  const bottom = totalsTop + rowHeight;
  doc
    .rect(PAGE.margin, top, CONTENT_WIDTH, bottom - top)
    .lineWidth(0.75)
    .strokeColor(RULE)
    .stroke();
  doc
    .moveTo(PAGE.margin + half, top)
    .lineTo(PAGE.margin + half, bottom)
    .strokeColor(RULE)
    .stroke();
  return bottom;
}

function cellPair(
  doc: Doc,
  label: string,
  value: string,
  x: number,
  y: number,
  width: number,
  font: "regular" | "bold",
  color: string,
) {
  const pad = 10;
  doc
    .font(font)
    .fontSize(10)
    .fillColor(color)
    .text(label, x + pad, y + 7, { width: width / 2 - pad });
  doc.text(value, x + width / 2, y + 7, { width: width / 2 - pad, align: "right" });
}

/**
 * Below the table: the employer's contributions of a row shown by its lines, or the note that the amounts
 * were edited by hand; answers where the notes end.
 */
function notes(doc: Doc, content: PayslipContent, top: number): number {
  let text: string | null = null;
  if (content.lines && content.editedAt) {
    text = "Amounts edited by hand";
  } else if (content.lines) {
    const { pf, esi } = content.lines.employer;
    text = `Employer contributions (not deducted): PF ${formatRupees(pf)}, ESI ${formatRupees(esi)}`;
  }
  if (!text) return top;
  doc
    .font("regular")
    .fontSize(9.5)
    .fillColor(MUTED)
    .text(text, PAGE.margin + 10, top, { width: CONTENT_WIDTH - 20 });
  return doc.y;
}

function netPayBox(doc: Doc, content: PayslipContent, top: number) {
  amountBox(doc, "Net pay", content.netPay, top);
}

function footer(doc: Doc, content: PayslipContent, lines: boolean) {
  const rule = lines
    ? "Net pay is gross earnings minus total deductions."
    : "Net pay is base salary minus tax and benefits.";
  doc
    .font("regular")
    .fontSize(8)
    .fillColor(MUTED)
    .text(
      `${rule} This payslip was produced on ${dayOf(content.now, content.timeZone)} from ${content.company.name}'s payroll records and needs no signature.`,
      PAGE.margin,
      760,
      { width: CONTENT_WIDTH, align: "center" },
    );
}
