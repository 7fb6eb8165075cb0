import type { FastifyRequest } from "fastify";

/** Query parameters whose values are secrets (e-mail link tokens): never written to a log. */
const SECRET_PARAMETERS = /([?&](?:token|password)=)[^&#]*/gi;

/** A URL as the log may show it: `?token=…` becomes `?token=[redacted]`. */
export function redactUrl(url: string): string {
  return url.replace(SECRET_PARAMETERS, "$1[redacted]");
}

/** The request as the log shows it: Fastify's usual fields, with secrets in the URL redacted. */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
