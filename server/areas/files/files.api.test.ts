import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { deflateRawSync } from "node:zlib";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FILE_URL_PATTERN } from "../../../shared/files/files.schema";
import { buildAdmin, buildCompany, buildEmployee, buildUser } from "../../db/seed/factories";
import { fileStorageIn } from "../../lib/file-storage";
import type { AfterCommitTask, RequestContext } from "../../lib/transactional";
import { clientOf, signIn } from "../../test/accounts";
import { type Client, createTestApp, type TestApp } from "../../test/harness";
import type { Actor } from "../auth/sessions.service";
import { candidates } from "../recruitment/candidates.table";
import { jobs } from "../recruitment/jobs.table";
import { securityLogs } from "../security-logs/security-logs.table";
import { releaseUnusedFiles, requireAttachableFile } from "./files.service";
import { uploadedFiles } from "./files.table";

/** docs/product/files.md: uploads checked by content, read by those who may see the record naming them. */

const MB = 1024 * 1024;
const hex = (text: string) => Buffer.from(text.replace(/\s+/g, ""), "hex");

const PDF = Buffer.from(
  "%PDF-1.7\n%\xe2\xe3\xcf\xd3\n1 0 obj << /Type /Catalog >> endobj\ntrailer\n%%EOF\n",
  "latin1",
);
const DOC = Buffer.concat([
  hex("d0cf11e0a1b11ae1 0000000000000000 0000000000000000 3e000300feff0900"),
  Buffer.alloc(480),
]);
const MP4 = Buffer.concat([
  hex("00000020 66747970 69736f6d 00000200 69736f6d 69736f32 61766331 6d703431"),
  hex("00000010 6d646174"),
  Buffer.from("frames.."),
]);
const WEBM = hex(
  "1a45dfa3 9f 4286 81 01 42f7 81 01 42f2 81 04 42f3 81 08 4282 84 7765626d 4287 81 04 4285 81 02 18538067 01ffffffffffffff",
);
const EXE = Buffer.concat([
  hex("4d5a9000 03000000 04000000 ffff0000 b8000000 00000000 40000000 00000000"),
  Buffer.alloc(200),
]);

