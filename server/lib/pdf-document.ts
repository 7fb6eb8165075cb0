import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type PDFKitDocument from "pdfkit";
import { formatRupees } from "../../shared/common/money";
import { rupeesInWords } from "../../shared/payroll/rupees-in-words";

/**
 * One A4 page as the product draws its PDFs (payslips: docs/product/payroll.md §4; invoices:
 * docs/product/invoices.md): pdfkit loaded with the first PDF, not at start; the text in DejaVu Sans from its
 * npm package (it has the rupee sign, and the server needs no system fonts); one set of measures and colours.
 */

export const PDF_PAGE = { width: 595.28, margin: 50 };
export const PDF_CONTENT_WIDTH = PDF_PAGE.width - 2 * PDF_PAGE.margin;
export const PDF_COLOR = { ink: "#1f2933", muted: "#61708a", rule: "#d5dbe3", band: "#f1f4f8" } as const;

let fonts: { regular: Buffer; bold: Buffer } | undefined;
function loadFonts() {
  const read = (name: string) =>
    readFileSync(createRequire(import.meta.url).resolve(`dejavu-fonts-ttf/ttf/${name}`));
  fonts ??= { regular: read("DejaVuSans.ttf"), bold: read("DejaVuSans-Bold.ttf") };
  return fonts;
}

let pdfkit: Promise<typeof PDFKitDocument> | undefined;
const loadPdfkit = () => {
  pdfkit ??= import("pdfkit").then((module) => module.default);
  return pdfkit;
};

/**
 * A new A4 document with the fonts "regular" and "bold" registered and "regular" chosen, and its bytes once
 * the caller has drawn it and called `doc.end()`.
 */
export async function openPdf(info: {
  title: string;
  author: string;
  subject: string;
  creationDate: Date;
}): Promise<{ doc: PDFKit.PDFDocument; bytes: Promise<Buffer> }> {
  const PDFDocument = await loadPdfkit();
  const { regular, bold } = loadFonts();
  const doc = new PDFDocument({
    size: "A4",
    margin: PDF_PAGE.margin,
    font: null as unknown as string, // no built-in font: DejaVu is registered below
    info: { Title: info.title, Author: info.author, Subject: info.subject, CreationDate: info.creationDate },
  });
  doc.registerFont("regular", regular);
  doc.registerFont("bold", bold);
  doc.font("regular");
  const bytes = new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  return { doc, bytes };
}

/** A day as the PDFs print it: '05 Nov 2026', in `timeZone`. */
export function pdfDay(instant: Date, timeZone: string): string {
  return new Intl.DateTimeFormat("en-GB", {
    day: "2-digit",
    month: "short",
    year: "numeric",
    timeZone,
  }).format(instant);
}

/**
 * The banded box that closes a payslip or an invoice: its label ('Net pay', 'Amount due') on the left, the
 * amount in rupees on the right, and the amount in words below. Answers where the box ends.
 */
export function amountBox(doc: PDFKit.PDFDocument, label: string, amount: number, top: number): number {
  const height = 62;
  const { margin } = PDF_PAGE;
  doc.rect(margin, top, PDF_CONTENT_WIDTH, height).fill(PDF_COLOR.band);
  doc
    .font("bold")
    .fontSize(12)
    .fillColor(PDF_COLOR.ink)
    .text(label, margin + 14, top + 12);
  doc
    .font("bold")
    .fontSize(16)
    .text(formatRupees(amount), margin, top + 10, { width: PDF_CONTENT_WIDTH - 14, align: "right" });
  doc
    .font("regular")
    .fontSize(9.5)
    .fillColor(PDF_COLOR.muted)
    .text(rupeesInWords(amount), margin + 14, top + 38, { width: PDF_CONTENT_WIDTH - 28 });
  return top + height;
}
