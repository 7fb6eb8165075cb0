import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, fromPglite, PGLITE_EXTENSIONS } from "../server/db/client";
import * as schema from "../server/db/schema";
import { type Built, buildDataSet, RECORDERS } from "./hot-routes-data";
import { hotRoutes } from "./hot-routes-plan";
import { Recorder, recordStatements, roundTripsOf, type Statement } from "./hot-routes-sql";

// The recording of a write's SQL (bench/README.md, "the SQL ceiling"): one set of statements per recording
// employee, so that each loop of the ceiling replays another person's write, as the route's requests are.
describe("the hot routes' SQL, recorded from the app (issue 14)", () => {
  let dir: string;
  let client: PGlite;
  let db: Database;
  let built: Built;
  let recorded: Map<string, Statement[][]>;
  const recorder = new Recorder();
  const writes = hotRoutes.filter((r) => r.who === "rotating employee" || r.who === "rotating sign-in");
  const personalRows = async () => {
    const ids = `{${built.recorders.map((r) => String(r.userId)).join(",")}}`;
    const result = await db.execute(sql`
        select (select count(*) from attendances where user_id = any(${ids}::int[])
                  and attendance_date = ${built.world.today}::date)::int as clock_ins,
               (select count(*) from leave_requests where user_id = any(${ids}::int[])
                  and reason = 'Bench hot routes')::int as requests,
               (select count(*) from sessions where user_id = any(${ids}::int[]))::int as sessions`);
    return (result as unknown as { rows: { clock_ins: number; requests: number; sessions: number }[] })
      .rows[0]!;
  };
  let before: Awaited<ReturnType<typeof personalRows>>;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), "hr-hot-routes-sql-"));
    client = await PGlite.create(path.join(dir, "db"), { extensions: PGLITE_EXTENSIONS });
    await fromPglite(client).migrate();
    db = drizzle({ client, schema, logger: recorder }) as unknown as Database;
    built = await buildDataSet(db, { companies: 2, employees: 120, days: 3, logRows: 50 }, new Date());
    before = await personalRows();
    recorded = await recordStatements(
      db,
      recorder,
      writes,
      { ...built.world, cookies: { employee: "", admin: "", root: "" } },
      built.recorders,
      dir,
    );
  }, 120_000);
  afterAll(async () => {
    await client?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it("keeps the recording employees out of both rotations", () => {
    expect(built.recorders).toHaveLength(RECORDERS);
    const rotated = new Set([...built.world.rotation, ...built.world.signInRotation]);
    for (const r of built.recorders) {
      expect(rotated.has(r.cookie)).toBe(false);
      expect(rotated.has(r.username)).toBe(false);
    }
  });

  it("records each write once per recording employee: the same statements, each with its own person's values", () => {
    expect(writes.map((r) => r.name)).toEqual([
      "POST /api/attendances (clock-in)",
      "POST /api/leaves (request leave)",
      "POST /api/login",
    ]);
    for (const route of writes) {
      const sets = recorded.get(route.name)!;
      expect(sets).toHaveLength(RECORDERS);
      const texts = new Set(sets.map((set) => set.map((st) => st.text).join(";")));
      expect(texts.size).toBe(1);
      const values = new Set(sets.map((set) => JSON.stringify(set.map((st) => st.params))));
      expect(values.size).toBe(RECORDERS);
    }
  });

  it("records the round trips the app makes: a leave request's lock and insert sent together", () => {
    const sizes = (name: string) => roundTripsOf(recorded.get(name)![0]!).map((group) => group.length);
    // The session's look-up, then the write (its BEGIN, left out of the recording, goes with the first).
    expect(sizes("POST /api/leaves (request leave)")).toEqual([1, 2]);
    expect(sizes("POST /api/attendances (clock-in)")).toEqual([1, 1]);
  });

  it("leaves none of the recorded writes' rows behind", async () => {
    expect(await personalRows()).toEqual(before);
  });
});
