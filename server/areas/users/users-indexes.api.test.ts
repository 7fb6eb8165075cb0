import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/harness";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

/** The plan of a statement as text, with sequential scans and sorts priced out of the planner's choice. */
async function planOf(statement: ReturnType<typeof sql>): Promise<string> {
  return t.database.db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    await tx.execute(sql`set local enable_sort = off`);
    const result = (await tx.execute(sql`explain ${statement}`)) as unknown as {
      rows: Record<string, string>[];
    };
    return result.rows.map((row) => Object.values(row)[0]).join("\n");
  });
}

describe("the people lists' index (migration 0017, bench/README.md Growth)", () => {
  it("serves the SUPER_ADMIN's list of everyone in its order, one page without sorting everybody", async () => {
    const plan = await planOf(
      sql`select id from users where is_deleted = false order by first_name, last_name, id limit 20 offset 0`,
    );
    expect(plan).toContain("users_live_name_idx");
    expect(plan).not.toMatch(/\bSort\b/);
  });
});
