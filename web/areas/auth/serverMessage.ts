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
