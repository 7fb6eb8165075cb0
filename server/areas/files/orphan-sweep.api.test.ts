import { utimes, writeFile } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildAdmin, buildCompany } from "../../db/seed/factories";
import { type FileStorage, fileStorageIn } from "../../lib/file-storage";
import { createTestApp, type TestApp } from "../../test/harness";
import { buildCandidate, buildJob } from "../recruitment/recruitment.fixtures";
import { uploadedFiles } from "./files.table";
import { ORPHAN_AGE_MS, sweepOrphanFiles } from "./orphan-sweep";

/** Unused uploads are deleted a day after they arrived (docs/product/files.md §4). */

let t: TestApp;
let files: FileStorage;
let uploader: { id: number; companyId: number };
let company: { id: number };

const NOW = new Date("2030-06-01T12:00:00Z");
const DAY_OLD = new Date(NOW.getTime() - ORPHAN_AGE_MS - 60_000);
const FRESH = new Date(NOW.getTime() - 60_000);

beforeAll(async () => {
  t = await createTestApp();
  files = fileStorageIn(t.config.dataDir);
  company = await buildCompany(t.database.db, { name: "Sweep Co" });
  const admin = await buildAdmin(t.database.db, company.id);
  uploader = { id: admin.id, companyId: company.id };
});
afterAll(() => t?.close());

let serial = 0;
async function stored(createdAt: Date) {
  const name = `${(++serial).toString(16).padStart(32, "0")}.pdf`;
  await files.save(name, Readable.from([Buffer.from("%PDF-1.4\n%%EOF\n")]), 1024);
  await t.database.db.insert(uploadedFiles).values({
    name,
    purpose: "cv",
    contentType: "application/pdf",
    size: 15,
    originalName: "cv.pdf",
    companyId: uploader.companyId,
    uploadedBy: uploader.id,
    createdAt,
  });
  return name;
}
const rowOf = (name: string) =>
  t.database.db.select().from(uploadedFiles).where(eq(uploadedFiles.name, name));

describe("the sweep of unused uploads", () => {
  it("deletes day-old files nothing names, keeps named and fresh ones, and clears interrupted writes", async () => {
    const orphan = await stored(DAY_OLD);
    const named = await stored(DAY_OLD);
    const fresh = await stored(FRESH);
    await buildCandidate(t.database.db, await buildJob(t.database.db, company.id), {
      cvFilePath: `/api/files/${named}`,
    });
    const dir = path.join(t.config.dataDir, "uploads", "files");
    const leftover = path.join(dir, ".upload-0123456789abcdef.tmp");
    await writeFile(leftover, "half a file");
    await utimes(leftover, DAY_OLD, DAY_OLD);

    expect(await sweepOrphanFiles(t.database.db, files, NOW)).toEqual({ files: 1, leftovers: 1 });
    expect(await rowOf(orphan)).toEqual([]);
    expect(await files.size(orphan)).toBeNull();
    for (const kept of [named, fresh]) {
      expect(await rowOf(kept)).toHaveLength(1);
      expect(await files.size(kept)).toBe(15);
    }
    expect(await sweepOrphanFiles(t.database.db, files, NOW)).toEqual({ files: 0, leftovers: 0 });
  });
});