/** A DOCX as Word starts it: `[Content_Types].xml` naming the Word main part, deflated. */
function docx(): Buffer {
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

/** A real multipart body, as a browser's FormData sends it. */
async function multipart(fields: Field[]): Promise<{ payload: Buffer; headers: Record<string, string> }> {
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

const purposeAndFile = (purpose: string, file: Buffer, filename: string, type = "application/octet-stream") =>
  multipart([
    { name: "purpose", value: purpose },
    { name: "file", file, filename, type },
  ]);

async function upload(client: Client, body: Promise<{ payload: Buffer; headers: Record<string, string> }>) {
  const { payload, headers } = await body;
  return client.request({ method: "POST", url: "/api/files", payload, headers });
}

let t: TestApp;
let uploadDir: string;
let companyA: { id: number };
let companyB: { id: number };
let adminA: Client;
let adminA2: Client;
let adminB: Client;
let employeeA: Client;
let superAdmin: Client;
let adminAUser: { id: number };
let adminBUser: { id: number };

/** What is in the upload directory (temporary files included). */
const stored = () => (existsSync(uploadDir) ? readdirSync(uploadDir).sort() : []);
const nameOf = (url: string) => url.replace("/api/files/", "");

beforeAll(async () => {
  t = await createTestApp();
  uploadDir = path.join(t.config.dataDir, "uploads", "files");
  const db = t.database.db;
  companyA = await buildCompany(db, { name: "Files A" });
  companyB = await buildCompany(db, { name: "Files B" });
  const a = await buildAdmin(db, companyA.id);
  const a2 = await buildAdmin(db, companyA.id);
  const b = await buildAdmin(db, companyB.id);
  const e = await buildEmployee(db, companyA.id);
  const root = await buildUser(db, { role: "SUPER_ADMIN" });
  adminAUser = a;
  adminBUser = b;
  adminA = await signIn(t, a.username, a.password);
  adminA2 = await signIn(t, a2.username, a2.password);
  adminB = await signIn(t, b.username, b.password);
  employeeA = await signIn(t, e.username, e.password);
  superAdmin = await signIn(t, root.username, root.password);
});
afterAll(() => t?.close());

/** A job and a candidate of a company, written directly (docs/product/recruitment.md §3). */
async function candidateOf(companyId: number, files: { cv: string; video?: string | null }) {
  const db = t.database.db;
  const [job] = await db
    .insert(jobs)
    .values({
      companyId,
      title: "Backend Engineer",
      department: "Engineering",
      location: "Remote",
      employmentType: "Full-time",
      experienceLevel: "Mid Level",
      description: "Build the payroll engine.",
      requiredSkills: "TypeScript",
      qualifications: "B.Tech",
      experienceDetails: "3+ years",
    })
    .returning();
  const [candidate] = await db
    .insert(candidates)
    .values({
      companyId,
      jobId: job!.id,
      name: "Priya Nair",
      relevantExperience: 3.5,
      expectedCtc: 1_200_000,
      cvFilePath: files.cv,
      introVideoPath: files.video ?? null,
    })
    .returning();
  return candidate!;
}

async function uploadCv(client: Client = adminA, filename = "Priya Nair CV.pdf"): Promise<string> {
  const res = await upload(client, purposeAndFile("cv", PDF, filename, "application/pdf"));
  expect(res.statusCode, res.body).toBe(201);
  return res.json().url;
}

describe("POST /api/files", () => {
  it.each([
    ["a PDF CV", "cv", PDF, "cv.pdf", "application/pdf"],
    ["a DOC CV", "cv", DOC, "cv.doc", "application/msword"],
    [
      "a DOCX CV",
      "cv",
      docx(),
      "cv.docx",
      "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    ],
    ["an MP4 intro video", "video", MP4, "intro.mp4", "video/mp4"],
    ["a WebM intro video", "video", WEBM, "intro.webm", "video/webm"],
    ["a PDF payslip", "payslip", PDF, "march.pdf", "application/pdf"],
  ])("accepts %s, recognised by content", async (_label, purpose, bytes, filename, contentType) => {
    const res = await upload(adminA, purposeAndFile(purpose, bytes, filename));
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body).toEqual({
      url: expect.stringMatching(FILE_URL_PATTERN),
      name: filename,
      size: bytes.length,
      contentType,
    });
    const name = nameOf(body.url);
    expect(name.endsWith(`.${filename.split(".").pop()}`)).toBe(true);
    expect(readFileSync(path.join(uploadDir, name))).toEqual(bytes);
    const [row] = await t.database.db.select().from(uploadedFiles).where(eq(uploadedFiles.name, name));
    expect(row).toMatchObject({
      purpose,
      contentType,
      size: bytes.length,
      originalName: filename,
      companyId: companyA.id,
      uploadedBy: adminAUser.id,
    });
  });

  it("writes a FILE_UPLOADED row in the security log, naming the stored file", async () => {
    const url = await uploadCv(adminA, "log.pdf");
    const [log] = await t.database.db
      .select()
      .from(securityLogs)
      .where(and(eq(securityLogs.action, "FILE_UPLOADED"), eq(securityLogs.resourceId, nameOf(url))));
    expect(log).toMatchObject({
      level: "INFO",
      userId: adminAUser.id,
      companyId: companyA.id,
      resourceType: "file",
      message: 'File "log.pdf" uploaded as cv',
      metadata: { purpose: "cv", size: PDF.length, contentType: "application/pdf" },
    });
  });

  it("accepts the file before the purpose", async () => {
    const res = await upload(
      adminA,
      multipart([
        { name: "file", file: MP4, filename: "intro.mp4", type: "video/mp4" },
        { name: "purpose", value: "video" },
      ]),
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().contentType).toBe("video/mp4");
  });

  it("refuses a renamed executable with 415 and keeps nothing", async () => {
    const before = stored();
    const res = await upload(adminA, purposeAndFile("cv", EXE, "cv.pdf", "application/pdf"));
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toBe("CV must be a PDF, DOC or DOCX file");
    expect(stored()).toEqual(before);
  });

  it("answers each purpose's 415 for a kind it does not take, whichever part comes first", async () => {
    const video = await upload(adminA, purposeAndFile("video", PDF, "intro.mp4", "video/mp4"));
    expect(video.statusCode).toBe(415);
    expect(video.json().message).toBe("Intro video must be an MP4 or WebM file");
    const payslip = await upload(adminA, purposeAndFile("payslip", MP4, "march.pdf"));
    expect(payslip.statusCode).toBe(415);
    expect(payslip.json().message).toBe("Payslip must be a PDF, DOC or DOCX file");

    const before = stored();
    const fileFirst = await upload(
      adminA,
      multipart([
        { name: "file", file: MP4, filename: "cv.pdf", type: "application/pdf" },
        { name: "purpose", value: "cv" },
      ]),
    );
    expect(fileFirst.statusCode).toBe(415);
    expect(fileFirst.json().message).toBe("CV must be a PDF, DOC or DOCX file");
    const exeFirst = await upload(
      adminA,
      multipart([
        { name: "file", file: EXE, filename: "cv.pdf", type: "application/pdf" },
        { name: "purpose", value: "cv" },
      ]),
    );
    expect(exeFirst.statusCode).toBe(415);
    expect(stored()).toEqual(before);
  });

  it("refuses a CV of 10 MB and one byte with 413 and leaves nothing in the upload directory", async () => {
    const before = stored();
    const big = Buffer.concat([PDF, Buffer.alloc(10 * MB + 1 - PDF.length, 0x20)]);
    const res = await upload(adminA, purposeAndFile("cv", big, "big.pdf", "application/pdf"));
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe("File is too large (at most 10 MB)");
    expect(stored()).toEqual(before);

    const fileFirst = await upload(
      adminA,
      multipart([
        { name: "file", file: big, filename: "big.pdf", type: "application/pdf" },
        { name: "purpose", value: "cv" },
      ]),
    );
    expect(fileFirst.statusCode).toBe(413);
    expect(fileFirst.json().message).toBe("File is too large (at most 10 MB)");
    expect(stored()).toEqual(before);
  });

  it("accepts a CV of exactly 10 MB", async () => {
    const limit = Buffer.concat([PDF, Buffer.alloc(10 * MB - PDF.length, 0x20)]);
    const res = await upload(adminA, purposeAndFile("cv", limit, "limit.pdf", "application/pdf"));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().size).toBe(10 * MB);
  });

  it("answers 400 'File is required' without a file part, or without a multipart body", async () => {
    const noFile = await upload(adminA, multipart([{ name: "purpose", value: "cv" }]));
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json().message).toBe("File is required");
    const json = await adminA.post("/api/files", { purpose: "cv" });
    expect(json.statusCode).toBe(400);
    expect(json.json().message).toBe("File is required");
  });

  it("answers 400, never 500, to a body that is not a valid multipart form", async () => {
    for (const contentType of [
      "multipart/form-data",
      "Multipart/Form-Data",
      "multipart/form-data; boundary=",
    ]) {
      const res = await adminA.request({
        method: "POST",
        url: "/api/files",
        payload: "x",
        headers: { "content-type": contentType },
      });
      expect(res.statusCode, contentType).toBe(400);
      expect(res.json().message).toMatch(/^(The upload is not a valid multipart form|File is required)$/);
    }
  });

  it("refuses a file sent under another field name (400) and keeps nothing", async () => {
    const before = stored();
    const res = await upload(
      adminA,
      multipart([
        { name: "purpose", value: "cv" },
        { name: "attachment", file: PDF, filename: "cv.pdf", type: "application/pdf" },
      ]),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("Send the file in the field named file");
    expect(stored()).toEqual(before);
  });

  it("answers 400 for a purpose that is missing or not one of cv, video, payslip, and keeps nothing", async () => {
    const before = stored();
    const bad = await upload(adminA, purposeAndFile("photo", PDF, "cv.pdf"));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe("Purpose must be cv, video or payslip");
    const missing = await upload(
      adminA,
      multipart([{ name: "file", file: PDF, filename: "cv.pdf", type: "application/pdf" }]),
    );
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe("Purpose must be cv, video or payslip");
    expect(stored()).toEqual(before);
  });

  it("refuses a second file (400) and a body cut off inside the file (400), keeping nothing", async () => {
    const before = stored();
    const two = await upload(
      adminA,
      multipart([
        { name: "purpose", value: "cv" },
        { name: "file", file: PDF, filename: "a.pdf", type: "application/pdf" },
        { name: "file", file: PDF, filename: "b.pdf", type: "application/pdf" },
      ]),
    );
    expect(two.statusCode).toBe(400);
    expect(two.json().message).toBe("Only one file can be uploaded at a time");
    const { payload, headers } = await purposeAndFile("cv", PDF, "cv.pdf");
    const cut = await adminA.request({
      method: "POST",
      url: "/api/files",
      payload: payload.subarray(0, payload.length - 60),
      headers,
    });
    expect(cut.statusCode).toBe(400);
    expect(cut.json().message).toBe("The upload was interrupted");
    expect(stored()).toEqual(before);
  });

  it("keeps the uploader's name without folders or control characters", async () => {
    const res = await upload(adminA, purposeAndFile("cv", PDF, "C:\\Users\\asha\\cv\u202Efdp.exe.pdf"));
    expect(res.statusCode).toBe(201);
    expect(res.json().name).toBe("cvfdp.exe.pdf");
  });

  it("refuses an EMPLOYEE (403) and a signed-out caller (401)", async () => {
    const before = stored();
    expect((await upload(employeeA, purposeAndFile("cv", PDF, "cv.pdf"))).statusCode).toBe(403);
    expect((await upload(clientOf(t), purposeAndFile("cv", PDF, "cv.pdf"))).statusCode).toBe(401);
    expect(stored()).toEqual(before);
  });

  it("lets a SUPER_ADMIN upload (a file of no company)", async () => {
    const url = await uploadCv(superAdmin);
    const [row] = await t.database.db
      .select()
      .from(uploadedFiles)
      .where(eq(uploadedFiles.name, nameOf(url)));
    expect(row!.companyId).toBeNull();
  });
});

describe("GET /api/files/:name", () => {
  it("streams the file to its uploader with its stored type and safe headers", async () => {
    const url = await uploadCv();
    const res = await adminA.get(url);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload).toEqual(PDF);
    expect(res.headers["content-type"]).toBe("application/pdf");
    expect(res.headers["content-disposition"]).toBe(
      `inline; filename="Priya Nair CV.pdf"; filename*=UTF-8''Priya%20Nair%20CV.pdf`,
    );
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["cache-control"]).toBe("private, max-age=0, must-revalidate");
    expect(res.headers["accept-ranges"]).toBe("bytes");
    expect(Number(res.headers["content-length"])).toBe(PDF.length);
  });

  it("offers a Word file as a download", async () => {
    const res = await upload(adminA, purposeAndFile("cv", docx(), "Résumé.docx"));
    const file = await adminA.get(res.json().url);
    expect(file.statusCode).toBe(200);
    expect(file.headers["content-disposition"]).toBe(
      `attachment; filename="R_sum_.docx"; filename*=UTF-8''R%C3%A9sum%C3%A9.docx`,
    );
  });

  it("answers a range with 206 and exactly that slice, so a video can seek", async () => {
    const res = await upload(adminA, purposeAndFile("video", MP4, "intro.mp4"));
    const url = res.json().url;
    const slice = await adminA.request({ method: "GET", url, headers: { range: "bytes=4-11" } });
    expect(slice.statusCode).toBe(206);
    expect(slice.rawPayload).toEqual(MP4.subarray(4, 12));
    expect(slice.headers["content-range"]).toBe(`bytes 4-11/${MP4.length}`);
    expect(Number(slice.headers["content-length"])).toBe(8);
    expect(slice.headers["content-type"]).toBe("video/mp4");

    const open = await adminA.request({ method: "GET", url, headers: { range: "bytes=32-" } });
    expect(open.statusCode).toBe(206);
    expect(open.rawPayload).toEqual(MP4.subarray(32));
    const suffix = await adminA.request({ method: "GET", url, headers: { range: "bytes=-8" } });
    expect(suffix.statusCode).toBe(206);
    expect(suffix.rawPayload).toEqual(MP4.subarray(MP4.length - 8));
    expect(suffix.headers["content-range"]).toBe(`bytes ${MP4.length - 8}-${MP4.length - 1}/${MP4.length}`);
    const pastEnd = await adminA.request({ method: "GET", url, headers: { range: "bytes=0-99999" } });
    expect(pastEnd.statusCode).toBe(206);
    expect(pastEnd.rawPayload).toEqual(MP4);
  });

  it("answers 416 for a range that starts past the end, and the whole file for several ranges", async () => {
    const url = await uploadCv();
    const beyond = await adminA.request({ method: "GET", url, headers: { range: `bytes=${PDF.length}-` } });
    expect(beyond.statusCode).toBe(416);
    expect(beyond.headers["content-range"]).toBe(`bytes */${PDF.length}`);
    const several = await adminA.request({ method: "GET", url, headers: { range: "bytes=0-1,4-5" } });
    expect(several.statusCode).toBe(200);
    expect(several.rawPayload).toEqual(PDF);
  });

  it("answers 404 to another company's admin, and to another admin of the company before a record names it", async () => {
    const url = await uploadCv();
    expect((await adminB.get(url)).statusCode).toBe(404);
    expect((await adminB.get(url)).json().message).toBe("File not found");
    expect((await adminA2.get(url)).statusCode).toBe(404);
  });

  it("lets the admins of a candidate's company read its CV and video; never an EMPLOYEE (404)", async () => {
    const cv = await uploadCv();
    const video = (await upload(adminA, purposeAndFile("video", WEBM, "intro.webm"))).json().url;
    await candidateOf(companyA.id, { cv, video });
    expect((await adminA2.get(cv)).statusCode).toBe(200);
    expect((await adminA2.get(video)).statusCode).toBe(200);
    expect((await superAdmin.get(video)).statusCode).toBe(200);
    expect((await employeeA.get(cv)).statusCode).toBe(404);
    expect((await adminB.get(cv)).statusCode).toBe(404);
  });

  it("answers 401 signed out and 404 for a name that was never stored", async () => {
    const url = await uploadCv();
    expect((await clientOf(t).get(url)).statusCode).toBe(401);
    expect((await superAdmin.get(`/api/files/${"0".repeat(32)}.pdf`)).statusCode).toBe(404);
  });
});

