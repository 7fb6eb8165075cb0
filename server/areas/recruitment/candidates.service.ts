import { and, count, desc, eq, sql } from "drizzle-orm";
import type { ListQuery } from "../../../shared/common/list.schema";
import { pageOf } from "../../../shared/common/list.schema";
import type {
  CandidateDto,
  CandidateListQuery,
  CandidateStatus,
  CandidateValues,
} from "../../../shared/recruitment/candidates.schema";
import { canUseRecruitment } from "../../../shared/recruitment/recruitment.policy";
import type { Database } from "../../db/client";
import { type RequestOrigin, writeSecurityLog } from "../../lib/audit";
import { callersCompany, preparedScope, requireInCompanyScope } from "../../lib/company-scope";
import { authorize, badRequest } from "../../lib/errors";
import {
  LIST_TOTAL,
  type ListPage,
  matchesSearch,
  PAGE,
  runPreparedList,
  SEARCH,
  searchPattern,
  withTotal,
} from "../../lib/lists";
import { preparedPerShape } from "../../lib/prepared";
import type { RequestContext } from "../../lib/transactional";
import type { Actor } from "../auth/sessions.service";
import { companies } from "../companies/companies.table";
import { releaseUnusedFiles, requireAttachableFile } from "../files/files.service";
import { presentCandidate } from "./candidates.presenter";
import { candidates } from "./candidates.table";
import { findJobFor, recruitmentScope } from "./jobs.service";
import { jobs } from "./jobs.table";

/** Candidates (docs/product/recruitment.md §1, §3, §5): they belong to their job's company. */

const CANDIDATE_NOT_FOUND = "Candidate not found";
const CV_NOT_ATTACHABLE = "CV file must be a file uploaded here";
const VIDEO_NOT_ATTACHABLE = "Intro video must be a file uploaded here";

const withJob = { candidate: candidates, jobTitle: jobs.title, jobDepartment: jobs.department };
/** A candidate's job, joined by the pair its key references: the same company, so a co-located join. */
const itsJob = and(eq(jobs.companyId, candidates.companyId), eq(jobs.id, candidates.jobId));
type CandidateRow = typeof candidates.$inferSelect;
type CandidateWithJob = {
  candidate: CandidateRow;
  jobTitle: string;
  jobDepartment: string;
};
const present = (r: CandidateWithJob) =>
  presentCandidate(r.candidate, { title: r.jobTitle, department: r.jobDepartment });

/** Every candidates list's order: newest first. */
const newestFirst = [desc(candidates.createdAt), desc(candidates.id)];

/** Which of the candidates list's filters a request uses: one prepared statement each (lib/prepared.ts). */
interface CandidateListShape {
  everyCompany: boolean;
  job: boolean;
  status: boolean;
  search: boolean;
}

const candidateListStatements = preparedPerShape(
  "cands_list",
  (s: CandidateListShape) =>
    `${s.everyCompany ? "all" : "co"}${s.job ? "_job" : ""}${s.status ? "_st" : ""}${s.search ? "_q" : ""}`,
  (db, s: CandidateListShape, name) => {
    const where = and(
      eq(companies.isDeleted, false),
      preparedScope(s.everyCompany, candidates.companyId),
      s.job ? eq(candidates.jobId, sql.placeholder("jobId")) : undefined,
      s.status ? eq(candidates.status, sql.placeholder("status")) : undefined,
      s.search ? matchesSearch([candidates.name]) : undefined,
    );
    const counted = db
      .select({ total: count() })
      .from(candidates)
      .innerJoin(companies, eq(companies.id, candidates.companyId))
      .where(where);
    return {
      page: db
        .select({ ...withJob, [LIST_TOTAL]: withTotal(counted) })
        .from(candidates)
        .innerJoin(jobs, itsJob)
        .innerJoin(companies, eq(companies.id, candidates.companyId))
        .where(where)
        .orderBy(...newestFirst)
        .limit(PAGE.limit)
        .offset(PAGE.offset)
        .prepare(name),
      count: counted.prepare(`${name}_n`),
    };
  },
);

/**
 * One job's candidates once the job was found for the actor (`findJobFor`: its company is theirs and live):
 * the candidates alone, neither the job nor the company joined again, by the job's company and id
 * (`candidates_job_idx`); a search by name.
 */
