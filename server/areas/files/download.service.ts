import type { Readable } from "node:stream";
import { FILE_NAME_PATTERN } from "../../../shared/files/files.schema";
import { notFound } from "../../lib/errors";
import type { ByteRange } from "../../lib/file-storage";
import type { RequestContext } from "../../lib/transactional";
import type { Actor } from "../auth/sessions.service";
import { canReadFile, findFileRecord } from "./file-access";
import type { uploadedFiles } from "./files.table";

/** Serving a stored file to those who may read it (docs/product/files.md §3). */

export const FILE_NOT_FOUND = "File not found";

type UploadedFile = typeof uploadedFiles.$inferSelect;

/** A file the actor may read (docs/product/files.md §3); 404 'File not found' otherwise, never 403. */
export async function findReadableFile(
  ctx: RequestContext,
  actor: Actor,
  name: string,
): Promise<UploadedFile> {
  const file = FILE_NAME_PATTERN.test(name) ? await findFileRecord(ctx.db, name) : undefined;
  if (!file || !(await canReadFile(ctx.db, actor, file))) throw notFound(FILE_NOT_FOUND);
  return file;
}

/** What a download answers: the whole file (200), a range of it (206), or 416 for a range past its end. */
export type Download =
  | { status: 200; size: number; stream: Readable }
  | { status: 206; size: number; range: ByteRange; stream: Readable }
  | { status: 416; size: number };

/** Opens a readable file for download, honouring a single `Range: bytes=…` (docs/product/files.md §3). */
export async function openDownload(
  ctx: RequestContext,
  file: UploadedFile,
  rangeHeader: string | undefined,
): Promise<Download> {
  const size = await ctx.files.size(file.name);
  if (size === null) throw notFound(FILE_NOT_FOUND);
  const range = parseRange(rangeHeader, size);
  if (range === "unsatisfiable") return { status: 416, size };
  const opened = await ctx.files.open(file.name, range ?? undefined);
  if (!opened) throw notFound(FILE_NOT_FOUND);
  return range
    ? { status: 206, size: opened.size, range, stream: opened.stream }
    : { status: 200, size: opened.size, stream: opened.stream };
}

/**
 * A single byte range (`bytes=a-b`, `a-`, `-n`) of a file of `size` bytes, its end cut to the file's;
 * "unsatisfiable" when it starts past the end; null — the whole file — without a header, for several
 * ranges or one that does not parse (a server may ignore those and send the whole file, as browsers expect).
 */
export function parseRange(header: string | undefined, size: number): ByteRange | "unsatisfiable" | null {
  const match = header ? /^bytes=\s*(\d*)\s*-\s*(\d*)\s*$/i.exec(header.trim()) : null;
  if (!match) return null;
  const [, first = "", last = ""] = match;
  if (first === "" && last === "") return null;
  if (first === "") {
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return "unsatisfiable";
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  if (last !== "" && Number(last) < start) return null;
  if (start >= size) return "unsatisfiable";
  return { start, end: last === "" ? size - 1 : Math.min(Number(last), size - 1) };
}

/**
 * The Content-Disposition of a download: always `attachment`, with the cleaned original name. An uploaded
 * PDF or video is nobody's page of this app, so a browser saves it rather than opening it at the app's
 * origin (issue 13 §7); a `<video>` element still plays it, as media ignore the header.
 */
export function contentDispositionOf(file: UploadedFile): string {
  const ascii = file.originalName.replace(/[^\x20-\x7e]|["\\]/g, "_");
  const encoded = encodeURIComponent(file.originalName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
