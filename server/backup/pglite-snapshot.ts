import { existsSync, openAsBlob, readdirSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { acquireDataDirLock, PGLITE_EXTENSIONS } from "../db/client";
import { BackupRefusal } from "./backup-target";
import { type DatabaseFacts, migrationLevelOf, type Query, rowCountsOf } from "./database-facts";

/**
 * The embedded database (PGlite in DATA_DIR/db) is one process's: the app holds DATA_DIR/db.lock while it
 * runs. A backup or restore takes the same lock, so it runs with the app stopped — then nothing writes to
 * the database or the uploads while they are read, which is what makes the two consistent.
 */
export function lockDataDir(dataDir: string, action: "back up" | "restore"): () => void {
  try {
    return acquireDataDirLock(dataDir);
  } catch (error) {
    throw new BackupRefusal(
      `Cannot ${action} while the app runs: ${(error as Error).message} ` +
        "(The embedded database allows one process at a time: stop the app, then run this again.)",
    );
  }
}

export const pgliteDir = (dataDir: string) => path.join(dataDir, "db");

export const hasPgliteDatabase = (dataDir: string) => existsSync(path.join(pgliteDir(dataDir), "PG_VERSION"));

/** True when DATA_DIR/db is missing or holds nothing. */
export const isPgliteDirEmpty = (dataDir: string) =>
  !existsSync(pgliteDir(dataDir)) || readdirSync(pgliteDir(dataDir)).length === 0;

const queryOf =
  (client: PGlite): Query =>
  async (sql) =>
    (await client.query<Record<string, unknown>>(sql)).rows;

/** PGlite's own dump of its data directory (`dumpDataDir`, an uncompressed tar), with the facts of it. */
export async function snapshotPglite(dataDir: string): Promise<DatabaseFacts & { bytes: Buffer }> {
  if (!hasPgliteDatabase(dataDir)) {
    throw new BackupRefusal(`There is no embedded database in ${pgliteDir(dataDir)}: nothing to back up.`);
  }
  const client = await PGlite.create(pgliteDir(dataDir), { extensions: PGLITE_EXTENSIONS });
  try {
    const query = queryOf(client);
    await query("checkpoint"); // the data files alone then hold every committed row
    const [version] = await query("show server_version");
    const facts: DatabaseFacts = {
      serverVersion: String(version?.server_version ?? "unknown"),
      migrations: await migrationLevelOf(query),
      tables: await rowCountsOf(query),
    };
    const dump = await client.dumpDataDir("none");
    return { ...facts, bytes: Buffer.from(await dump.arrayBuffer()) };
  } finally {
    await client.close();
  }
}

/** Loads a data-directory dump into DATA_DIR/db (which must be empty) and answers its rows per table. */
export async function loadPglite(dataDir: string, dumpFile: string): Promise<Record<string, number>> {
  const client = await PGlite.create(pgliteDir(dataDir), {
    loadDataDir: await openAsBlob(dumpFile),
    extensions: PGLITE_EXTENSIONS,
  });
  try {
    return await rowCountsOf(queryOf(client));
  } finally {
    await client.close();
  }
}
