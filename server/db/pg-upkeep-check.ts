import { sql } from "drizzle-orm";
import { type DatabaseHandle, rowsOf } from "./client";

/** What the start reads of a PostgreSQL server's own upkeep (docs/OPERATIONS.md, "Which database"). */
export interface UpkeepSettings {
  autovacuum: string;
  trackCounts: string;
}

/**
 * The warning a start logs when PostgreSQL will not keep its tables itself, or null. Without autovacuum
 * (or the activity counters it reads) nothing gives the planner its statistics after the data grows, nor the
 * visibility map that the lists' counts read from their indexes alone, and dead rows are never reclaimed.
 */
export function upkeepWarning(settings: UpkeepSettings): string | null {
  const off = [
    settings.autovacuum !== "on" && "autovacuum",
    settings.trackCounts !== "on" && "track_counts",
  ].filter(Boolean);
  if (off.length === 0) return null;
  return `PostgreSQL's ${off.join(" and ")} ${off.length > 1 ? "are" : "is"} off: nothing vacuums or analyzes the tables, so lists and dashboards slow down as the data grows (turn it on, or run VACUUM ANALYZE regularly)`;
}

/** The server's settings (PostgreSQL only: PGlite's upkeep is the app's own, db/pglite-upkeep.ts). */
export async function readUpkeepSettings(database: DatabaseHandle): Promise<UpkeepSettings | null> {
  if (database.kind !== "pg") return null;
  const [settings] = rowsOf<UpkeepSettings>(
    await database.db.execute(
      sql`select current_setting('autovacuum') as autovacuum, current_setting('track_counts') as "trackCounts"`,
    ),
  );
  return settings ?? null;
}

/** Logs upkeepWarning at the start of a server on PostgreSQL whose upkeep is off. */
export async function warnOfMissingUpkeep(
  database: DatabaseHandle,
  log: { warn: (message: string) => void },
): Promise<void> {
  const settings = await readUpkeepSettings(database);
  const warning = settings && upkeepWarning(settings);
  if (warning) log.warn(warning);
}