export const jobCandidateStatements = preparedPerShape(
  "cands_of_job",
  (s: { search: boolean }) => (s.search ? "q" : ""),
  (db, s: { search: boolean }, name) => {
    const where = and(
      eq(candidates.companyId, sql.placeholder("companyId")),
      eq(candidates.jobId, sql.placeholder("jobId")),
      s.search ? matchesSearch([candidates.name]) : undefined,
    );
    const counted = db.select({ total: count() }).from(candidates).where(where);
    return {
      page: db
        .select({ candidate: candidates, [LIST_TOTAL]: withTotal(counted) })
        .from(candidates)
        .where(where)
        .orderBy(...newestFirst)
        .limit(PAGE.limit)
        .offset(PAGE.offset)
        .prepare(name),
      count: counted.prepare(`${name}_n`),
    };
  },
);

/** A page of candidates, newest first: by company (a SUPER_ADMIN's filter), job, status and name. */
export async function listCandidates(
  ctx: RequestContext,
  actor: Actor,
  query: CandidateListQuery,
): Promise<ListPage<CandidateDto>> {
  const scope = await recruitmentScope(ctx.db, actor, query.companyId);
  return pageOfCandidates(ctx.db, scope.companyId, query);
}

/** The candidates of one job the actor administers (404 for another company's job). */
export async function listCandidatesOfJob(
  ctx: RequestContext,
  actor: Actor,
  jobId: number,
  query: ListQuery,
) {
  const job = await findJobFor(ctx.db, actor, jobId);
  const search = searchPattern(query.q);
  const statements = jobCandidateStatements(ctx.db, { search: search !== undefined });
  const values = { companyId: job.companyId, jobId, [SEARCH]: search, ...pageOf(query) };
  return runPreparedList(statements, values, (row) => presentCandidate(row.candidate, job));
}

async function pageOfCandidates(
  db: Database,
  companyId: number | "all",
  filter: { jobId?: number; status?: string; q?: string; limit?: number; offset?: number },
): Promise<ListPage<CandidateDto>> {
  const page = pageOf(filter);
  const search = searchPattern(filter.q);
  const statements = candidateListStatements(db, {
    everyCompany: companyId === "all",
    job: filter.jobId !== undefined,
    status: filter.status !== undefined,
    search: search !== undefined,
  });
  const values = { companyId, jobId: filter.jobId, status: filter.status, [SEARCH]: search, ...page };
  return runPreparedList(statements, values, present);
}

/**
 * A candidate of a live company the actor administers, locked for the request's change (edit, move, delete);
 * 404 otherwise, and for one deleted by a request that committed first.
 */
async function findCandidateFor(db: Database, actor: Actor, id: number): Promise<CandidateWithJob> {
  authorize(canUseRecruitment(actor));
  const [row] = await db
    .select(withJob)
    .from(candidates)
    .innerJoin(jobs, itsJob)
    .innerJoin(companies, and(eq(companies.id, candidates.companyId), eq(companies.isDeleted, false)))
    .where(and(eq(candidates.id, id), callersCompany(actor, candidates.companyId)))
    .for("update", { of: candidates });
  requireInCompanyScope(actor, row?.candidate, CANDIDATE_NOT_FOUND);
  return row!;
}

const fieldsOf = (input: CandidateValues) => ({
  jobId: input.jobId,
  name: input.name,
  relevantExperience: input.relevantExperience,
  expectedCtc: input.expectedCtc,
  joinTimeframe: input.joinTimeframe,
  communicationSkillRating: input.communicationSkillRating,
  cvFilePath: input.cvFilePath,
  introVideoPath: input.introVideoPath,
  status: input.status,
});

/**
 * When the candidate joined (§4, docs/product/invoices.md): set when the status becomes 'Joined', kept while
 * it stays Joined, cleared when it leaves; the month's invoice bills the success fee of that month's hires.
 */
const joinedAtAfter = (
  before: { status: string; joinedAt: Date | null } | null,
  status: string,
  now: Date,
) => {
  if (status !== "Joined") return null;
  return before?.status === "Joined" ? before.joinedAt : now;
};

/** The uploaded files a candidate names must be ones the actor may use (never another company's). */
async function requireFiles(
  ctx: RequestContext,
  actor: Actor,
  input: CandidateValues,
  previous?: CandidateValues,
) {
  if (input.cvFilePath !== previous?.cvFilePath) {
    await requireAttachableFile(ctx, actor, input.cvFilePath, "cv", CV_NOT_ATTACHABLE);
  }
  if (input.introVideoPath && input.introVideoPath !== previous?.introVideoPath) {
    await requireAttachableFile(ctx, actor, input.introVideoPath, "video", VIDEO_NOT_ATTACHABLE);
  }
}

