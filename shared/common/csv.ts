/**
 * CSV as RFC 4180 writes it, safe to open in a spreadsheet: every record ends with CRLF; a field holding a
 * comma, a double quote, CR or LF is quoted, its quotes doubled.
 *
 * Formula injection (OWASP "CSV Injection"): a spreadsheet runs a cell that begins with `=`, `+`, `-` or
 * `@` (and, in some, tab or CR) as a formula, so a person named `=HYPERLINK(…)` could run code on an
 * admin's machine. A TEXT cell beginning with one of those gets a leading apostrophe, which spreadsheets
 * read as "this is text" and do not show. A NUMBER cell is written as the number it is: -1500 stays
 * -1500, a number a spreadsheet can sum, because a number cannot carry a formula. So pass amounts as
 * numbers and names as text; the text "-1500" becomes '-1500 on purpose.
 */

export type CsvCell = string | number | null | undefined;

/** Characters that make a spreadsheet read a text cell as a formula when they come first. */
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

export const CSV_LINE_END = "\r\n";
/** The UTF-8 byte order mark: Excel reads a file as UTF-8 (names like 'Zoë') only when it begins with it. */
export const CSV_BYTE_ORDER_MARK = "\uFEFF";

/** One field: empty for null and undefined; a number as written by JavaScript; text protected and quoted. */
export function csvField(cell: CsvCell): string {
  if (cell === null || cell === undefined) return "";
  if (typeof cell === "number") {
    if (!Number.isFinite(cell)) throw new RangeError(`A CSV number must be finite: ${cell}`);
    return String(cell);
  }
  const text = FORMULA_START.test(cell) ? `'${cell}` : cell;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One record, without its line end. */
export function csvRow(cells: ReadonlyArray<CsvCell>): string {
  return cells.map(csvField).join(",");
}

/** A header record and the data records, each ended by CRLF; with `byteOrderMark`, for Excel. */
export function csvDocument(
  header: ReadonlyArray<string>,
  rows: ReadonlyArray<ReadonlyArray<CsvCell>>,
  options: { byteOrderMark?: boolean } = {},
): string {
  const records = [header, ...rows].map((cells) => csvRow(cells) + CSV_LINE_END).join("");
  return options.byteOrderMark ? CSV_BYTE_ORDER_MARK + records : records;
}
