import fastJson from "fast-json-stringify";
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
