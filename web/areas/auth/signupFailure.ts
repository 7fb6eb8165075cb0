import { ApiError } from "../../lib/api";
import type { FieldErrors } from "../../lib/formValidation";
import { AUTH_TEXT } from "./authMessages";
import { serverMessageOf } from "./serverMessage";

export type SignupFailure = { message: string; fieldErrors: FieldErrors };

/** Form paths the server's 400 may name, as "user.username" or just "username". */
const SIGNUP_FIELDS = [
  "company.name",
  "company.description",
  "user.username",
  "user.password",
  "user.firstName",
  "user.lastName",
  "agreeToTerms",
] as const;

/**
 * What a failed company signup shows: the toast text (the server's message or the spec's fallback)
 * and, for a 400 listing fields or a 409 on the e-mail, the errors to put under those fields.
 */
export function describeSignupFailure(error: unknown): SignupFailure {
  const message = serverMessageOf(error) || AUTH_TEXT.registrationFailedFallback;
  const fieldErrors: FieldErrors = {};
  if (!(error instanceof ApiError)) return { message, fieldErrors };

  if (error.status === 409) fieldErrors["user.username"] = message;
  for (const entry of error.fieldErrors) {
    const field = matchField(entry.path);
    if (field && !(field in fieldErrors)) fieldErrors[field] = entry.message;
  }
  return { message, fieldErrors };
}

function matchField(path: string): string | undefined {
  const normalized = path.replace(/^body\./, "").replace(/\//g, ".");
  return SIGNUP_FIELDS.find((field) => field === normalized || field.endsWith(`.${normalized}`));
}
