import { z } from "zod";
import { ResponseShapeError } from "./api";

/**
 * Parses an answer with its schema (development and tests only; see checkResponse in api.ts, which loads
 * this module on first use so that Zod stays out of the sign-in page's first download).
 */
export function parseResponse<S extends z.ZodType>(schema: S, data: unknown, call: string): z.output<S> {
  const result = schema.safeParse(data);
  if (!result.success) throw new ResponseShapeError(call, z.prettifyError(result.error));
  return result.data;
}

/** The schema of a list answer: an array of its items. */
export const listOf = <S extends z.ZodType>(itemSchema: S) => z.array(itemSchema);
