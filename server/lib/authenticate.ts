import type { FastifyReply, FastifyRequest } from "fastify";
import type { Actor, SessionStore } from "../areas/auth/sessions.service";
import { unauthorized } from "./errors";

declare module "fastify" {
  interface FastifyRequest {
    actor: Actor | null;
  }
  interface FastifyInstance {
    /** The session cookie's name: `__Host-sid` behind https, `sid` over http (areas/auth/session-cookie.ts). */
    sessionCookieName: string;
  }
}

/**
 * The cookie's token. It is 256 random bits of which only the SHA-256 is stored, so a signature would add
 * nothing but an HMAC per request; a forged value simply matches no session.
 */
export function sessionTokenOf(request: FastifyRequest): string | null {
  // Only the name of this deployment: behind https a plain `sid` (which a subdomain could plant) is ignored.
  const raw = request.cookies[request.server.sessionCookieName];
  return raw && raw.length <= 128 ? raw : null;
}

/** onRequest hook of every signed-in route: runs before validation, so a signed-out call is 401. */
export function createAuthenticate(store: SessionStore) {
  return async function authenticate(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
    const token = sessionTokenOf(request);
    request.actor = token ? await store.resolve(token) : null;
    if (!request.actor) throw unauthorized();
  };
}

/** onRequest hook of a route that serves both: the actor when signed in, null otherwise (sign-out). */
export function createIdentify(store: SessionStore) {
  return async function identify(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
    const token = sessionTokenOf(request);
    request.actor = token ? await store.resolve(token) : null;
  };
}

/** The actor of a route that ran `authenticate`. */
export function actorOf(request: FastifyRequest): Actor {
  if (!request.actor) throw unauthorized();
  return request.actor;
}
