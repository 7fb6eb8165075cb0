import { and, count, desc, eq, inArray, type SQL, sql } from "drizzle-orm";
import { pageOf } from "../../../shared/common/list.schema";
import type {
  CandidateCounts,
  JobDto,
  JobInput,
  JobListQuery,
} from "../../../shared/recruitment/jobs.schema";
import { canUseRecruitment, choosesJobCompany } from "../../../shared/recruitment/recruitment.policy";
import { type PipelineStage, STAGE_STATUSES } from "../../../shared/recruitment/recruitment.rules";
import type { Database } from "../../db/client";
import { type RequestOrigin, writeSecurityLog } from "../../lib/audit";
import { callersScope, companyScope, preparedScope, requireInCompanyScope } from "../../lib/company-scope";
import { AppError, authorize, badRequest } from "../../lib/errors";
import {
  LIST_TOTAL,
  type ListPage,
  matchesSearch,
  PAGE,
  SEARCH,
  searchPattern,
  totalOf,
  totalOfPage,
  withTotal,
} from "../../lib/lists";
import { preparedPerShape } from "../../lib/prepared";
import type { RequestContext } from "../../lib/transactional";
import type { Actor } from "../auth/sessions.service";
import { companies } from "../companies/companies.table";
import { releaseUnusedFiles } from "../files/files.service";
import { candidates } from "./candidates.table";
import { presentJob } from "./jobs.presenter";
import { jobs } from "./jobs.table";

/** Jobs (docs/product/recruitment.md §1, §2, §4): every call is an administrator's, inside their company. */

type JobRow = typeof jobs.$inferSelect;
const JOB_NOT_FOUND = "Job not found";

/**
 * A job's card counts, counted on the database beside the job (one statement with the page or the job,
 * not one more after it): a correlated count over `candidates_job_idx` by the job's company and id, as
 * [total, new, in process, success].
 */
const stageCount = (stage: PipelineStage) =>
  sql`count(*) filter (where ${inArray(candidates.status, [...STAGE_STATUSES[stage]])})`;
const cardCounts = sql<
  number[]
>`(select array[count(*), ${stageCount("new")}, ${stageCount("inProcess")}, ${stageCount("success")}]::int[] from ${candidates} where ${candidates.companyId} = ${jobs.companyId} and ${candidates.jobId} = ${jobs.id})`;

const countsOf = ([total = 0, fresh = 0, inProcess = 0, success = 0]: number[]): CandidateCounts => ({
  total,
  new: fresh,
  inProcess,
  success,
});

/**
 * The companies a list covers: an ADMIN's own whatever the query names (a `companyId` never widens their
 * view), a SUPER_ADMIN's named company or every company.
 */
export async function recruitmentScope(db: Database, actor: Actor, companyId: number | undefined) {
  authorize(canUseRecruitment(actor));
  const idOrAll = choosesJobCompany(actor) ? (companyId ?? "all") : actor.companyId;
  if (idOrAll === null) authorize(false);
  return companyScope(db, actor, idOrAll as number | "all");
}

/** Which of the jobs list's filters a request uses: one prepared statement each (server/lib/prepared.ts). */
interface JobListShape {
  everyCompany: boolean;
  search: boolean;
}

export const jobListStatements = preparedPerShape(
  "jobs_list",
  (s: JobListShape) => `${s.everyCompany ? "all" : "co"}${s.search ? "_q" : ""}`,
  (db, s: JobListShape, name) => {
    const where = and(
      eq(companies.isDeleted, false),
      preparedScope(s.everyCompany, jobs.companyId),
      s.search ? matchesSearch([jobs.title, jobs.department]) : undefined,
    );
    const counted = db
      .select({ total: count() })
      .from(jobs)
      .innerJoin(companies, eq(companies.id, jobs.companyId))
      .where(where);
    return {
      page: db
        .select({ job: jobs, companyName: companies.name, cardCounts, [LIST_TOTAL]: withTotal(counted) })
        .from(jobs)
        .innerJoin(companies, eq(companies.id, jobs.companyId))
        .where(where)
        .orderBy(desc(jobs.createdAt), desc(jobs.id))
        .limit(PAGE.limit)
        .offset(PAGE.offset)
        .prepare(name),
      count: counted.prepare(`${name}_n`),
    };
  },
);

