import path from "node:path";
import { deflateRawSync } from "node:zlib";
import { eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { buildAdmin, buildCompany, buildEmployee, buildUser } from "../../db/seed/factories";
import { signIn } from "../../test/accounts";
import type { Client, TestApp } from "../../test/harness";
import { buildCandidate, buildJob } from "../recruitment/recruitment.fixtures";
import { uploadedFiles } from "./files.table";

/**
 * Test files and uploads (docs/product/files.md): the bytes of each kind a purpose takes or refuses, a
 * browser's multipart body, an upload through the API, and the world of the files API tests.
 */

const hex = (text: string) => Buffer.from(text.replace(/\s+/g, ""), "hex");

export const PDF = Buffer.from(
  "%PDF-1.7\n%\xe2\xe3\xcf\xd3\n1 0 obj << /Type /Catalog >> endobj\ntrailer\n%%EOF\n",
  "latin1",
);
export const DOC = Buffer.concat([
  hex("d0cf11e0a1b11ae1 0000000000000000 0000000000000000 3e000300feff0900"),
  Buffer.alloc(480),
]);
export const MP4 = Buffer.concat([
  hex("00000020 66747970 69736f6d 00000200 69736f6d 69736f32 61766331 6d703431"),
  hex("00000010 6d646174"),
  Buffer.from("frames.."),
]);
export const WEBM = hex(
  "1a45dfa3 9f 4286 81 01 42f7 81 01 42f2 81 04 42f3 81 08 4282 84 7765626d 4287 81 04 4285 81 02 18538067 01ffffffffffffff",
);
export const EXE = Buffer.concat([
  hex("4d5a9000 03000000 04000000 ffff0000 b8000000 00000000 40000000 00000000"),
  Buffer.alloc(200),
]);

/** A DOCX as Word starts it: `[Content_Types].xml` naming the Word main part, deflated. */
export function docx(): Buffer {
  const xml = Buffer.from(
    `<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>`,
  );
  const data = deflateRawSync(xml);
  const name = Buffer.from("[Content_Types].xml");
  const header = Buffer.alloc(30);
  header.writeUInt32LE(0x04034b50, 0);
  header.writeUInt16LE(20, 4);
  header.writeUInt16LE(8, 8);
  header.writeUInt32LE(data.length, 18);
  header.writeUInt32LE(xml.length, 22);
  header.writeUInt16LE(name.length, 26);
  return Buffer.concat([header, name, data, Buffer.from("PK\x01\x02 central directory follows")]);
}

type Field = { name: string; value: string } | { name: string; file: Buffer; filename: string; type: string };
type Multipart = { payload: Buffer; headers: Record<string, string> };

/** A real multipart body, as a browser's FormData sends it. */
export async function multipart(fields: Field[]): Promise<Multipart> {
  const form = new FormData();
  for (const field of fields) {
    if ("value" in field) form.append(field.name, field.value);
    else
      form.append(field.name, new Blob([new Uint8Array(field.file)], { type: field.type }), field.filename);
  }
  const encoded = new Response(form);
  return {
    payload: Buffer.from(await encoded.arrayBuffer()),
    headers: { "content-type": encoded.headers.get("content-type")! },
  };
}

/** The usual body: the purpose, then the file. */
export const purposeAndFile = (purpose: string, file: Buffer, filename: string, type?: string) =>
  multipart([
    { name: "purpose", value: purpose },
    { name: "file", file, filename, type: type ?? "application/octet-stream" },
  ]);

/** The same parts the other way round: the file comes before its purpose is known. */
export const fileThenPurpose = (purpose: string, file: Buffer, filename: string, type: string) =>
  multipart([
    { name: "file", file, filename, type },
    { name: "purpose", value: purpose },
  ]);

/** POST /api/files with a multipart body. */
export async function upload(client: Client, body: Promise<Multipart>) {
  const { payload, headers } = await body;
  return client.request({ method: "POST", url: "/api/files", payload, headers });
}

/** Uploads a PDF for a purpose and answers its URL; fails loudly when the upload is refused. */
export async function uploadedPdf(
  client: Client,
  purpose: "cv" | "payslip",
  filename: string,
): Promise<string> {
  const res = await upload(client, purposeAndFile(purpose, PDF, filename, "application/pdf"));
  if (res.statusCode !== 201) throw new Error(`upload of ${filename} failed: ${res.statusCode} ${res.body}`);
  return res.json().url;
}

/** A CV uploaded through the API; answers its URL. */
export const uploadCv = (client: Client, filename = "Priya Nair CV.pdf") =>
  uploadedPdf(client, "cv", filename);

/** The stored name of an uploaded file's URL (`/api/files/<name>`). */
export const fileNameOf = (url: string) => url.replace("/api/files/", "");

/** The row of an uploaded file (none once it was let go of). */
export const fileRowsOf = (db: Database, url: string) =>
  db
    .select()
    .from(uploadedFiles)
    .where(eq(uploadedFiles.name, fileNameOf(url)));

/** A job and a candidate of a company naming the files (docs/product/recruitment.md §3). */
export async function candidateNaming(
  db: Database,
  companyId: number,
  files: { cv: string; video?: string | null },
) {
  const job = await buildJob(db, companyId);
  return buildCandidate(db, job, { cvFilePath: files.cv, introVideoPath: files.video ?? null });
}

/**
 * The world of the files API tests: companies A and B, two admins of A, an admin of B, an employee of A and
 * a SUPER_ADMIN, each signed in; and the app's upload directory.
 */
export async function buildFilesWorld(t: TestApp) {
  const db = t.database.db;
  const companyA = await buildCompany(db, { name: "Files A" });
  const companyB = await buildCompany(db, { name: "Files B" });
  const a = await buildAdmin(db, companyA.id);
  const a2 = await buildAdmin(db, companyA.id);
  const b = await buildAdmin(db, companyB.id);
  const e = await buildEmployee(db, companyA.id);
  const root = await buildUser(db, { role: "SUPER_ADMIN" });
  return {
    uploadDir: path.join(t.config.dataDir, "uploads", "files"),
    companyA,
    companyB,
    adminAUser: a,
    adminBUser: b,
    adminA: await signIn(t, a.username, a.password),
    adminA2: await signIn(t, a2.username, a2.password),
    adminB: await signIn(t, b.username, b.password),
    employeeA: await signIn(t, e.username, e.password),
    superAdmin: await signIn(t, root.username, root.password),
  };
}
export type FilesWorld = Awaited<ReturnType<typeof buildFilesWorld>>;
