import type { FastifyRequest } from "fastify";
import { z } from "zod";
import { errorSchema } from "../../../shared/auth/auth.schema";
import { TOTAL_COUNT_HEADER } from "../../../shared/common/list.schema";
import { canReadSecurityLogs } from "../../../shared/security-logs/security-logs.policy";
import {
  SECURITY_LOG_EXPORT_MAX_ROWS,
  SECURITY_LOG_SEARCH_TOTAL_CAP,
  SECURITY_LOG_TOTAL_CAP,
} from "../../../shared/security-logs/security-logs.rules";
import {
  securityLogFilterSchema,
  securityLogListQuerySchema,
  securityLogPageDtoSchema,
} from "../../../shared/security-logs/security-logs.schema";
import { actorOf } from "../../lib/authenticate";
import { authorize } from "../../lib/errors";
import type { AreaPlugin } from "../../lib/plugin";
import { listSecurityLogs } from "./security-logs.service";
import { exportSecurityLogs } from "./security-logs-export";

const tags = ["Security logs"];
const errors = { 400: errorSchema, 403: errorSchema };

/** The export's headers: the rows it holds, and "true" when more matched than it may hold. */
export const EXPORT_ROWS_HEADER = "X-Export-Rows";
export const EXPORT_TRUNCATED_HEADER = "X-Export-Truncated";

/**
 * The role comes before the query (docs/product/README.md §1.1): an ADMIN with a malformed filter is told
 * 403, not 400. Runs after `authenticate`, before validation.
 */
async function requireLogReader(request: FastifyRequest): Promise<void> {
  authorize(canReadSecurityLogs(actorOf(request)));
}

/** The security log viewer (docs/product/security-logs.md §4, §8): read-only; no route changes a row. */
export const securityLogsRoutes: AreaPlugin = async (app) => {
  app.get(
    "/api/security-logs",
    {
      onRequest: app.authenticate,
      preValidation: requireLogReader,
      schema: {
        tags,
        summary: `The security log, newest first (SUPER_ADMIN): filters level, companyId, resourceType, action, startDate, endDate, search; limit (default 20, at most 100), offset (at most ${SECURITY_LOG_TOTAL_CAP}). The total is exact below ${SECURITY_LOG_TOTAL_CAP} (${SECURITY_LOG_SEARCH_TOTAL_CAP} with a search); the cap means that many or more. Also in X-Total-Count`,
        querystring: securityLogListQuerySchema,
        response: { 200: securityLogPageDtoSchema, ...errors },
      },
    },
    async (request, reply) => {
      const page = await listSecurityLogs(request.ctx, actorOf(request), request.query);
      reply.header(TOTAL_COUNT_HEADER, String(page.total));
      return page;
    },
  );

  app.get(
    "/api/security-logs/export",
    {
      onRequest: app.authenticate,
      preValidation: requireLogReader,
      schema: {
        tags,
        summary: `A CSV of the rows the list's filters match, newest first (SUPER_ADMIN): at most ${SECURITY_LOG_EXPORT_MAX_ROWS} rows, the newest; ${EXPORT_ROWS_HEADER} says how many it holds, ${EXPORT_TRUNCATED_HEADER} whether more matched`,
        querystring: securityLogFilterSchema,
        produces: ["text/csv"],
        response: { 200: z.string(), ...errors },
      },
    },
    async (request, reply) => {
      const csv = await exportSecurityLogs(request.ctx, actorOf(request), request.query);
      return reply
        .header("content-type", "text/csv; charset=utf-8")
        .header("content-disposition", `attachment; filename="${csv.fileName}"`)
        .header("cache-control", "no-store")
        .header(EXPORT_ROWS_HEADER, String(csv.rows))
        .header(EXPORT_TRUNCATED_HEADER, String(csv.truncated))
        .send(csv.body as unknown as string); // a stream: Fastify pipes it, the 200 schema documents it
    },
  );
};
