import { and, asc, eq, gt, lt } from "drizzle-orm";
import type { Database } from "../../db/client";
import type { FileStorage } from "../../lib/file-storage";
import { fileUrlOf, isFileUsed } from "./file-access";
import { uploadedFiles } from "./files.table";

/**
 * Uploads nothing ever named (a dialog closed without saving) are deleted a day after they arrived, with
 * what interrupted writes left on disk (docs/product/files.md §4). The sweep runs outside any request.
 */
export const ORPHAN_AGE_MS = 24 * 60 * 60 * 1000;
const BATCH = 200;

export interface SweepResult {
  files: number;
  leftovers: number;
}

export async function sweepOrphanFiles(db: Database, files: FileStorage, now: Date): Promise<SweepResult> {
  const cutoff = new Date(now.getTime() - ORPHAN_AGE_MS);
  let removed = 0;
  let after = 0;
  for (;;) {
    const batch = await db
      .select({ id: uploadedFiles.id, name: uploadedFiles.name })
      .from(uploadedFiles)
      .where(and(lt(uploadedFiles.createdAt, cutoff), gt(uploadedFiles.id, after)))
      .orderBy(asc(uploadedFiles.id))
      .limit(BATCH);
    for (const file of batch) {
      if (await releaseIfUnused(db, file.name)) {
        await files.remove(file.name);
        removed++;
      }
    }
    if (batch.length < BATCH) break;
    after = batch.at(-1)!.id;
  }
  return { files: removed, leftovers: await files.removeLeftovers(cutoff) };
}

/**
 * Deletes a file's row when no record names it, with the row locked first: a request attaching the file
 * at the same moment either commits before (and the file stays) or waits and then finds it gone.
 */
function releaseIfUnused(db: Database, name: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: uploadedFiles.id })
      .from(uploadedFiles)
      .where(eq(uploadedFiles.name, name))
      .for("update", { skipLocked: true });
    if (!row || (await isFileUsed(tx, fileUrlOf(name)))) return false;
    await tx.delete(uploadedFiles).where(eq(uploadedFiles.id, row.id));
    return true;
  });
}

/** Sweeps now and then every `everyMs` until stopped; failures are logged, never thrown. */
export function scheduleOrphanSweep(
  run: () => Promise<SweepResult>,
  log: { info(o: object, m: string): void; error(o: object, m: string): void },
  everyMs = 6 * 60 * 60 * 1000,
): () => void {
  const sweep = () =>
    run().then(
      (result) => {
        if (result.files || result.leftovers) log.info(result, "unused uploads removed");
      },
      (error: unknown) => log.error({ err: error }, "the sweep of unused uploads failed"),
    );
  const first = setTimeout(sweep, 60_000);
  const timer = setInterval(sweep, everyMs);
  first.unref();
  timer.unref();
  return () => {
    clearTimeout(first);
    clearInterval(timer);
  };
}
