import type { SessionDto } from "../../../shared/auth/sessions.schema";
import { parseUserAgent } from "../../../shared/devices/user-agent.rules";

export interface SessionRow {
  id: string;
  publicId: string;
  ipAddress: string | null;
  userAgent: string | null;
  createdAt: Date;
  lastSeenAt: Date;
}

/**
 * A session as its owner sees it: the public id, never the token's hash (`id`), which is compared here
 * only to mark the caller's own session.
 */
export function presentSession(row: SessionRow, currentSessionId: string): SessionDto {
  return {
    id: row.publicId,
    device: parseUserAgent(row.userAgent).label,
    ipAddress: row.ipAddress,
    signedInAt: row.createdAt.toISOString(),
    lastActiveAt: row.lastSeenAt.toISOString(),
    current: row.id === currentSessionId,
  };
}
