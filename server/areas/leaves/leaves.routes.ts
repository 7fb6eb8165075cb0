import { z } from "zod";
import { errorSchema } from "../../../shared/auth/auth.schema";
import { listQuerySchema, searchListQuerySchema } from "../../../shared/common/list.schema";
import { companyIdOrAllParamSchema, idParamSchema } from "../../../shared/companies/companies.schema";
import {
  companyLeaveDtoSchema,
  leaveAllocationSchema,
  leaveBalanceSchema,
  leaveDecisionSchema,
  leaveDtoSchema,
  leaveRequestSchema,
  leaveStatusSchema,
  totalLeavesSchema,
} from "../../../shared/leaves/leaves.schema";
import { originOf } from "../../lib/audit";
import { actorOf } from "../../lib/authenticate";
import { answerPage } from "../../lib/lists";
import type { AreaPlugin } from "../../lib/plugin";
import { requestLeave } from "./leave-request.service";
import {
  decideLeave,
  listAllocations,
  listCompanyLeaves,
  listOwnLeaves,
  ownBalance,
  setTotalLeaves,
} from "./leaves.service";

const tags = ["Leave"];
const errors = { 400: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema };

export const leavesRoutes: AreaPlugin = async (app) => {
  app.get(
    "/api/leaves",
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: "The signed-in person's leave requests, newest first (paged; total in X-Total-Count)",
        querystring: listQuerySchema,
        response: { 200: z.array(leaveDtoSchema) },
      },
    },
    async (request, reply) =>
      answerPage(reply, await listOwnLeaves(request.ctx, actorOf(request), request.query)),
  );

  app.get(
    "/api/leaves/balance",
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: "The signed-in person's total, taken, pending and remaining days",
        response: { 200: leaveBalanceSchema, 404: errorSchema },
      },
    },
    async (request) => ownBalance(request.ctx, actorOf(request)),
  );

  app.post(
    "/api/leaves",
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary:
          "Request leave (PENDING); refused past the remaining balance, with the end before the start, or overlapping",
        body: leaveRequestSchema,
        response: { 201: leaveDtoSchema, ...errors },
      },
    },
    async (request, reply) => {
      const leave = await requestLeave(request.ctx, actorOf(request), request.body, originOf(request));
      reply.code(201);
      return leave;
    },
  );

  app.get(
    "/api/companies/:id/leaves",
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: "Leave requests of a company (`all` for a SUPER_ADMIN), pending first",
        params: companyIdOrAllParamSchema,
        querystring: searchListQuerySchema.extend({
          status: leaveStatusSchema
            .optional()
            .describe("Only requests in this status (e.g. PENDING to count them)"),
        }),
        response: { 200: z.array(companyLeaveDtoSchema), ...errors },
      },
    },
    async (request, reply) =>
      answerPage(
        reply,
        await listCompanyLeaves(request.ctx, actorOf(request), request.params.id, request.query),
      ),
  );

  app.patch(
    "/api/leaves/:id/status",
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: "Approve or reject a PENDING request (never one's own); mails the person",
        params: idParamSchema,
        body: leaveDecisionSchema,
        response: { 200: leaveDtoSchema, ...errors },
      },
    },
    async (request) =>
      decideLeave(request.ctx, actorOf(request), request.params.id, request.body.status, originOf(request)),
  );

  app.get(
    "/api/companies/:id/users/leaves",
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: "Leave allocations: each person's total and taken days (`all` for a SUPER_ADMIN)",
        params: companyIdOrAllParamSchema,
        querystring: searchListQuerySchema,
        response: { 200: z.array(leaveAllocationSchema), ...errors },
      },
    },
    async (request, reply) =>
      answerPage(
        reply,
        await listAllocations(request.ctx, actorOf(request), request.params.id, request.query),
      ),
  );

  app.patch(
    "/api/users/:id/total-leaves",
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: "Set a person's leave allocation (0–365 days)",
        params: idParamSchema,
        body: totalLeavesSchema,
        response: {
          200: z.object({ id: z.number().int(), totalLeaves: z.number().int(), leavesTaken: z.number() }),
          ...errors,
        },
      },
    },
    async (request) =>
      setTotalLeaves(
        request.ctx,
        actorOf(request),
        request.params.id,
        request.body.totalLeaves,
        originOf(request),
      ),
  );
};
