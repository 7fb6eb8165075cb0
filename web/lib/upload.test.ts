import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError, ResponseShapeError } from "./api";
import {
  acceptFor,
  fileRefusal,
  percentOf,
  UploadAbortedError,
  UploadNetworkError,
  uploadBody,
  uploadFailureMessage,
  uploadFile,
} from "./upload";

/** A stand-in XMLHttpRequest: records what was sent and lets the test answer, fail or report progress. */
class FakeXhr {
  static last: FakeXhr | null = null;
  method = "";
  url = "";
  withCredentials = false;
  body: FormData | null = null;
  status = 0;
  statusText = "";
  responseText = "";
  upload: {
    onprogress: ((event: { loaded: number; total: number; lengthComputable: boolean }) => void) | null;
  } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  aborted = false;

  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  send(body: FormData) {
    this.body = body;
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
  answer(status: number, body: unknown, statusText = "") {
    this.status = status;
    this.statusText = statusText;
    this.responseText = typeof body === "string" ? body : JSON.stringify(body);
    this.onload?.();
  }
}

const stored = {
  url: "/api/files/0123456789abcdef0123456789abcdef.pdf",
  name: "0123456789abcdef0123456789abcdef.pdf",
  size: 5,
  contentType: "application/pdf",
};
const cv = () => new File(["%PDF-"], "asha-cv.pdf", { type: "application/pdf" });

afterEach(() => {
  vi.unstubAllGlobals();
  FakeXhr.last = null;
});

describe("uploading a file (docs/product/files.md §2)", () => {
  it("posts purpose then file as multipart to /api/files with the session cookie", async () => {
    vi.stubGlobal("XMLHttpRequest", FakeXhr);
    const upload = uploadFile(cv(), "cv");
    const xhr = FakeXhr.last!;
    expect(xhr.method).toBe("POST");
    expect(xhr.url).toBe("/api/files");
    expect(xhr.withCredentials).toBe(true);
    expect([...xhr.body!.keys()]).toEqual(["purpose", "file"]);
    expect(xhr.body!.get("purpose")).toBe("cv");
    expect((xhr.body!.get("file") as File).name).toBe("asha-cv.pdf");
    xhr.answer(201, stored);
    await expect(upload.done).resolves.toEqual(stored);
  });

  it("reports progress in whole percent", async () => {
    vi.stubGlobal("XMLHttpRequest", FakeXhr);
    const seen: number[] = [];
    const upload = uploadFile(cv(), "cv", (progress) => seen.push(progress.percent));
    const xhr = FakeXhr.last!;
    xhr.upload.onprogress?.({ loaded: 1, total: 3, lengthComputable: true });
    xhr.upload.onprogress?.({ loaded: 3, total: 3, lengthComputable: true });
    xhr.answer(201, stored);
    await upload.done;
    expect(seen).toEqual([33, 100]);
  });

  it("answers an ApiError with the server's message on 413 and 415", async () => {
    vi.stubGlobal("XMLHttpRequest", FakeXhr);
    const upload = uploadFile(cv(), "cv");
    FakeXhr.last!.answer(415, { message: "CV must be a PDF, DOC or DOCX file" }, "Unsupported Media Type");
    const error = await upload.done.catch((failure: unknown) => failure);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(415);
    expect(uploadFailureMessage(error, "cv")).toBe("CV must be a PDF, DOC or DOCX file");
  });

  it("checks the answer against the uploaded file's schema", async () => {
    vi.stubGlobal("XMLHttpRequest", FakeXhr);
    const upload = uploadFile(cv(), "cv");
    FakeXhr.last!.answer(201, { url: 3 });
    await expect(upload.done).rejects.toBeInstanceOf(ResponseShapeError);
  });

  it("stops on abort, and says when the server could not be reached", async () => {
    vi.stubGlobal("XMLHttpRequest", FakeXhr);
    const stopped = uploadFile(cv(), "video");
    stopped.abort();
    expect(FakeXhr.last!.aborted).toBe(true);
    await expect(stopped.done).rejects.toBeInstanceOf(UploadAbortedError);

    const offline = uploadFile(cv(), "cv");
    FakeXhr.last!.onerror?.();
    await expect(offline.done).rejects.toBeInstanceOf(UploadNetworkError);
  });
});

describe("checks before and after an upload", () => {
  it("refuses a file over the purpose's limit before sending it", () => {
    expect(fileRefusal({ size: 10 * 1024 * 1024 }, "cv")).toBeNull();
    expect(fileRefusal({ size: 10 * 1024 * 1024 + 1 }, "cv")).toBe("File is too large (at most 10 MB)");
    expect(fileRefusal({ size: 100 * 1024 * 1024 + 1 }, "video")).toBe("File is too large (at most 100 MB)");
    expect(fileRefusal({ size: 0 }, "cv")).toBe("The file is empty");
  });

  it("explains a 413 or 415 that came without a message (a proxy's page)", () => {
    expect(uploadFailureMessage(new ApiError(413, "<html>", "Payload Too Large"), "video")).toBe(
      "File is too large (at most 100 MB)",
    );
    // The server's own 415 words for each purpose (files.md §2).
    expect(uploadFailureMessage(new ApiError(415, "", "Unsupported"), "cv")).toBe(
      "CV must be a PDF, DOC or DOCX file",
    );
    expect(uploadFailureMessage(new ApiError(415, "<html>", ""), "video")).toBe(
      "Intro video must be an MP4 or WebM file",
    );
    expect(uploadFailureMessage(new ApiError(415, "", ""), "payslip")).toBe(
      "Payslip must be a PDF, DOC or DOCX file",
    );
    expect(uploadFailureMessage(new ApiError(500, "", "Server Error"), "cv")).toBe("The upload failed (500)");
  });

  it("offers in the picker each purpose's kinds as extensions (files.md §2, payroll.md §7)", () => {
    expect(acceptFor("cv")).toBe(".pdf,.doc,.docx");
    expect(acceptFor("video")).toBe(".mp4,.webm");
    expect(acceptFor("payslip")).toBe(".pdf,.doc,.docx");
  });

  it("computes whole percentages, 0 while the total is unknown", () => {
    expect(percentOf(0, 0)).toBe(0);
    expect(percentOf(1, 2)).toBe(50);
    expect(percentOf(5, 3)).toBe(100);
  });

  it("names the file when asked", () => {
    const body = uploadBody(new Blob(["x"]), "video", "intro.webm");
    expect((body.get("file") as File).name).toBe("intro.webm");
  });
});
