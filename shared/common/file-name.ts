/** File names for what the server hands out as downloads (CSV exports, PDFs). */

/** The most characters any one part of a file name keeps. */
const FILE_NAME_PART_MAX = 60;

/** A part of a file name: ASCII letters and digits in lower case, other runs as one '-' ('Zoë & Co.' → 'zoe-co'). */
export function fileNamePart(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, FILE_NAME_PART_MAX)
    .replace(/-+$/, "");
}

/**
 * A download's file name from its parts and extension ('payroll', a company, '2026', '03', 'csv' →
 * 'payroll-acme-2026-03.csv'): only [a-z0-9-], so it needs no escaping in a Content-Disposition header and
 * cannot name a path; a part with nothing left (a name in another script) is left out.
 */
export function downloadFileName(parts: ReadonlyArray<string>, extension: "csv" | "pdf"): string {
  const kept = parts.map(fileNamePart).filter((part) => part !== "");
  return `${kept.length > 0 ? kept.join("-") : "download"}.${extension}`;
}
