import type { FastifyReply } from "fastify";
import type { Config } from "../../config";
import { SESSION_COOKIE, sessionLifetimes } from "./sessions.service";

/**
 * The session cookie's name behind https: the `__Host-` prefix makes the browser take the cookie only when
 * it is Secure, has Path=/ and no Domain, so a neighbouring subdomain or a plain-http answer cannot plant
 * or overwrite it (docs/product/accounts.md §5).
 */
export const SECURE_SESSION_COOKIE = `__Host-${SESSION_COOKIE}`;

/** `__Host-sid` when APP_URL is https; plain `sid` over http, which cannot carry the prefix (local use, tests). */
export const sessionCookieName = (config: Pick<Config, "secureCookies">): string =>
  config.secureCookies ? SECURE_SESSION_COOKIE : SESSION_COOKIE;

/** HttpOnly, SameSite=Lax, Path=/, never a Domain; Secure behind https (docs/product/accounts.md §5). */
export function setSessionCookie(
  reply: FastifyReply,
  config: Config,
  token: string,
  maxAgeMs = sessionLifetimes(config).absoluteMs,
): void {
  reply.setCookie(sessionCookieName(config), token, {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure: config.secureCookies,
    maxAge: Math.floor(maxAgeMs / 1000),
  });
}

export function clearSessionCookie(reply: FastifyReply, config: Config): void {
  reply.clearCookie(sessionCookieName(config), {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure: config.secureCookies,
  });
}
