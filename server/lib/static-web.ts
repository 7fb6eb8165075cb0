import { existsSync } from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { UserDto } from "../../shared/auth/auth.schema";
import { compress, preferredEncoding } from "./compress";
import { createSignedInPage, loadFirstPaint } from "./page-html";
import { PROJECT_ROOT } from "./project-root";

export const WEB_DIST = path.join(PROJECT_ROOT, "dist", "web");

/** The server side of the web app's build (scripts/prerender.mjs): the signed-in pages' first paint. */
export const SIGNED_IN_FIRST_PAINT = path.join(PROJECT_ROOT, "dist", "ssr", "signedInFirstPaint.js");

/** index.html with the sign-in screen's first paint in its root, written at build (scripts/prerender.mjs). */
export const AUTH_FIRST_PAINT = "auth.html";

/**
 * Serves the built web app; every non-API path that is not a file gets index.html (SPA fallback). A file's
 * .br or .gz copy written at build (scripts/precompress.mjs) is sent instead when the browser accepts it.
 */
export async function registerWeb(
  app: FastifyInstance,
  webDir = WEB_DIST,
  firstPaintFile: string | null = webDir === WEB_DIST ? SIGNED_IN_FIRST_PAINT : null,
): Promise<void> {
  const built = existsSync(path.join(webDir, "index.html"));
  // The sign-in page with its first paint in the HTML (scripts/prerender.mjs), for /auth without a query:
  // a query (?tab=signup, ?verified=…) asks for another first screen, which the page's code draws.
  const authFirstPaint = existsSync(path.join(webDir, AUTH_FIRST_PAINT));
  // Signed-in pages' first paint: loaded a second after the start (lib/page-html.ts), none before.
  const signedInPage = built
    ? createSignedInPage(webDir, loadFirstPaint(firstPaintFile, app.log), app.log)
    : null;
  if (built) {
    await app.register(fastifyStatic, {
      root: webDir,
      wildcard: false,
      index: false,
      // With Content-Encoding, Vary: Accept-Encoding and the original's Content-Type; the SPA fallback's
      // sendFile too. A copy is sent only in place of a file that exists, and is no URL of its own.
      preCompressed: true,
      globIgnore: ["**/*.br", "**/*.gz"],
      setHeaders: (res, filePath) => {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header("Cache-Control", hashed ? "public, max-age=31536000, immutable" : "no-cache");
      },
    });
  }
  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split("?")[0] ?? "";
    if (pathname === "/api" || pathname.startsWith("/api/")) {
      return reply.code(404).send({ message: "Not found" });
    }
    if (request.method !== "GET" && request.method !== "HEAD") {
      return reply.code(404).send({ message: "Not found" });
    }
    if (!built) {
      return reply.code(404).type("text/plain").send("The web app is not built yet: run `npm run build`.");
    }
    // Signed in: the page's HTML draws its first paint, names its code and carries the user
    // (lib/page-html.ts). It is that person's alone, so no cache keeps it. Signed out, or the session
    // unreadable: the plain file, as for anyone.
    const user = signedInPage ? await signedInUser(request, reply) : null;
    if (user && signedInPage) {
      const encoding = preferredEncoding(request.headers["accept-encoding"]);
      reply.header("Cache-Control", "no-store").header("Vary", "Accept-Encoding");
      if (encoding !== "identity") reply.header("Content-Encoding", encoding);
      const html = await signedInPage(request.url, pathname, user);
      return reply.type("text/html; charset=utf-8").send(compress(html, encoding));
    }
    reply.header("Cache-Control", "no-cache");
    return reply.sendFile(authFirstPaint && request.url === "/auth" ? AUTH_FIRST_PAINT : "index.html");
  });
}

/** The session's user, or null when signed out or when it cannot be read now (the page's code asks again). */
async function signedInUser(request: FastifyRequest, reply: FastifyReply): Promise<UserDto | null> {
  try {
    await request.server.identify(request, reply);
    return request.actor?.user ?? null;
  } catch {
    return null;
  }
}
