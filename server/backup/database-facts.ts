import { readFileSync } from "node:fs";
import path from "node:path";
import { MIGRATIONS_DIR } from "../db/client";

/** One SQL statement's rows; PGlite's and node-postgres' `query` both fit behind it. */
export type Query = (sql: string) => Promise<Record<string, unknown>[]>;

/** How far the database's migrations went: drizzle's `__drizzle_migrations`, named by the journal. */
export interface MigrationLevel {
  applied: number;
  /** The last migration's tag (`0010_security_log_viewer`), or null when this app does not know it. */
  latestTag: string | null;
  /** Its `created_at` (the journal's `when`): what drizzle's migrator compares. */
  latestCreatedAt: number | null;
}

/** What a backup records of its database snapshot, and a restore checks again. */
export interface DatabaseFacts {
  serverVersion: string;
  migrations: MigrationLevel;
  /** Rows per table, `schema.table` → count. */
  tables: Record<string, number>;
}

interface JournalEntry {
  when: number;
  tag: string;
}

/** The migrations this version of the app has. */
export function knownMigrations(): JournalEntry[] {
  const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_DIR, "meta", "_journal.json"), "utf8")) as {
    entries: JournalEntry[];
  };
  return journal.entries;
}

export async function migrationLevelOf(query: Query): Promise<MigrationLevel> {
  const [exists] = await query("select to_regclass('drizzle.__drizzle_migrations') is not null as present");
  if (!exists?.present) return { applied: 0, latestTag: null, latestCreatedAt: null };
  const [row] = await query(
    "select count(*)::int as applied, max(created_at)::text as latest from drizzle.__drizzle_migrations",
  );
  const latestCreatedAt = row?.latest == null ? null : Number(row.latest);
  return {
    applied: Number(row?.applied ?? 0),
    latestTag: knownMigrations().find((m) => m.when === latestCreatedAt)?.tag ?? null,
    latestCreatedAt,
  };
}

/** Every table of the app (its schemas, drizzle's bookkeeping included) as `schema.table`, sorted. */
export async function tablesOf(query: Query): Promise<string[]> {
  const rows = await query(
    `select table_schema || '.' || table_name as name from information_schema.tables
      where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')
      order by 1`,
  );
  return rows.map((r) => String(r.name));
}

/** `"schema"."table"` for a `schema.table` name read from the catalogue. */
export function quoteTable(name: string): string {
  const dot = name.indexOf(".");
  const quote = (part: string) => `"${part.replaceAll('"', '""')}"`;
  return `${quote(name.slice(0, dot))}.${quote(name.slice(dot + 1))}`;
}

/** Rows per table: written into the manifest at backup and compared after a restore. */
export async function rowCountsOf(query: Query): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of await tablesOf(query)) {
    const [row] = await query(`select count(*)::bigint::text as n from ${quoteTable(table)}`);
    counts[table] = Number(row?.n ?? 0);
  }
  return counts;
}
