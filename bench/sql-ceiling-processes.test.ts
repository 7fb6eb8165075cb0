import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type BenchDatabase, createBenchDatabase, serverBaseUrl } from "./databases";
import { sqlCeiling } from "./hot-routes-sql";
import type { LoadResult } from "./load";
import { mergeLoads, splitLoops, sqlCeilingInProcesses } from "./sql-ceiling-processes";

const load = (over: Partial<LoadResult>): LoadResult => ({
  perSec: 0,
  p50Ms: 0,
  p99Ms: 0,
  errors: 0,
  non2xx: 0,
  socketErrors: 0,
  total: 0,
  durationS: 5,
  cpuUsPerOp: null,
  ...over,
});

describe("a SQL ceiling in several client processes (issue 14)", () => {
  it("splits the loops as evenly as they go, never into an empty process", () => {
    expect(splitLoops(50, 2)).toEqual([25, 25]);
    expect(splitLoops(10, 3)).toEqual([4, 3, 3]);
    expect(splitLoops(2, 4)).toEqual([1, 1]);
    expect(splitLoops(50, 1)).toEqual([50]);
  });

  it("adds the processes' rates and counts, weighs their medians and keeps the worst p99", () => {
    const merged = mergeLoads([
      load({ perSec: 3000, total: 15_000, p50Ms: 8, p99Ms: 20, cpuUsPerOp: 40, durationS: 5.01 }),
      load({ perSec: 1000, total: 5_000, p50Ms: 12, p99Ms: 31, cpuUsPerOp: 60, errors: 2, socketErrors: 2 }),
    ]);
    expect(merged.perSec).toBe(4000);
    expect(merged.total).toBe(20_000);
    expect(merged.p50Ms).toBe(9);
    expect(merged.p99Ms).toBe(31);
    expect(merged.cpuUsPerOp).toBe(45);
    expect(merged.errors).toBe(2);
    expect(merged.durationS).toBe(5.01);
    expect(mergeLoads([load({ total: 10, cpuUsPerOp: 5 }), load({ total: 10 })]).cpuUsPerOp).toBeNull();
  });
});

// PostgreSQL only: it needs TEST_DATABASE_URL (loopback).
describe.runIf(process.env.TEST_DATABASE_URL)("a SQL ceiling in two client processes on PostgreSQL", () => {
  let database: BenchDatabase;
  beforeAll(async () => {
    database = await createBenchDatabase(
      serverBaseUrl({ BENCH_DATABASE_URL: process.env.TEST_DATABASE_URL }),
    );
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    await client.query("create table marks (n int not null)");
    await client.end();
  }, 30_000);
  afterAll(async () => {
    await database?.drop();
  });

  const job = (text: string, write: boolean, people = 1) => ({
    routeIndex: 0,
    sets: Array.from({ length: people }, (_, i) => [{ text, params: [7 + i] }]),
    write,
    warmupS: 0.2,
    durationS: 1,
  });
  // A write of one person's: it fails at once (division by zero) if another loop's transaction holds the
  // same person's lock, where a real write (a key, a row lock) would wait for it.
  const personalWrite = "insert into marks (n) select $1::int / pg_try_advisory_xact_lock($1::int)::int";

  it("runs a write in both processes for the same second, each loop its own person's, and rolls every iteration back", async () => {
    const result = await sqlCeilingInProcesses({ url: database.url, ...job(personalWrite, true, 4) }, 4, 2);
    expect(result.errors).toBe(0);
    expect(result.total).toBeGreaterThan(0);
    expect(result.durationS).toBeGreaterThanOrEqual(1);
    expect(result.durationS).toBeLessThan(2);
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    const { rows } = await client.query("select count(*)::int as n from marks");
    await client.end();
    expect(rows[0].n).toBe(0);
  }, 60_000);

  it("refuses a write with fewer recorded people than loops, whose loops would wait for each other", async () => {
    await expect(
      sqlCeiling("postgresql", { url: database.url }, 0, job(personalWrite, true, 3).sets, true, 4, 0.1, 0.2),
    ).rejects.toThrow(/a recorded set per loop: 3 for 4/);
  });

  it("fails with the database's message when a statement cannot run", async () => {
    await expect(
      sqlCeilingInProcesses(
        { url: database.url, ...job("select n from no_such_table where n = $1", false) },
        4,
        2,
      ),
    ).rejects.toThrow(/no_such_table/);
  }, 60_000);
});
