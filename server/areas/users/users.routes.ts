import { z } from "zod";
import { errorSchema, messageSchema, userDtoSchema } from "../../../shared/auth/auth.schema";
import { searchListQuerySchema } from "../../../shared/common/list.schema";
import { companyIdOrAllParamSchema, idParamSchema } from "../../../shared/companies/companies.schema";
import { personalDataExportSchema } from "../../../shared/users/personal-data.schema";
import {
  changePasswordSchema,
  ownPayDtoSchema,
  profilePatchSchema,
  userInputSchema,
  userListItemSchema,
} from "../../../shared/users/users.schema";
import { originOf } from "../../lib/audit";
import { actorOf } from "../../lib/authenticate";
import { answerPage } from "../../lib/lists";
import type { AreaPlugin } from "../../lib/plugin";
import { exportPersonalData } from "./personal-data-export";
import { changePassword, loadOwnPay, updateProfile } from "./profile.service";
import {
  createUser,
  deleteUser,
  listCompanyUsers,
  listManagedUsers,
  unlockUser,
  updateUser,
} from "./user-management.service";

const tags = ["Users"];
const errors = { 400: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema };
const userList = z.array(userListItemSchema);
/** User management's paging, search and its 'Show Only Locked' filter (accounts whose lock is in force). */
const managedUsersQuery = searchListQuerySchema.extend({
  locked: z.enum(["true", "false"]).optional().describe("true: only accounts locked now"),
});

export const usersRoutes: AreaPlugin = async (app) => {
  // Its own call, not a field of GET /api/user: that one is read on every page load, this one by Settings.
  app.get(
    "/api/user/pay",
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary:
          "The signed-in person's own salary, tax % and benefits % (read-only); a SUPER_ADMIN has none (404)",
        response: { 200: ownPayDtoSchema, 404: errorSchema },
      },
    },
    async (request) => loadOwnPay(request.ctx, actorOf(request)),
  );

  // docs/product/employees.md §9: the signed-in person's own data, as a JSON download. A read that writes
  // only its security-log row, so no request transaction: the file streams after the handler returns.
  app.get(
    "/api/user/export",
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary:
          "Download my data: everything held about the signed-in person (profile, pay, leave, payroll, attendance, sessions, own security-log rows) as a JSON file",
        produces: ["application/json"],
        response: { 200: personalDataExportSchema, 404: errorSchema },
      },
    },
    async (request, reply) => {
      const file = await exportPersonalData(request.ctx, actorOf(request), originOf(request));
      return reply
        .header("content-type", "application/json; charset=utf-8")
        .header("content-disposition", `attachment; filename="${file.fileName}"`)
        .header("cache-control", "no-store")
        .send(file.body as never); // a stream: Fastify pipes it, the 200 schema documents it
    },
  );

  app.get(
    "/api/companies/:id/users",
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: "Employees of a company (admins too with includeAdmins=true); `all` for a SUPER_ADMIN",
        params: companyIdOrAllParamSchema,
        querystring: searchListQuerySchema.extend({ includeAdmins: z.enum(["true", "false"]).optional() }),
        response: { 200: userList, ...errors },
      },
    },
    async (request, reply) => {
      // The flag first and the rest spread last: a spread followed by fields costs a hidden class per request
      // in Node 20 (docs/ARCHITECTURE.md, "Presenters").
      const { includeAdmins, ...query } = request.query;
      const filter = { includeAdmins: includeAdmins === "true", ...query };
      return answerPage(
        reply,
        await listCompanyUsers(request.ctx, actorOf(request), request.params.id, filter),
      );
    },
  );

  app.post(
    "/api/companies/:id/users",
    {
      // Its own transaction, opened after the password is hashed (user-management.service.ts, createUser).
      config: { transactional: false },
      onRequest: app.authenticate,
      schema: {
        tags,
        summary:
          "Add a person to a company; mails a verification link, or an invitation when no password is set",
        params: idParamSchema,
        body: userInputSchema,
        response: { 201: userListItemSchema, ...errors },
      },
    },
    async (request, reply) => {
      const user = await createUser(
        request.ctx,
        actorOf(request),
        request.params.id,
        request.body,
        originOf(request),
      );
      reply.code(201);
      return user;
    },
  );

  app.put(
    "/api/users/:id",
    {
      // Its own transaction, opened after the password is hashed (user-management.service.ts, updateUser).
      config: { transactional: false },
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: "Update a person (admin form); the password only when given",
        params: idParamSchema,
        body: userInputSchema,
        response: { 200: userListItemSchema, ...errors },
      },
    },
    async (request) =>
      updateUser(request.ctx, actorOf(request), request.params.id, request.body, originOf(request)),
  );

  app.patch(
    "/api/users/:id",
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: "Update a profile: first name, last name and (except a SUPER_ADMIN's) e-mail",
        params: idParamSchema,
        body: profilePatchSchema,
        response: { 200: userDtoSchema, ...errors },
      },
    },
    async (request) =>
      updateProfile(request.ctx, actorOf(request), request.params.id, request.body, originOf(request)),
  );

  app.delete(
    "/api/users/:id",
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: "Soft-delete a person: they can no longer sign in and their sessions end",
        params: idParamSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await deleteUser(request.ctx, actorOf(request), request.params.id, originOf(request));
      reply.code(204);
    },
  );

  app.post(
    "/api/users/:id/change-password",
    {
      // Its own transaction, opened after the password is hashed (profile.service.ts, changePassword).
      config: { transactional: false },
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: "Change one's own password; other sessions end",
        params: idParamSchema,
        body: changePasswordSchema,
        response: { 200: messageSchema, ...errors },
      },
    },
    async (request) =>
      changePassword(request.ctx, actorOf(request), request.params.id, request.body, originOf(request)),
  );

  app.get(
    "/api/users/company/:id",
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: "Every person of a company, for user management",
        params: idParamSchema,
        querystring: managedUsersQuery,
        response: { 200: userList, ...errors },
      },
    },
    async (request, reply) => {
      const { locked, ...query } = request.query;
      const filter = { locked: locked === "true", ...query };
      return answerPage(
        reply,
        await listManagedUsers(request.ctx, actorOf(request), request.params.id, filter),
      );
    },
  );

  app.get(
    "/api/users",
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: "Every person a SUPER_ADMIN manages (an ADMIN gets their own company's)",
        querystring: managedUsersQuery,
        response: { 200: userList, ...errors },
      },
    },
    async (request, reply) => {
      const { locked, ...query } = request.query;
      return answerPage(
        reply,
        await listManagedUsers(request.ctx, actorOf(request), "all", { locked: locked === "true", ...query }),
      );
    },
  );

  app.post(
    "/api/users/:id/unlock",
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: "Unlock an account locked by failed sign-ins",
        params: idParamSchema,
        response: { 200: userListItemSchema, ...errors },
      },
    },
    async (request) => unlockUser(request.ctx, actorOf(request), request.params.id, originOf(request)),
  );
};
