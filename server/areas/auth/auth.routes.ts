import { z } from "zod";
import {
  companySignupSchema,
  errorSchema,
  forgotPasswordResultSchema,
  forgotPasswordSchema,
  loginSchema,
  messageSchema,
  registerSchema,
  resetPasswordSchema,
  signupResultSchema,
  userDtoSchema,
  verificationStatusSchema,
} from "../../../shared/auth/auth.schema";
import {
  sessionIdParamSchema,
  sessionListSchema,
  signedOutOthersSchema,
} from "../../../shared/auth/sessions.schema";
import { loginResultSchema, registerResultSchema } from "../../../shared/auth/two-factor.schema";
import { originOf } from "../../lib/audit";
import { actorOf, sessionTokenOf } from "../../lib/authenticate";
import type { AreaPlugin } from "../../lib/plugin";
import { logIn, logOut, resendVerification, signUpCompany, verifyEmail } from "./auth.service";
import { register } from "./invitation.service";
import { listOwnSessions, signOutOtherSessions, signOutSession } from "./own-sessions.service";
import { forgotPassword, resetPassword, validateResetToken } from "./password-reset.service";
import { clearSessionCookie, setSessionCookie } from "./session-cookie";
import { twoFactorRoutes } from "./two-factor.routes";
import { challengeLifetimeMs } from "./two-factor-sign-in.service";

const tags = ["Accounts"];

