import { asc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { companies } from "../areas/companies/companies.table";
import type { Database, DatabaseHandle } from "../db/client";
import { buildCompany } from "../db/seed/factories";
import { signal } from "../test/signal";
import { createTestDatabase } from "../test/test-database";
import { preparedPerShape } from "./prepared";

/** Companies by id, or those whose name contains a text: two shapes of one read. */
interface Shape {
  byName: boolean;
}

function companyReads() {
  const built: string[] = [];
  const read = preparedPerShape(
    "test_companies",
    (s: Shape) => (s.byName ? "name" : "id"),
    (db, s: Shape, name) => {
      built.push(name);
      return db
        .select({ id: companies.id, name: companies.name })
        .from(companies)
        .where(
          s.byName
            ? sql`${companies.name} like ${sql.placeholder("pattern")}`
            : eq(companies.id, sql.placeholder("id")),
        )
        .orderBy(asc(companies.id))
        .prepare(name);
    },
  );
  return { read, built };
}

/** A company added by name and companies found by name: the statements of a write, for its transactions. */
function companyWrites(statementName: string, built: string[] = []) {
  return preparedPerShape(
    statementName,
    () => "",
    (db, _shape: undefined, name) => {
      built.push(name);
      return {
        add: db
          .insert(companies)
          .values({ name: sql.placeholder("name"), logo: "" })
          .prepare(`${name}_add`),
        named: db
          .select({ id: companies.id })
          .from(companies)
          .where(eq(companies.name, sql.placeholder("name")))
          .prepare(`${name}_named`),
      };
    },
  );
}

describe("prepared reads (server/lib/prepared.ts)", () => {
  let handle: DatabaseHandle;
  let other: DatabaseHandle;
  let kochi: { id: number };
  let pune: { id: number };

  beforeAll(async () => {
    handle = await createTestDatabase();
    other = await createTestDatabase();
    kochi = await buildCompany(handle.db, { name: "Prepared Kochi" });
    pune = await buildCompany(handle.db, { name: "Prepared Pune" });
    await buildCompany(other.db, { name: "Prepared Other" });
  });
  afterAll(async () => {
    await handle.close();
    await other.close();
  });

  it("builds a statement once per database and shape, and each run answers its own values", async () => {
    const { read, built } = companyReads();
    const byId = read(handle.db, { byName: false });
    expect(await byId.execute({ id: kochi.id })).toEqual([{ id: kochi.id, name: "Prepared Kochi" }]);
    expect(await read(handle.db, { byName: false }).execute({ id: pune.id })).toEqual([
      { id: pune.id, name: "Prepared Pune" },
    ]);
    expect(read(handle.db, { byName: false })).toBe(byId);
    expect(built).toEqual(["test_companies_id"]);

    const byName = await read(handle.db, { byName: true }).execute({ pattern: "Prepared %" });
    expect(byName.map((c) => c.name)).toEqual(["Prepared Kochi", "Prepared Pune"]);
    expect(await read(other.db, { byName: true }).execute({ pattern: "Prepared %" })).toEqual([
      expect.objectContaining({ name: "Prepared Other" }),
    ]);
    expect(built).toEqual(["test_companies_id", "test_companies_name", "test_companies_name"]);
  });

  it("in transactions, builds the statements on the first and gives each later one copies on its own connection", async () => {
    const built: string[] = [];
    const statements = companyWrites("test_tx_companies", built);
    const count = async (db: Database, name: string) =>
      (await db.select().from(companies).where(eq(companies.name, name))).length;

    const first = await handle.db.transaction(async (tx) => {
      const s = statements(tx, undefined);
      await s.add.execute({ name: "Tx Kept" });
      return s;
    });
    // The second transaction's statements are copies of the first's, and run inside it: rolled back with it.
    await handle.db
      .transaction(async (tx) => {
        const s = statements(tx, undefined);
        expect(s.add).not.toBe(first.add);
        await s.add.execute({ name: "Tx Rolled Back" });
        expect(await s.named.execute({ name: "Tx Rolled Back" })).toHaveLength(1);
        tx.rollback();
      })
      .catch(() => {});
    // Another database of the same kind: its transaction's copies read and write that database.
    await other.db.transaction(async (tx) => {
      const s = statements(tx, undefined);
      expect(await s.named.execute({ name: "Tx Kept" })).toEqual([]);
      expect(await s.named.execute({ name: "Prepared Other" })).toHaveLength(1);
      await s.add.execute({ name: "Tx Other" });
    });

    expect(built).toEqual(["test_tx_companies"]);
    expect(await count(handle.db, "Tx Kept")).toBe(1);
    expect(await count(handle.db, "Tx Rolled Back")).toBe(0);
    expect(await count(other.db, "Tx Other")).toBe(1);
    expect(await count(handle.db, "Tx Other")).toBe(0);
  });

  it.runIf(process.env.TEST_DB === "pg")(
    "on PostgreSQL two transactions at once each run their copies on their own connection",
    async () => {
      const statements = companyWrites("test_tx_concurrent");
      await handle.db.transaction(async (tx) => {
        await statements(tx, undefined).named.execute({ name: "none" });
      });
      const added = signal();
      const held = signal();
      const writer = handle.db.transaction(async (tx) => {
        await statements(tx, undefined).add.execute({ name: "Tx Uncommitted" });
        added.fire();
        await held.promise;
      });
      await added.promise;
      const seen = await handle.db.transaction(async (tx) =>
        statements(tx, undefined).named.execute({ name: "Tx Uncommitted" }),
      );
      held.fire();
      await writer;
      expect(seen).toEqual([]);
      expect(
        await handle.db.transaction(async (tx) =>
          statements(tx, undefined).named.execute({ name: "Tx Uncommitted" }),
        ),
      ).toHaveLength(1);
    },
  );

  it.runIf(process.env.TEST_DB === "pg")(
    "on PostgreSQL the statement is a named prepared statement of the connection that ran it",
    async () => {
      const { read } = companyReads();
      // In a transaction: one connection, so the check below reads the connection that ran the read.
      const db: Database = handle.db;
      await db.transaction(async (tx) => {
        await read(tx, { byName: false }).execute({ id: kochi.id });
        const result = (await tx.execute(
          sql`select name from pg_prepared_statements where name = 'test_companies_id'`,
        )) as unknown as { rows: unknown[] };
        expect(result.rows).toEqual([{ name: "test_companies_id" }]);
      });
    },
  );
});
