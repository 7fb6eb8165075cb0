import { sql } from "drizzle-orm";
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
 * One row of the security log, prepared (lib/prepared.ts): every write of the product appends one, inside
 * its transaction, so PostgreSQL plans the insert once per connection.
 */
const insertLog = preparedOnce("seclog_insert", (db, name) =>
  db
    .insert(securityLogs)
    .values({
      level: sql.placeholder("level"),
      action: sql.placeholder("action"),
      userId: sql.placeholder("userId"),
      companyId: sql.placeholder("companyId"),
      resourceType: sql.placeholder("resourceType"),
      resourceId: sql.placeholder("resourceId"),
      ipAddress: sql.placeholder("ipAddress"),
      userAgent: sql.placeholder("userAgent"),
      message: sql.placeholder("message"),
      metadata: sql.placeholder("metadata"),
    })
    .prepare(name),
);

/** Appends one row to the security log (docs/product/security-logs.md §3). */
export async function writeSecurityLog(
  db: Database,
  origin: RequestOrigin,
  event: SecurityEvent,
): Promise<void> {
  await insertLog(db).execute({
    level: event.level,
    action: event.action,
    userId: event.userId,
    companyId: event.companyId,
    resourceType: event.resourceType ?? null,
    resourceId: event.resourceId == null ? null : String(event.resourceId),
    ipAddress: origin.ipAddress,
    userAgent: origin.userAgent,
    message: event.message,
    // Placeholders skip the column's encoder: the JSON text, as Drizzle would write it.
    metadata: event.metadata == null ? null : JSON.stringify(event.metadata),
  });
}
