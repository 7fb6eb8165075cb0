import { ALREADY_RECORDED } from "../../shared/attendance/attendance.schema";
import { EMAIL_TAKEN } from "../../shared/auth/auth.schema";

/** A failure the client should see: an HTTP status, a message, and optional extra fields. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = "AppError";
  }
}

export const badRequest = (message: string, errors?: { path: string; message: string }[]) =>
  new AppError(400, message, errors ? { errors } : {});
export const unauthorized = (message = "Not signed in") => new AppError(401, message);
export const forbidden = (message = "You do not have permission to do this") => new AppError(403, message);
export const notFound = (message = "Not found") => new AppError(404, message);
export const conflict = (message: string) => new AppError(409, message);

/** Throws 403 unless the policy allows. */
export function authorize(allowed: boolean, message?: string): asserts allowed {
  if (!allowed) throw forbidden(message);
}

type DriverError = { code?: unknown; constraint?: unknown; message?: unknown; cause?: unknown };

/** The first error in a chain of causes (Drizzle wraps the driver's) that `matches`, or null. */
function inCauseChain(error: unknown, matches: (e: DriverError) => boolean): DriverError | null {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth++) {
    const e = current as DriverError;
    if (matches(e)) return e;
    current = e.cause;
  }
  return null;
}

const CONNECTION_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "ENOTFOUND",
  "EHOSTUNREACH",
  "EPIPE",
  "57P01", // admin_shutdown
  "57P02", // crash_shutdown
  "57P03", // cannot_connect_now
  "53300", // too_many_connections
]);

const CONNECTION_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|connect ECONNREFUSED|Client has encountered a connection error/i;

/** True when an error (or one it wraps) means the database cannot be reached right now. */
export function isDatabaseUnavailable(error: unknown): boolean {
  const found = inCauseChain(error, (e) => {
    const code = typeof e.code === "string" ? e.code : "";
    if (CONNECTION_CODES.has(code) || code.startsWith("08")) return true;
    return typeof e.message === "string" && CONNECTION_MESSAGES.test(e.message);
  });
  return found !== null;
}

/** SQLSTATEs of a value the database cannot take (data exceptions caused by input), with what to tell. */
const INPUT_ERROR_MESSAGES: Record<string, string> = {
  "22001": "A value is too long",
  "22003": "A number is out of range",
  "22007": "Invalid date or time",
  "22008": "Invalid date or time",
  "22021": "Text contains a character that cannot be stored",
  "22P05": "Text contains a character that cannot be stored",
  "22P02": "Invalid input",
  "22025": "Invalid input",
};

/** The message for a database error caused by the caller's input (e.g. NUL in text), or null for any other. */
export function databaseInputError(error: unknown): string | null {
  const found = inCauseChain(
    error,
    (e) => typeof e.code === "string" && Object.hasOwn(INPUT_ERROR_MESSAGES, e.code),
  );
  return found ? INPUT_ERROR_MESSAGES[found.code as string]! : null;
}

/**
 * Unique indexes that two requests racing past a service's own check can reach (the second insert waits
 * for the first's commit, then fails), with the same answer the check gives (409).
 */
const UNIQUE_CONFLICT_MESSAGES: Record<string, string> = {
  users_live_username_uq: EMAIL_TAKEN,
  attendances_user_date_uq: ALREADY_RECORDED,
};

/** The 409 message for a unique violation another request's commit caused, or null for any other error. */
export function databaseConflict(error: unknown): string | null {
  const found = inCauseChain(
    error,
    (e) =>
      e.code === "23505" &&
      typeof e.constraint === "string" &&
      Object.hasOwn(UNIQUE_CONFLICT_MESSAGES, e.constraint),
  );
  return found ? UNIQUE_CONFLICT_MESSAGES[found.constraint as string]! : null;
}
