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
  const issues = error.json?.errors;
  if (!Array.isArray(issues)) return null;
  for (const issue of issues) {
    if (issue && typeof issue === "object" && "path" in issue && "message" in issue) {
      const path = String(issue.path);
      if ((path === field || path.endsWith(`.${field}`)) && typeof issue.message === "string")
        return issue.message;
    }
  }
  return null;
}
