import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildAdmin, buildCompany, buildEmployee, buildUser } from "../../db/seed/factories";
import { signIn } from "../../test/accounts";
import { type Client, createTestApp, type TestApp } from "../../test/harness";
import { uploadedFiles } from "../files/files.table";
import { securityLogs } from "../security-logs/security-logs.table";
import { candidates } from "./candidates.table";
import { buildCandidate, buildJob, buildUploadedFile, JOB_FIELDS } from "./recruitment.fixtures";

/** Jobs (docs/product/recruitment.md §1, §2, §4). */

let t: TestApp;
let own: { id: number };
let other: { id: number };
let admin: Client & { userId: number };
let otherAdmin: Client;
let root: Client;
let employee: Client;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  own = await buildCompany(db, { name: "Kochi Labs" });
  other = await buildCompany(db, { name: "Pune Works" });
  const a = await buildAdmin(db, own.id);
  admin = Object.assign(await signIn(t, a.username, a.password), { userId: a.id });
  const b = await buildAdmin(db, other.id);
  otherAdmin = await signIn(t, b.username, b.password);
  const s = await buildUser(db, { role: "SUPER_ADMIN" });
  root = await signIn(t, s.username, s.password);
  const e = await buildEmployee(db, own.id);
  employee = await signIn(t, e.username, e.password);
});
afterAll(() => t?.close());

const logsOf = (action: string) =>
  t.database.db.select().from(securityLogs).where(eq(securityLogs.action, action));

