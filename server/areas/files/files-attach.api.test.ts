import { existsSync } from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fileStorageIn } from "../../lib/file-storage";
import type { AfterCommitTask, RequestContext } from "../../lib/transactional";
import { createTestApp, type TestApp } from "../../test/harness";
import type { Actor } from "../auth/sessions.service";
import { candidates } from "../recruitment/candidates.table";
import {
  buildFilesWorld,
  candidateNaming,
  type FilesWorld,
  fileNameOf,
  fileRowsOf,
  MP4,
  purposeAndFile,
  upload,
  uploadCv,
} from "./files.fixtures";
import { releaseUnusedFiles, requireAttachableFile } from "./files.service";

/** Attaching an upload to a record, and letting go of it when no record names it (docs/product/files.md). */

let t: TestApp;
let w: FilesWorld;

beforeAll(async () => {
  t = await createTestApp();
  w = await buildFilesWorld(t);
});
afterAll(() => t?.close());

/** A request context over a transaction, as the routes give services; after-commit tasks run after it. */
async function inTransaction(
  work: (ctx: RequestContext) => Promise<void>,
): Promise<{ afterCommit: () => Promise<void> }> {
  const tasks: AfterCommitTask[] = [];
  await t.database.db.transaction(async (tx) => {
    const ctx = {
      config: t.config,
      db: tx,
      files: fileStorageIn(t.config.dataDir),
      now: () => new Date(),
      afterCommit: (task: AfterCommitTask) => void tasks.push(task),
      inBackground: (task: AfterCommitTask) => void tasks.push(task),
    } as unknown as RequestContext;
    await work(ctx);
  });
  return {
    afterCommit: async () => {
      for (const task of tasks) await task();
    },
  };
}

const actorOf = (user: { id: number }, role: Actor["role"], companyId: number | null) =>
  ({ userId: user.id, role, companyId }) as Actor;

describe("requireAttachableFile", () => {
  const message = "CV file must be a file uploaded here";

  it("lets the uploader attach their file for its purpose", async () => {
    const url = await uploadCv(w.adminA);
    await inTransaction((ctx) =>
      requireAttachableFile(ctx, actorOf(w.adminAUser, "ADMIN", w.companyA.id), url, "cv", message),
    );
  });

  it("refuses another company's file, a file of another purpose, and a URL of no file (400 with the message)", async () => {
    const theirs = await uploadCv(w.adminB);
    const video = (await upload(w.adminA, purposeAndFile("video", MP4, "intro.mp4"))).json().url;
    const admin = actorOf(w.adminAUser, "ADMIN", w.companyA.id);
    for (const [url, purpose] of [
      [theirs, "cv"],
      [video, "cv"],
      [`/api/files/${"a".repeat(32)}.pdf`, "cv"],
      ["https://elsewhere.test/cv.pdf", "cv"],
    ] as const) {
      await expect(
        inTransaction((ctx) => requireAttachableFile(ctx, admin, url, purpose, message)),
      ).rejects.toMatchObject({
        statusCode: 400,
        message,
      });
    }
  });

  it("lets an admin attach a file a candidate of their company already names", async () => {
    const url = await uploadCv(w.adminA2);
    await candidateNaming(t.database.db, w.companyA.id, { cv: url });
    await inTransaction((ctx) =>
      requireAttachableFile(ctx, actorOf(w.adminAUser, "ADMIN", w.companyA.id), url, "cv", message),
    );
  });
});

describe("releaseUnusedFiles", () => {
  const rowOf = async (url: string) => (await fileRowsOf(t.database.db, url))[0];

  it("removes the row at once and the bytes after the commit, for a file no record names", async () => {
    const url = await uploadCv(w.adminA);
    const done = await inTransaction((ctx) => releaseUnusedFiles(ctx, [url, null, undefined]));
    expect(await rowOf(url)).toBeUndefined();
    expect(existsSync(path.join(w.uploadDir, fileNameOf(url)))).toBe(true);
    await done.afterCommit();
    expect(existsSync(path.join(w.uploadDir, fileNameOf(url)))).toBe(false);
  });

  it("keeps a file another candidate still names", async () => {
    const url = await uploadCv(w.adminA);
    const video = (await upload(w.adminA, purposeAndFile("video", MP4, "intro.mp4"))).json().url;
    const first = await candidateNaming(t.database.db, w.companyA.id, { cv: url, video });
    await candidateNaming(t.database.db, w.companyA.id, { cv: url, video: null });
    await t.database.db.delete(candidates).where(eq(candidates.id, first.id));
    const done = await inTransaction((ctx) => releaseUnusedFiles(ctx, [url, video]));
    await done.afterCommit();
    expect(await rowOf(url)).toBeDefined();
    expect(existsSync(path.join(w.uploadDir, fileNameOf(url)))).toBe(true);
    expect(await rowOf(video)).toBeUndefined();
    expect(existsSync(path.join(w.uploadDir, fileNameOf(video)))).toBe(false);
  });

  it("keeps row and bytes when the transaction rolls back", async () => {
    const url = await uploadCv(w.adminA);
    await expect(
      inTransaction(async (ctx) => {
        await releaseUnusedFiles(ctx, [url]);
        throw new Error("the candidate's change failed");
      }),
    ).rejects.toThrow("failed");
    expect(await rowOf(url)).toBeDefined();
    expect(existsSync(path.join(w.uploadDir, fileNameOf(url)))).toBe(true);
  });

  it("ignores URLs that are not uploaded files", async () => {
    await inTransaction((ctx) =>
      releaseUnusedFiles(ctx, ["https://elsewhere.test/cv.pdf", "", `/api/files/${"b".repeat(32)}.pdf`]),
    );
  });
});
