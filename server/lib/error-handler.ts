import type { FastifyError, FastifyReply, FastifyRequest } from "fastify";
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from "fastify-type-provider-zod";
import { AppError, databaseConflict, databaseInputError, isDatabaseUnavailable } from "./errors";

export const UNAVAILABLE = "Service temporarily unavailable";

/** The one place where failures become HTTP answers: `{ message, errors? }` with the statuses of docs/product/README.md §5. */
export function handleError(error: FastifyError | Error, request: FastifyRequest, reply: FastifyReply) {
  if (reply.sent || reply.raw.headersSent) {
    // The answer is already on its way (e.g. a download the browser cut short): nothing more can be said.
    request.log.warn({ err: error }, "failed after the answer was sent");
    return;
  }
  if (error instanceof AppError) {
    return reply.code(error.statusCode).send({ message: error.message, ...error.extra });
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const errors = error.validation.map((issue) => ({
      path: [error.validationContext, ...String(issue.instancePath).split("/").filter(Boolean)].join("."),
      message: issue.message,
    }));
    return reply.code(400).send({ message: errors[0]?.message ?? "Invalid input", errors });
  }
  if (isDatabaseUnavailable(error)) {
    request.log.warn({ err: error }, "database unavailable");
    return reply.code(503).send({ message: UNAVAILABLE });
  }
  const inputError = databaseInputError(error);
  if (inputError) {
    // The database refused a value the schemas let through: the caller's input, so a 400, never a 500.
    request.log.warn({ err: error }, "database refused the input");
    return reply.code(400).send({ message: inputError });
  }
  const conflictMessage = databaseConflict(error);
  if (conflictMessage) {
    request.log.info({ err: error }, "a concurrent request took the value first");
    return reply.code(409).send({ message: conflictMessage });
  }
  if (isResponseSerializationError(error)) {
    request.log.error({ err: error }, "response did not match its schema");
    return reply.code(500).send({ message: "Internal server error" });
  }
  const status = (error as FastifyError).statusCode;
  if (status && status >= 400 && status < 500) {
    return reply.code(status).send({ message: clientMessage(error as FastifyError, status) });
  }
  request.log.error({ err: error }, "unhandled error");
  return reply.code(500).send({ message: "Internal server error" });
}

function clientMessage(error: FastifyError, status: number): string {
  switch (error.code) {
    case "FST_ERR_CTP_BODY_TOO_LARGE":
      return "Request body is too large";
    case "FST_ERR_CTP_INVALID_MEDIA_TYPE":
      return "Unsupported content type";
    case "FST_ERR_CTP_EMPTY_JSON_BODY":
      return "Request body is required";
    case "FST_ERR_CTP_INVALID_JSON_BODY":
      return "Request body is not valid JSON";
    default:
      return status === 429 ? "Too many requests. Please try again in a minute." : error.message;
  }
}
