import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "../test/test-database";
import { type DatabaseHandle, rowsOf } from "./client";
import { readUpkeepSettings, upkeepWarning, warnOfMissingUpkeep } from "./pg-upkeep-check";

describe("the warning of a PostgreSQL server without upkeep", () => {
  it("says nothing when autovacuum and its counters are on", () => {
    expect(upkeepWarning({ autovacuum: "on", trackCounts: "on" })).toBeNull();
  });

  it("names what is off and what to do", () => {
    expect(upkeepWarning({ autovacuum: "off", trackCounts: "on" })).toBe(
      "PostgreSQL's autovacuum is off: nothing vacuums or analyzes the tables, so lists and dashboards slow down as the data grows (turn it on, or run VACUUM ANALYZE regularly)",
    );
    expect(upkeepWarning({ autovacuum: "off", trackCounts: "off" })).toMatch(
      /^PostgreSQL's autovacuum and track_counts are off: /,
    );
  });
});

describe("the start's check of the database it runs on", () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  it("reads PostgreSQL's settings, and none of the embedded database (the app keeps it)", async () => {
    const settings = await readUpkeepSettings(database);
    if (database.kind === "pglite") {
      expect(settings).toBeNull();
      return;
    }
    const [shown] = rowsOf<{ autovacuum: string; track_counts: string }>(
      await database.db.execute(sql`select (select setting from pg_settings where name = 'autovacuum') as autovacuum,
        (select setting from pg_settings where name = 'track_counts') as track_counts`),
    );
    expect(settings).toEqual({ autovacuum: shown!.autovacuum, trackCounts: shown!.track_counts });
  });

  it("logs the warning exactly when the server's upkeep is off", async () => {
    const warnings: string[] = [];
    await warnOfMissingUpkeep(database, { warn: (message) => warnings.push(message) });
    const settings = await readUpkeepSettings(database);
    const expected = settings ? upkeepWarning(settings) : null;
    expect(warnings).toEqual(expected ? [expected] : []);
  });
});
