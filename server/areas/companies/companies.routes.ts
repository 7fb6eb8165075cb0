import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorSchema } from "../../../shared/auth/auth.schema";
import { searchListQuerySchema } from "../../../shared/common/list.schema";
import { canEditCompany } from "../../../shared/companies/companies.policy";
import {
  companyDtoSchema,
  companyInputSchema,
  companyListItemSchema,
  companyPatchSchema,
  idParamSchema,
  LOGO_UPLOAD_MAX_BYTES,
} from "../../../shared/companies/companies.schema";
import { originOf } from "../../lib/audit";
import { actorOf } from "../../lib/authenticate";
import { AppError } from "../../lib/errors";
import { answerPage } from "../../lib/lists";
import type { AreaPlugin } from "../../lib/plugin";
import { UPLOADED_CONTENT_CSP } from "../../lib/security-headers";
import { presentCompanyBrief } from "./companies.presenter";
import {
  createCompany,
  deleteCompany,
  findCompanyFor,
  listCompanies,
  updateCompany,
  uploadLogo,
} from "./companies.service";
import { readLogo } from "./logo-store";

const tags = ["Companies"];

export const companiesRoutes: AreaPlugin = async (app, { config }) => {
  app.get(
    "/api/companies",
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary:
          "Live companies by name with their user count and first users (SUPER_ADMIN); paged, `q` searches",
        querystring: searchListQuerySchema,
        response: { 200: z.array(companyListItemSchema), 400: errorSchema, 403: errorSchema },
      },
    },
    async (request, reply) =>
      answerPage(reply, await listCompanies(request.ctx.db, actorOf(request), request.query)),
  );

  app.post(
    "/api/companies",
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: "Create a company (SUPER_ADMIN)",
        body: companyInputSchema,
        response: { 201: companyDtoSchema, 400: errorSchema, 403: errorSchema },
      },
    },
    async (request, reply) => {
      const company = await createCompany(request.ctx, actorOf(request), request.body, originOf(request));
      reply.code(201);
      return company;
    },
  );

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
    async (request) => {
      const actor = actorOf(request);
      const company = await findCompanyFor(request.ctx.db, actor, request.params.id);
      // The plan and its fee are between the platform and the company's administrators (companies.md §2).
      return presentCompanyBrief(company, { withPlan: canEditCompany(actor, company.id) });
    },
  );

  app.patch(
    "/api/companies/:id",
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary:
          "Update a company: SUPER_ADMIN any; ADMIN own branding (payrollEnabled, payrollPlan and customFeePerEmployee are the SUPER_ADMIN's)",
        params: idParamSchema,
        body: companyPatchSchema,
        response: { 200: companyDtoSchema, 400: errorSchema, 403: errorSchema, 404: errorSchema },
      },
    },
    async (request) =>
      updateCompany(request.ctx, actorOf(request), request.params.id, request.body, originOf(request)),
  );

  app.delete(
    "/api/companies/:id",
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: "Soft-delete a company without users (SUPER_ADMIN); 409 while it has users",
        params: idParamSchema,
        response: { 204: z.null(), 403: errorSchema, 404: errorSchema, 409: errorSchema },
      },
    },
    async (request, reply) => {
      await deleteCompany(request.ctx, actorOf(request), request.params.id, originOf(request));
      reply.code(204);
    },
  );

  app.get(
    "/api/companies/:id/logo/:file",
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: "An uploaded company logo (to those who may read the company)",
        params: z.object({ id: idParamSchema.shape.id, file: z.string().max(64) }),
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      await findCompanyFor(request.ctx.db, actor, request.params.id);
      const { bytes, type } = await readLogo(config.dataDir, request.params.id, request.params.file);
      // An <img> shows an SVG whatever its disposition; opened on its own it is saved, and sandboxed anyway.
      if (type === "image/svg+xml") reply.header("Content-Disposition", 'attachment; filename="logo.svg"');
      return reply
        .type(type)
        .header("Cache-Control", "private, max-age=86400")
        .header("Content-Security-Policy", UPLOADED_CONTENT_CSP)
        .send(bytes);
    },
  );

  // The logo upload takes the raw image as its body, so it gets a parser of its own.
  await app.register(async (plugin) => {
    const upload = plugin.withTypeProvider<ZodTypeProvider>();
    upload.addContentTypeParser(
      "*",
      { parseAs: "buffer", bodyLimit: LOGO_UPLOAD_MAX_BYTES + 1024 },
      (_req, body, done) => done(null, body),
    );
    upload.post(
      "/api/companies/:id/logo",
      {
        onRequest: app.authenticate,
        schema: {
          tags,
          summary: "Upload a logo: the raw image (JPEG, PNG, GIF or SVG, at most 5 MB) as the body",
          // Documents the raw body; the kind is read from the bytes, whatever type is declared.
          consumes: ["image/png", "image/jpeg", "image/gif", "image/svg+xml"],
          params: idParamSchema,
          response: {
            200: z.object({ company: companyDtoSchema }),
            403: errorSchema,
            404: errorSchema,
            413: errorSchema,
            415: errorSchema,
          },
        },
      },
      async (request) => {
        const body = request.body;
        if (!Buffer.isBuffer(body) || body.length === 0) {
          throw new AppError(415, "Invalid file type. Please upload a JPEG, PNG, GIF, or SVG image.");
        }
        if (body.length > LOGO_UPLOAD_MAX_BYTES)
          throw new AppError(413, "File is too large. Maximum size is 5MB.");
        return uploadLogo(request.ctx, actorOf(request), request.params.id, body, originOf(request));
      },
    );
  });
};
