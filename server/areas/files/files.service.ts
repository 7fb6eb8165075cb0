import { inArray } from "drizzle-orm";
import { FILE_URL_PATTERN, type FilePurpose } from "../../../shared/files/files.schema";
import { badRequest } from "../../lib/errors";
import type { RequestContext } from "../../lib/transactional";
import type { Actor } from "../auth/sessions.service";
import { canReadFile, fileUrlOf, findFileRecord, usedFileUrls } from "./file-access";
import { uploadedFiles } from "./files.table";

/** Attaching uploaded files to records and releasing them (docs/product/files.md §4). */

/** Files released per statement: a job deleted with thousands of candidates takes a few batches. */
const RELEASE_BATCH = 500;

/** The stored name in a file URL, or null when the value is not one. */
const nameOfUrl = (url: string): string | null =>
  FILE_URL_PATTERN.test(url) ? url.slice("/api/files/".length) : null;

/**
 * For a service about to store a file URL on a record: 400 with `message` unless the file exists, was
 * uploaded for `purpose`, and the actor may read it — so nobody attaches another company's file to gain
 * access to it. The file's row stays locked until the request commits, so it cannot be released meanwhile.
 */
export async function requireAttachableFile(
  ctx: RequestContext,
  actor: Actor,
  url: string,
  purpose: FilePurpose,
  message: string,
): Promise<void> {
  const name = nameOfUrl(url);
  const file = name ? await findFileRecord(ctx.db, name, true) : undefined;
  if (!file || file.purpose !== purpose || !(await canReadFile(ctx.db, actor, file))) {
    throw badRequest(message);
  }
}

/**
 * After a record stops naming file URLs (deleted, or its file replaced): each file no record names any
 * more loses its row in the current transaction, and its bytes once that commits.
 */
export async function releaseUnusedFiles(
  ctx: RequestContext,
  urls: (string | null | undefined)[],
): Promise<void> {
  const names = [
    ...new Set(urls.map((url) => (url ? nameOfUrl(url) : null)).filter((name) => name !== null)),
  ];
  for (let i = 0; i < names.length; i += RELEASE_BATCH) {
    const batch = names.slice(i, i + RELEASE_BATCH);
    // Lock the rows first, so a request attaching one of the files meanwhile is either seen here or waits.
    const rows = await ctx.db
      .select({ name: uploadedFiles.name })
      .from(uploadedFiles)
      .where(inArray(uploadedFiles.name, batch))
      .for("update");
    const used = await usedFileUrls(
      ctx.db,
      rows.map((row) => fileUrlOf(row.name)),
    );
    const unused = rows.map((row) => row.name).filter((name) => !used.has(fileUrlOf(name)));
    if (unused.length === 0) continue;
    await ctx.db.delete(uploadedFiles).where(inArray(uploadedFiles.name, unused));
    ctx.afterCommit(async () => {
      for (const name of unused) await ctx.files.remove(name);
    });
  }
}
