import type { FastifyReply } from "fastify";
import type { Config } from "../../config";
import { SESSION_ABSOLUTE_MS, SESSION_COOKIE } from "./sessions.service";

/** HttpOnly, SameSite=Lax, Secure behind https (docs/product/accounts.md §5). */
export function setSessionCookie(reply: FastifyReply, config: Config, token: string): void {
  reply.setCookie(SESSION_COOKIE, token, {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure: config.secureCookies,
    maxAge: Math.floor(SESSION_ABSOLUTE_MS / 1000),
  });
}

export function clearSessionCookie(reply: FastifyReply, config: Config): void {
  reply.clearCookie(SESSION_COOKIE, {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure: config.secureCookies,
  });
}
