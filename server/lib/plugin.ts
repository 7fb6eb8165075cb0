import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppContext } from "../app-context";

/** Every area registers its routes as one of these, receiving the shared context. */
export type AreaPlugin = FastifyPluginAsyncZod<{ ctx: AppContext }>;
