import { asc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { companies } from "../areas/companies/companies.table";
import { users } from "../areas/users/users.table";
import { preparedOnce } from "../lib/prepared";
import { createTestDatabase } from "../test/test-database";
import type { Database, DatabaseHandle } from "./client";
import { withCompiledMapper } from "./row-mapper";
import { buildAdmin, buildCompany, buildEmployee, buildUser } from "./seed/factories";

let handle: DatabaseHandle;
let db: Database;

beforeAll(async () => {
  handle = await createTestDatabase();
  db = handle.db;
  const company = await buildCompany(db, { name: "Kochi Labs", payrollEnabled: true });
  await buildAdmin(db, company.id, { firstName: "Anita", department: "People", salary: 90_000 });
  await buildEmployee(db, company.id, { firstName: "Rahul", taxPercentage: 12.5, annualCtc: 1_200_000 });
  await buildUser(db, { role: "SUPER_ADMIN", firstName: "Platform" }); // no company: a left join's nulls
});
afterAll(() => handle.close());

let counter = 0;

/**
 * The rows of one query as Drizzle maps them and as the compiled mapper does, each from its own prepared
 * statement over the same SQL.
 */
async function bothWays<
  T extends { prepare(name: string): { execute(values?: Record<string, unknown>): Promise<unknown> } },
>(query: T, values: Record<string, unknown> = {}) {
  counter += 1;
  const drizzles = query.prepare(`row_mapper_drizzle_${counter}`);
  const compiled = withCompiledMapper(query.prepare(`row_mapper_compiled_${counter}`));
  expect((compiled as unknown as { customResultMapper?: unknown }).customResultMapper).toBeTypeOf("function");
  expect((drizzles as unknown as { customResultMapper?: unknown }).customResultMapper).toBeUndefined();
  return { expected: await drizzles.execute(values), actual: await compiled.execute(values) };
}

/** Equal values of equal types, and the same keys in the same order (what a JSON answer shows). */
function expectSame({ expected, actual }: { expected: unknown; actual: unknown }) {
  expect(actual).toStrictEqual(expected);
  expect(JSON.stringify(actual)).toBe(JSON.stringify(expected));
}

describe("compiled row mapping (db/row-mapper.ts): the rows Drizzle's mapResultRow would build", () => {
  it("maps a whole table's rows: numbers, numerics, dates, timestamps, booleans and nulls", async () => {
    const rows = await bothWays(db.select().from(users).orderBy(asc(users.id)));
    expect((rows.expected as unknown[]).length).toBe(3);
    expectSame(rows);
    const rahul = (rows.actual as Array<typeof users.$inferSelect>).find((u) => u.firstName === "Rahul")!;
    expect(rahul.taxPercentage).toBe("12.50");
    expect(rahul.annualCtc).toBe(1_200_000);
    expect(rahul.createdAt).toBeInstanceOf(Date);
  });

  it("makes a left join's missing table null, and keeps an inner join's", async () => {
    const joined = await bothWays(
      db
        .select({ user: users, company: companies })
        .from(users)
        .leftJoin(companies, eq(companies.id, users.companyId))
        .orderBy(asc(users.id)),
    );
    expectSame(joined);
    const platform = (joined.actual as Array<{ user: { firstName: string }; company: unknown }>).find(
      (row) => row.user.firstName === "Platform",
    )!;
    expect(platform.company).toBeNull();

    expectSame(
      await bothWays(
        db
          .select({ user: { id: users.id, name: users.firstName }, company: { name: companies.name } })
          .from(users)
          .innerJoin(companies, eq(companies.id, users.companyId))
          .orderBy(asc(users.id)),
      ),
    );
  });

  it("keeps an object of two tables' columns, and nests SQL values, in Drizzle's key order", async () => {
    const mixed = await bothWays(
      db
        .select({
          id: users.id,
          person: { company: companies.name, first: users.firstName },
          place: { timezone: companies.timezone, people: sql<number>`count(*) over ()`.mapWith(Number) },
          total: sql<number>`count(*) over ()`.mapWith(Number),
          department: users.department,
        })
        .from(users)
        .leftJoin(companies, eq(companies.id, users.companyId))
        .where(eq(users.isDeleted, sql.placeholder("deleted")))
        .orderBy(asc(users.id)),
      { deleted: false },
    );
    expectSame(mixed);
    const first = (mixed.actual as Array<Record<string, unknown>>)[0]!;
    expect(Object.keys(first)).toEqual(["id", "person", "place", "total", "department"]);
    expect(first.total).toBe(3);
  });

  it("nulls a left-joined object whose first column is null, as Drizzle does, and reads a subquery", async () => {
    // Kochi Labs has no description: Drizzle takes the object for a missing row, and so must the copy.
    const firstNull = await bothWays(
      db
        .select({ id: users.id, company: { description: companies.description, name: companies.name } })
        .from(users)
        .leftJoin(companies, eq(companies.id, users.companyId))
        .orderBy(asc(users.id)),
    );
    expectSame(firstNull);
    expect((firstNull.actual as Array<{ company: unknown }>).every((row) => row.company === null)).toBe(true);

    const people = db
      .select({ id: users.id, name: users.firstName, companyId: users.companyId, seen: users.createdAt })
      .from(users)
      .as("people");
    expectSame(
      await bothWays(
        db
          .select({
            person: { id: people.id, name: people.name, seen: people.seen },
            company: { name: companies.name },
            n: sql<number>`count(*) over ()`,
          })
          .from(people)
          .leftJoin(companies, eq(companies.id, people.companyId))
          .orderBy(asc(people.id)),
      ),
    );
  });

  it("maps what a write returns", async () => {
    const company = await buildCompany(db, { name: "Returning Co" });
    const statement = withCompiledMapper(
      db
        .update(companies)
        .set({ description: sql`${sql.placeholder("description")}` })
        .where(eq(companies.id, sql.placeholder("id")))
        .returning({ id: companies.id, description: companies.description, updatedAt: companies.updatedAt })
        .prepare("row_mapper_returning"),
    );
    const [row] = await statement.execute({ id: company.id, description: "Changed" });
    expect(row).toStrictEqual({ id: company.id, description: "Changed", updatedAt: expect.any(Date) });
  });

  it("is what the app's prepared reads use, in and out of a request's transaction", async () => {
    const byName = preparedOnce("row_mapper_by_name", (database, name) =>
      database
        .select({ id: users.id, company: { name: companies.name } })
        .from(users)
        .leftJoin(companies, eq(companies.id, users.companyId))
        .where(eq(users.firstName, sql.placeholder("name")))
        .prepare(name),
    );
    const outside = byName(db);
    expect((outside as unknown as { customResultMapper?: unknown }).customResultMapper).toBeTypeOf(
      "function",
    );
    expect(await outside.execute({ name: "Platform" })).toStrictEqual([
      { id: expect.any(Number), company: null },
    ]);
    const inside = await db.transaction(async (tx) => {
      const statement = byName(tx as unknown as Database);
      expect((statement as unknown as { customResultMapper?: unknown }).customResultMapper).toBeTypeOf(
        "function",
      );
      return statement.execute({ name: "Anita" });
    });
    expect(inside).toStrictEqual([{ id: expect.any(Number), company: { name: "Kochi Labs" } }]);
    // A later transaction gets copies of the statements built in the first: they keep the mapper.
    const again = await db.transaction(async (tx) => {
      const statement = byName(tx as unknown as Database);
      expect(statement).not.toBe(outside);
      expect((statement as unknown as { customResultMapper?: unknown }).customResultMapper).toBeTypeOf(
        "function",
      );
      return statement.execute({ name: "Rahul" });
    });
    expect(again).toStrictEqual([{ id: expect.any(Number), company: { name: "Kochi Labs" } }]);
  });

  it("leaves a relational query's own mapper, and a statement without rows, as they are", async () => {
    const relational = db.query.users
      .findMany({ columns: { firstName: true }, where: eq(users.firstName, sql.placeholder("name")) })
      .prepare("row_mapper_relational");
    const own = (relational as unknown as { customResultMapper?: unknown }).customResultMapper;
    expect(own).toBeTypeOf("function");
    expect(withCompiledMapper(relational)).toBe(relational);
    expect((relational as unknown as { customResultMapper?: unknown }).customResultMapper).toBe(own);
    expect(await relational.execute({ name: "Anita" })).toStrictEqual([{ firstName: "Anita" }]);

    const removal = withCompiledMapper(
      db
        .delete(companies)
        .where(eq(companies.id, sql.placeholder("id")))
        .prepare("row_mapper_delete"),
    );
    expect((removal as unknown as { customResultMapper?: unknown }).customResultMapper).toBeUndefined();
    await removal.execute({ id: -1 });
  });
});