describe("posting a job", () => {
  it("puts an ADMIN's job in their own company, with its company and empty counts, and logs it", async () => {
    const res = await admin.post("/api/jobs", JOB_FIELDS);
    expect(res.statusCode).toBe(201);
    const job = res.json();
    expect(job).toMatchObject({
      ...JOB_FIELDS,
      companyId: own.id,
      company: { id: own.id, name: "Kochi Labs" },
      candidateCounts: { total: 0, new: 0, inProcess: 0, success: 0 },
    });
    const logs = await logsOf("JOB_CREATED");
    expect(logs.some((l) => l.resourceId === String(job.id) && l.companyId === own.id)).toBe(true);
  });

  it("refuses an ADMIN naming another company (404), and never creates the job there", async () => {
    const res = await admin.post("/api/jobs", { ...JOB_FIELDS, title: "Smuggled", companyId: other.id });
    expect(res.statusCode).toBe(404);
    const list = (await root.get(`/api/jobs?companyId=${other.id}`)).json();
    expect(list.some((j: { title: string }) => j.title === "Smuggled")).toBe(false);
  });

  it("makes a SUPER_ADMIN name the company", async () => {
    const missing = await root.post("/api/jobs", JOB_FIELDS);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe("Company is required");
    const res = await root.post("/api/jobs", { ...JOB_FIELDS, companyId: other.id });
    expect(res.statusCode).toBe(201);
    expect(res.json().company).toEqual({ id: other.id, name: "Pune Works" });
  });

  it.each([
    ["title", "", "Job title is required"],
    ["department", "", "Department is required"],
    ["department", "Astrology", "Department is required"],
    ["location", "", "Location is required"],
    ["location", "Mars", "Location is required"],
    ["employmentType", "", "Employment type is required"],
    ["experienceLevel", "", "Experience level is required"],
    ["description", " ", "Job description is required"],
    ["requiredSkills", "", "Required skills are required"],
    ["qualifications", "", "Qualifications are required"],
    ["experienceDetails", "", "Experience details are required"],
    ["title", "x".repeat(101), "Job title must be at most 100 characters"],
  ])("answers 400 when %s is %j: %s", async (field, value, message) => {
    const res = await admin.post("/api/jobs", { ...JOB_FIELDS, [field]: value });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it("accepts both readings of experience level and 'Flexible', and answers what was stored", async () => {
    for (const experienceLevel of ["Mid Level", "Senior", "Director", "Entry Level"]) {
      const res = await admin.post("/api/jobs", { ...JOB_FIELDS, experienceLevel, location: "Flexible" });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({ experienceLevel, location: "Flexible" });
    }
  });

  it("keeps an EMPLOYEE out of every job call", async () => {
    expect((await employee.get("/api/jobs")).statusCode).toBe(403);
    expect((await employee.post("/api/jobs", JOB_FIELDS)).statusCode).toBe(403);
  });
});

describe("listing jobs", () => {
  it("shows an ADMIN their own company's jobs only, whatever companyId they name", async () => {
    const theirs = await buildJob(t.database.db, other.id, { title: "Other company's role" });
    const list = (await admin.get(`/api/jobs?companyId=${other.id}`)).json() as {
      id: number;
      companyId: number;
    }[];
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((j) => j.companyId === own.id)).toBe(true);
    expect(list.some((j) => j.id === theirs.id)).toBe(false);
  });

  it("shows a SUPER_ADMIN every company, or the one named, newest first", async () => {
    const older = await buildJob(t.database.db, own.id, {
      title: "Older",
      createdAt: new Date("2020-01-01T00:00:00Z"),
    });
    const all = (await root.get("/api/jobs")).json() as {
      id: number;
      companyId: number;
      createdAt: string;
    }[];
    expect(new Set(all.map((j) => j.companyId))).toEqual(new Set([own.id, other.id]));
    expect(all.at(-1)!.id).toBe(older.id);
    const dates = all.map((j) => j.createdAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    const named = (await root.get(`/api/jobs?companyId=${other.id}`)).json() as { companyId: number }[];
    expect(named.every((j) => j.companyId === other.id)).toBe(true);
    expect((await root.get("/api/jobs?companyId=999999")).statusCode).toBe(404);
  });

  it("pages with limit and offset, totals in X-Total-Count, and searches title and department", async () => {
    const c = await buildCompany(t.database.db, { name: "Paging Co" });
    for (const title of ["Alpha", "Beta", "Gamma"]) await buildJob(t.database.db, c.id, { title });
    await buildJob(t.database.db, c.id, { title: "Delta", department: "Legal" });
    const page = await root.get(`/api/jobs?companyId=${c.id}&limit=2&offset=1`);
    expect(page.headers["x-total-count"]).toBe("4");
    expect(page.json()).toHaveLength(2);
    const found = (await root.get(`/api/jobs?companyId=${c.id}&q=leg`)).json();
    expect(found.map((j: { title: string }) => j.title)).toEqual(["Delta"]);
  });

  it("counts a job's candidates for its card: New, In Process, Success", async () => {
    const job = await buildJob(t.database.db, own.id, { title: "Counted" });
    for (const status of [
      "Applied",
      "Applied",
      "Shortlisted",
      "Interview",
      "Offered",
      "Joined",
      "Rejected",
    ]) {
      await buildCandidate(t.database.db, job, { status });
    }
    const shown = (await admin.get(`/api/jobs/${job.id}`)).json();
    expect(shown.candidateCounts).toEqual({ total: 7, new: 2, inProcess: 2, success: 2 });
    const inList = (await admin.get("/api/jobs?q=Counted")).json();
    expect(inList[0].candidateCounts).toEqual(shown.candidateCounts);
  });

  it("answers 404 for another company's job and for one that does not exist", async () => {
    const theirs = await buildJob(t.database.db, other.id);
    expect((await admin.get(`/api/jobs/${theirs.id}`)).statusCode).toBe(404);
    expect((await otherAdmin.get(`/api/jobs/${theirs.id}`)).statusCode).toBe(200);
    const gone = await admin.get("/api/jobs/999999");
    expect(gone.statusCode).toBe(404);
    expect(gone.json().message).toBe("Job not found");
  });
});

describe("changing and deleting a job", () => {
  it("updates the fields, keeps the company whatever the body says, and logs it", async () => {
    const job = await buildJob(t.database.db, own.id);
    const res = await admin.put(`/api/jobs/${job.id}`, {
      ...JOB_FIELDS,
      title: "Staff Engineer",
      companyId: other.id,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ title: "Staff Engineer", companyId: own.id });
    expect((await logsOf("JOB_UPDATED")).some((l) => l.resourceId === String(job.id))).toBe(true);
    expect((await otherAdmin.put(`/api/jobs/${job.id}`, JOB_FIELDS)).statusCode).toBe(404);
  });

  it("deletes a job without candidates and logs it", async () => {
    const job = await buildJob(t.database.db, own.id);
    expect((await admin.delete(`/api/jobs/${job.id}`)).statusCode).toBe(204);
    expect((await admin.get(`/api/jobs/${job.id}`)).statusCode).toBe(404);
    expect((await logsOf("JOB_DELETED")).some((l) => l.resourceId === String(job.id))).toBe(true);
  });

  it("refuses to delete a job with candidates until told to take them along, then removes them and their files", async () => {
    const job = await buildJob(t.database.db, own.id);
    const cv = await buildUploadedFile(t.database.db, { userId: admin.userId, companyId: own.id });
    await buildCandidate(t.database.db, job, { cvFilePath: cv });
    await buildCandidate(t.database.db, job);
    const refused = await admin.delete(`/api/jobs/${job.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      message: "This job has 2 candidates. Delete them with the job?",
      candidateCount: 2,
    });
    expect((await admin.get(`/api/jobs/${job.id}`)).statusCode).toBe(200);

    expect((await admin.delete(`/api/jobs/${job.id}?withCandidates=true`)).statusCode).toBe(204);
    expect(await t.database.db.select().from(candidates).where(eq(candidates.jobId, job.id))).toEqual([]);
    const name = cv.split("/").at(-1)!;
    expect(await t.database.db.select().from(uploadedFiles).where(eq(uploadedFiles.name, name))).toEqual([]);
  });
});

describe("deleting a job with many candidates", () => {
  it("removes 600 candidates and their 600 files in a few statements, keeping a file someone else names", async () => {
    const db = t.database.db;
    const job = await buildJob(db, own.id, { title: "Mass hiring" });
    const names = Array.from({ length: 600 }, (_, i) => `${i.toString(16).padStart(32, "0")}.pdf`);
    await db.insert(uploadedFiles).values(
      names.map((name) => ({
        name,
        purpose: "cv",
        contentType: "application/pdf",
        size: 10,
        originalName: "cv.pdf",
        companyId: own.id,
        uploadedBy: admin.userId,
      })),
    );
    await db.insert(candidates).values(
      names.map((name, i) => ({
        companyId: own.id,
        jobId: job.id,
        name: `Applicant ${i}`,
        relevantExperience: 1,
        expectedCtc: 500000,
        cvFilePath: `/api/files/${name}`,
      })),
    );
    const shared = names[0]!;
    await buildCandidate(db, await buildJob(db, own.id), { cvFilePath: `/api/files/${shared}` });

    expect((await admin.delete(`/api/jobs/${job.id}`)).json().candidateCount).toBe(600);
    expect((await admin.delete(`/api/jobs/${job.id}?withCandidates=true`)).statusCode).toBe(204);
    const left = await db
      .select({ name: uploadedFiles.name })
      .from(uploadedFiles)
      .where(inArray(uploadedFiles.name, names));
    expect(left.map((r) => r.name)).toEqual([shared]);
  });
});

describe("the company dashboard", () => {
  it("counts the company's jobs as Open Positions", async () => {
    const before = (await admin.get(`/api/companies/${own.id}/dashboard`)).json().openPositions as number;
    const created = (await admin.post("/api/jobs", JOB_FIELDS)).json();
    expect((await admin.get(`/api/companies/${own.id}/dashboard`)).json().openPositions).toBe(before + 1);
    await admin.delete(`/api/jobs/${created.id}`);
    expect((await admin.get(`/api/companies/${own.id}/dashboard`)).json().openPositions).toBe(before);
  });
});