/** A page of jobs, newest first, each with its company and card counts. */
export async function listJobs(
  ctx: RequestContext,
  actor: Actor,
  query: JobListQuery,
): Promise<ListPage<JobDto>> {
  const scope = await recruitmentScope(ctx.db, actor, query.companyId);
  const page = pageOf(query);
  const search = searchPattern(query.q);
  const statements = jobListStatements(ctx.db, {
    everyCompany: scope.companyId === "all",
    search: search !== undefined,
  });
  const values = { companyId: scope.companyId, [SEARCH]: search, ...page };
  const rows = await statements.page.execute(values);
  return {
    items: rows.map((r) => presentJob(r.job, r.companyName, countsOf(r.cardCounts))),
    total: await totalOfPage(rows, page, () => statements.count.execute(values)),
  };
}

/**
 * The job look-up of `findJobFor` (and, with its card counts, of `getJob`), with the `id` placeholder and,
 * but for a SUPER_ADMIN's, the caller's `companyId` (`callersScope`).
 */
const jobById = <Extra extends Record<string, SQL>>(
  db: Database,
  everyCompany: boolean,
  extra: Extra = {} as Extra,
) =>
  db
    .select({ job: jobs, companyName: companies.name, ...extra })
    .from(jobs)
    .innerJoin(companies, and(eq(companies.id, jobs.companyId), eq(companies.isDeleted, false)))
    .where(and(eq(jobs.id, sql.placeholder("id")), preparedScope(everyCompany, jobs.companyId)));

/**
 * Held on the job's row until the request's transaction ends: `share` by a request giving the job a
 * candidate (the job is not deleted meanwhile), `update` by the job's edit or deletion (no candidate joins
 * it meanwhile, so the deletion's count of candidates holds).
 */
export type JobLock = "share" | "update";

const jobStatements = preparedPerShape(
  "job_by_id",
  (everyCompany: boolean) => (everyCompany ? "all" : "co"),
  (db, everyCompany, name) => ({
    read: jobById(db, everyCompany).prepare(name),
    counted: jobById(db, everyCompany, { cardCounts }).prepare(`${name}_counted`),
    share: jobById(db, everyCompany).for("share", { of: jobs }).prepare(`${name}_share`),
    update: jobById(db, everyCompany).for("update", { of: jobs }).prepare(`${name}_update`),
  }),
);

/** The job `id` as the caller may see it: their company's, or any for a SUPER_ADMIN. */
const jobLookup = (db: Database, actor: Actor, id: number) => {
  const { everyCompany, companyId } = callersScope(actor);
  return { statements: jobStatements(db, everyCompany), values: { id, companyId } };
};

/** A job of a live company the actor administers, with its company's name; 404 otherwise. */
export async function findJobFor(
  db: Database,
  actor: Actor,
  id: number,
  options: { lock?: JobLock } = {},
): Promise<JobRow & { companyName: string }> {
  authorize(canUseRecruitment(actor));
  const { statements, values } = jobLookup(db, actor, id);
  const [row] = await statements[options.lock ?? "read"].execute(values);
  const job = requireInCompanyScope(actor, row?.job, JOB_NOT_FOUND);
  return Object.assign(job, { companyName: row!.companyName });
}

export async function getJob(ctx: RequestContext, actor: Actor, id: number) {
  authorize(canUseRecruitment(actor));
  const { statements, values } = jobLookup(ctx.db, actor, id);
  const [row] = await statements.counted.execute(values);
  const job = requireInCompanyScope(actor, row?.job, JOB_NOT_FOUND);
  return presentJob(job, row!.companyName, countsOf(row!.cardCounts));
}