export const authRoutes: AreaPlugin = async (app, { config }) => {
  const authLimit = { max: config.authRateLimit, timeWindow: "1 minute" };
  const logMailError = (err: unknown) => app.log.error({ err }, "mail delivery failed");
  await twoFactorRoutes(app, { config });

  app.post(
    "/api/company-admin-signup",
    {
      // Its own transaction, opened after the password is hashed (auth.service.ts, signUpCompany).
      config: { rateLimit: authLimit, transactional: false },
      schema: {
        tags,
        summary: "Sign up a company and its first administrator (unverified; not signed in)",
        body: companySignupSchema,
        response: { 201: signupResultSchema, 400: errorSchema, 409: errorSchema },
      },
    },
    async (request, reply) => {
      const result = await signUpCompany(request.ctx, request.body, originOf(request));
      reply.code(201);
      return result;
    },
  );

  app.post(
    "/api/login",
    {
      // Its own transaction, opened after the password check (auth.service.ts, logIn).
      config: { rateLimit: authLimit, transactional: false },
      schema: {
        tags,
        summary: "Sign in; locks the account for 15 minutes after 5 failures in a row",
        body: loginSchema,
        response: { 200: loginResultSchema, 401: errorSchema },
      },
    },
    async (request, reply) => {
      // Session fixation: whatever cookie came in, signed in or planted, the session is always a new random
      // token, and a session the cookie named ends (accounts.md §5).
      // With two-factor sign-in on, the cookie holds a pending sign-in, which opens nothing but the second
      // step; that step starts the session under yet another token (accounts.md §3.1). A second factor
      // required and not set up: the pending sign-in opens only its set-up (§3.2).
      const result = await logIn(request.ctx, request.body, originOf(request), sessionTokenOf(request));
      if ("twoFactorRequired" in result) {
        setSessionCookie(reply, config, result.token, challengeLifetimeMs("code"));
        return { twoFactorRequired: true as const };
      }
      if ("twoFactorSetupRequired" in result) {
        setSessionCookie(reply, config, result.token, challengeLifetimeMs("setup"));
        return { twoFactorSetupRequired: true as const };
      }
      setSessionCookie(reply, config, result.token);
      return result.user;
    },
  );

  app.get(
    "/api/user",
    {
      onRequest: app.authenticate,
      schema: { tags, summary: "The signed-in user, or 401", response: { 200: userDtoSchema } },
    },
    async (request) => actorOf(request).user,
  );

  app.get(
    "/api/user/sessions",
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary:
          "The signed-in person's active sessions (device, IP, signed in, last active), this one first",
        response: { 200: sessionListSchema },
      },
    },
    async (request) => listOwnSessions(request.ctx, actorOf(request)),
  );

  app.delete(
    "/api/user/sessions/:id",
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary:
          "Signs out one of one's own sessions (404 for anyone else's); this one clears the cookie too",
        params: sessionIdParamSchema,
        response: { 204: z.null(), 404: errorSchema },
      },
    },
    async (request, reply) => {
      const { current } = await signOutSession(
        request.ctx,
        actorOf(request),
        request.params.id,
        originOf(request),
      );
      if (current) clearSessionCookie(reply, config);
      reply.code(204);
    },
  );

  app.post(
    "/api/user/sessions/sign-out-others",
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: "Sign out everywhere else: ends every session of one's own but this one",
        response: { 200: signedOutOthersSchema },
      },
    },
    async (request) => signOutOtherSessions(request.ctx, actorOf(request), originOf(request)),
  );

  app.post(
    "/api/logout",
    { onRequest: app.identify, schema: { tags, summary: "Sign out: ends the session" } },
    async (request, reply) => {
      const token = sessionTokenOf(request);
      const actor = request.actor;
      if (token && actor) await logOut(request.ctx, actor, token, originOf(request));
      else if (token) await request.ctx.sessions.destroy(token);
      clearSessionCookie(reply, config);
      reply.code(204);
    },
  );

  app.get(
    "/api/verify-email",
    {
      config: { transactional: true },
      schema: {
        tags,
        summary: "Follows a verification link; redirects to /auth?verified=true or false",
        querystring: z.object({ token: z.string().max(200).optional() }),
      },
    },
    async (request, reply) => {
      const token = request.query.token;
      const ok = token ? await verifyEmail(request.ctx, token, originOf(request)) : false;
      // Answered after the commit: the link is used up only if the verification is saved.
      reply.code(302).header("location", `/auth?verified=${ok}`);
    },
  );

  app.get(
    "/api/verification-status",
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: "Whether the signed-in user has verified their address",
        response: { 200: verificationStatusSchema },
      },
    },
    async (request) => ({ success: true, verified: actorOf(request).user.isVerified }),
  );

  app.post(
    "/api/resend-verification",
    {
      onRequest: app.authenticate,
      config: { rateLimit: authLimit },
      schema: { tags, summary: "Sends a new verification mail", response: { 200: messageSchema } },
    },
    async (request) => resendVerification(request.ctx, actorOf(request), logMailError),
  );

  app.post(
    "/api/forgot-password",
    {
      config: { rateLimit: authLimit },
      schema: {
        tags,
        summary: "Starts a password reset (the same answer whether or not the address exists)",
        body: forgotPasswordSchema,
        response: { 200: forgotPasswordResultSchema, 400: errorSchema },
      },
    },
    async (request) => forgotPassword(request.ctx, request.body.email, originOf(request)),
  );

  app.get(
    "/api/reset-password/validate",
    {
      schema: {
        tags,
        summary: "Checks a reset link; answers the address it belongs to",
        querystring: z.object({
          token: z
            .string()
            .min(1, "Invalid or missing reset token. Please request a new password reset link.")
            .max(200),
        }),
        response: { 200: z.object({ email: z.string() }), 400: errorSchema },
      },
    },
    async (request) => validateResetToken(request.ctx, request.query.token),
  );

  app.post(
    "/api/reset-password",
    {
      // Its own transaction, opened after the password is hashed (password-reset.service.ts).
      config: { rateLimit: authLimit, transactional: false },
      schema: {
        tags,
        summary: "Sets a new password with a reset link; ends every session and unlocks the account",
        body: resetPasswordSchema,
        response: { 200: messageSchema, 400: errorSchema },
      },
    },
    async (request) =>
      resetPassword(request.ctx, request.body.token, request.body.newPassword, originOf(request)),
  );

  app.post(
    "/api/register",
    {
      // Its own transaction, opened after the password is hashed (invitation.service.ts).
      config: { rateLimit: authLimit, transactional: false },
      schema: {
        tags,
        summary:
          "Completes an invitation: sets the password and signs in (or, two-factor required, starts its set-up)",
        body: registerSchema,
        response: { 200: registerResultSchema, 400: errorSchema },
      },
    },
    async (request, reply) => {
      const result = await register(request.ctx, request.body, originOf(request));
      if ("twoFactorSetupRequired" in result) {
        setSessionCookie(reply, config, result.token, challengeLifetimeMs("setup"));
        return { twoFactorSetupRequired: true as const };
      }
      setSessionCookie(reply, config, result.token);
      return result.user;
    },
  );
};
