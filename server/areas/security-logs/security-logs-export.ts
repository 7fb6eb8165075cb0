import { Readable } from "node:stream";
import { and, type SQL, sql } from "drizzle-orm";
import { CSV_BYTE_ORDER_MARK, CSV_LINE_END, type CsvCell, csvRow } from "../../../shared/common/csv";
import { todayIn } from "../../../shared/common/time.rules";
import { canReadSecurityLogs } from "../../../shared/security-logs/security-logs.policy";
import {
  SECURITY_LOG_EXPORT_MAX_ROWS,
  securityLogExportFileName,
} from "../../../shared/security-logs/security-logs.rules";
import type { SecurityLogFilter } from "../../../shared/security-logs/security-logs.schema";
import type { Database } from "../../db/client";
import { authorize } from "../../lib/errors";
import type { RequestContext } from "../../lib/transactional";
import type { Actor } from "../auth/sessions.service";
import { allOf, cappedCount, filterConditions, logsWithNames } from "./security-logs.service";
import { securityLogs } from "./security-logs.table";

/**
 * The auditor's CSV (docs/product/security-logs.md §4.4): every row the filters match, newest first, at most
 * SECURITY_LOG_EXPORT_MAX_ROWS. It is streamed: rows are read in batches of BATCH_ROWS, each batch going on
 * from the last row of the one before by (timestamp, id) — never by offset, so the thousandth batch costs
 * what the first did, and rows written meanwhile (newer than the first batch) are not mixed in.
 */
const BATCH_ROWS = 1000;

export const SECURITY_LOG_EXPORT_HEADER = [
  "ID",
  "Time (UTC)",
  "Level",
  "Action",
  "User ID",
  "User",
  "User e-mail",
  "Company ID",
  "Company",
  "Resource type",
  "Resource ID",
  "IP address",
  "User agent",
  "Message",
  "Metadata",
] as const;

type ExportRow = Awaited<ReturnType<typeof logsWithNames>>[number];

/** Ids are numbers, everything else text, protected against formulas by csvRow (shared/common/csv.ts). */
function exportCells(row: ExportRow): CsvCell[] {
  return [
    row.id,
    row.timestamp.toISOString(),
    row.level,
    row.action,
    row.userId,
    row.personId === null ? null : `${row.personFirstName} ${row.personLastName}`,
    row.personUsername,
    row.companyId,
    row.companyName,
    row.resourceType,
    row.resourceId,
    row.ipAddress,
    row.userAgent,
    row.message,
    row.metadata === null ? null : JSON.stringify(row.metadata),
  ];
}

export interface SecurityLogExport {
  fileName: string;
  /** Rows the file holds, and whether more matched than it may hold. */
  rows: number;
  truncated: boolean;
  body: Readable;
}

/** The export of the rows the filters match: SUPER_ADMIN only (403); `maxRows` is lowered by tests alone. */
export async function exportSecurityLogs(
  ctx: RequestContext,
  actor: Actor,
  filter: SecurityLogFilter,
  maxRows = SECURITY_LOG_EXPORT_MAX_ROWS,
): Promise<SecurityLogExport> {
  authorize(canReadSecurityLogs(actor));
  const where = allOf(await filterConditions(ctx.db, filter));
  const matched = await cappedCount(ctx.db, where, maxRows + 1);
  const rows = Math.min(matched, maxRows);
  return {
    fileName: securityLogExportFileName(todayIn(ctx.config.platformTimezone, ctx.now())),
    rows,
    truncated: matched > maxRows,
    body: Readable.from(csvChunks(ctx.db, where, rows), { objectMode: false }),
  };
}

/** The byte order mark and header, then one chunk per batch. */
async function* csvChunks(db: Database, where: SQL | undefined, maxRows: number): AsyncGenerator<string> {
  yield CSV_BYTE_ORDER_MARK + csvRow(SECURITY_LOG_EXPORT_HEADER) + CSV_LINE_END;
  let after: { cursor: string; id: number } | null = null;
  let written = 0;
  while (written < maxRows) {
    const size = Math.min(BATCH_ROWS, maxRows - written);
    const batch: ExportRow[] = await logsWithNames(db, and(where, olderThan(after))).limit(size);
    if (batch.length === 0) return;
    yield batch.map((row) => csvRow(exportCells(row)) + CSV_LINE_END).join("");
    written += batch.length;
    if (batch.length < size) return;
    const last = batch[batch.length - 1]!;
    after = { cursor: last.cursor, id: last.id };
  }
}

/** Rows after `after` in newest-first order; the plain bound on the timestamp lets its index stop early. */
function olderThan(after: { cursor: string; id: number } | null): SQL | undefined {
  if (!after) return undefined;
  const ts = securityLogs.timestamp;
  return sql`${ts} <= ${after.cursor}::timestamptz and (${ts}, ${securityLogs.id}) < (${after.cursor}::timestamptz, ${after.id})`;
}
