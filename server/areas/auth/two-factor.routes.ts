import { z } from "zod";
import { errorSchema, userDtoSchema } from "../../../shared/auth/auth.schema";
import {
  recoveryCodesSchema,
  setupSignInResultSchema,
  twoFactorCodeSchema,
  twoFactorSetupSchema,
  twoFactorStatusSchema,
} from "../../../shared/auth/two-factor.schema";
import { idParamSchema } from "../../../shared/companies/companies.schema";
import { originOf } from "../../lib/audit";
import { actorOf, sessionTokenOf } from "../../lib/authenticate";
import type { AreaPlugin } from "../../lib/plugin";
import { setSessionCookie } from "./session-cookie";
import {
  disableTwoFactor,
  enableTwoFactor,
  getTwoFactorStatus,
  resetTwoFactor,
  startTwoFactorSetup,
} from "./two-factor.service";
import {
  completeSetupAtSignIn,
  completeTwoFactorSignIn,
  startSetupAtSignIn,
} from "./two-factor-sign-in.service";

const tags = ["Accounts"];

/**
 * Two-factor sign-in (docs/product/accounts.md §3, settings.md §10): one's own enrolment in Settings, the
 * sign-in's second step, the set-up at sign-in when it is required, and the SUPER_ADMIN's reset.
 * Registered by the accounts area's plugin. Every call that takes a code is rate-limited per address like
 * the sign-in.
 */
export const twoFactorRoutes: AreaPlugin = async (app, { config }) => {
  const authLimit = { max: config.authRateLimit, timeWindow: "1 minute" };

  app.post(
    "/api/login/two-factor",
    {
      config: { rateLimit: authLimit },
      schema: {
        tags,
        summary: "The sign-in's second step: a code from the app or a recovery code; starts the session",
        body: twoFactorCodeSchema,
        response: { 200: userDtoSchema, 400: errorSchema, 401: errorSchema },
      },
    },
    async (request, reply) => {
      const { user, token } = await completeTwoFactorSignIn(
        request.ctx,
        sessionTokenOf(request),
        request.body.code,
        originOf(request),
      );
      setSessionCookie(reply, config, token);
      return user;
    },
  );

  app.post(
    "/api/login/two-factor/setup",
    {
      config: { rateLimit: authLimit },
      schema: {
        tags,
        summary:
          "Two-factor sign-in required and not set up: the secret to set it up, for that pending sign-in only",
        response: { 200: twoFactorSetupSchema, 401: errorSchema },
      },
    },
    async (request) => startSetupAtSignIn(request.ctx, sessionTokenOf(request)),
  );

  app.post(
    "/api/login/two-factor/enable",
    {
      config: { rateLimit: authLimit },
      schema: {
        tags,
        summary:
          "Turns the required second factor on with a current code and starts the session; answers the user and the recovery codes, shown once",
        body: twoFactorCodeSchema,
        response: { 200: setupSignInResultSchema, 400: errorSchema, 401: errorSchema },
      },
    },
    async (request, reply) => {
      const { token, ...result } = await completeSetupAtSignIn(
        request.ctx,
        sessionTokenOf(request),
        request.body.code,
        originOf(request),
      );
      setSessionCookie(reply, config, token);
      return result;
    },
  );

  app.delete(
    "/api/users/:id/two-factor",
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary:
          "SUPER_ADMIN: resets someone's lost second factor (not one's own); their sessions end. Logged",
        params: idParamSchema,
        response: { 204: z.null(), 400: errorSchema, 403: errorSchema, 404: errorSchema },
      },
    },
    async (request, reply) => {
      await resetTwoFactor(request.ctx, actorOf(request), request.params.id, originOf(request));
      reply.code(204);
    },
  );

  app.get(
    "/api/user/two-factor",
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: "Whether one's two-factor sign-in is on, and how many recovery codes are left",
        response: { 200: twoFactorStatusSchema },
      },
    },
    async (request) => getTwoFactorStatus(request.ctx, actorOf(request)),
  );

  app.post(
    "/api/user/two-factor/setup",
    {
      onRequest: app.authenticate,
      config: { rateLimit: authLimit },
      schema: {
        tags,
        summary: "Starts two-factor setup: a new secret as an otpauth URI, a QR code (SVG) and base32 text",
        response: { 200: twoFactorSetupSchema, 409: errorSchema },
      },
    },
    async (request) => startTwoFactorSetup(request.ctx, actorOf(request)),
  );

  app.post(
    "/api/user/two-factor/enable",
    {
      onRequest: app.authenticate,
      config: { rateLimit: authLimit },
      schema: {
        tags,
        summary: "Turns two-factor sign-in on with a current code; answers ten recovery codes, shown once",
        body: twoFactorCodeSchema,
        response: { 200: recoveryCodesSchema, 400: errorSchema, 409: errorSchema },
      },
    },
    async (request) => enableTwoFactor(request.ctx, actorOf(request), request.body.code, originOf(request)),
  );

  app.post(
    "/api/user/two-factor/disable",
    {
      onRequest: app.authenticate,
      config: { rateLimit: authLimit },
      schema: {
        tags,
        summary: "Turns two-factor sign-in off; needs a code from the app or a recovery code",
        body: twoFactorCodeSchema,
        response: { 204: z.null(), 400: errorSchema, 403: errorSchema },
      },
    },
    async (request, reply) => {
      await disableTwoFactor(request.ctx, actorOf(request), request.body.code, originOf(request));
      reply.code(204);
    },
  );
};
