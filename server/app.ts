import fastifyCookie from "@fastify/cookie";
import fastifySwagger from "@fastify/swagger";
import fastifySwaggerUi from "@fastify/swagger-ui";
import Fastify, {
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type RouteOptions,
} from "fastify";
import { jsonSchemaTransform, validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppContext } from "./app-context";
import { attendanceRoutes } from "./areas/attendance/attendance.routes";
import { authRoutes } from "./areas/auth/auth.routes";
import { sessionCookieName } from "./areas/auth/session-cookie";
import { createSessionStore } from "./areas/auth/sessions.service";
import { companiesRoutes } from "./areas/companies/companies.routes";
import { dashboardsRoutes } from "./areas/dashboards/dashboards.routes";
import { emailRoutes } from "./areas/email/email.routes";
import { filesRoutes } from "./areas/files/files.routes";
import { invoicesRoutes } from "./areas/finance/invoices.routes";
import { transactionsRoutes } from "./areas/finance/transactions.routes";
import { holidaysRoutes } from "./areas/holidays/holidays.routes";
import { leavesRoutes } from "./areas/leaves/leaves.routes";
import { enablementRequestsRoutes } from "./areas/payroll/enablement-requests.routes";
import { payrollRoutes } from "./areas/payroll/payroll.routes";
import { payslipRoutes } from "./areas/payroll/payslip.routes";
import { candidatesRoutes } from "./areas/recruitment/candidates.routes";
import { jobsRoutes } from "./areas/recruitment/jobs.routes";
import { securityLogsRoutes } from "./areas/security-logs/security-logs.routes";
import { systemRoutes } from "./areas/system/system.routes";
import { usersRoutes } from "./areas/users/users.routes";
import type { Config } from "./config";
import type { Database } from "./db/client";
import { createAuthenticate, createIdentify } from "./lib/authenticate";
import { handleError } from "./lib/error-handler";
import { type FileStorage, fileStorageIn } from "./lib/file-storage";
import { serializeRequest } from "./lib/log-redaction";
import { createMailer, type Mailer } from "./lib/mail";
import { createOriginCheck } from "./lib/origin-check";
import { registerRateLimits } from "./lib/rate-limit";
import { createReadCache } from "./lib/read-cache";
import { docsPagePolicy, registerSecurityHeaders } from "./lib/security-headers";
import { serializerCompiler } from "./lib/serializer";
import { registerWeb } from "./lib/static-web";
import { createRequestContextHook } from "./lib/transactional";