const fieldsOf = (input: JobInput) => ({
  title: input.title,
  department: input.department,
  location: input.location,
  employmentType: input.employmentType,
  experienceLevel: input.experienceLevel,
  description: input.description,
  requiredSkills: input.requiredSkills,
  qualifications: input.qualifications,
  experienceDetails: input.experienceDetails,
});

/** A new job in the ADMIN's own company, or in the company a SUPER_ADMIN names (§2). */
export async function createJob(ctx: RequestContext, actor: Actor, input: JobInput, origin: RequestOrigin) {
  authorize(canUseRecruitment(actor));
  const companyId = choosesJobCompany(actor) ? input.companyId : (input.companyId ?? actor.companyId);
  if (companyId == null) throw badRequest("Company is required");
  await companyScope(ctx.db, actor, companyId);
  const [row] = await ctx.db
    .insert(jobs)
    .values({ companyId, ...fieldsOf(input) })
    .returning();
  const job = row!;
  await writeSecurityLog(ctx.db, origin, {
    level: "INFO",
    action: "JOB_CREATED",
    userId: actor.userId,
    companyId,
    resourceType: "job",
    resourceId: job.id,
    message: `Job "${job.title}" posted`,
  });
  return getJob(ctx, actor, job.id);
}

/** Changes a job's fields; its company stays (a `companyId` in the body is ignored). */
export async function updateJob(
  ctx: RequestContext,
  actor: Actor,
  id: number,
  input: JobInput,
  origin: RequestOrigin,
) {
  const current = await findJobFor(ctx.db, actor, id, { lock: "update" });
  await ctx.db
    .update(jobs)
    .set({ ...fieldsOf(input), updatedAt: ctx.now() })
    .where(and(eq(jobs.id, id), eq(jobs.companyId, current.companyId)));
  await writeSecurityLog(ctx.db, origin, {
    level: "INFO",
    action: "JOB_UPDATED",
    userId: actor.userId,
    companyId: current.companyId,
    resourceType: "job",
    resourceId: id,
    message: `Job "${input.title}" updated`,
  });
  return getJob(ctx, actor, id);
}

/**
 * Deletes a job. One with candidates goes only when the caller confirms taking them along
 * (`withCandidates`); otherwise 409 says how many there are (§4). Their files go when nothing else uses them.
 */
export async function deleteJob(
  ctx: RequestContext,
  actor: Actor,
  id: number,
  withCandidates: boolean,
  origin: RequestOrigin,
) {
  // Locked before its candidates are counted: one being added waits, or makes this wait (JobLock).
  const job = await findJobFor(ctx.db, actor, id, { lock: "update" });
  const ofJob = and(eq(candidates.jobId, id), eq(candidates.companyId, job.companyId));
  const n = totalOf(await ctx.db.select({ total: count() }).from(candidates).where(ofJob));
  if (n > 0 && !withCandidates) {
    throw new AppError(
      409,
      `This job has ${n} ${n === 1 ? "candidate" : "candidates"}. Delete ${n === 1 ? "it" : "them"} with the job?`,
      { candidateCount: n },
    );
  }
  // One statement each, whatever the number of candidates; their files are released in batches.
  const removed =
    n > 0
      ? await ctx.db
          .delete(candidates)
          .where(ofJob)
          .returning({ id: candidates.id, cv: candidates.cvFilePath, video: candidates.introVideoPath })
      : [];
  await ctx.db.delete(jobs).where(and(eq(jobs.id, id), eq(jobs.companyId, job.companyId)));
  await releaseUnusedFiles(
    ctx,
    removed.flatMap((c) => [c.cv, c.video]),
  );
  await writeSecurityLog(ctx.db, origin, {
    level: "WARNING",
    action: "JOB_DELETED",
    userId: actor.userId,
    companyId: job.companyId,
    resourceType: "job",
    resourceId: id,
    message:
      removed.length > 0
        ? `Job "${job.title}" deleted with its ${removed.length} candidate(s)`
        : `Job "${job.title}" deleted`,
    metadata: removed.length > 0 ? { candidateCount: removed.length } : undefined,
  });
}
