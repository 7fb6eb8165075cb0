import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildAdmin, buildCompany, buildEmployee, buildUser } from "../../db/seed/factories";
import { signIn } from "../../test/accounts";
import { type Client, createTestApp, type TestApp } from "../../test/harness";
import { uploadedFiles } from "../files/files.table";
import { securityLogs } from "../security-logs/security-logs.table";
import { buildCandidate, buildJob, buildUploadedFile } from "./recruitment.fixtures";

/** Candidates (docs/product/recruitment.md §1, §3, §5). */

type Caller = Client & { userId: number; companyId: number | null };

let t: TestApp;
let own: { id: number };
let other: { id: number };
let admin: Caller;
let otherAdmin: Caller;
let root: Caller;
let employee: Client;
let job: { id: number; companyId: number };
let theirJob: { id: number; companyId: number };

const as = async (user: { id: number; username: string; password: string }, companyId: number | null) =>
  Object.assign(await signIn(t, user.username, user.password), { userId: user.id, companyId });

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  own = await buildCompany(db, { name: "Kochi Labs" });
  other = await buildCompany(db, { name: "Pune Works" });
  admin = await as(await buildAdmin(db, own.id), own.id);
  otherAdmin = await as(await buildAdmin(db, other.id), other.id);
  root = await as(await buildUser(db, { role: "SUPER_ADMIN" }), null);
  const e = await buildEmployee(db, own.id);
  employee = await signIn(t, e.username, e.password);
  job = await buildJob(db, own.id, { title: "Backend Engineer", department: "Engineering" });
  theirJob = await buildJob(db, other.id, { title: "Accountant", department: "Finance" });
});
afterAll(() => t?.close());

const cvOf = (caller: Caller) => buildUploadedFile(t.database.db, caller);
const fileRow = (url: string) =>
  t.database.db
    .select()
    .from(uploadedFiles)
    .where(eq(uploadedFiles.name, url.split("/").at(-1)!));

async function fields(caller: Caller = admin, overrides: Record<string, unknown> = {}) {
  return {
    jobId: job.id,
    name: "Priya Nair",
    relevantExperience: 3.5,
    expectedCtc: 1200000,
    cvFilePath: await cvOf(caller),
    ...overrides,
  };
}

