import {
  FILE_RULES,
  type FilePurpose,
  KIND_REFUSED,
  type UploadedFileDto,
  uploadedFileDtoSchema,
} from "../../shared/files/files.schema";
import { ApiError, checkResponse } from "./api";

/** Where uploaded files go (docs/product/files.md §2): multipart `purpose` then `file`. */
export const FILES_URL = "/api/files";

/**
 * The file picker's filter for a purpose: its kinds as extensions ('.pdf,.doc,.docx'). It only guides the
 * picker; the server decides by the content (415 for another kind).
 */
export function acceptFor(purpose: FilePurpose): string {
  return FILE_RULES[purpose].kinds.map((kind) => `.${kind}`).join(",");
}

/** How far an upload is: bytes sent of the total, and the share in whole percent (0–100). */
export type UploadProgress = { loaded: number; total: number; percent: number };

/** A running upload: its answer, and a way to stop it (the answer then rejects with an UploadAbortedError). */
export type Upload = { done: Promise<UploadedFileDto>; abort: () => void };

/** The upload was stopped by `abort()` (the user removed the file or closed the form). */
export class UploadAbortedError extends Error {
  constructor() {
    super("The upload was cancelled");
    this.name = "UploadAbortedError";
  }
}

/** The file never reached the server (no connection, or the connection dropped). */
export class UploadNetworkError extends Error {
  constructor() {
    super("The upload failed: the server could not be reached");
    this.name = "UploadNetworkError";
  }
}

/** The percent of `loaded` in `total`, whole and between 0 and 100; 0 while the total is unknown. */
export function percentOf(loaded: number, total: number): number {
  if (!(total > 0)) return 0;
  return Math.min(100, Math.max(0, Math.floor((loaded / total) * 100)));
}

/**
 * Why a file cannot be uploaded for a purpose before it is sent, or null when it may be: the size limit of
 * FILE_RULES (the server answers 413 beyond it, docs/product/files.md §2) and an empty file. The kind is
 * checked by its content on the server (415), so the name's extension only guides the file picker.
 */
export function fileRefusal(file: { size: number }, purpose: FilePurpose): string | null {
  const rule = FILE_RULES[purpose];
  if (file.size === 0) return "The file is empty";
  if (file.size > rule.maxBytes) return `File is too large (at most ${rule.maxLabel})`;
  return null;
}

/**
 * The words under a failed upload: the server's `{ message }` (its 413 and 415 texts, docs/product/files.md
 * §2), else for a 413 or 415 without one (a proxy's page) the server's own words for it — the purpose's
 * limit, or KIND_REFUSED — else the failure's own words.
 */
export function uploadFailureMessage(error: unknown, purpose: FilePurpose): string {
  const rule = FILE_RULES[purpose];
  if (error instanceof ApiError) {
    const message = error.json?.message;
    if (typeof message === "string" && message.trim() !== "") return message.trim();
    if (error.status === 413) return `File is too large (at most ${rule.maxLabel})`;
    if (error.status === 415) return KIND_REFUSED[purpose];
    return `The upload failed (${error.status})`;
  }
  if (error instanceof Error && error.message) return error.message;
  return "The upload failed";
}

/** The multipart body of POST /api/files: `purpose` before `file`, so the server knows the limit before the bytes. */
export function uploadBody(file: Blob, purpose: FilePurpose, name?: string): FormData {
  const body = new FormData();
  body.append("purpose", purpose);
  if (name === undefined) body.append("file", file);
  else body.append("file", file, name);
  return body;
}

/**
 * POST /api/files (docs/product/files.md §2) with XMLHttpRequest, which, unlike fetch, reports the upload's
 * progress. The answer is the stored file (`{ url, name, size, contentType }`, checked against its schema in
 * development and tests), or an ApiError carrying the server's `{ message }` (413 too large, 415 wrong kind,
 * 400 …).
 */
export function uploadFile(
  file: File,
  purpose: FilePurpose,
  onProgress?: (progress: UploadProgress) => void,
): Upload {
  const xhr = new XMLHttpRequest();
  const done = new Promise<UploadedFileDto>((resolve, reject) => {
    xhr.open("POST", FILES_URL);
    xhr.withCredentials = true;
    xhr.upload.onprogress = (event) => {
      const total = event.lengthComputable ? event.total : file.size;
      onProgress?.({ loaded: event.loaded, total, percent: percentOf(event.loaded, total) });
    };
    xhr.onload = () => {
      const text = typeof xhr.responseText === "string" ? xhr.responseText : "";
      if (xhr.status < 200 || xhr.status >= 300) {
        reject(new ApiError(xhr.status, text, xhr.statusText));
        return;
      }
      let data: unknown;
      try {
        data = JSON.parse(text);
      } catch {
        reject(new ApiError(xhr.status, text, "The server's answer could not be read"));
        return;
      }
      checkResponse(uploadedFileDtoSchema, data, `POST ${FILES_URL}`).then(resolve, reject);
    };
    xhr.onerror = () => reject(new UploadNetworkError());
    xhr.onabort = () => reject(new UploadAbortedError());
    xhr.send(uploadBody(file, purpose));
  });
  return { done, abort: () => xhr.abort() };
}
