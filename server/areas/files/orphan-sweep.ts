import { and, asc, eq, gt, lt } from "drizzle-orm";
import type { Database } from "../../db/client";
import type { FileStorage } from "../../lib/file-storage";
import { type JobLog, schedulePeriodicJob } from "../../lib/periodic-job";
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

/** Sweeps a minute after start and then every `everyMs` until stopped (server/lib/periodic-job.ts). */
export function scheduleOrphanSweep(
  run: () => Promise<SweepResult>,
  log: JobLog,
  everyMs = 6 * 60 * 60 * 1000,
): () => void {
  return schedulePeriodicJob(
    {
      run,
      everyMs,
      firstAfterMs: 60_000,
      failure: "the sweep of unused uploads failed",
      report: (result, l) => {
        if (result.files || result.leftovers) l.info(result, "unused uploads removed");
      },
    },
    log,
  );
}
