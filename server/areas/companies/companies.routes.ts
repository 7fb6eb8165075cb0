import { errorSchema } from "../../../shared/auth/auth.schema";
import { companyDtoSchema, idParamSchema } from "../../../shared/companies/companies.schema";
import { actorOf } from "../../lib/authenticate";
import type { AreaPlugin } from "../../lib/plugin";
import { presentCompanyBrief } from "./companies.presenter";
import { findCompanyFor } from "./companies.service";

const tags = ["Companies"];

export const companiesRoutes: AreaPlugin = async (app, { ctx }) => {
  app.get(
    "/api/companies/:id",
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: "A company: any for a SUPER_ADMIN, otherwise the caller's own (404 for another)",
        params: idParamSchema,
        response: { 200: companyDtoSchema, 404: errorSchema },
      },
    },
    async (request) => presentCompanyBrief(await findCompanyFor(ctx.db, actorOf(request), request.params.id)),
  );
};