/** A request context over a transaction, as the routes give services; after-commit tasks run after it. */
async function inTransaction(
  work: (ctx: RequestContext) => Promise<void>,
): Promise<{ afterCommit: () => Promise<void> }> {
  const tasks: AfterCommitTask[] = [];
  await t.database.db.transaction(async (tx) => {
    const ctx = {
      config: t.config,
      db: tx,
      files: fileStorageIn(t.config.dataDir),
      now: () => new Date(),
      afterCommit: (task: AfterCommitTask) => void tasks.push(task),
      inBackground: (task: AfterCommitTask) => void tasks.push(task),
    } as unknown as RequestContext;
    await work(ctx);
  });
  return {
    afterCommit: async () => {
      for (const task of tasks) await task();
    },
  };
}

const actorOf = (user: { id: number }, role: Actor["role"], companyId: number | null) =>
  ({ userId: user.id, role, companyId }) as Actor;

describe("requireAttachableFile", () => {
  const message = "CV file must be a file uploaded here";

  it("lets the uploader attach their file for its purpose", async () => {
    const url = await uploadCv();
    await inTransaction((ctx) =>
      requireAttachableFile(ctx, actorOf(adminAUser, "ADMIN", companyA.id), url, "cv", message),
    );
  });

  it("refuses another company's file, a file of another purpose, and a URL of no file (400 with the message)", async () => {
    const theirs = await uploadCv(adminB);
    const video = (await upload(adminA, purposeAndFile("video", MP4, "intro.mp4"))).json().url;
    const admin = actorOf(adminAUser, "ADMIN", companyA.id);
    for (const [url, purpose] of [
      [theirs, "cv"],
      [video, "cv"],
      [`/api/files/${"a".repeat(32)}.pdf`, "cv"],
      ["https://elsewhere.test/cv.pdf", "cv"],
    ] as const) {
      await expect(
        inTransaction((ctx) => requireAttachableFile(ctx, admin, url, purpose, message)),
      ).rejects.toMatchObject({
        statusCode: 400,
        message,
      });
    }
  });

  it("lets an admin attach a file a candidate of their company already names", async () => {
    const url = await uploadCv(adminA2);
    await candidateOf(companyA.id, { cv: url });
    await inTransaction((ctx) =>
      requireAttachableFile(ctx, actorOf(adminAUser, "ADMIN", companyA.id), url, "cv", message),
    );
  });
});

