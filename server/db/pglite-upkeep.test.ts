import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import type { Database } from "./client";
import { drizzlePglitePrepared } from "./pglite-prepared";
import { type TableStanding, upkeepActionFor, upkeepPglite } from "./pglite-upkeep";

let pglite: PGlite | undefined;
let dir: string | undefined;
afterEach(async () => {
  await pglite?.close();
  pglite = undefined;
  if (dir) rmSync(dir, { recursive: true, force: true });
  dir = undefined;
});

async function open(dataDir?: string): Promise<{ pglite: PGlite; db: Database }> {
  pglite = await PGlite.create(dataDir);
  return { pglite, db: drizzlePglitePrepared(pglite, {}) as unknown as Database };
}

/** 20,000 visits: team 1 has 19,000 of them, teams 2–1001 one each. */
async function fillVisits(client: PGlite) {
  await client.exec(`create table visits (id serial primary key, team int not null, note text);
    create index visits_team_idx on visits (team)`);
  await client.exec(`insert into visits (team, note)
    select case when g <= 19000 then 1 else g - 18999 end, 'visit ' || g from generate_series(1, 20000) g`);
}

const estimatedRows = async (client: PGlite, query: string) => {
  const plan = (await client.query<{ "QUERY PLAN": string }>(`explain ${query}`)).rows[0]!["QUERY PLAN"];
  return Number(/rows=(\d+)/.exec(plan)![1]);
};

const catalog = async (client: PGlite, table: string) =>
  (
    await client.query<{ relpages: number; relallvisible: number; stats: number }>(
      `select relpages, relallvisible,
        (select count(*)::int from pg_stats where tablename = $1) as stats
       from pg_class where relname = $1`,
      [table],
    )
  ).rows[0]!;

const deadRows = async (client: PGlite) => {
  await client.query("select pg_stat_force_next_flush()");
  return (
    await client.query<{ dead: number }>(
      "select n_dead_tup::int as dead from pg_stat_user_tables where relname = 'visits'",
    )
  ).rows[0]!.dead;
};

// Each case fills a real table of 20,000 rows (or 40,000) and vacuums it: 3–6 s on a slow 2-core host.
describe("upkeepPglite", { timeout: 30_000 }, () => {
  it("analyzes and vacuums a table the app filled, so the planner knows its rows", async () => {
    const { pglite: client, db } = await open();
    await fillVisits(client);
    const teamOne = "select * from visits where team = 1";
    // Without statistics the planner guesses: a fraction of the table for any one team.
    expect(await estimatedRows(client, teamOne)).toBeLessThan(1000);
    expect((await catalog(client, "visits")).stats).toBe(0);

    const steps = await upkeepPglite(db);

    expect(steps).toContainEqual(expect.objectContaining({ table: "visits", action: "vacuum analyze" }));
    const after = await catalog(client, "visits");
    expect(after.stats).toBeGreaterThan(0);
    expect(after.relallvisible).toBe(after.relpages);
    // With them it knows team 1 holds most of the table (19,000 rows).
    expect(await estimatedRows(client, teamOne)).toBeGreaterThan(15_000);
  });

  it("leaves a table alone until enough of it has changed, then vacuums the dead rows away", async () => {
    const { pglite: client, db } = await open();
    await fillVisits(client);
    await upkeepPglite(db);
    expect(await upkeepPglite(db)).toEqual([]);

    await client.exec("update visits set note = 'seen' where id <= 100");
    expect(await upkeepPglite(db)).toEqual([]);

    await client.exec("update visits set note = 'seen again' where id <= 8000");
    expect(await deadRows(client)).toBeGreaterThan(4000);
    const steps = await upkeepPglite(db);
    expect(steps).toEqual([expect.objectContaining({ table: "visits", action: "vacuum analyze" })]);
    expect(await deadRows(client)).toBe(0);
  });

  it("finds a table written since its last round after the database is opened again (counters at zero)", async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), "hr-upkeep-"));
    let { pglite: client, db } = await open(dir);
    await fillVisits(client);
    await upkeepPglite(db);
    await client.exec(`insert into visits (team, note) select 2, 'more' from generate_series(1, 20000)`);
    await client.close();

    ({ pglite: client, db } = await open(dir));
    const counters = await client.query<{ n: number }>(
      "select n_ins_since_vacuum::int as n from pg_stat_user_tables where relname = 'visits'",
    );
    expect(counters.rows[0]!.n).toBe(0);
    const steps = await upkeepPglite(db);
    expect(steps.map((s) => [s.table, s.action])).toEqual([["visits", "vacuum analyze"]]);
    const after = await catalog(client, "visits");
    expect(after.relallvisible).toBe(after.relpages);
  });

  it("runs through the server's own driver, between other statements, on every schema's tables", async () => {
    const { db } = await open();
    await db.execute(sql`create schema drizzle`);
    await db.execute(sql`create table drizzle.notes (id int primary key)`);
    await db.execute(sql`insert into drizzle.notes select g from generate_series(1, 5000) g`);
    const [steps, count] = await Promise.all([
      upkeepPglite(db),
      db.execute(sql`select count(*)::int as n from drizzle.notes`),
    ]);
    expect(steps.map((s) => s.table)).toEqual(["drizzle.notes"]);
    expect((count as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(5000);
  });
});

describe("upkeepActionFor (autovacuum's thresholds)", () => {
  const quiet: TableStanding = {
    schema: "public",
    table: "t",
    pages: 100,
    allVisiblePages: 100,
    tuples: 10_000,
    hasStatistics: true,
    deadRows: 0,
    insertedSinceVacuum: 0,
    modifiedSinceAnalyze: 0,
  };

  it("does nothing for a table that has barely changed", () => {
    expect(upkeepActionFor(quiet)).toBeNull();
    expect(upkeepActionFor({ ...quiet, deadRows: 2050, modifiedSinceAnalyze: 1050 })).toBeNull();
  });

  it("vacuums past a fifth of the rows dead or inserted", () => {
    expect(upkeepActionFor({ ...quiet, deadRows: 2051 })).toBe("vacuum");
    expect(upkeepActionFor({ ...quiet, insertedSinceVacuum: 3001 })).toBe("vacuum");
  });

  it("vacuums and analyzes a table whose pages were a fifth written since its last vacuum", () => {
    expect(upkeepActionFor({ ...quiet, pages: 134 })).toBeNull();
    expect(upkeepActionFor({ ...quiet, pages: 136 })).toBe("vacuum analyze");
    expect(upkeepActionFor({ ...quiet, allVisiblePages: 60 })).toBe("vacuum analyze");
  });

  it("analyzes past a tenth of the rows changed, or a table with rows and no statistics", () => {
    expect(upkeepActionFor({ ...quiet, modifiedSinceAnalyze: 1051 })).toBe("analyze");
    expect(upkeepActionFor({ ...quiet, hasStatistics: false })).toBe("analyze");
    expect(upkeepActionFor({ ...quiet, hasStatistics: false, tuples: -1, allVisiblePages: 0 })).toBe(
      "vacuum analyze",
    );
  });

  it("leaves an empty table, or one analyzed empty, alone", () => {
    expect(
      upkeepActionFor({ ...quiet, pages: 0, allVisiblePages: 0, tuples: -1, hasStatistics: false }),
    ).toBeNull();
    expect(
      upkeepActionFor({ ...quiet, pages: 1, allVisiblePages: 0, tuples: 0, hasStatistics: false }),
    ).toBeNull();
  });
});