describe("adding a candidate", () => {
  it("adds one to a job of the company with the defaults and the job's title and department, and logs it", async () => {
    const body = await fields(admin, { jobId: String(job.id) });
    const res = await admin.post("/api/candidates", body);
    expect(res.statusCode).toBe(201);
    const candidate = res.json();
    expect(candidate).toMatchObject({
      jobId: job.id,
      companyId: own.id,
      jobTitle: "Backend Engineer",
      jobDepartment: "Engineering",
      name: "Priya Nair",
      relevantExperience: 3.5,
      expectedCtc: 1200000,
      joinTimeframe: "Immediately",
      communicationSkillRating: 7,
      status: "Applied",
      cvFilePath: body.cvFilePath,
      introVideoPath: null,
    });
    const logs = await t.database.db
      .select()
      .from(securityLogs)
      .where(eq(securityLogs.action, "CANDIDATE_CREATED"));
    expect(logs.some((l) => l.resourceId === String(candidate.id) && l.companyId === own.id)).toBe(true);
  });

  it.each([
    ["name", "", "Candidate name is required"],
    ["relevantExperience", -0.5, "Experience cannot be negative"],
    ["relevantExperience", 1.25, "Experience must be in steps of 0.5 years"],
    ["expectedCtc", -1, "Expected CTC cannot be negative"],
    ["communicationSkillRating", 0, "Rating must be at least 1"],
    ["communicationSkillRating", 11, "Rating cannot exceed 10"],
    ["cvFilePath", "", "CV file is required"],
    ["cvFilePath", undefined, "CV file is required"],
    ["cvFilePath", "https://evil.example/cv.pdf", "CV file must be a file uploaded here"],
    ["status", "Hired", "Choose a status from the list"],
    ["joinTimeframe", "Tomorrow", "Choose a join timeframe from the list"],
  ])("answers 400 when %s is %j: %s", async (field, value, message) => {
    const res = await admin.post("/api/candidates", await fields(admin, { [field]: value }));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it("refuses a job of another company (404) and a file the caller may not use (400)", async () => {
    const onTheirJob = await admin.post("/api/candidates", await fields(admin, { jobId: theirJob.id }));
    expect(onTheirJob.statusCode).toBe(404);
    expect(onTheirJob.json().message).toBe("Job not found");

    const theirCv = await cvOf(otherAdmin);
    const withTheirCv = await admin.post("/api/candidates", await fields(admin, { cvFilePath: theirCv }));
    expect(withTheirCv.statusCode).toBe(400);
    expect(withTheirCv.json().message).toBe("CV file must be a file uploaded here");

    const video = await buildUploadedFile(t.database.db, admin, "video");
    const videoAsCv = await admin.post("/api/candidates", await fields(admin, { cvFilePath: video }));
    expect(videoAsCv.statusCode).toBe(400);
  });

  it("takes an intro video the caller uploaded", async () => {
    const introVideoPath = await buildUploadedFile(t.database.db, admin, "video");
    const res = await admin.post("/api/candidates", await fields(admin, { introVideoPath }));
    expect(res.statusCode).toBe(201);
    expect(res.json().introVideoPath).toBe(introVideoPath);
  });

  it("lets a SUPER_ADMIN add a candidate to any company's job", async () => {
    const res = await root.post("/api/candidates", await fields(root, { jobId: theirJob.id }));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ companyId: other.id, jobTitle: "Accountant" });
  });

  it("keeps an EMPLOYEE out", async () => {
    expect((await employee.get("/api/candidates")).statusCode).toBe(403);
    expect((await employee.post("/api/candidates", await fields())).statusCode).toBe(403);
  });
});

describe("listing candidates", () => {
  it("filters by job and status, and pages with X-Total-Count", async () => {
    const listed = await buildJob(t.database.db, own.id, { title: "Listed" });
    for (const status of ["Applied", "Interview", "Interview"]) {
      await buildCandidate(t.database.db, listed, { status });
    }
    const all = await admin.get(`/api/candidates?jobId=${listed.id}&limit=2`);
    expect(all.headers["x-total-count"]).toBe("3");
    expect(all.json()).toHaveLength(2);
    const interviews = (await admin.get(`/api/candidates?jobId=${listed.id}&status=Interview`)).json();
    expect(interviews).toHaveLength(2);
    const ofJob = (await admin.get(`/api/jobs/${listed.id}/candidates`)).json();
    expect(ofJob.map((c: { jobTitle: string }) => c.jobTitle)).toEqual(["Listed", "Listed", "Listed"]);
  });

  it("never widens an ADMIN's view with companyId or another company's jobId", async () => {
    const theirs = await buildCandidate(t.database.db, theirJob, { name: "Their Candidate" });
    const named = (await admin.get(`/api/candidates?companyId=${other.id}`)).json() as {
      companyId: number;
    }[];
    expect(named.every((c) => c.companyId === own.id)).toBe(true);
    const byJob = (await admin.get(`/api/candidates?jobId=${theirJob.id}`)).json();
    expect(byJob).toEqual([]);
    expect((await admin.get(`/api/jobs/${theirJob.id}/candidates`)).statusCode).toBe(404);
    const rootView = (await root.get(`/api/candidates?companyId=${other.id}`)).json() as { id: number }[];
    expect(rootView.some((c) => c.id === theirs.id)).toBe(true);
  });
});

