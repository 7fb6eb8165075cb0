import path from "node:path";
import type { DatabaseKind } from "./archive-manifest";

/** What a backup reads or a restore fills: the data directory (uploads, PGlite) and maybe PostgreSQL. */
export interface BackupTarget {
  dataDir: string;
  databaseUrl?: string;
}

export const kindOf = (target: BackupTarget): DatabaseKind => (target.databaseUrl ? "postgresql" : "pglite");

/**
 * DATA_DIR and DATABASE_URL as the app reads them (server/config.ts). Not `loadConfig()`: it writes a
 * session secret into DATA_DIR when none is set, and a restore must leave its target untouched until the
 * archive has been checked.
 */
export function targetFromEnv(env: NodeJS.ProcessEnv = process.env): BackupTarget {
  return {
    dataDir: path.resolve(env.DATA_DIR || "./data"),
    databaseUrl: env.DATABASE_URL || undefined,
  };
}

/** A backup or restore that was refused before it changed anything; the message says why and what to do. */
export class BackupRefusal extends Error {
  override name = "BackupRefusal";
}

/**
 * For pg_dump and pg_restore: the URL without its password, and an environment carrying the password as
 * PGPASSWORD, so it never shows in the process list.
 */
export function postgresClientEnv(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = "";
  return {
    dbname: parsed.toString(),
    env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) },
  };
}
