import type { FastifyReply, FastifyRequest } from "fastify";
import { forbidden } from "./errors";

const MUTATIONS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/** Refuses a mutation whose Origin header is present and is not the app's own (docs/product/README.md §5). */
export function createOriginCheck(appOrigin: string) {
  return async function originCheck(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
    if (!MUTATIONS.has(request.method)) return;
    const origin = request.headers.origin;
    if (origin !== undefined && origin !== appOrigin) throw forbidden("Cross-origin request refused");
  };
}