describe("changing a candidate", () => {
  it("moves a candidate to any status, logs from and to, and the job card counts follow", async () => {
    const moving = await buildJob(t.database.db, own.id, { title: "Moving" });
    const created = (await admin.post("/api/candidates", await fields(admin, { jobId: moving.id }))).json();
    for (const status of ["Joined", "Rejected", "Interview"]) {
      const res = await admin.put(`/api/candidates/${created.id}`, { ...created, status });
      expect(res.statusCode).toBe(200);
      expect(res.json().status).toBe(status);
    }
    expect((await admin.get(`/api/jobs/${moving.id}`)).json().candidateCounts).toEqual({
      total: 1,
      new: 0,
      inProcess: 1,
      success: 0,
    });
    const logs = await t.database.db
      .select()
      .from(securityLogs)
      .where(eq(securityLogs.action, "CANDIDATE_UPDATED"));
    const mine = logs.filter((l) => l.resourceId === String(created.id));
    expect(mine.map((l) => l.metadata)).toContainEqual({ from: "Rejected", to: "Interview" });
  });

  it("moves a candidate on the board by status alone, keeping every other field someone else changed", async () => {
    const created = (await admin.post("/api/candidates", await fields())).json();
    const newCv = await cvOf(admin);
    await admin.put(`/api/candidates/${created.id}`, {
      ...created,
      cvFilePath: newCv,
      communicationSkillRating: 9,
    });
    const moved = await admin.patch(`/api/candidates/${created.id}/status`, { status: "Offered" });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({ status: "Offered", cvFilePath: newCv, communicationSkillRating: 9 });
    const bad = await admin.patch(`/api/candidates/${created.id}/status`, { status: "Hired" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe("Choose a status from the list");
    const theirs = await buildCandidate(t.database.db, theirJob);
    expect((await admin.patch(`/api/candidates/${theirs.id}/status`, { status: "Joined" })).statusCode).toBe(
      404,
    );
    expect(
      (await employee.patch(`/api/candidates/${created.id}/status`, { status: "Joined" })).statusCode,
    ).toBe(403);
    const logs = await t.database.db
      .select()
      .from(securityLogs)
      .where(eq(securityLogs.action, "CANDIDATE_UPDATED"));
    expect(logs.filter((l) => l.resourceId === String(created.id)).map((l) => l.metadata)).toContainEqual({
      from: "Applied",
      to: "Offered",
    });
  });

  it("answers 404 for another company's candidate and keeps a candidate in their company", async () => {
    const theirs = await buildCandidate(t.database.db, theirJob);
    const body = { ...(await fields()), jobId: theirJob.id, cvFilePath: theirs.cvFilePath };
    expect((await admin.put(`/api/candidates/${theirs.id}`, body)).statusCode).toBe(404);
    expect((await admin.delete(`/api/candidates/${theirs.id}`)).statusCode).toBe(404);

    const mine = (await root.post("/api/candidates", await fields(root))).json();
    const moved = await root.put(`/api/candidates/${mine.id}`, { ...mine, jobId: theirJob.id });
    expect(moved.statusCode).toBe(400);
    expect(moved.json().message).toBe("The job must belong to the candidate's company");
  });

  it("releases a replaced CV, and deleting a candidate releases files nothing else uses", async () => {
    const first = await cvOf(admin);
    const created = (await admin.post("/api/candidates", await fields(admin, { cvFilePath: first }))).json();
    const second = await cvOf(admin);
    const replaced = await admin.put(`/api/candidates/${created.id}`, { ...created, cvFilePath: second });
    expect(replaced.statusCode).toBe(200);
    expect(await fileRow(first)).toEqual([]);
    expect(await fileRow(second)).toHaveLength(1);

    const sharer = await buildCandidate(t.database.db, job, { cvFilePath: second });
    expect((await admin.delete(`/api/candidates/${created.id}`)).statusCode).toBe(204);
    expect(await fileRow(second)).toHaveLength(1);
    expect((await admin.delete(`/api/candidates/${sharer.id}`)).statusCode).toBe(204);
    expect(await fileRow(second)).toEqual([]);
    expect((await admin.delete(`/api/candidates/${sharer.id}`)).statusCode).toBe(404);
  });
});
