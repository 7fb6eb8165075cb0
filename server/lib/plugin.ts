import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Config } from "../config";

/**
 * Every area registers its routes as one of these. Handlers reach the database, mailer and clock only
 * through `request.ctx`, whose `db` is the request's transaction for a write (lib/transactional.ts).
 */
export type AreaPlugin = FastifyPluginAsyncZod<{ config: Config }>;
