import { PGlite } from "@electric-sql/pglite";
import { asc, eq, sql } from "drizzle-orm";
import {
  boolean,
  date,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
import { drizzle } from "drizzle-orm/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signal } from "../test/signal";
import { drizzlePglitePrepared } from "./pglite-prepared";

const people = pgTable("people", {
  id: serial("id").primaryKey(),
  name: text("name").notNull().unique(),
  born: date("born", { mode: "string" }),
  seenAt: timestamp("seen_at", { withTimezone: true }),
  pay: numeric("pay"),
  tags: jsonb("tags").$type<string[]>(),
  active: boolean("active").notNull().default(true),
  teamId: integer("team_id"),
});
const schema = { people };

let pglite: PGlite;
let db: ReturnType<typeof drizzlePglitePrepared>;

beforeAll(async () => {
  pglite = await PGlite.create();
  await pglite.exec(`create table people (
    id serial primary key, name text not null unique, born date, seen_at timestamptz, pay numeric,
    tags jsonb, active boolean not null default true, team_id integer)`);
  db = drizzlePglitePrepared(pglite, schema);
  await db.insert(people).values([
    {
      name: "Anita",
      born: "1990-02-28",
      seenAt: new Date("2026-11-27T09:30:00Z"),
      pay: "123456.78",
      tags: ["hr"],
      teamId: 1,
    },
    { name: "Rahul", born: null, seenAt: null, pay: null, tags: null, active: false, teamId: 2 },
  ]);
});
afterAll(() => pglite.close());

const preparedNames = async () =>
  (await pglite.query<{ name: string }>("select name from pg_prepared_statements order by name")).rows.map(
    (r) => r.name,
  );

const byTeam = () =>
  db
    .select()
    .from(people)
    .where(eq(people.teamId, sql.placeholder("team")))
    .orderBy(asc(people.id))
    .prepare("people_by_team");

describe("named statements on PGlite", () => {
  it("parses a named statement once and answers each execution with its own values, as an unnamed query does", async () => {
    const statement = byTeam();
    const first = await statement.execute({ team: 1 });
    const second = await statement.execute({ team: 2 });
    const again = await byTeam().execute({ team: 1 });

    const plain = drizzle({ client: pglite, schema });
    expect(first).toEqual(await plain.select().from(people).where(eq(people.teamId, 1)));
    expect(second).toEqual(await plain.select().from(people).where(eq(people.teamId, 2)));
    expect(again).toEqual(first);
    expect(first[0]).toMatchObject({
      name: "Anita",
      born: "1990-02-28",
      pay: "123456.78",
      tags: ["hr"],
      active: true,
    });
    expect(second[0]).toMatchObject({ name: "Rahul", born: null, seenAt: null, tags: null, active: false });
    expect(await preparedNames()).toContain("people_by_team");
    expect((await preparedNames()).filter((n) => n === "people_by_team")).toHaveLength(1);
  });

  it("leaves a statement without a name unprepared", async () => {
    const before = await preparedNames();
    await db.select().from(people).where(eq(people.name, "Anita"));
    expect(await preparedNames()).toEqual(before);
  });

  it("runs a named statement inside a transaction on that transaction, and a rollback undoes its write", async () => {
    const insert = (tx: Pick<typeof db, "insert">) =>
      tx
        .insert(people)
        .values({ name: sql.placeholder("name"), teamId: sql.placeholder("team") })
        .returning({ id: people.id })
        .prepare("people_insert");
    await expect(
      db.transaction(async (tx) => {
        await insert(tx).execute({ name: "Meera", team: 3 });
        const seen = await tx
          .select({ name: people.name })
          .from(people)
          .where(eq(people.teamId, sql.placeholder("team")))
          .prepare("people_names_by_team")
          .execute({ team: 3 });
        expect(seen).toEqual([{ name: "Meera" }]);
        throw new Error("undo");
      }),
    ).rejects.toThrow("undo");
    expect(await byTeam().execute({ team: 3 })).toEqual([]);

    const [kept] = await db.transaction((tx) => insert(tx).execute({ name: "Meera", team: 3 }));
    expect(await byTeam().execute({ team: 3 })).toMatchObject([{ id: kept?.id, name: "Meera" }]);
  });

  it("waits for a transaction in progress before running outside it, and then sees its commit", async () => {
    const updated = signal();
    const held = signal();
    const order: string[] = [];
    const transaction = db.transaction(async (tx) => {
      await tx.update(people).set({ teamId: 9 }).where(eq(people.name, "Rahul"));
      updated.fire();
      await held.promise;
      order.push("committed");
    });
    await updated.promise;
    const read = byTeam()
      .execute({ team: 9 })
      .then((rows) => {
        order.push("read");
        return rows;
      });
    await new Promise((resolve) => setTimeout(resolve, 20));
    held.fire();
    const [, rows] = await Promise.all([transaction, read]);
    expect(order).toEqual(["committed", "read"]);
    expect(rows.map((r) => r.name)).toEqual(["Rahul"]);
  });

  it("reports the database's error with its code, and the database keeps answering", async () => {
    const insert = db
      .insert(people)
      .values({ name: sql.placeholder("name") })
      .prepare("people_insert_name");
    const error = await insert.execute({ name: "Anita" }).catch((e: unknown) => e);
    expect((error as { cause?: { code?: string } }).cause?.code).toBe("23505");
    expect(await pglite.query("select 1 as one")).toMatchObject({ rows: [{ one: 1 }] });
    expect(await byTeam().execute({ team: 1 })).toHaveLength(1);
  });

  it("reads text in any script, an answer larger than one of PGlite's chunks, and a write's count", async () => {
    const names = ["അനിത", "राहुल", "Zoë ₹", "😀 emoji"];
    const rename = db
      .update(people)
      .set({ name: sql`${sql.placeholder("name")}` })
      .where(eq(people.id, sql.placeholder("id")))
      .prepare("people_rename");
    const [anita] = await byTeam().execute({ team: 1 });
    const updated = await rename.execute({ name: names[0], id: anita?.id });
    expect(updated).toMatchObject({ affectedRows: 1 });
    expect((await byTeam().execute({ team: 1 }))[0]?.name).toBe(names[0]);

    const many = Array.from({ length: 3000 }, (_, i) => ({
      name: `${names[i % names.length]} ${i} ${"x".repeat(200)}`,
      teamId: 7,
      tags: [`t${i}`],
    }));
    await db.insert(people).values(many);
    const rows = await byTeam().execute({ team: 7 });
    expect(rows).toHaveLength(3000);
    expect(rows.map((r) => r.name)).toEqual(many.map((m) => m.name));
    expect(rows[2999]?.tags).toEqual(["t2999"]);
    const moved = await db
      .update(people)
      .set({ teamId: 8 })
      .where(eq(people.teamId, sql.placeholder("team")))
      .prepare("people_move_team")
      .execute({ team: 7 });
    expect(moved).toMatchObject({ affectedRows: 3000 });
  });

  it("runs a statement without a name as PGlite.query does: its rows, its errors, then the next statement", async () => {
    const plain = drizzle({ client: pglite, schema });
    const query = () => db.select().from(people).where(eq(people.teamId, 1));
    expect(await query()).toEqual(await plain.select().from(people).where(eq(people.teamId, 1)));
    expect(await db.execute(sql`select ${"₹ 1"}::text as label, ${41}::int + 1 as answer`)).toMatchObject({
      rows: [{ label: "₹ 1", answer: 42 }],
    });

    const badInput = await db.execute(sql`select ${"abc"}::int`).catch((e: unknown) => e);
    expect((badInput as { cause?: { code?: string } }).cause?.code).toBe("22P02");
    const badSql = await db.execute(sql`select from nowhere_at_all`).catch((e: unknown) => e);
    expect((badSql as { cause?: { code?: string } }).cause?.code).toBe("42P01");
    expect(await query()).toHaveLength(1);

    await expect(
      db.transaction(async (tx) => {
        await tx.insert(people).values({ name: "Kiran", teamId: 5 });
        expect(await tx.select({ name: people.name }).from(people).where(eq(people.teamId, 5))).toEqual([
          { name: "Kiran" },
        ]);
        await tx.execute(sql`select from nowhere_at_all`);
      }),
    ).rejects.toMatchObject({ cause: { code: "42P01" } });
    expect(await db.select().from(people).where(eq(people.teamId, 5))).toEqual([]);
    expect(await query()).toHaveLength(1);
  });

  it("refuses a statement kept past the end of its transaction", async () => {
    let kept: Parameters<Parameters<typeof db.transaction>[0]>[0] | undefined;
    await db.transaction(async (tx) => {
      kept = tx;
    });
    const late = kept!.insert(people).values({ name: "Late", teamId: 6 });
    await expect(late).rejects.toMatchObject({ cause: { message: "Transaction is closed" } });
    const lateNamed = kept!.select().from(people).prepare("people_late").execute();
    await expect(lateNamed).rejects.toMatchObject({ cause: { message: "Transaction is closed" } });
    expect(await db.select().from(people).where(eq(people.teamId, 6))).toEqual([]);
  });

  it("prepares a statement again after a table it reads changed shape", async () => {
    await pglite.exec("create table shapes (v integer); insert into shapes values (7)");
    const shapes = pgTable("shapes", { v: integer("v") });
    // The value as the database gives it (Drizzle's integer column would turn "7" back into 7).
    const read = () =>
      db
        .select({ v: sql<unknown>`${shapes.v}` })
        .from(shapes)
        .prepare("shapes_v")
        .execute();
    expect(await read()).toEqual([{ v: 7 }]);
    await pglite.exec("alter table shapes alter column v type text");
    await expect(read()).rejects.toMatchObject({ cause: { code: "0A000" } });
    expect(await read()).toEqual([{ v: "7" }]);
  });

  it("refuses a name PostgreSQL would cut short, and a value its type cannot take, and goes on", async () => {
    const long = db
      .select()
      .from(people)
      .prepare(`people_${"x".repeat(60)}`);
    await expect(long.execute()).rejects.toMatchObject({ cause: { message: /at most 63 bytes/ } });
    const badDate = db
      .select()
      .from(people)
      .where(eq(people.seenAt, sql.placeholder("at")))
      .prepare("people_seen_at");
    await expect(badDate.execute({ at: new Date("not a date") })).rejects.toBeDefined();
    expect(await badDate.execute({ at: new Date("2026-11-27T09:30:00Z") })).toHaveLength(1);
  });

  it("answers that the database is closed once it is", async () => {
    const closing = await PGlite.create();
    const closedDb = drizzlePglitePrepared(closing, schema);
    await closing.close();
    const error = await closedDb.execute(sql`select 1`).catch((e: unknown) => e);
    expect((error as Error).cause).toMatchObject({ message: expect.stringMatching(/closed/i) });
  });

  it("refuses one name for two statements", async () => {
    const other = db
      .select()
      .from(people)
      .where(eq(people.name, sql.placeholder("name")))
      .prepare("people_by_team");
    const error = await other.execute({ name: "Anita" }).catch((e: unknown) => e);
    expect((error as Error).cause).toMatchObject({
      message: expect.stringMatching(/Prepared statements must be unique/),
    });
  });
});
