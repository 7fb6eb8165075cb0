import { z } from "zod";
import {
  attendanceCreateSchema,
  attendanceDtoSchema,
  attendancePatchSchema,
  attendanceRangeQuerySchema,
  companyAttendanceDtoSchema,
} from "../../../shared/attendance/attendance.schema";
import { errorSchema } from "../../../shared/auth/auth.schema";
import { listQuerySchema, searchListQuerySchema } from "../../../shared/common/list.schema";
import { companyIdOrAllParamSchema, idParamSchema } from "../../../shared/companies/companies.schema";
import { actorOf } from "../../lib/authenticate";
import { answerPage } from "../../lib/lists";
import type { AreaPlugin } from "../../lib/plugin";
import { ONE_STATEMENT } from "../../lib/transactional";
import {
  createAttendance,
  deleteAttendance,
  listCompanyAttendance,
  listOwnAttendance,
  todayAttendance,
  updateAttendance,
} from "./attendance.service";

const tags = ["Attendance"];
const errors = { 400: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema };

export const attendanceRoutes: AreaPlugin = async (app) => {
  app.get(
    "/api/attendances",
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: "The signed-in person's records (default: the last year), newest first",
        querystring: attendanceRangeQuerySchema.omit({ userId: true }).extend(listQuerySchema.shape),
        response: { 200: z.array(attendanceDtoSchema), 400: errorSchema },
      },
    },
    async (request, reply) =>
      answerPage(reply, await listOwnAttendance(request.ctx, actorOf(request), request.query)),
  );

  app.get(
    "/api/attendances/today",
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: "Today's record (today in the company's time zone), or null",
        response: { 200: attendanceDtoSchema.nullable() },
      },
    },
    async (request) => todayAttendance(request.ctx, actorOf(request)),
  );

  app.post(
    "/api/attendances",
    {
      onRequest: app.authenticate,
      // Its change is one insert (createAttendance): no BEGIN and COMMIT around it (lib/transactional.ts).
      config: { transactional: ONE_STATEMENT },
      schema: {
        tags,
        summary: "Clock in (date and clock-in) or add a record; one per date, never a future date",
        body: attendanceCreateSchema,
        response: { 201: attendanceDtoSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.code(201);
      return createAttendance(request.ctx, actorOf(request), request.body);
    },
  );

  app.patch(
    "/api/attendances/:id",
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: "Clock out (clockOut, effectiveHours, keyTasks) or edit one's own record",
        params: idParamSchema,
        body: attendancePatchSchema,
        response: { 200: attendanceDtoSchema, ...errors },
      },
    },
    async (request) => updateAttendance(request.ctx, actorOf(request), request.params.id, request.body),
  );

  app.delete(
    "/api/attendances/:id",
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: "Delete one's own record",
        params: idParamSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await deleteAttendance(request.ctx, actorOf(request), request.params.id);
      reply.code(204);
    },
  );

  app.get(
    "/api/companies/:id/attendances",
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary:
          "A company's records in a period (default: the current month; at most a year); `all` for a SUPER_ADMIN",
        params: companyIdOrAllParamSchema,
        querystring: attendanceRangeQuerySchema.extend(searchListQuerySchema.shape),
        response: { 200: z.array(companyAttendanceDtoSchema), ...errors },
      },
    },
    async (request, reply) =>
      answerPage(
        reply,
        await listCompanyAttendance(request.ctx, actorOf(request), request.params.id, request.query),
      ),
  );
};
