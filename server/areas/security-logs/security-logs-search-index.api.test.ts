import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DatabaseHandle, rowsOf } from "../../db/client";
import { createTestDatabase } from "../../test/test-database";

// The search index keeps no pending list (migration 0028, docs/ARCHITECTURE.md "Databases"): with one, an
// insert that found it full merged it into the index while every request on the embedded database waited.
describe("the security log's search index", () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  it("is a GIN index with fastupdate off, so no insert ever merges a pending list", async () => {
    const [index] = rowsOf<{ method: string; options: string[] | null }>(
      await database.db.execute(sql`
        select am.amname as method, c.reloptions as options
        from pg_class c join pg_am am on am.oid = c.relam
        where c.relname = 'security_logs_search_idx'`),
    );
    expect(index).toEqual({ method: "gin", options: ["fastupdate=off"] });
  });
});
