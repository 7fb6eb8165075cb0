/**
 * What a route's error boundary shows (issue 9 item 10):
 * - `notFound`: a 404 route response, shown as the 404 page;
 * - `updated`: a lazy-loaded chunk that no longer exists (the app was deployed since the tab opened);
 * - `failed`: anything else (a render error, a failed loader).
 */
export type RouteErrorKind = "notFound" | "updated" | "failed";

/** The messages browsers and bundlers give when a dynamic import's file is gone or cannot be fetched. */
const STALE_CHUNK_MESSAGES = [
  /Failed to fetch dynamically imported module/i, // Chromium
  /error loading dynamically imported module/i, // Firefox
  /Importing a module script failed/i, // Safari
  /Unable to preload CSS/i, // Vite's preload helper
  /Loading (CSS )?chunk [\w-]+ failed/i, // webpack-style ChunkLoadError
];

function isRouteErrorResponse(error: unknown): error is { status: number } {
  return (
    typeof error === "object" &&
    error !== null &&
    typeof (error as { status?: unknown }).status === "number" &&
    "statusText" in error &&
    "data" in error
  );
}

/** True when the error says a lazy-loaded module (a page's chunk) could not be loaded. */
export function isStaleChunkError(error: unknown): boolean {
  if (!(error instanceof Error) && (typeof error !== "object" || error === null)) return false;
  const { name, message } = error as { name?: unknown; message?: unknown };
  if (name === "ChunkLoadError") return true;
  return typeof message === "string" && STALE_CHUNK_MESSAGES.some((pattern) => pattern.test(message));
}

export function classifyRouteError(error: unknown): RouteErrorKind {
  if (isRouteErrorResponse(error) && error.status === 404) return "notFound";
  if (isStaleChunkError(error)) return "updated";
  return "failed";
}
