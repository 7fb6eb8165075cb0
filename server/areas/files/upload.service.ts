import { randomBytes } from "node:crypto";
import { PassThrough, type Readable } from "node:stream";
import { sql } from "drizzle-orm";
import { isAdministrator } from "../../../shared/auth/actor";
import {
  FILE_MAX_BYTES,
  FILE_RULES,
  type FilePurpose,
  filePurposeSchema,
  KIND_REFUSED,
  type UploadedFileDto,
} from "../../../shared/files/files.schema";
import { loggedWith, logParams, type RequestOrigin } from "../../lib/audit";
import { AppError, authorize, badRequest } from "../../lib/errors";
import { detectFileKind, FILE_KINDS, type FileKind, SNIFF_BYTES } from "../../lib/file-kinds";
import { type FileStorage, fileTooLarge } from "../../lib/file-storage";
import { preparedOnce } from "../../lib/prepared";
import type { RequestContext } from "../../lib/transactional";
import type { Actor } from "../auth/sessions.service";
import { fileUrlOf } from "./file-access";
import { uploadedFiles } from "./files.table";

/** Receiving an upload: its parts, its kind, its bytes, its record (docs/product/files.md §2). */

export const FILE_REQUIRED = "File is required";
const UPLOAD_CUT_SHORT = "The upload was interrupted";
const ONE_FILE = "Only one file can be uploaded at a time";
const NOT_MULTIPART = "The upload is not a valid multipart form";
const TOO_MANY_PARTS = "The upload has too many parts";
const FILE_FIELD_ONLY = "Send the file in the field named file";

/** One part of a multipart body, as @fastify/multipart hands it over. */
export type UploadPart =
  | { type: "field"; fieldname: string; value: unknown }
  | { type: "file"; fieldname: string; filename: string; file: Readable };

/** What came in as the `file` part: its kind (null when it is none we accept) and, once stored, its name. */
interface ReceivedFile {
  kind: FileKind | null;
  name: string | null;
  size: number;
  originalName: string;
}

/**
 * Stores an uploaded file (docs/product/files.md §2): ADMIN or SUPER_ADMIN; `purpose` and `file` may come
 * in either order. The first bytes decide the kind before anything is written; the size is limited while
 * the bytes stream to disk (the purpose's limit when it came first, the largest otherwise). The record is
 * one statement with its security-log row, written after the bytes, so no transaction is held while they
 * arrive. A refused upload leaves nothing on disk.
 */
export async function uploadFile(
  ctx: RequestContext,
  actor: Actor,
  parts: AsyncIterable<UploadPart>,
  origin: RequestOrigin,
): Promise<UploadedFileDto> {
  authorize(isAdministrator(actor));
  let purpose: FilePurpose | undefined;
  let received: ReceivedFile | undefined;
  try {
    for await (const part of inProductWords(parts)) {
      if (part.type === "field") {
        if (part.fieldname !== "purpose" || purpose !== undefined) continue;
        purpose = purposeOf(part.value);
        if (received) requireFits(received, purpose);
      } else if (part.fieldname !== "file") {
        discard(part.file);
        throw badRequest(FILE_FIELD_ONLY);
      } else if (received) {
        discard(part.file);
      } else {
        received = await receiveFile(ctx.files, part, purpose);
      }
    }
    if (!received) throw badRequest(FILE_REQUIRED);
    const chosen = purpose ?? purposeOf(undefined);
    return await recordUpload(ctx, actor, chosen, requireFits(received, chosen), origin);
  } catch (error) {
    const stored = received?.name;
    if (stored) await ctx.files.remove(stored).catch(() => {});
    throw error;
  }
}

/**
 * The parser's refusals in the product's words, all 400: a second file, too many parts, and a body that is
 * not a multipart form at all (no boundary, cut framing) — never a 500.
 */
async function* inProductWords(parts: AsyncIterable<UploadPart>): AsyncGenerator<UploadPart> {
  try {
    yield* parts;
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: unknown }).code;
    if (code === "FST_FILES_LIMIT") throw badRequest(ONE_FILE);
    if (code === "FST_PARTS_LIMIT" || code === "FST_FIELDS_LIMIT") throw badRequest(TOO_MANY_PARTS);
    throw badRequest(NOT_MULTIPART);
  }
}

function purposeOf(value: unknown): FilePurpose {
  const parsed = filePurposeSchema.safeParse(value);
  if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? "Invalid purpose");
  return parsed.data;
}

/** 415 unless the kind is one the purpose accepts, 413 when the file is over the purpose's limit. */
function requireFits(
  file: ReceivedFile,
  purpose: FilePurpose,
): ReceivedFile & { kind: FileKind; name: string } {
  const rule = FILE_RULES[purpose];
  const { kind, name } = file;
  if (!kind || !name || !(rule.kinds as readonly FileKind[]).includes(kind)) {
    throw new AppError(415, KIND_REFUSED[purpose]);
  }
  if (file.size > rule.maxBytes) throw fileTooLarge(rule.maxBytes);
  return { ...file, kind, name };
}

/**
 * Reads the first bytes, decides the kind, then streams the rest to the storage under a name the server
 * makes. A kind the purpose refuses (or that no purpose accepts) is not written: its bytes are dropped.
 */
