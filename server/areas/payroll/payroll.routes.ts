import { z } from "zod";
import { errorSchema } from "../../../shared/auth/auth.schema";
import { companyIdOrAllParamSchema, idParamSchema } from "../../../shared/companies/companies.schema";
import {
  myPayrollQuerySchema,
  payrollCreateSchema,
  payrollDtoSchema,
  payrollGenerateDtoSchema,
  payrollListQuerySchema,
  payrollPeriodQuerySchema,
  payrollStatusBodySchema,
  payrollSummaryDtoSchema,
  payrollUpdateSchema,
} from "../../../shared/payroll/payroll.schema";
import { originOf } from "../../lib/audit";
import { actorOf } from "../../lib/authenticate";
import { answerPage } from "../../lib/lists";
import type { AreaPlugin } from "../../lib/plugin";
import { payrollExport } from "./payroll-export";
import { generatePayrollMonth } from "./payroll-manual-run";
import { listCompanyPayrolls, listOwnPayrolls, payrollSummary } from "./payroll-reads";
import { payrollStatutorySummary } from "./payroll-statutory";
import { createPayroll, deletePayroll, setPayrollStatus, updatePayroll } from "./payroll-writes";

const tags = ["Payroll"];
const errors = { 400: errorSchema, 403: errorSchema, 404: errorSchema };

/**
 * Payroll records (docs/product/payroll.md §2, §8): an EMPLOYEE reads their own rows; a company's ADMIN
 * and any SUPER_ADMIN manage its rows while its payroll is enabled (403 otherwise).
 */
export const payrollRoutes: AreaPlugin = async (app) => {
  app.get(
    "/api/payrolls",
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: "One's own payroll rows (My Payroll), newest first; ?year=; paged, total in X-Total-Count",
        querystring: myPayrollQuerySchema,
        response: { 200: z.array(payrollDtoSchema), 400: errorSchema },
      },
    },
    async (request, reply) =>
      answerPage(reply, await listOwnPayrolls(request.ctx, actorOf(request), request.query)),
  );

  app.get(
    "/api/companies/:id/payrolls",
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary:
          "A company's payroll rows (ADMIN of the company, SUPER_ADMIN; payroll enabled): ?month=&year=, `q` finds a first or last name; paged, total in X-Total-Count",
        params: idParamSchema,
        querystring: payrollListQuerySchema,
        response: { 200: z.array(payrollDtoSchema), ...errors },
      },
    },
    async (request, reply) =>
      answerPage(
        reply,
        await listCompanyPayrolls(request.ctx, actorOf(request), request.params.id, request.query),
      ),
  );

  app.get(
    "/api/companies/:id/payroll-summary",
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: "Total salary, tax and benefits of a company's rows of a month (payroll enabled)",
        params: idParamSchema,
        querystring: payrollPeriodQuerySchema,
        response: { 200: payrollSummaryDtoSchema, ...errors },
      },
    },
    async (request) => payrollSummary(request.ctx, actorOf(request), request.params.id, request.query),
  );

  app.get(
    "/api/companies/:id/payrolls/export",
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary:
          "A CSV of a company's rows of a month (ADMIN of the company, SUPER_ADMIN; payroll enabled): names, role, period, amounts, status, paid date",
        params: idParamSchema,
        querystring: payrollPeriodQuerySchema,
        produces: ["text/csv"],
        response: { 200: z.string(), ...errors },
      },
    },
    async (request, reply) => {
      const csv = await payrollExport(request.ctx, actorOf(request), request.params.id, request.query);
      return reply
        .header("content-type", "text/csv; charset=utf-8")
        .header("content-disposition", `attachment; filename="${csv.fileName}"`)
        .send(csv.body);
    },
  );

  app.get(
    "/api/companies/:id/payrolls/statutory",
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary:
          "The statutory summary of a month as CSV (ADMIN of the company, SUPER_ADMIN; payroll enabled; `all` for a SUPER_ADMIN): per company and state of work, employees, gross, PF, EPS, ESI, professional tax and TDS from the rows' salary lines",
        params: companyIdOrAllParamSchema,
        querystring: payrollPeriodQuerySchema,
        produces: ["text/csv"],
        response: { 200: z.string(), ...errors },
      },
    },
    async (request, reply) => {
      const csv = await payrollStatutorySummary(
        request.ctx,
        actorOf(request),
        request.params.id,
        request.query,
      );
      return reply
        .header("content-type", "text/csv; charset=utf-8")
        .header("content-disposition", `attachment; filename="${csv.fileName}"`)
        .send(csv.body);
    },
  );

  app.post(
    "/api/companies/:id/payrolls/generate",
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary:
          "Generate a month: Pending rows, prefilled from each person's pay, for everyone in the company who has none; answers how many it made",
        params: idParamSchema,
        querystring: payrollPeriodQuerySchema,
        response: { 200: payrollGenerateDtoSchema, ...errors },
      },
    },
    async (request) =>
      generatePayrollMonth(
        request.ctx,
        actorOf(request),
        request.params.id,
        request.query,
        originOf(request),
      ),
  );

  app.post(
    "/api/payrolls",
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary:
          "Create a payroll row for a person of a payroll-enabled company; net pay computed; 409 for a second row of the month",
        body: payrollCreateSchema,
        response: { 201: payrollDtoSchema, 409: errorSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.code(201);
      return createPayroll(request.ctx, actorOf(request), request.body, originOf(request));
    },
  );

  app.patch(
    "/api/payrolls/:id",
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary:
          "Change a payroll row's amounts, status or payslip document (month, year and person stay); net pay recomputed",
        params: idParamSchema,
        body: payrollUpdateSchema,
        response: { 200: payrollDtoSchema, ...errors },
      },
    },
    async (request) =>
      updatePayroll(request.ctx, actorOf(request), request.params.id, request.body, originOf(request)),
  );

  app.patch(
    "/api/payrolls/:id/status",
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: "Set a payroll row's status alone; Paid records paidAt",
        params: idParamSchema,
        body: payrollStatusBodySchema,
        response: { 200: payrollDtoSchema, ...errors },
      },
    },
    async (request) =>
      setPayrollStatus(
        request.ctx,
        actorOf(request),
        request.params.id,
        request.body.status,
        originOf(request),
      ),
  );

  app.delete(
    "/api/payrolls/:id",
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: "Delete a payroll row",
        params: idParamSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await deletePayroll(request.ctx, actorOf(request), request.params.id, originOf(request));
      reply.code(204);
    },
  );
};
