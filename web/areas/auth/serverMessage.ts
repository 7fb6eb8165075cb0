import { ApiError } from "../../lib/api";

/**
 * The server's own words for a failed call, or "" when it gave none worth showing: a JSON body's
 * `message`, or a short plain-text body (never an HTML error page from a proxy).
 */
export function serverMessageOf(error: unknown): string {
  if (!(error instanceof ApiError)) return "";
  const json = error.json;
  if (json) return typeof json.message === "string" ? json.message.trim() : "";
  const text = error.body.trim();
  if (!text || text.startsWith("<") || text.length > 300) return "";
  return text;
}

/**
 * The reason phrases of the statuses the API answers. The client keeps only the status: a browser talking
 * HTTP/2 (or a proxy) gives no status text.
 */
const STATUS_TEXT: Readonly<Record<number, string>> = {
  400: "Bad Request",
  401: "Unauthorized",
  403: "Forbidden",
  404: "Not Found",
  409: "Conflict",
  413: "Payload Too Large",
  415: "Unsupported Media Type",
  429: "Too Many Requests",
  500: "Internal Server Error",
  502: "Bad Gateway",
  503: "Service Unavailable",
  504: "Gateway Timeout",
};

/** A status with its reason phrase: '404 Not Found'; the bare number for a status not listed. */
export function statusLine(status: number): string {
  const text = STATUS_TEXT[status];
  return text ? `${status} ${text}` : String(status);
}

/**
 * Why a call failed, to follow '{what failed}: ' in a toast: the server's own words, else the status
 * ('502 Bad Gateway' for a proxy's page), else the error's own message (a lost connection: 'Failed to
 * fetch'), else 'An unexpected error occurred'.
 */
export function failureReason(error: unknown): string {
  const server = serverMessageOf(error);
  if (server) return server;
  if (error instanceof ApiError) return statusLine(error.status);
  if (error instanceof Error && error.message) return error.message;
  return "An unexpected error occurred";
}
