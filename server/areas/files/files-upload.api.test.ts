import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FILE_URL_PATTERN } from "../../../shared/files/files.schema";
import { clientOf } from "../../test/accounts";
import { createTestApp, type TestApp } from "../../test/harness";
import { securityLogs } from "../security-logs/security-logs.table";
import {
  buildFilesWorld,
  DOC,
  docx,
  EXE,
  type FilesWorld,
  fileNameOf,
  fileRowsOf,
  fileThenPurpose,
  MP4,
  multipart,
  PDF,
  purposeAndFile,
  upload,
  uploadCv,
  WEBM,
} from "./files.fixtures";
import { uploadedFiles } from "./files.table";

/** Uploading a file (docs/product/files.md): checked by content and size, kept only when whole. */

let t: TestApp;
let w: FilesWorld;

beforeAll(async () => {
  t = await createTestApp();
  w = await buildFilesWorld(t);
});
afterAll(() => t?.close());

const MB = 1024 * 1024;

/** What is in the upload directory (temporary files included). */
const stored = () => (existsSync(w.uploadDir) ? readdirSync(w.uploadDir).sort() : []);

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
    const res = await upload(w.adminA, purposeAndFile(purpose, bytes, filename));
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body).toEqual({
      url: expect.stringMatching(FILE_URL_PATTERN),
      name: filename,
      size: bytes.length,
      contentType,
    });
    const name = fileNameOf(body.url);
    expect(name.endsWith(`.${filename.split(".").pop()}`)).toBe(true);
    expect(readFileSync(path.join(w.uploadDir, name))).toEqual(bytes);
    const [row] = await t.database.db.select().from(uploadedFiles).where(eq(uploadedFiles.name, name));
    expect(row).toMatchObject({
      purpose,
      contentType,
      size: bytes.length,
      originalName: filename,
      companyId: w.companyA.id,
      uploadedBy: w.adminAUser.id,
    });
  });

  it("writes a FILE_UPLOADED row in the security log, naming the stored file", async () => {
    const url = await uploadCv(w.adminA, "log.pdf");
    const [log] = await t.database.db
      .select()
      .from(securityLogs)
      .where(and(eq(securityLogs.action, "FILE_UPLOADED"), eq(securityLogs.resourceId, fileNameOf(url))));
    expect(log).toMatchObject({
      level: "INFO",
      userId: w.adminAUser.id,
      companyId: w.companyA.id,
      resourceType: "file",
      message: 'File "log.pdf" uploaded as cv',
      metadata: { purpose: "cv", size: PDF.length, contentType: "application/pdf" },
    });
  });

  it("accepts the file before the purpose", async () => {
    const res = await upload(w.adminA, fileThenPurpose("video", MP4, "intro.mp4", "video/mp4"));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().contentType).toBe("video/mp4");
  });

  it("refuses a renamed executable with 415 and keeps nothing", async () => {
    const before = stored();
    const res = await upload(w.adminA, purposeAndFile("cv", EXE, "cv.pdf", "application/pdf"));
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toBe("CV must be a PDF, DOC or DOCX file");
    expect(stored()).toEqual(before);
  });

  it("answers each purpose's 415 for a kind it does not take, whichever part comes first", async () => {
    const video = await upload(w.adminA, purposeAndFile("video", PDF, "intro.mp4", "video/mp4"));
    expect(video.statusCode).toBe(415);
    expect(video.json().message).toBe("Intro video must be an MP4 or WebM file");
    const payslip = await upload(w.adminA, purposeAndFile("payslip", MP4, "march.pdf"));
    expect(payslip.statusCode).toBe(415);
    expect(payslip.json().message).toBe("Payslip must be a PDF, DOC or DOCX file");

    const before = stored();
    const fileFirst = await upload(w.adminA, fileThenPurpose("cv", MP4, "cv.pdf", "application/pdf"));
    expect(fileFirst.statusCode).toBe(415);
    expect(fileFirst.json().message).toBe("CV must be a PDF, DOC or DOCX file");
    const exeFirst = await upload(w.adminA, fileThenPurpose("cv", EXE, "cv.pdf", "application/pdf"));
    expect(exeFirst.statusCode).toBe(415);
    expect(stored()).toEqual(before);
  });

  it("refuses a CV of 10 MB and one byte with 413 and leaves nothing in the upload directory", async () => {
    const before = stored();
    const big = Buffer.concat([PDF, Buffer.alloc(10 * MB + 1 - PDF.length, 0x20)]);
    const res = await upload(w.adminA, purposeAndFile("cv", big, "big.pdf", "application/pdf"));
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe("File is too large (at most 10 MB)");
    expect(stored()).toEqual(before);

    const fileFirst = await upload(w.adminA, fileThenPurpose("cv", big, "big.pdf", "application/pdf"));
    expect(fileFirst.statusCode).toBe(413);
    expect(fileFirst.json().message).toBe("File is too large (at most 10 MB)");
    expect(stored()).toEqual(before);
  });

  it("accepts a CV of exactly 10 MB", async () => {
    const limit = Buffer.concat([PDF, Buffer.alloc(10 * MB - PDF.length, 0x20)]);
    const res = await upload(w.adminA, purposeAndFile("cv", limit, "limit.pdf", "application/pdf"));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().size).toBe(10 * MB);
  });

  it("answers 400 'File is required' without a file part, or without a multipart body", async () => {
    const noFile = await upload(w.adminA, multipart([{ name: "purpose", value: "cv" }]));
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json().message).toBe("File is required");
    const json = await w.adminA.post("/api/files", { purpose: "cv" });
    expect(json.statusCode).toBe(400);
    expect(json.json().message).toBe("File is required");
  });

  it("answers 400, never 500, to a body that is not a valid multipart form", async () => {
    for (const contentType of [
      "multipart/form-data",
      "Multipart/Form-Data",
      "multipart/form-data; boundary=",
    ]) {
      const res = await w.adminA.request({
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
      w.adminA,
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
    const bad = await upload(w.adminA, purposeAndFile("photo", PDF, "cv.pdf"));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe("Purpose must be cv, video or payslip");
    const missing = await upload(
      w.adminA,
      multipart([{ name: "file", file: PDF, filename: "cv.pdf", type: "application/pdf" }]),
    );
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe("Purpose must be cv, video or payslip");
    expect(stored()).toEqual(before);
  });

  it("refuses a second file (400) and a body cut off inside the file (400), keeping nothing", async () => {
    const before = stored();
    const two = await upload(
      w.adminA,
      multipart([
        { name: "purpose", value: "cv" },
        { name: "file", file: PDF, filename: "a.pdf", type: "application/pdf" },
        { name: "file", file: PDF, filename: "b.pdf", type: "application/pdf" },
      ]),
    );
    expect(two.statusCode).toBe(400);
    expect(two.json().message).toBe("Only one file can be uploaded at a time");
    const { payload, headers } = await purposeAndFile("cv", PDF, "cv.pdf");
    const cut = await w.adminA.request({
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
    const res = await upload(w.adminA, purposeAndFile("cv", PDF, "C:\\Users\\asha\\cv\u202Efdp.exe.pdf"));
    expect(res.statusCode).toBe(201);
    expect(res.json().name).toBe("cvfdp.exe.pdf");
  });

  it("refuses an EMPLOYEE (403) and a signed-out caller (401)", async () => {
    const before = stored();
    expect((await upload(w.employeeA, purposeAndFile("cv", PDF, "cv.pdf"))).statusCode).toBe(403);
    expect((await upload(clientOf(t), purposeAndFile("cv", PDF, "cv.pdf"))).statusCode).toBe(401);
    expect(stored()).toEqual(before);
  });

  it("lets a SUPER_ADMIN upload (a file of no company)", async () => {
    const url = await uploadCv(w.superAdmin);
    const [row] = await fileRowsOf(t.database.db, url);
    expect(row!.companyId).toBeNull();
  });
});

describe("uploads by another company's admin", () => {
  it("belong to that admin's company", async () => {
    const url = await uploadCv(w.adminB);
    const [row] = await fileRowsOf(t.database.db, url);
    expect(row).toMatchObject({ companyId: w.companyB.id, uploadedBy: w.adminBUser.id });
  });
});
