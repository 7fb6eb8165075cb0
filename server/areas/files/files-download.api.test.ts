import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clientOf } from "../../test/accounts";
import { createTestApp, type TestApp } from "../../test/harness";
import {
  buildFilesWorld,
  candidateNaming,
  docx,
  type FilesWorld,
  MP4,
  PDF,
  purposeAndFile,
  upload,
  uploadCv,
  WEBM,
} from "./files.fixtures";

/** Reading a file (docs/product/files.md): by those who may see the record naming it, whole or by range. */

let t: TestApp;
let w: FilesWorld;

beforeAll(async () => {
  t = await createTestApp();
  w = await buildFilesWorld(t);
});
afterAll(() => t?.close());

describe("GET /api/files/:name", () => {
  it("streams the file to its uploader with its stored type and safe headers", async () => {
    const url = await uploadCv(w.adminA);
    const res = await w.adminA.get(url);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload).toEqual(PDF);
    expect(res.headers["content-type"]).toBe("application/pdf");
    expect(res.headers["content-disposition"]).toBe(
      `attachment; filename="Priya Nair CV.pdf"; filename*=UTF-8''Priya%20Nair%20CV.pdf`,
    );
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["cache-control"]).toBe("private, max-age=0, must-revalidate");
    expect(res.headers["accept-ranges"]).toBe("bytes");
    expect(Number(res.headers["content-length"])).toBe(PDF.length);
  });

  it("offers a Word file as a download too, under its cleaned original name", async () => {
    const res = await upload(w.adminA, purposeAndFile("cv", docx(), "Résumé.docx"));
    const file = await w.adminA.get(res.json().url);
    expect(file.statusCode).toBe(200);
    expect(file.headers["content-disposition"]).toBe(
      `attachment; filename="R_sum_.docx"; filename*=UTF-8''R%C3%A9sum%C3%A9.docx`,
    );
  });

  it("answers a range with 206 and exactly that slice, so a video can seek", async () => {
    const res = await upload(w.adminA, purposeAndFile("video", MP4, "intro.mp4"));
    const url = res.json().url;
    const slice = await w.adminA.request({ method: "GET", url, headers: { range: "bytes=4-11" } });
    expect(slice.statusCode).toBe(206);
    expect(slice.rawPayload).toEqual(MP4.subarray(4, 12));
    expect(slice.headers["content-range"]).toBe(`bytes 4-11/${MP4.length}`);
    expect(Number(slice.headers["content-length"])).toBe(8);
    expect(slice.headers["content-type"]).toBe("video/mp4");

    const open = await w.adminA.request({ method: "GET", url, headers: { range: "bytes=32-" } });
    expect(open.statusCode).toBe(206);
    expect(open.rawPayload).toEqual(MP4.subarray(32));
    const suffix = await w.adminA.request({ method: "GET", url, headers: { range: "bytes=-8" } });
    expect(suffix.statusCode).toBe(206);
    expect(suffix.rawPayload).toEqual(MP4.subarray(MP4.length - 8));
    expect(suffix.headers["content-range"]).toBe(`bytes ${MP4.length - 8}-${MP4.length - 1}/${MP4.length}`);
    const pastEnd = await w.adminA.request({ method: "GET", url, headers: { range: "bytes=0-99999" } });
    expect(pastEnd.statusCode).toBe(206);
    expect(pastEnd.rawPayload).toEqual(MP4);
  });

  it("answers 416 for a range that starts past the end, and the whole file for several ranges", async () => {
    const url = await uploadCv(w.adminA);
    const beyond = await w.adminA.request({ method: "GET", url, headers: { range: `bytes=${PDF.length}-` } });
    expect(beyond.statusCode).toBe(416);
    expect(beyond.headers["content-range"]).toBe(`bytes */${PDF.length}`);
    const several = await w.adminA.request({ method: "GET", url, headers: { range: "bytes=0-1,4-5" } });
    expect(several.statusCode).toBe(200);
    expect(several.rawPayload).toEqual(PDF);
  });

  it("answers 404 to another company's admin, and to another admin of the company before a record names it", async () => {
    const url = await uploadCv(w.adminA);
    expect((await w.adminB.get(url)).statusCode).toBe(404);
    expect((await w.adminB.get(url)).json().message).toBe("File not found");
    expect((await w.adminA2.get(url)).statusCode).toBe(404);
  });

  it("lets the admins of a candidate's company read its CV and video; never an EMPLOYEE (404)", async () => {
    const cv = await uploadCv(w.adminA);
    const video = (await upload(w.adminA, purposeAndFile("video", WEBM, "intro.webm"))).json().url;
    await candidateNaming(t.database.db, w.companyA.id, { cv, video });
    expect((await w.adminA2.get(cv)).statusCode).toBe(200);
    expect((await w.adminA2.get(video)).statusCode).toBe(200);
    expect((await w.superAdmin.get(video)).statusCode).toBe(200);
    expect((await w.employeeA.get(cv)).statusCode).toBe(404);
    expect((await w.adminB.get(cv)).statusCode).toBe(404);
  });

  it("answers 401 signed out and 404 for a name that was never stored", async () => {
    const url = await uploadCv(w.adminA);
    expect((await clientOf(t).get(url)).statusCode).toBe(401);
    expect((await w.superAdmin.get(`/api/files/${"0".repeat(32)}.pdf`)).statusCode).toBe(404);
  });
});