describe("releaseUnusedFiles", () => {
  const rowOf = async (url: string) =>
    (
      await t.database.db
        .select()
        .from(uploadedFiles)
        .where(eq(uploadedFiles.name, nameOf(url)))
    )[0];

  it("removes the row at once and the bytes after the commit, for a file no record names", async () => {
    const url = await uploadCv();
    const done = await inTransaction((ctx) => releaseUnusedFiles(ctx, [url, null, undefined]));
    expect(await rowOf(url)).toBeUndefined();
    expect(existsSync(path.join(uploadDir, nameOf(url)))).toBe(true);
    await done.afterCommit();
    expect(existsSync(path.join(uploadDir, nameOf(url)))).toBe(false);
  });

  it("keeps a file another candidate still names", async () => {
    const url = await uploadCv();
    const video = (await upload(adminA, purposeAndFile("video", MP4, "intro.mp4"))).json().url;
    const first = await candidateOf(companyA.id, { cv: url, video });
    await candidateOf(companyA.id, { cv: url, video: null });
    await t.database.db.delete(candidates).where(eq(candidates.id, first.id));
    const done = await inTransaction((ctx) => releaseUnusedFiles(ctx, [url, video]));
    await done.afterCommit();
    expect(await rowOf(url)).toBeDefined();
    expect(existsSync(path.join(uploadDir, nameOf(url)))).toBe(true);
    expect(await rowOf(video)).toBeUndefined();
    expect(existsSync(path.join(uploadDir, nameOf(video)))).toBe(false);
  });

  it("keeps row and bytes when the transaction rolls back", async () => {
    const url = await uploadCv();
    await expect(
      inTransaction(async (ctx) => {
        await releaseUnusedFiles(ctx, [url]);
        throw new Error("the candidate's change failed");
      }),
    ).rejects.toThrow("failed");
    expect(await rowOf(url)).toBeDefined();
    expect(existsSync(path.join(uploadDir, nameOf(url)))).toBe(true);
  });

  it("ignores URLs that are not uploaded files", async () => {
    await inTransaction((ctx) =>
      releaseUnusedFiles(ctx, ["https://elsewhere.test/cv.pdf", "", `/api/files/${"b".repeat(32)}.pdf`]),
    );
  });
});

describe("uploads by another company's admin", () => {
  it("belong to that admin's company", async () => {
    const url = await uploadCv(adminB);
    const [row] = await t.database.db
      .select()
      .from(uploadedFiles)
      .where(eq(uploadedFiles.name, nameOf(url)));
    expect(row).toMatchObject({ companyId: companyB.id, uploadedBy: adminBUser.id });
  });
});