declare module "fastify" {
  interface FastifyInstance {
    authenticate: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** Like authenticate, but a signed-out call goes on with `request.actor` null. */
    identify: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
}

export interface AppDeps {
  config: Config;
  db: Database;
  /** Defaults to SMTP or the file mailbox per the config. */
  mailer?: Mailer;
  /** Defaults to DATA_DIR/uploads/files on the local disk. */
  files?: FileStorage;
  now?: () => Date;
  /** Serve the built web app (off in API tests). */
  serveWeb?: boolean;
  /** Where the built web app is; defaults to dist/web. */
  webDir?: string;
  /** The module drawing signed-in pages' first paint; defaults to dist/ssr's with dist/web, none otherwise. */
  firstPaintFile?: string;
  /** Told of every route as it registers (the authorization matrix checks that each has a case). */
  routeObserver?: (route: RouteOptions) => void;
}

/** Builds the whole HTTP application; `server/index.ts` listens with it, tests `inject()` into it. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config } = deps;
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ["req.headers.cookie", "req.headers.authorization", 'res.headers["set-cookie"]'],
      // Link tokens travel in query strings: the logged URL hides them (a token never reaches a log).
      serializers: { req: serializeRequest },
    },
    bodyLimit: 6 * 1024 * 1024,
    // Only the proxies named by TRUST_PROXY may say who the client is (X-Forwarded-For); none by default.
    trustProxy: config.trustProxy.length > 0 ? config.trustProxy : false,
  }).withTypeProvider<ZodTypeProvider>();
  const { routeObserver } = deps;
  if (routeObserver) app.addHook("onRoute", (route) => routeObserver(route));

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(handleError);

  const now = deps.now ?? (() => new Date());
  const sessions = createSessionStore(deps.db, now, config);
  const ctx: AppContext = {
    config,
    db: deps.db,
    mailer:
      deps.mailer ??
      createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, dataDir: config.dataDir, log: app.log }),
    files: deps.files ?? fileStorageIn(config.dataDir),
    sessions,
    reads: createReadCache(() => now().getTime()),
    now,
  };
  app.decorateRequest("actor", null);
  app.decorateRequest("ctx", null as never);
  app.decorate("sessionCookieName", sessionCookieName(config));
  app.decorate("authenticate", createAuthenticate(sessions));
  app.decorate("identify", createIdentify(sessions));
  // Before any route registers: each gets its request context, and each write its one transaction.
  app.addHook("onRoute", createRequestContextHook(ctx));

  await app.register(fastifyCookie, { secret: config.sessionSecret });
  registerSecurityHeaders(app, {
    contentSecurityPolicy: { directives: cspDirectives(config) },
    strictTransportSecurity: config.secureCookies,
  });
  // Counts in the database, shared by every app process (docs/product/accounts.md §1).
  await registerRateLimits(app, deps.db, now);
  app.addHook("onRequest", createOriginCheck(config.appOrigin));

  await app.register(fastifySwagger, {
    openapi: {
      openapi: "3.0.3",
      info: {
        title: "HR Platform API",
        description:
          "Multi-company HR platform. Sign in with POST /api/login; the session cookie (`sid`, or `__Host-sid` when the app is served over https) authenticates every other call. " +
          "Errors are `{ message, errors? }`: 400 invalid input, 401 signed out, 403 role, 404 absent or another company's, 409 conflict, 429 too many requests, 503 database unavailable. " +
          "Lists take `limit` (1–500) and `offset`, and `q` where their screen searches; the total of matching rows comes in the `X-Total-Count` header, and without `limit` a list answers at most 1,000 rows.",
        version: "1.0.0",
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, {
    routePrefix: "/api/docs",
    staticCSP: true,
    transformStaticCSP: (policy) => docsPagePolicy(policy, config.secureCookies),
  });

  await app.register(systemRoutes, { config });
  await app.register(authRoutes, { config });
  await app.register(companiesRoutes, { config });
  await app.register(usersRoutes, { config });
  await app.register(emailRoutes, { config });
  await app.register(leavesRoutes, { config });
  await app.register(attendanceRoutes, { config });
  await app.register(holidaysRoutes, { config });
  await app.register(filesRoutes, { config });
  await app.register(jobsRoutes, { config });
  await app.register(candidatesRoutes, { config });
  await app.register(payrollRoutes, { config });
  await app.register(payslipRoutes, { config });
  await app.register(enablementRequestsRoutes, { config });
  await app.register(dashboardsRoutes, { config });
  await app.register(securityLogsRoutes, { config });
  await app.register(transactionsRoutes, { config });
  await app.register(invoicesRoutes, { config });

  if (deps.serveWeb !== false) await registerWeb(app, deps.webDir, deps.firstPaintFile);
  else app.setNotFoundHandler((_request, reply) => reply.code(404).send({ message: "Not found" }));

  return app;
}

function cspDirectives(config: Config) {
  const chat = config.chatWidgetSrc ? [new URL(config.chatWidgetSrc).origin] : [];
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", ...chat],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", "data:", "blob:", "https:"],
    connectSrc: ["'self'", ...chat],
    frameSrc: ["'self'", ...chat],
    fontSrc: ["'self'", "data:"],
    objectSrc: ["'none'"],
    frameAncestors: ["'self'"],
    upgradeInsecureRequests: config.secureCookies ? [] : null,
  };
}
