import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/client";
import { buildAdmin, buildCompany } from "../../db/seed/factories";
import { signIn } from "../../test/accounts";
import { type Client, createTestApp, type TestApp } from "../../test/harness";
import { whileHeld } from "../../test/held";
import { candidates } from "./candidates.table";
import { jobs } from "./jobs.table";
import { buildCandidate, buildJob, buildUploadedFile } from "./recruitment.fixtures";

/**
 * Two requests on one job or candidate at once (docs/product/recruitment.md §4): on PostgreSQL they run side
 * by side, so each holds its row's lock; PGlite runs transactions one after another and never meets this.
 */

let t: TestApp;
let companyId: number;
let admin: Client;
let uploader: { userId: number; companyId: number };
beforeAll(async () => {
  t = await createTestApp();
  companyId = (await buildCompany(t.database.db, { name: "Racing Recruiters" })).id;
  const hr = await buildAdmin(t.database.db, companyId);
  admin = await signIn(t, hr.username, hr.password);
  uploader = { userId: hr.id, companyId };
});
afterAll(() => t?.close());

const candidateOf = async (jobId: number, name: string) => ({
  jobId,
  name,
  relevantExperience: 2,
  expectedCtc: 900_000,
  cvFilePath: await buildUploadedFile(t.database.db, uploader),
});
const deletingJob = (jobId: number) => async (tx: Database) => {
  await tx.select().from(jobs).where(eq(jobs.id, jobId)).for("update");
  await tx.delete(jobs).where(eq(jobs.id, jobId));
};
const deletingCandidate = (id: number) => async (tx: Database) => {
  await tx.select().from(candidates).where(eq(candidates.id, id)).for("update");
  await tx.delete(candidates).where(eq(candidates.id, id));
};

describe.runIf(process.env.TEST_DB === "pg")("a job and its candidates changed at once", () => {
  it("a job deleted while a candidate is being added to it waits, then refuses with the count (409)", async () => {
    const job = await buildJob(t.database.db, companyId, { title: "Joined Meanwhile" });
    const res = await whileHeld(
      t.database.db,
      async (tx) => {
        // What adding a candidate holds (candidates.service.ts, createCandidate) until it commits.
        await tx.select().from(jobs).where(eq(jobs.id, job.id)).for("share");
        await tx.insert(candidates).values({ ...(await candidateOf(job.id, "Early Bird")), companyId });
      },
      () => admin.delete(`/api/jobs/${job.id}`),
    );
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json()).toMatchObject({ candidateCount: 1 });
    expect((await admin.get(`/api/jobs/${job.id}`)).statusCode).toBe(200);
  });

  it("a candidate added to a job being deleted: 404 'Job not found', not a server error", async () => {
    const job = await buildJob(t.database.db, companyId, { title: "Deleted Meanwhile" });
    const body = await candidateOf(job.id, "Late Comer");
    const res = await whileHeld(t.database.db, deletingJob(job.id), () =>
      admin.post("/api/candidates", body),
    );
    expect(res.statusCode, res.body).toBe(404);
    expect(res.json().message).toBe("Job not found");
  });

  it("a candidate moved to a job being deleted: 404, and they stay on their job", async () => {
    const staying = await buildJob(t.database.db, companyId, { title: "Staying" });
    const going = await buildJob(t.database.db, companyId, { title: "Going" });
    const candidate = await buildCandidate(t.database.db, staying, { name: "Mover" });
    const body = { ...(await candidateOf(going.id, "Mover")), cvFilePath: candidate.cvFilePath };
    const res = await whileHeld(t.database.db, deletingJob(going.id), () =>
      admin.put(`/api/candidates/${candidate.id}`, body),
    );
    expect(res.statusCode, res.body).toBe(404);
    const [row] = await t.database.db.select().from(candidates).where(eq(candidates.id, candidate.id));
    expect(row!.jobId).toBe(staying.id);
  });

  it("a candidate edited, or moved on the board, while being deleted: 404, not a server error", async () => {
    const job = await buildJob(t.database.db, companyId, { title: "Board" });
    const edited = await buildCandidate(t.database.db, job, { name: "Edited" });
    const editing = await whileHeld(t.database.db, deletingCandidate(edited.id), async () =>
      admin.put(`/api/candidates/${edited.id}`, {
        ...(await candidateOf(job.id, "Edited Again")),
        cvFilePath: edited.cvFilePath,
      }),
    );
    expect(editing.statusCode, editing.body).toBe(404);
    expect(editing.json().message).toBe("Candidate not found");

    const moved = await buildCandidate(t.database.db, job, { name: "Moved" });
    const moving = await whileHeld(t.database.db, deletingCandidate(moved.id), () =>
      admin.patch(`/api/candidates/${moved.id}/status`, { status: "Shortlisted" }),
    );
    expect(moving.statusCode, moving.body).toBe(404);
  });
});