/** A new candidate of a job the actor administers; the candidate joins the job's company. */
export async function createCandidate(
  ctx: RequestContext,
  actor: Actor,
  input: CandidateValues,
  origin: RequestOrigin,
) {
  // The job stays until this commits: its deletion waits and counts this candidate (jobs.service.ts, JobLock).
  const job = await findJobFor(ctx.db, actor, input.jobId, { lock: "share" });
  await requireFiles(ctx, actor, input);
  const [row] = await ctx.db
    .insert(candidates)
    .values({
      companyId: job.companyId,
      ...fieldsOf(input),
      joinedAt: joinedAtAfter(null, input.status, ctx.now()),
    })
    .returning();
  const candidate = row!;
  await writeSecurityLog(ctx.db, origin, {
    level: "INFO",
    action: "CANDIDATE_CREATED",
    userId: actor.userId,
    companyId: job.companyId,
    resourceType: "candidate",
    resourceId: candidate.id,
    message: `Candidate "${candidate.name}" added to "${job.title}"`,
  });
  return presentCandidate(candidate, job);
}

/**
 * Replaces a candidate's fields. Their job may change to another job of the same company only; files they
 * no longer use are released.
 */
export async function updateCandidate(
  ctx: RequestContext,
  actor: Actor,
  id: number,
  input: CandidateValues,
  origin: RequestOrigin,
) {
  const { candidate: current } = await findCandidateFor(ctx.db, actor, id);
  const job = await findJobFor(ctx.db, actor, input.jobId, { lock: "share" });
  if (job.companyId !== current.companyId) {
    throw badRequest("The job must belong to the candidate's company");
  }
  await requireFiles(ctx, actor, input, {
    ...input,
    cvFilePath: current.cvFilePath,
    introVideoPath: current.introVideoPath,
  });
  const [row] = await ctx.db
    .update(candidates)
    .set({
      ...fieldsOf(input),
      joinedAt: joinedAtAfter(current, input.status, ctx.now()),
      updatedAt: ctx.now(),
    })
    .where(and(eq(candidates.id, id), eq(candidates.companyId, current.companyId)))
    .returning();
  const candidate = row!;
  await releaseUnusedFiles(ctx, [
    current.cvFilePath === candidate.cvFilePath ? null : current.cvFilePath,
    current.introVideoPath === candidate.introVideoPath ? null : current.introVideoPath,
  ]);
  await logCandidateChange(ctx, actor, current, candidate, origin);
  return presentCandidate(candidate, job);
}

/** Moves a candidate to another status (the board): the status changes and nothing else (§4). */
export async function moveCandidate(
  ctx: RequestContext,
  actor: Actor,
  id: number,
  status: CandidateStatus,
  origin: RequestOrigin,
) {
  const { candidate: current, jobTitle, jobDepartment } = await findCandidateFor(ctx.db, actor, id);
  const [row] = await ctx.db
    .update(candidates)
    .set({ status, joinedAt: joinedAtAfter(current, status, ctx.now()), updatedAt: ctx.now() })
    .where(and(eq(candidates.id, id), eq(candidates.companyId, current.companyId)))
    .returning();
  await logCandidateChange(ctx, actor, current, row!, origin);
  return presentCandidate(row!, { title: jobTitle, department: jobDepartment });
}

/** The log row of a change; a change of status says from what to what. */
async function logCandidateChange(
  ctx: RequestContext,
  actor: Actor,
  before: CandidateRow,
  after: CandidateRow,
  origin: RequestOrigin,
) {
  const moved = before.status !== after.status;
  await writeSecurityLog(ctx.db, origin, {
    level: "INFO",
    action: "CANDIDATE_UPDATED",
    userId: actor.userId,
    companyId: before.companyId,
    resourceType: "candidate",
    resourceId: after.id,
    message: moved
      ? `Candidate "${after.name}" moved from ${before.status} to ${after.status}`
      : `Candidate "${after.name}" updated`,
    metadata: moved ? { from: before.status, to: after.status } : undefined,
  });
}

/** Deletes a candidate and the files nothing else uses. */
export async function deleteCandidate(ctx: RequestContext, actor: Actor, id: number, origin: RequestOrigin) {
  const { candidate, jobTitle } = await findCandidateFor(ctx.db, actor, id);
  await ctx.db
    .delete(candidates)
    .where(and(eq(candidates.id, id), eq(candidates.companyId, candidate.companyId)));
  await releaseUnusedFiles(ctx, [candidate.cvFilePath, candidate.introVideoPath]);
  await writeSecurityLog(ctx.db, origin, {
    level: "WARNING",
    action: "CANDIDATE_DELETED",
    userId: actor.userId,
    companyId: candidate.companyId,
    resourceType: "candidate",
    resourceId: id,
    message: `Candidate "${candidate.name}" of "${jobTitle}" deleted`,
  });
}
