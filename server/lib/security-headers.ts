import type { FastifyInstance } from "fastify";
import helmet, { type HelmetOptions } from "helmet";

/**
 * The policy of every answer that carries bytes someone uploaded (a file, a logo): nothing may load or run,
 * inline styles aside (an SVG's own), and `sandbox` gives the document an opaque origin, so an SVG or HTML
 * opened straight from its URL can neither run script nor reach the app's cookies or API.
 */
export const UPLOADED_CONTENT_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

/**
 * What an API answer says to caches unless its route sets its own: nothing is kept, by the browser or by
 * anything between (docs/product/README.md §5). A file route with its own caching (a logo) overrides it.
 */
export const API_CACHE_CONTROL = "no-store";

/** `/api`, `/api/…` or `/api?…`: an answer of the API rather than of the web app. */
export const isApiPath = (url: string): boolean =>
  url.startsWith("/api") && (url.length === 4 || url[4] === "/" || url[4] === "?");

/**
 * Helmet's headers, worked out once at start rather than per request (the Fastify plugin rebuilds
 * helmet on every request, a tenth of the CPU of a small GET). Returns the header set helmet would write.
 */
export function computeSecurityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(", ") : String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  let failure: unknown;
  helmet(options)({} as never, res as never, (error?: unknown) => {
    failure = error;
  });
  if (failure) throw failure;
  return headers;
}

/**
 * Adds the precomputed security headers to every answer, and `Cache-Control: no-store` to every API answer
 * (they carry personal data; a route that sets its own Cache-Control later wins). The web app's files keep
 * the caching static-web.ts gives them.
 */
export function registerSecurityHeaders(app: FastifyInstance, options: HelmetOptions): void {
  const headers = computeSecurityHeaders(options);
  const apiHeaders = Object.assign({}, headers, { "cache-control": API_CACHE_CONTROL });
  app.addHook("onRequest", (request, reply, done) => {
    reply.headers(isApiPath(request.url) ? apiHeaders : headers);
    done();
  });
}

/**
 * The API docs page's policy (@fastify/swagger-ui's `staticCSP`, which holds no inline script): Swagger UI
 * sets inline styles, so they are allowed as in the app's own policy; and its request to upgrade to https
 * is dropped over http, where it would break the page.
 */
export function docsPagePolicy(policy: string, https: boolean): string {
  const styled = policy.replace(/style-src([^;]*);/, (_all, sources: string) =>
    sources.includes("'unsafe-inline'")
      ? `style-src${sources};`
      : `style-src ${sources.trim()} 'unsafe-inline';`,
  );
  return https ? styled : styled.replace(/\s*upgrade-insecure-requests;?/, "");
}
