import { type SQL, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildCompany, buildUser } from "../../db/seed/factories";
import { containsPattern, SEARCH } from "../../lib/lists";
import { signIn } from "../../test/accounts";
import type { Client } from "../../test/harness";
import { createTestApp, type TestApp } from "../../test/harness";
import { planOf, planWithValues } from "../../test/plans";
import { type UserListShape, userListStatements } from "./users.service";

/** People of the platform beside the named ones: enough that a plan reads like a real platform's. */
const PEOPLE = 2_000;

let t: TestApp;
let root: Client;
beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const company = await buildCompany(db, { name: "Growth Indexes" });
  await db.execute(sql`
    insert into users (username, password_hash, role, company_id, first_name, last_name)
    select 'people.' || g || '@indexes.test', 'not-a-hash', 'EMPLOYEE', ${company.id}::int, 'Person', 'No ' || g
    from generate_series(1, ${PEOPLE}::int) g`);
  await buildUser(db, {
    companyId: company.id,
    firstName: "Asha",
    lastName: "Menon",
    username: "menon.asha@indexes.test",
  });
  const superAdmin = await buildUser(db, { role: "SUPER_ADMIN", firstName: "Root", lastName: "Indexes" });
  root = await signIn(t, superAdmin.username, superAdmin.password);
  // What autovacuum does on a live database: statistics, and the visibility map index-only scans rely on.
  await db.execute(sql`vacuum analyze users`);
});
afterAll(() => t?.close());

/** The plan of a statement with sequential scans and sorts priced out of the planner's choice. */
const planOfQuery = (statement: SQL) => planOf(t.database.db, statement, ["seqscan", "sort"]);

/** The plan PostgreSQL makes for one of the people list's prepared statements with these values. */
const planOfList = (shape: UserListShape, which: "page" | "count", values: Record<string, unknown>) =>
  planWithValues(t.database.db, userListStatements(t.database.db, shape)[which], values);

const everyone: UserListShape = { everyCompany: true, locked: false, search: false };
const employees: UserListShape = { ...everyone, roles: ["EMPLOYEE"] };
const searched: UserListShape = { ...everyone, search: true };

describe("the people lists' index (migration 0017, bench/README.md Growth)", () => {
  it("serves the SUPER_ADMIN's list of everyone in its order, one page without sorting everybody", async () => {
    const plan = await planOfQuery(
      sql`select id from users where is_deleted = false order by first_name, last_name, id limit 20 offset 0`,
    );
    expect(plan).toContain("users_live_name_idx");
    expect(plan).not.toMatch(/\bSort\b/);
  });
});

describe("the SUPER_ADMIN's list of everyone as the service asks for it (migrations 0022 and 0024, docs/SCALING.md)", () => {
  /** The page's 20 ids come straight from the name index, in order: no sort, no row read, before the limit. */
  const pageFromNameIndex = /Limit .*\n\s*-> {2}Index Only Scan using users_live_name_idx/;

  it("reads the first page's people from users_live_name_idx, not every person", async () => {
    const plan = await planOfList(everyone, "page", { limit: 20, offset: 0 });
    expect(plan).toMatch(pageFromNameIndex);
  });

  it("skips a deep page's people in the index alone, joining only the page's rows", async () => {
    const plan = await planOfList(everyone, "page", { limit: 20, offset: PEOPLE - 20 });
    expect(plan).toMatch(pageFromNameIndex);
  });

  it("counts the exact total from the small role index without reading the people's rows", async () => {
    for (const shape of [everyone, employees]) {
      const plan = await planOfList(shape, "count", {});
      expect(plan).toMatch(/Index Only Scan using users_live_role_company_idx/);
      expect(plan).not.toMatch(/Seq Scan on users/);
    }
  });

  it("finds a search's people through the trigram index (pg_trgm), page and total", async () => {
    const values = { [SEARCH]: containsPattern("No 1234"), limit: 20, offset: 0 };
    for (const which of ["page", "count"] as const) {
      const plan = await planOfList(searched, which, values);
      expect(plan).toMatch(/Bitmap Index Scan on users_search_trgm_idx/);
    }
  });
});

describe("GET /api/users?q= over the trigram index", () => {
  it("finds the same people as a search over each name and the e-mail", async () => {
    const res = await root.get(`/api/users?limit=500&q=${encodeURIComponent("No 15")}`);
    expect(res.statusCode).toBe(200);
    // No 15, No 150–159, No 1500–1599.
    expect(res.headers["x-total-count"]).toBe("111");
    const names = (res.json() as { lastName: string }[]).map((p) => p.lastName);
    expect(names).toHaveLength(111);
    expect(names.every((name) => name.includes("No 15"))).toBe(true);
    for (const q of ["asha menon", "MENON.ASHA@", "Menon"]) {
      const found = await root.get(`/api/users?q=${encodeURIComponent(q)}`);
      expect((found.json() as { username: string }[]).map((p) => p.username)).toEqual([
        "menon.asha@indexes.test",
      ]);
    }
  });

  it("finds no one for a text that spans the end of a last name and the start of an e-mail", async () => {
    const res = await root.get(`/api/users?q=${encodeURIComponent("Menon menon.asha")}`);
    expect(res.json()).toEqual([]);
    expect(res.headers["x-total-count"]).toBe("0");
  });

  it("refuses a search text holding the unit separator that parts the name from the e-mail", async () => {
    const res = await root.get(`/api/users?q=${encodeURIComponent("Menon\u001fmenon")}`);
    expect(res.statusCode).toBe(400);
  });
});
