import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildCompany } from "../../db/seed/factories";
import { urlOf } from "../../lib/prepared-lists.fixtures";
import type { Client, TestApp } from "../../test/harness";
import { createTestApp } from "../../test/harness";
import { signedInRoot } from "./security-logs.fixtures";

/**
 * The viewer's pages without a search are prepared once per set of filters (security-logs.service.ts). Where
 * one index serves every value — a single filter, or a level with a company — the plan must not depend on
 * the values asked, or PostgreSQL plans the statement again on every request (bench/README.md, "Which named
 * statements PostgreSQL plans again"). Run on PGlite: one connection, so the statements seen are the ones
 * the requests ran.
 */

let t: TestApp;
let root: Client;
const companyIds: number[] = [];

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  for (let i = 0; i < 8; i += 1) companyIds.push((await buildCompany(db, { name: `Plans ${i}` })).id);
  // 20,000 rows, a level's and a company's share uneven, so that the plan for the values asked and the
  // plan for any value are costed differently.
  await db.execute(sql`
    insert into security_logs (timestamp, level, action, company_id, message)
    select now() - g * interval '1 minute',
      case when g % 20 = 0 then 'ERROR' when g % 5 = 0 then 'WARNING' else 'INFO' end,
      'PLAN_ROW', (${sql.raw(`array[${companyIds.join(",")}]`)})[1 + (g / 25) % 8], 'Row ' || g
    from generate_series(1, 20000) g`);
  await db.execute(sql`analyze security_logs`);
  root = await signedInRoot(t);
});
afterAll(() => t?.close());

describe.runIf(process.env.TEST_DB !== "pg")("GET /api/security-logs, prepared pages", () => {
  it("plans a page that one index serves once: after a few requests it runs on its generic plan", async () => {
    for (let i = 0; i < 10; i += 1) {
      const level = ["ERROR", "WARNING", "INFO"][i % 3]!;
      for (const filter of [{ level, companyId: companyIds[i % 8]! }, { level }]) {
        const page = await root.get(urlOf("/api/security-logs", { ...filter, limit: 20, offset: i % 3 }));
        expect(page.statusCode).toBe(200);
        expect(page.json().logs.length).toBeGreaterThan(0);
      }
    }
    const plans = (await t.database.db.execute(
      sql`select name, generic_plans::int as generic from pg_prepared_statements
          where name in ('seclog_lc_p', 'seclog_l_p') order by name`,
    )) as unknown as { rows: { name: string; generic: number }[] };
    expect(plans.rows.map((r) => r.name)).toEqual(["seclog_l_p", "seclog_lc_p"]);
    for (const row of plans.rows) expect(row.generic, row.name).toBeGreaterThan(0);
  });
});
