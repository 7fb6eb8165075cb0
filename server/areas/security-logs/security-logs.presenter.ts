import type { LogLevel, SecurityLogDto } from "../../../shared/security-logs/security-logs.schema";

/** A row as the service reads it: the log's columns, and its person's and company's names when they exist. */
export interface SecurityLogRow {
  id: number;
  timestamp: Date;
  level: string;
  action: string;
  userId: number | null;
  companyId: number | null;
  resourceType: string | null;
  resourceId: string | null;
  ipAddress: string | null;
  userAgent: string | null;
  message: string;
  metadata: Record<string, unknown> | null;
  personId: number | null;
  personFirstName: string | null;
  personLastName: string | null;
  personUsername: string | null;
  companyRowId: number | null;
  companyName: string | null;
}

/**
 * The viewer's row (docs/product/security-logs.md §4.3): `user` and `company` are null when the row names
 * none or the record cannot be found (the screen then says 'Unknown User', 'Unknown Company'). Removed people
 * and companies keep their names here: the log is about what happened.
 */
export function presentSecurityLog(row: SecurityLogRow): SecurityLogDto {
  return {
    id: row.id,
    timestamp: row.timestamp.toISOString(),
    level: row.level as LogLevel,
    action: row.action,
    userId: row.userId,
    companyId: row.companyId,
    resourceType: row.resourceType,
    resourceId: row.resourceId,
    ipAddress: row.ipAddress,
    userAgent: row.userAgent,
    message: row.message,
    metadata: row.metadata,
    user:
      row.personId === null
        ? null
        : {
            id: row.personId,
            firstName: row.personFirstName ?? "",
            lastName: row.personLastName ?? "",
            username: row.personUsername ?? "",
          },
    company: row.companyRowId === null ? null : { id: row.companyRowId, name: row.companyName ?? "" },
  };
}
