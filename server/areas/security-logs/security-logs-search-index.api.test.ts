import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DatabaseHandle, rowsOf } from "../../db/client";
import { createTestDatabase } from "../../test/test-database";

// The search index keeps a small pending list (migration 0034, docs/ARCHITECTURE.md "Databases"): a logged
// write appends its words to the list, and the write that finds 128 kB there merges them into the index —
// a few milliseconds for a few hundred rows, where GIN's default 4 MB held a write (and, on the embedded
// database, every request behind it) for 130–500 ms.
const PENDING_LIMIT_KB = 128;
const PAGE_KB = 8;

describe("the security log's search index", () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  /** Rows shaped like a leave request's entry, each with a word of its own so that a search can find it. */
  async function logRows(count: number, tag: string) {
    await database.db.execute(sql`
      insert into security_logs (level, action, user_id, company_id, resource_type, ip_address, message)
      select 'INFO', 'LEAVE_REQUESTED', null, null, 'leave', '10.0.' || (g % 256) || '.1',
             'person' || g || '@example.test requested 2 day(s) of leave from 2026-12-' || (1 + g % 27)
               || ' to 2026-12-' || (2 + g % 27) || ' ' || ${tag} || g
      from generate_series(1, ${count}::int) g`);
  }

  /** Merges what the pending list holds and answers how many of its pages there were. */
  async function mergePending(): Promise<number> {
    const [row] = rowsOf<{ pages: number }>(
      await database.db.execute(
        sql`select gin_clean_pending_list('security_logs_search_idx'::regclass)::int as pages`,
      ),
    );
    return row!.pages;
  }

  async function found(word: string): Promise<number> {
    const [row] = rowsOf<{ n: number }>(
      await database.db.execute(sql`
        select count(*)::int as n from security_logs
        where search_text @@ to_tsquery('simple', ${word})`),
    );
    return row!.n;
  }

  it("is a GIN index whose pending list holds at most 128 kB", async () => {
    const [index] = rowsOf<{ method: string; options: string[] | null }>(
      await database.db.execute(sql`
        select am.amname as method, c.reloptions as options
        from pg_class c join pg_am am on am.oid = c.relam
        where c.relname = 'security_logs_search_idx'`),
    );
    expect(index).toEqual({
      method: "gin",
      options: ["fastupdate=on", `gin_pending_list_limit=${PENDING_LIMIT_KB}`],
    });
  });

  it("takes a few rows into the pending list, where a search already finds them", async () => {
    await mergePending();
    await logRows(20, "fresh");
    expect(await found("fresh7")).toBe(1);
    expect(await mergePending()).toBeGreaterThan(0);
    expect(await found("fresh7")).toBe(1);
  });

  it("merges the list as it fills, so no write finds more than 128 kB waiting", async () => {
    await mergePending();
    // About 0.35 KB of pending entries a row: 1,500 rows (~67 pages) fit in GIN's default 4 MB list unmerged.
    await logRows(1_500, "many");
    expect(await mergePending()).toBeLessThanOrEqual(PENDING_LIMIT_KB / PAGE_KB + 1);
    expect(await found("many1")).toBe(1);
    expect(await found("many1500")).toBe(1);
    expect(await found("leave")).toBe(1_520);
  });
});
