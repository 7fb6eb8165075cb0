import fastJson from "fast-json-stringify";
import type { FastifyReply } from "fastify";
import type { FastifySerializerCompiler } from "fastify/types/schema";
import { serializerCompiler as zodSerializerCompiler } from "fastify-type-provider-zod";
import { type ZodType, z } from "zod";

/**
 * Answers are written by fast-json-stringify compiled from each route's Zod response schema: only the
 * declared fields leave the server (no secret can slip out) at a fraction of the cost of validating and
 * re-stringifying every answer. A schema JSON Schema cannot express falls back to Zod's own serializer.
 */
export const serializerCompiler: FastifySerializerCompiler<ZodType> = (route) => {
  try {
    const jsonSchema = z.toJSONSchema(route.schema, {
      target: "draft-7",
      io: "output",
      unrepresentable: "throw",
    });
    return fastJson(jsonSchema as Parameters<typeof fastJson>[0]) as (data: unknown) => string;
  } catch {
    return zodSerializerCompiler(route as never) as (data: unknown) => string;
  }
};

/** The JSON text of each shared value, per route that wrote it (`answerShared`). */
const written = new WeakMap<object, Map<string, string>>();

/**
 * Answers a value that many requests share — an entry of the read cache (lib/read-cache.ts), the same object
 * for everyone who asks while it is fresh: the route's serializer writes it once, and every later answer of
 * that value sends the same JSON text. A new value (the cache recomputed it) is written anew.
 */
export function answerShared(reply: FastifyReply, value: object): FastifyReply {
  const route = `${reply.request.method} ${reply.request.routeOptions.url}`;
  let byRoute = written.get(value);
  if (!byRoute) {
    byRoute = new Map();
    written.set(value, byRoute);
  }
  let json = byRoute.get(route);
  if (json === undefined) {
    json = reply.serialize(value) as string;
    byRoute.set(route, json);
  }
  return reply.type("application/json; charset=utf-8").send(json);
}
