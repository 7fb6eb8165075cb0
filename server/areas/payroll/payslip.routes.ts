import { z } from "zod";
import { errorSchema } from "../../../shared/auth/auth.schema";
import { idParamSchema } from "../../../shared/companies/companies.schema";
import { actorOf } from "../../lib/authenticate";
import type { AreaPlugin } from "../../lib/plugin";
import { payslipOf } from "./payslip.service";

/** A payroll row's payslip PDF (docs/product/payroll.md §2, §4). */
export const payslipRoutes: AreaPlugin = async (app, { config }) => {
  app.get(
    "/api/payrolls/:id/payslip.pdf",
    {
      onRequest: app.authenticate,
      schema: {
        tags: ["Payroll"],
        summary:
          "A payroll row's payslip as a PDF (the person paid, their company's ADMINs, SUPER_ADMINs; 404 for anyone else)",
        params: idParamSchema,
        produces: ["application/pdf"],
        response: { 200: z.any().describe("The payslip, application/pdf"), 404: errorSchema },
      },
    },
    async (request, reply) => {
      const payslip = await payslipOf(request.ctx, actorOf(request), request.params.id, config.dataDir);
      return reply
        .type("application/pdf")
        .header("content-disposition", `attachment; filename="${payslip.fileName}"`)
        .header("cache-control", "private, no-store")
        .send(payslip.bytes);
    },
  );
};