async function receiveFile(
  storage: FileStorage,
  part: Extract<UploadPart, { type: "file" }>,
  purpose: FilePurpose | undefined,
): Promise<ReceivedFile> {
  const head = await readHead(part.file, SNIFF_BYTES);
  const kind = detectFileKind(head.bytes);
  const originalName = cleanFileName(part.filename, kind);
  const accepted =
    kind !== null && (!purpose || (FILE_RULES[purpose].kinds as readonly FileKind[]).includes(kind));
  if (!accepted) {
    discard(part.file);
    if (purpose) throw new AppError(415, KIND_REFUSED[purpose]);
    return { kind: null, name: null, size: 0, originalName };
  }
  const name = `${randomBytes(16).toString("hex")}.${FILE_KINDS[kind].extension}`;
  const maxBytes = purpose ? FILE_RULES[purpose].maxBytes : FILE_MAX_BYTES;
  try {
    const size = await storage.save(name, restOf(part.file, head), maxBytes);
    return { kind, name, size, originalName };
  } catch (error) {
    discard(part.file);
    throw error;
  }
}

/**
 * The first `limit` bytes of a stream (a little more, to a chunk's end), leaving the stream paused. A part
 * the parser gave up on (the body ended inside it, or the browser went away) is 400.
 */
function readHead(file: Readable, limit: number): Promise<{ bytes: Buffer; ended: boolean }> {
  // The parser may have run ahead and dropped the part before it is read here.
  if (isCutShort(file)) return Promise.reject(new AppError(400, UPLOAD_CUT_SHORT));
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let length = 0;
    const stop = () => {
      file.off("data", onData);
      file.off("end", onEnd);
      file.off("error", onError);
      file.off("close", onClose);
    };
    const finish = (ended: boolean) => {
      stop();
      resolve({ bytes: Buffer.concat(chunks), ended });
    };
    const onData = (chunk: Buffer) => {
      chunks.push(chunk);
      length += chunk.length;
      if (length >= limit) {
        file.pause();
        finish(false);
      }
    };
    const onEnd = () => finish(true);
    const onError = () => {
      stop();
      reject(new AppError(400, UPLOAD_CUT_SHORT));
    };
    const onClose = () => {
      if (!file.readableEnded) onError();
    };
    file.on("data", onData);
    file.once("end", onEnd);
    file.once("error", onError);
    file.once("close", onClose);
  });
}

/** The whole file again: the head already read, then the rest as it arrives. */
function restOf(file: Readable, head: { bytes: Buffer; ended: boolean }): Readable {
  const body = new PassThrough();
  if (head.ended) {
    body.end(head.bytes);
    return body;
  }
  body.write(head.bytes);
  // `pipe` passes on neither a failure nor a cut-off upload: the storage must hear of both.
  const cutShort = () => body.destroy(new AppError(400, UPLOAD_CUT_SHORT));
  if (isCutShort(file)) {
    cutShort();
    return body;
  }
  file.once("error", cutShort);
  file.once("close", () => {
    if (!file.readableEnded) cutShort();
  });
  file.pipe(body);
  return body;
}

const isCutShort = (file: Readable) => (file.destroyed || file.errored !== null) && !file.readableEnded;

/**
 * Reads a part to its end without keeping it: the parser must see every part's end to reach the body's
 * end, and destroying the part instead would stall it.
 */
function discard(file: Readable): void {
  file.unpipe();
  file.on("error", () => {});
  file.resume();
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const INVISIBLE = /[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069"]/g;

/**
 * The uploader's file name, kept only as the download's suggested name: without folders, control and
 * direction-changing characters (which could show "cv.pdf" for "fdp.exe") or quotes, at most 255
 * characters; `file.<ext>` when nothing is left.
 */
export function cleanFileName(raw: string | undefined, kind: FileKind | null): string {
  const base = (raw ?? "").split(/[\\/]/).pop() ?? "";
  const cleaned = Array.from(base.replace(INVISIBLE, "").replace(/\s+/g, " ").trim())
    .slice(0, 255)
    .join("")
    .trim();
  return cleaned || `file.${kind ? FILE_KINDS[kind].extension : "bin"}`;
}

/**
 * The file's record and its security-log row in one statement (lib/audit.ts, loggedWith), prepared: both are
 * written or neither. The row names the file by its stored name.
 */
const insertUpload = preparedOnce("upload_insert", (db, name) =>
  db
    .with(loggedWith(db))
    .insert(uploadedFiles)
    .values({
      name: sql.placeholder("name"),
      purpose: sql.placeholder("purpose"),
      contentType: sql.placeholder("contentType"),
      size: sql.placeholder("size"),
      originalName: sql.placeholder("originalName"),
      companyId: sql.placeholder("companyId"),
      uploadedBy: sql.placeholder("uploadedBy"),
    })
    .prepare(name),
);

async function recordUpload(
  ctx: RequestContext,
  actor: Actor,
  purpose: FilePurpose,
  file: { kind: FileKind; name: string; size: number; originalName: string },
  origin: RequestOrigin,
): Promise<UploadedFileDto> {
  const { contentType } = FILE_KINDS[file.kind];
  await insertUpload(ctx.db).execute({
    name: file.name,
    purpose,
    contentType,
    size: file.size,
    originalName: file.originalName,
    companyId: actor.companyId,
    uploadedBy: actor.userId,
    ...logParams(origin, {
      level: "INFO",
      action: "FILE_UPLOADED",
      userId: actor.userId,
      companyId: actor.companyId,
      resourceType: "file",
      resourceId: file.name,
      message: `File "${file.originalName}" uploaded as ${purpose}`,
      metadata: { purpose, size: file.size, contentType },
    }),
  });
  return { url: fileUrlOf(file.name), name: file.originalName, size: file.size, contentType };
}
