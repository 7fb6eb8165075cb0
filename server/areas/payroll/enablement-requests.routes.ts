import { z } from "zod";
import { errorSchema } from "../../../shared/auth/auth.schema";
import { idParamSchema } from "../../../shared/companies/companies.schema";
import {
  payrollEnablementRequestAnswerSchema,
  payrollEnablementRequestDtoSchema,
  payrollEnablementRequestSchema,
  payrollRequestListQuerySchema,
} from "../../../shared/payroll/payroll.schema";
import { originOf } from "../../lib/audit";
import { actorOf } from "../../lib/authenticate";
import { answerPage } from "../../lib/lists";
import type { AreaPlugin } from "../../lib/plugin";
import {
  dismissEnablementRequest,
  listEnablementRequests,
  requestPayrollEnablement,
} from "./enablement-requests.service";

const tags = ["Payroll"];
const errors = { 400: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema };

/** Plan requests (docs/product/payroll.md §6.1): ADMINs send them, SUPER_ADMINs list and close them. */
export const enablementRequestsRoutes: AreaPlugin = async (app) => {
  app.post(
    "/api/contact-support",
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary:
          "Ask for payroll on a plan (type payroll_enablement; ADMIN for their company, from the session); mailed to every SUPER_ADMIN; a second request while one is open answers the open one",
        body: payrollEnablementRequestSchema,
        response: { 200: payrollEnablementRequestAnswerSchema, ...errors },
      },
    },
    async (request) =>
      requestPayrollEnablement(request.ctx, actorOf(request), request.body, originOf(request)),
  );

  app.get(
    "/api/payroll-enablement-requests",
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary:
          "Plan requests with their company and plan, newest first (SUPER_ADMIN); ?status=open by default; paged, total in X-Total-Count",
        querystring: payrollRequestListQuerySchema,
        response: { 200: z.array(payrollEnablementRequestDtoSchema), ...errors },
      },
    },
    async (request, reply) =>
      answerPage(reply, await listEnablementRequests(request.ctx, actorOf(request), request.query)),
  );

  app.post(
    "/api/payroll-enablement-requests/:id/dismiss",
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: "Close an open plan request without enabling payroll (SUPER_ADMIN)",
        params: idParamSchema,
        response: { 200: payrollEnablementRequestDtoSchema, ...errors },
      },
    },
    async (request) =>
      dismissEnablementRequest(request.ctx, actorOf(request), request.params.id, originOf(request)),
  );
};
