import { z } from "zod";
import { errorSchema } from "../../../shared/auth/auth.schema";
import { searchListQuerySchema } from "../../../shared/common/list.schema";
import { idParamSchema } from "../../../shared/companies/companies.schema";
import { candidateDtoSchema } from "../../../shared/recruitment/candidates.schema";
import {
  jobDeleteQuerySchema,
  jobDtoSchema,
  jobHasCandidatesSchema,
  jobInputSchema,
  jobListQuerySchema,
} from "../../../shared/recruitment/jobs.schema";
import { originOf } from "../../lib/audit";
import { actorOf } from "../../lib/authenticate";
import { answerPage } from "../../lib/lists";
import type { AreaPlugin } from "../../lib/plugin";
import { listCandidatesOfJob } from "./candidates.service";
import { createJob, deleteJob, getJob, listJobs, updateJob } from "./jobs.service";

const tags = ["Recruitment"];
const errors = { 400: errorSchema, 403: errorSchema, 404: errorSchema };

/** Job postings (docs/product/recruitment.md §1, §2): ADMINs in their company, SUPER_ADMINs in any. */
export const jobsRoutes: AreaPlugin = async (app) => {
  app.get(
    "/api/jobs",
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: "Jobs, newest first, with card counts (ADMIN: own company; SUPER_ADMIN: all or ?companyId)",
        querystring: jobListQuerySchema,
        response: { 200: z.array(jobDtoSchema), ...errors },
      },
    },
    async (request, reply) => answerPage(reply, await listJobs(request.ctx, actorOf(request), request.query)),
  );

  app.get(
    "/api/jobs/:id",
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: "A job with its company and candidate counts",
        params: idParamSchema,
        response: { 200: jobDtoSchema, ...errors },
      },
    },
    async (request) => getJob(request.ctx, actorOf(request), request.params.id),
  );

  app.get(
    "/api/jobs/:id/candidates",
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: "A job's candidates, newest first; paged, total in X-Total-Count",
        params: idParamSchema,
        querystring: searchListQuerySchema,
        response: { 200: z.array(candidateDtoSchema), ...errors },
      },
    },
    async (request, reply) =>
      answerPage(
        reply,
        await listCandidatesOfJob(request.ctx, actorOf(request), request.params.id, request.query),
      ),
  );

  app.post(
    "/api/jobs",
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: "Post a job (ADMIN: own company; SUPER_ADMIN names companyId)",
        body: jobInputSchema,
        response: { 201: jobDtoSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.code(201);
      return createJob(request.ctx, actorOf(request), request.body, originOf(request));
    },
  );

  app.put(
    "/api/jobs/:id",
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: "Update a job (its company stays)",
        params: idParamSchema,
        body: jobInputSchema,
        response: { 200: jobDtoSchema, ...errors },
      },
    },
    async (request) =>
      updateJob(request.ctx, actorOf(request), request.params.id, request.body, originOf(request)),
  );

  app.delete(
    "/api/jobs/:id",
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: "Delete a job; one with candidates only with ?withCandidates=true (409 otherwise)",
        params: idParamSchema,
        querystring: jobDeleteQuerySchema,
        response: { 204: z.null(), 409: jobHasCandidatesSchema, ...errors },
      },
    },
    async (request, reply) => {
      const withCandidates = request.query.withCandidates === "true";
      await deleteJob(request.ctx, actorOf(request), request.params.id, withCandidates, originOf(request));
      reply.code(204);
    },
  );
};
