import { z } from "zod";
import { errorSchema } from "../../../shared/auth/auth.schema";
import { idParamSchema } from "../../../shared/companies/companies.schema";
import {
  candidateDtoSchema,
  candidateInputSchema,
  candidateListQuerySchema,
  candidateStatusSchema,
} from "../../../shared/recruitment/candidates.schema";
import { originOf } from "../../lib/audit";
import { actorOf } from "../../lib/authenticate";
import { answerPage } from "../../lib/lists";
import type { AreaPlugin } from "../../lib/plugin";
import {
  createCandidate,
  deleteCandidate,
  listCandidates,
  moveCandidate,
  updateCandidate,
} from "./candidates.service";

const tags = ["Recruitment"];
const errors = { 400: errorSchema, 403: errorSchema, 404: errorSchema };

/** Candidates (docs/product/recruitment.md §1, §3): within the jobs the caller administers. */
export const candidatesRoutes: AreaPlugin = async (app) => {
  app.get(
    "/api/candidates",
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary:
          "Candidates, newest first (ADMIN: own company; SUPER_ADMIN: all or ?companyId); ?jobId, ?status, ?q",
        querystring: candidateListQuerySchema,
        response: { 200: z.array(candidateDtoSchema), ...errors },
      },
    },
    async (request, reply) =>
      answerPage(reply, await listCandidates(request.ctx, actorOf(request), request.query)),
  );

  app.post(
    "/api/candidates",
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: "Add a candidate to a job of the caller's company",
        body: candidateInputSchema,
        response: { 201: candidateDtoSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.code(201);
      return createCandidate(request.ctx, actorOf(request), request.body, originOf(request));
    },
  );

  app.put(
    "/api/candidates/:id",
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: "Replace a candidate's fields (moving them on the board changes status)",
        params: idParamSchema,
        body: candidateInputSchema,
        response: { 200: candidateDtoSchema, ...errors },
      },
    },
    async (request) =>
      updateCandidate(request.ctx, actorOf(request), request.params.id, request.body, originOf(request)),
  );

  app.patch(
    "/api/candidates/:id/status",
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: "Move a candidate to another status (the board); nothing else changes",
        params: idParamSchema,
        body: candidateStatusSchema,
        response: { 200: candidateDtoSchema, ...errors },
      },
    },
    async (request) =>
      moveCandidate(request.ctx, actorOf(request), request.params.id, request.body.status, originOf(request)),
  );

  app.delete(
    "/api/candidates/:id",
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: "Delete a candidate and the files nothing else uses",
        params: idParamSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await deleteCandidate(request.ctx, actorOf(request), request.params.id, originOf(request));
      reply.code(204);
    },
  );
};
