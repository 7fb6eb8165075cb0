import { z } from "zod";
import { errorSchema } from "../../../shared/auth/auth.schema";
import { listQuerySchema } from "../../../shared/common/list.schema";
import { idParamSchema } from "../../../shared/companies/companies.schema";
import { invoiceCreateSchema, invoiceDtoSchema } from "../../../shared/finance/invoices.schema";
import { originOf } from "../../lib/audit";
import { actorOf } from "../../lib/authenticate";
import { answerPage } from "../../lib/lists";
import type { AreaPlugin } from "../../lib/plugin";
import { createInvoice, invoicePdfOf, listCompanyInvoices } from "./invoices.service";

const tags = ["Finance"];
const errors = { 400: errorSchema, 403: errorSchema, 404: errorSchema };

/**
 * A client's monthly invoices (docs/product/invoices.md): the SUPER_ADMIN creates one per company and
 * month; the company's ADMIN and SUPER_ADMINs list them and download each as a PDF.
 */
export const invoicesRoutes: AreaPlugin = async (app) => {
  app.post(
    "/api/companies/:id/invoices",
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary:
          "Invoice a company for a month of its payroll (SUPER_ADMIN): salaries, employer PF and ESI, the plan's fee, success fees; records its PENDING INCOME transaction",
        params: idParamSchema,
        body: invoiceCreateSchema,
        response: { 201: invoiceDtoSchema, 409: errorSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.code(201);
      return createInvoice(request.ctx, actorOf(request), request.params.id, request.body, originOf(request));
    },
  );

  app.get(
    "/api/companies/:id/invoices",
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary:
          "A company's invoices (its ADMIN, SUPER_ADMIN), newest month first; paged, total in X-Total-Count",
        params: idParamSchema,
        querystring: listQuerySchema,
        response: { 200: z.array(invoiceDtoSchema), ...errors },
      },
    },
    async (request, reply) =>
      answerPage(
        reply,
        await listCompanyInvoices(request.ctx, actorOf(request), request.params.id, request.query),
      ),
  );

  app.get(
    "/api/invoices/:id/invoice.pdf",
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: "An invoice as a PDF (its company's ADMIN, SUPER_ADMIN; 404 for another company's)",
        params: idParamSchema,
        produces: ["application/pdf"],
        response: { 200: z.any().describe("The invoice, application/pdf"), ...errors },
      },
    },
    async (request, reply) => {
      const pdf = await invoicePdfOf(request.ctx, actorOf(request), request.params.id);
      return reply
        .type("application/pdf")
        .header("content-disposition", `attachment; filename="${pdf.fileName}"`)
        .header("cache-control", "private, no-store")
        .send(pdf.bytes);
    },
  );
};
