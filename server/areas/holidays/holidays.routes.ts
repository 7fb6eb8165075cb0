import { z } from "zod";
import { errorSchema } from "../../../shared/auth/auth.schema";
import { listQuerySchema } from "../../../shared/common/list.schema";
import { idParamSchema } from "../../../shared/companies/companies.schema";
import { holidayDtoSchema, holidayInputSchema } from "../../../shared/holidays/holidays.schema";
import { originOf } from "../../lib/audit";
import { actorOf } from "../../lib/authenticate";
import { answerPage } from "../../lib/lists";
import type { AreaPlugin } from "../../lib/plugin";
import { createHoliday, deleteHoliday, listHolidays, updateHoliday } from "./holidays.service";

const tags = ["Holidays"];
const errors = { 400: errorSchema, 403: errorSchema, 404: errorSchema };

export const holidaysRoutes: AreaPlugin = async (app) => {
  app.get(
    "/api/companies/:id/holidays",
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: "A company's holidays by date (everyone in the company); paged, total in X-Total-Count",
        params: idParamSchema,
        querystring: listQuerySchema,
        response: { 200: z.array(holidayDtoSchema), ...errors },
      },
    },
    async (request, reply) =>
      answerPage(reply, await listHolidays(request.ctx, actorOf(request), request.params.id, request.query)),
  );

  app.post(
    "/api/companies/:id/holidays",
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: "Add a holiday (ADMIN of the company, or SUPER_ADMIN)",
        params: idParamSchema,
        body: holidayInputSchema,
        response: { 201: holidayDtoSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.code(201);
      return createHoliday(request.ctx, actorOf(request), request.params.id, request.body, originOf(request));
    },
  );

  app.put(
    "/api/holidays/:id",
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: "Update a holiday",
        params: idParamSchema,
        body: holidayInputSchema,
        response: { 200: holidayDtoSchema, ...errors },
      },
    },
    async (request) =>
      updateHoliday(request.ctx, actorOf(request), request.params.id, request.body, originOf(request)),
  );

  app.delete(
    "/api/holidays/:id",
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: "Delete a holiday",
        params: idParamSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await deleteHoliday(request.ctx, actorOf(request), request.params.id, originOf(request));
      reply.code(204);
    },
  );
};
