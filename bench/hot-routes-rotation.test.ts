import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/pglite";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../server/app";
import { loadConfig } from "../server/config";
import { type Database, fromPglite, PGLITE_EXTENSIONS } from "../server/db/client";
import * as schema from "../server/db/schema";
import { type Built, buildDataSet } from "./hot-routes-data";
import { addDays, clockInDay, hotRoutes, ROTATION_DAYS, specOf } from "./hot-routes-plan";

// The clock-in's rotation (bench/README.md, "the SQL ceiling" and the rotating writes): a fast host goes
// round the employees more often than the data set has empty days, and every round must still be a new record.
describe("the clock-in's rotation through the employees (issue 14)", () => {
  let dir: string;
  let client: PGlite;
  let db: Database;
  let app: FastifyInstance;
  let built: Built;
  const clockIn = hotRoutes.find((r) => r.name === "POST /api/attendances (clock-in)")!;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), "hr-hot-rotation-"));
    client = await PGlite.create(path.join(dir, "db"), { extensions: PGLITE_EXTENSIONS });
    await fromPglite(client).migrate();
    db = drizzle({ client, schema }) as unknown as Database;
    built = await buildDataSet(db, { companies: 2, employees: 60, days: 30, logRows: 50 }, new Date());
    const config = loadConfig({
      DATA_DIR: dir,
      APP_URL: "http://127.0.0.1:3999",
      LOG_LEVEL: "silent",
      SESSION_SECRET: "bench-hot-routes-rotation-secret",
    });
    app = await buildApp({ config, db, serveWeb: false });
    await app.ready();
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    await client?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it("gives each round its own day: the emptied last days, then the days before the data set's first", () => {
    const w = built.world;
    const days = Array.from({ length: 40 }, (_, pass) => clockInDay(w, pass));
    expect(new Set(days).size).toBe(days.length);
    expect(days.slice(0, ROTATION_DAYS)).toEqual(
      Array.from({ length: ROTATION_DAYS }, (_, k) => addDays(w.today, -k)),
    );
    for (const day of days.slice(ROTATION_DAYS)) expect(day < w.attendanceFrom).toBe(true);
  });

  it("clocks every employee in on every round past the emptied last days, none answered 409", async () => {
    const rounds = ROTATION_DAYS + 2;
    const size = built.world.rotation.length - 1;
    const world = { ...built.world, cookies: { employee: "", admin: "", root: "" } };
    const { spec, used } = specOf(clockIn, world, "/api/attendances");
    const statuses = new Map<number, number>();
    for (let i = 0; i < rounds * size; i++) {
      const req = spec.setupRequest!({ method: "POST", path: "/api/attendances", headers: spec.headers });
      const res = await app.inject({
        method: "POST",
        url: "/api/attendances",
        headers: req.headers,
        payload: String(req.body),
      });
      statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
    }
    expect(used()).toBe(rounds * size);
    expect(Object.fromEntries(statuses)).toEqual({ 201: rounds * size });
    const result = await db.execute(sql`
      select count(*)::int as n from attendances
      where attendance_date < ${built.world.attendanceFrom}::date and clock_out is null`);
    expect((result as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(2 * size);
  });
});
