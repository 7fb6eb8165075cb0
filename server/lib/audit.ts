import { type SQL, sql } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import type { LogLevel } from "../../shared/security-logs/security-logs.schema";
import { securityLogs } from "../areas/security-logs/security-logs.table";
import type { Database } from "../db/client";
import { preparedOnce } from "./prepared";

/** Where a request came from, for the security log. */
export interface RequestOrigin {
  ipAddress: string | null;
  userAgent: string | null;
}

export function originOf(request: FastifyRequest): RequestOrigin {
  return { ipAddress: request.ip ?? null, userAgent: request.headers["user-agent"]?.slice(0, 500) ?? null };
}

export interface SecurityEvent {
  level: LogLevel;
  action: string;
  /** The actor; null when nobody is signed in (e.g. a failed sign-in). */
  userId: number | null;
  companyId: number | null;
  resourceType?: string;
  resourceId?: number | string | null;
  message: string;
  metadata?: Record<string, unknown>;
}

/**
 * The values of a security-log row as placeholders (`log…`), given by `logParams`; the resource id is given
 * as SQL when the statement computes it (the id of the row it inserts).
 */
function logValues(resourceId: SQL | ReturnType<typeof sql.placeholder>) {
  return {
    level: sql.placeholder("logLevel"),
    action: sql.placeholder("logAction"),
    userId: sql.placeholder("logUserId"),
    companyId: sql.placeholder("logCompanyId"),
    resourceType: sql.placeholder("logResourceType"),
    resourceId,
    ipAddress: sql.placeholder("logIpAddress"),
    userAgent: sql.placeholder("logUserAgent"),
    message: sql.placeholder("logMessage"),
    metadata: sql.placeholder("logMetadata"),
  };
}

/** The placeholder values of `logValues` for one event. */
export function logParams(origin: RequestOrigin, event: SecurityEvent) {
  return {
    logLevel: event.level,
    logAction: event.action,
    logUserId: event.userId,
    logCompanyId: event.companyId,
    logResourceType: event.resourceType ?? null,
    logResourceId: event.resourceId == null ? null : String(event.resourceId),
    logIpAddress: origin.ipAddress,
    logUserAgent: origin.userAgent,
    logMessage: event.message,
    // Placeholders skip the column's encoder: the JSON text, as Drizzle would write it.
    logMetadata: event.metadata == null ? null : JSON.stringify(event.metadata),
  };
}

/**
 * One row of the security log, prepared (lib/prepared.ts): every write of the product appends one, inside
 * its transaction, so PostgreSQL plans the insert once per connection.
 */
const insertLog = preparedOnce("seclog_insert", (db, name) =>
  db
    .insert(securityLogs)
    .values(logValues(sql.placeholder("logResourceId")))
    .prepare(name),
);

/** Appends one row to the security log (docs/product/security-logs.md §3). */
export async function writeSecurityLog(
  db: Database,
  origin: RequestOrigin,
  event: SecurityEvent,
): Promise<void> {
  await insertLog(db).execute(logParams(origin, event));
}

/**
 * The security-log row of a write as a WITH clause of the statement that makes the write
 * (`db.with(loggedWith(db), …)`): one round trip writes both, and both are written or neither. Its values
 * are `logParams`; `resourceId` replaces theirs when the statement computes it (the id of the row it inserts:
 * `insertedId`).
 */
export function loggedWith(db: Database, resourceId: SQL = sql`${sql.placeholder("logResourceId")}`) {
  return db
    .$with("logged")
    .as(db.insert(securityLogs).values(logValues(resourceId)).returning({ id: securityLogs.id }));
}

/** The id of the one row a WITH clause (`created`) inserts, as the security log's resource id. */
export const insertedId = (created: { id: unknown } & object): SQL =>
  sql`(select ${created.id}::text from ${created})`;
