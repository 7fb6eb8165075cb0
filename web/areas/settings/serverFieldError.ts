import { ApiError } from "../../lib/api";

/**
 * The server's message about one form field, when its refusal names it: a 400 whose `errors` list has
 * a path ending in the field, or one of the statuses given (e.g. 409 for a taken e-mail). Else null.
 */
export function serverFieldError(
  error: unknown,
  field: string,
  statuses: readonly number[] = [],
): string | null {
  if (!(error instanceof ApiError)) return null;
  if (statuses.includes(error.status)) return error.serverMessage || null;
  if (error.status !== 400) return null;
  const issue = error.fieldErrors.find(({ path }) => path === field || path.endsWith(`.${field}`));
  return issue?.message ?? null;
}
