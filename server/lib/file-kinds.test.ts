import { deflateRawSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { detectFileKind, FILE_KINDS, SNIFF_BYTES } from "./file-kinds";

/** docs/product/files.md §2: the kind comes from the first bytes, whatever the name says. */

const hex = (text: string) => Buffer.from(text.replace(/\s+/g, ""), "hex");

// The first bytes of real files of each kind.
const PDF = Buffer.from(
  "%PDF-1.7\n%\xe2\xe3\xcf\xd3\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\n",
  "latin1",
);
const DOC = hex("d0cf11e0a1b11ae1 0000000000000000 0000000000000000 3e000300feff0900 0600000000000000");
const MP4 = hex("00000020 66747970 69736f6d 00000200 69736f6d 69736f32 61766331 6d703431 00000008 66726565");
const MOV = hex("00000014 66747970 71742020 00000200 71742020 00000008 77696465");
/** The EBML header MediaRecorder writes in Chrome: DocType "webm". */
const WEBM = hex(
  "1a45dfa3 9f 4286 81 01 42f7 81 01 42f2 81 04 42f3 81 08 4282 84 7765626d 4287 81 04 4285 81 02",
);
const MKV = hex(
  "1a45dfa3 a3 4286 81 01 42f7 81 01 42f2 81 04 42f3 81 08 4282 88 6d6174726f736b61 4287 81 04 4285 81 02",
);
const AVIF = hex("0000001c 66747970 61766966 00000000 61766966 6d696631 6d696166");
/** A Windows executable's DOS header, and an ELF binary's. */
const EXE = hex("4d5a9000 03000000 04000000 ffff0000 b8000000 00000000 40000000 00000000");
const ELF = hex("7f454c46 02010100 00000000 00000000 03003e00 01000000");

const CONTENT_TYPES = (main: string) =>
  `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.${main}"/><Override PartName="/docProps/core.xml" ContentType="application/vnd.openxmlformats-package.core-properties+xml"/></Types>`;

/** One ZIP local file header with its data, as packagers write them. */
function zipEntry(
  name: string,
  content: string,
  options: { deflate?: boolean; sizesAfterData?: boolean; extra?: number } = {},
): Buffer {
  const raw = Buffer.from(content);
  const data = options.deflate === false ? raw : deflateRawSync(raw);
  const nameBytes = Buffer.from(name);
  const extra = Buffer.alloc(options.extra ?? 0);
  const header = Buffer.alloc(30);
  header.writeUInt32LE(0x04034b50, 0);
  header.writeUInt16LE(20, 4);
  header.writeUInt16LE(options.sizesAfterData ? 0x08 : 0x06, 6);
  header.writeUInt16LE(options.deflate === false ? 0 : 8, 8);
  header.writeUInt32LE(options.sizesAfterData ? 0 : data.length, 18);
  header.writeUInt32LE(options.sizesAfterData ? 0 : raw.length, 22);
  header.writeUInt16LE(nameBytes.length, 26);
  header.writeUInt16LE(extra.length, 28);
  const descriptor = Buffer.alloc(options.sizesAfterData ? 16 : 0);
  if (options.sizesAfterData) {
    descriptor.writeUInt32LE(0x08074b50, 0);
    descriptor.writeUInt32LE(data.length, 8);
    descriptor.writeUInt32LE(raw.length, 12);
  }
  return Buffer.concat([header, nameBytes, extra, data, descriptor]);
}

const RELS = `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>`;
const DOCUMENT = `<?xml version="1.0"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>Priya Nair</w:t></w:r></w:p></w:body></w:document>`;

/** Word: `[Content_Types].xml` first, with its 520-byte padding extra field, then `_rels/.rels`, then `word/`. */
const WORD_DOCX = Buffer.concat([
  zipEntry("[Content_Types].xml", CONTENT_TYPES("wordprocessingml.document.main+xml"), { extra: 520 }),
  zipEntry("_rels/.rels", RELS),
  zipEntry("word/document.xml", DOCUMENT),
]);
/** LibreOffice: `_rels/.rels` and `docProps/` first, sizes after each entry's data, `[Content_Types].xml` last. */
const LIBREOFFICE_DOCX = Buffer.concat([
  zipEntry("_rels/.rels", RELS, { sizesAfterData: true }),
  zipEntry("docProps/core.xml", "<cp:coreProperties/>", { sizesAfterData: true }),
  zipEntry("word/document.xml", DOCUMENT, { sizesAfterData: true }),
]);
/** Google Docs: a `word/` part first. */
const GOOGLE_DOCX = Buffer.concat([
  zipEntry("word/numbering.xml", "<w:numbering/>"),
  zipEntry("word/document.xml", DOCUMENT),
]);
const XLSX = Buffer.concat([
  zipEntry(
    "[Content_Types].xml",
    CONTENT_TYPES("spreadsheetml.sheet.main+xml").replace("/word/document", "/xl/workbook"),
  ),
  zipEntry("_rels/.rels", RELS),
  zipEntry("xl/workbook.xml", "<workbook/>"),
]);
const PPTX_WITHOUT_TYPES = Buffer.concat([
  zipEntry("_rels/.rels", RELS),
  zipEntry("ppt/presentation.xml", "<p/>"),
]);
const ODT = Buffer.concat([
  zipEntry("mimetype", "application/vnd.oasis.opendocument.text", { deflate: false }),
  zipEntry("content.xml", "<office:document-content/>"),
]);
const PLAIN_ZIP = zipEntry("setup.exe", EXE.toString("latin1"), { deflate: false });

describe("detectFileKind", () => {
  it("recognises a PDF by %PDF-", () => {
    expect(detectFileKind(PDF)).toBe("pdf");
  });

  it("recognises a Word 97–2003 document by the OLE2 signature", () => {
    expect(detectFileKind(DOC)).toBe("doc");
  });

  it("recognises a DOCX as Word, LibreOffice and Google Docs write it", () => {
    expect(detectFileKind(WORD_DOCX)).toBe("docx");
    expect(detectFileKind(LIBREOFFICE_DOCX)).toBe("docx");
    expect(detectFileKind(GOOGLE_DOCX)).toBe("docx");
  });

  it("recognises a DOCX from its first bytes only (a cut-off package)", () => {
    const firstEntry = zipEntry("[Content_Types].xml", CONTENT_TYPES("wordprocessingml.document.main+xml"), {
      extra: 520,
    });
    expect(detectFileKind(WORD_DOCX.subarray(0, firstEntry.length + 40))).toBe("docx");
  });

  it("refuses other ZIP packages: a spreadsheet, a presentation, an OpenDocument text, a plain archive", () => {
    expect(detectFileKind(XLSX)).toBeNull();
    expect(detectFileKind(PPTX_WITHOUT_TYPES)).toBeNull();
    expect(detectFileKind(ODT)).toBeNull();
    expect(detectFileKind(PLAIN_ZIP)).toBeNull();
  });

  it("recognises an MP4 (and a QuickTime movie) by the ftyp box at byte 4", () => {
    expect(detectFileKind(MP4)).toBe("mp4");
    expect(detectFileKind(MOV)).toBe("mp4");
  });

  it("refuses audio alone in an ftyp box (M4A), which is no intro video", () => {
    const m4a = Buffer.concat([hex("00000020 66747970"), Buffer.from("M4A \0\0\0\0M4A mp42isom", "latin1")]);
    expect(detectFileKind(m4a)).toBeNull();
  });

  it("refuses a still image in an ftyp box (AVIF)", () => {
    expect(detectFileKind(AVIF)).toBeNull();
  });

  it("recognises a WebM by its EBML DocType, and refuses another Matroska file", () => {
    expect(detectFileKind(WEBM)).toBe("webm");
    expect(detectFileKind(MKV)).toBeNull();
  });

  it("refuses a Windows executable and an ELF binary", () => {
    expect(detectFileKind(EXE)).toBeNull();
    expect(detectFileKind(ELF)).toBeNull();
  });

  it("refuses text that only names a kind, and empty or cut-off headers", () => {
    expect(detectFileKind(Buffer.from("<html><body>%PDF-1.7</body></html>"))).toBeNull();
    expect(detectFileKind(Buffer.alloc(0))).toBeNull();
    expect(detectFileKind(Buffer.from("%PD"))).toBeNull();
    expect(detectFileKind(hex("1a45dfa3"))).toBeNull();
    expect(detectFileKind(hex("504b0304 1400"))).toBeNull();
  });

  it("reads a prefix of a buffer where it starts", () => {
    const padded = Buffer.concat([Buffer.from("xx"), PDF]);
    expect(detectFileKind(padded.subarray(2))).toBe("pdf");
    expect(detectFileKind(padded)).toBeNull();
  });
});

describe("FILE_KINDS", () => {
  it("gives each kind its stored extension and type", () => {
    expect(FILE_KINDS.docx.contentType).toBe(
      "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    );
    expect(FILE_KINDS.doc.contentType).toBe("application/msword");
    expect(FILE_KINDS.pdf.contentType).toBe("application/pdf");
    expect(FILE_KINDS.webm.extension).toBe("webm");
    expect(SNIFF_BYTES).toBeGreaterThanOrEqual(4096);
  });
});
