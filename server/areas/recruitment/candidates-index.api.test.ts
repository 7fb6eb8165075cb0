import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildCompany } from "../../db/seed/factories";
import { createTestApp, type TestApp } from "../../test/harness";
import { planWithValues } from "../../test/plans";
import { jobCandidateStatements } from "./candidates.service";
import { jobListStatements } from "./jobs.service";
import { buildJob } from "./recruitment.fixtures";

/** Companies, jobs a company and candidates a job: enough that a plan reads like a real platform's. */
const COMPANIES = 12;
const JOBS = 10;
const CANDIDATES = 25;

let t: TestApp;
let job: { id: number; companyId: number };
beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  for (let c = 0; c < COMPANIES; c++) {
    const company = await buildCompany(db, { name: `Hiring Co ${c}` });
    for (let j = 0; j < JOBS; j++) {
      const built = await buildJob(db, company.id, { title: `Role ${j}` });
      if (c === 3 && j === 4) job = built;
    }
  }
  await db.execute(sql`
    insert into candidates (company_id, job_id, name, relevant_experience, expected_ctc, cv_file_path, status)
    select j.company_id, j.id, 'Candidate ' || g, 2, 900000, '/api/files/cv-' || j.id || '-' || g || '.pdf',
      (array['Applied', 'Shortlisted', 'Interview', 'Joined'])[1 + g % 4]
    from jobs j, generate_series(1, ${CANDIDATES}::int) g`);
  // What autovacuum does on a live database: statistics, and the visibility map index-only scans rely on.
  await db.execute(sql`vacuum analyze candidates`);
  await db.execute(sql`vacuum analyze jobs`);
});
afterAll(() => t?.close());

/** One range of candidates_job_idx: the job's company and the job, both in the index's condition. */
const jobsRange =
  /using candidates_job_idx on candidates[^\n]*\n[^\n]*Index Cond: \(\(company_id = [^)]+\) AND \(job_id = [^)]+\)\)/;

describe("a job's candidates by its company and id (migration 0035, docs/SCALING.md §3)", () => {
  it("reads the job's page and its total from one range of candidates_job_idx", async () => {
    const statements = jobCandidateStatements(t.database.db, { search: false });
    const values = { companyId: job.companyId, jobId: job.id, limit: 20, offset: 0 };
    for (const which of ["page", "count"] as const) {
      const plan = await planWithValues(t.database.db, statements[which], values);
      expect(plan).toMatch(jobsRange);
      expect(plan).not.toMatch(/BitmapAnd|Seq Scan on candidates/);
    }
  });

  it("counts each job card's candidates from the same range, the job's company named", async () => {
    const statements = jobListStatements(t.database.db, { everyCompany: false, search: false });
    const plan = await planWithValues(t.database.db, statements.page, {
      companyId: job.companyId,
      limit: 20,
      offset: 0,
    });
    expect(plan).toMatch(
      /using candidates_job_idx on candidates[^\n]*\n[^\n]*Index Cond: \(\(company_id = jobs\.company_id\) AND \(job_id = jobs\.id\)\)/,
    );
    expect(plan).not.toMatch(/Seq Scan on candidates/);
  });
});
