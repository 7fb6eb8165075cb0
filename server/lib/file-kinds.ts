import { constants, inflateRawSync } from "node:zlib";
import type { FILE_RULES, FilePurpose } from "../../shared/files/files.schema";

/**
 * What an uploaded file is, read from its first bytes only — never from its name or the type the browser
 * declared (docs/product/files.md §2).
 */
export type FileKind = (typeof FILE_RULES)[FilePurpose]["kinds"][number];

/**
 * How each kind is stored and served: the extension of its stored name and its type. Every kind is served
 * as an attachment (areas/files/download.service.ts).
 */
export const FILE_KINDS = {
  pdf: { extension: "pdf", contentType: "application/pdf" },
  doc: { extension: "doc", contentType: "application/msword" },
  docx: {
    extension: "docx",
    contentType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  },
  mp4: { extension: "mp4", contentType: "video/mp4" },
  webm: { extension: "webm", contentType: "video/webm" },
} as const satisfies Record<FileKind, { extension: string; contentType: string }>;

/** How many first bytes the check reads before anything is written (a DOCX names its parts within them). */
export const SNIFF_BYTES = 64 * 1024;

/** The kind of a file from its first bytes (up to SNIFF_BYTES); null for anything else. */
export function detectFileKind(head: Uint8Array): FileKind | null {
  const bytes = Buffer.from(head.buffer, head.byteOffset, head.byteLength);
  if (startsWith(bytes, PDF)) return "pdf";
  if (startsWith(bytes, OLE2)) return "doc";
  if (startsWith(bytes, ZIP_ENTRY)) return isWordDocument(bytes) ? "docx" : null;
  if (isMp4(bytes)) return "mp4";
  if (startsWith(bytes, EBML)) return ebmlDocType(bytes) === "webm" ? "webm" : null;
  return null;
}

const PDF = Buffer.from("%PDF-", "latin1");
/** The OLE2 compound file signature of Word 97–2003 documents. */
const OLE2 = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
/** A ZIP local file header: every part of a DOCX package starts with one. */
const ZIP_ENTRY = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const EBML = Buffer.from([0x1a, 0x45, 0xdf, 0xa3]);

const startsWith = (bytes: Buffer, prefix: Buffer, at = 0) =>
  bytes.length >= at + prefix.length && bytes.subarray(at, at + prefix.length).equals(prefix);

/** The main part's content type of a Word document (a macro-enabled one or a template has another). */
const WORD_MAIN = "wordprocessingml.document.main+xml";
const OTHER_OFFICE_MAIN =
  /(spreadsheetml|presentationml)\.[\w.]*main\+xml|ms-word\.[\w.]*main\+xml|wordprocessingml\.template\.main\+xml/;

/**
 * A DOCX is a ZIP package. Word writes `[Content_Types].xml` first, whose content names the main part's
 * type (XLSX and PPTX start the same way, so the name alone is not enough); LibreOffice and Google Docs put
 * `_rels/.rels`, `docProps/…` or `word/…` first. So the entries within the first bytes are walked: the
 * content types, once inflated, decide; otherwise a `word/` part makes it a Word document and an `xl/` or
 * `ppt/` part (or an OpenDocument `mimetype`) does not.
 */
function isWordDocument(bytes: Buffer): boolean {
  let offset = 0;
  for (let entries = 0; entries < 64 && startsWith(bytes, ZIP_ENTRY, offset); entries++) {
    if (offset + 30 > bytes.length) return false;
    const flags = bytes.readUInt16LE(offset + 6);
    const method = bytes.readUInt16LE(offset + 8);
    const compressedSize = bytes.readUInt32LE(offset + 18);
    const nameLength = bytes.readUInt16LE(offset + 26);
    const extraLength = bytes.readUInt16LE(offset + 28);
    const nameStart = offset + 30;
    const dataStart = nameStart + nameLength + extraLength;
    if (dataStart > bytes.length) return false;
    const name = bytes.toString("utf8", nameStart, nameStart + nameLength);

    if (name === "[Content_Types].xml") {
      const xml = entryText(bytes.subarray(dataStart), method);
      if (xml?.includes(WORD_MAIN)) return true;
      if (xml && OTHER_OFFICE_MAIN.test(xml)) return false;
    } else if (name.startsWith("word/")) {
      return true;
    } else if (name.startsWith("xl/") || name.startsWith("ppt/") || name === "mimetype") {
      return false;
    }

    // The next entry: after this one's data, or, when its sizes follow the data (flag bit 3), at the
    // next local header signature.
    const sizeFollows = (flags & 0x08) !== 0 && compressedSize === 0;
    offset = sizeFollows ? bytes.indexOf(ZIP_ENTRY, dataStart) : dataStart + compressedSize;
    if (offset < 0) return false;
  }
  return false;
}

/** The start of an entry's text (stored or deflated), as far as the bytes at hand go; null otherwise. */
function entryText(data: Buffer, method: number): string | null {
  try {
    if (method === 0) return data.toString("utf8");
    if (method !== 8) return null;
    // Trailing bytes after the deflate stream are ignored; a cut-off stream gives what it has.
    return inflateRawSync(data, {
      finishFlush: constants.Z_SYNC_FLUSH,
      maxOutputLength: 256 * 1024,
    }).toString("utf8");
  } catch {
    return null;
  }
}

/** ISO base media brands that are not videos: still images (HEIF, AVIF) and audio only (M4A, M4B, M4P). */
const NOT_VIDEO_BRANDS = new Set([
  "M4A",
  "M4B",
  "M4P",
  "F4A",
  "F4B",
  "avif",
  "avis",
  "heic",
  "heix",
  "heim",
  "heis",
  "hevc",
  "hevx",
  "mif1",
  "msf1",
]);

/** MP4 (and its ISO base media family): a first box of type `ftyp`, with a video brand. */
function isMp4(bytes: Buffer): boolean {
  if (bytes.length < 12 || bytes.toString("latin1", 4, 8) !== "ftyp") return false;
  if (bytes.readUInt32BE(0) < 12) return false;
  return !NOT_VIDEO_BRANDS.has(bytes.toString("latin1", 8, 12).trim());
}

/** The DocType of an EBML header ("webm", "matroska"), or null. */
function ebmlDocType(bytes: Buffer): string | null {
  const header = readVint(bytes, EBML.length);
  if (!header) return null;
  const end = Math.min(bytes.length, header.next + header.value);
  let offset = header.next;
  while (offset < end) {
    const id = readVint(bytes, offset, true);
    if (!id) return null;
    const size = readVint(bytes, id.next);
    if (!size) return null;
    if (id.value === 0x4282)
      return bytes.toString("latin1", size.next, Math.min(end, size.next + size.value));
    offset = size.next + size.value;
  }
  return null;
}

/** An EBML variable-length integer: its value (with the length marker kept for element ids) and where the next field starts. */
function readVint(bytes: Buffer, at: number, keepMarker = false): { value: number; next: number } | null {
  const first = bytes[at];
  if (first === undefined || first === 0) return null;
  const length = Math.clz32(first) - 23; // 1 for 0b1xxxxxxx … 8 for 0b00000001
  if (at + length > bytes.length) return null;
  let value = keepMarker ? first : first & (0xff >> length);
  for (let i = 1; i < length; i++) value = value * 256 + bytes[at + i]!;
  return { value, next: at + length };
}
