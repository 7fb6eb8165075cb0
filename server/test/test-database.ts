import { readFileSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import type { Logger } from "drizzle-orm";
import pg from "pg";
import { inject } from "vitest";
import { createPool, type DatabaseHandle, fromPglite, fromPool, PGLITE_EXTENSIONS } from "../db/client";
import { withDatabase } from "./global-setup";

/**
 * A fresh database for one test file, copied from the migrated template of this run; `logger` sees every
 * statement the app sends; on PostgreSQL, `through` may send the app's connections by another address (a
 * relay that counts round trips: round-trips.ts).
 */
export async function createTestDatabase(
  logger?: Logger,
  through?: (url: string) => string,
): Promise<DatabaseHandle> {
  if (process.env.TEST_DB === "pg") return createPostgresCopy(logger, through);
  const dump = readFileSync(inject("pgliteTemplate"));
  const client = await PGlite.create({ loadDataDir: new Blob([dump]), extensions: PGLITE_EXTENSIONS });
  return fromPglite(client, undefined, logger);
}

async function createPostgresCopy(logger?: Logger, through = (url: string) => url): Promise<DatabaseHandle> {
  const url = process.env.TEST_DATABASE_URL!;
  const name = `hr_test_${process.pid}_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name} template ${inject("pgTemplate")}`);
  await admin.end();
  const handle = fromPool(createPool(through(withDatabase(url, name)), 5), logger);
  return {
    ...handle,
    async close() {
      await handle.close();
      const dropper = new pg.Client({ connectionString: url });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}
