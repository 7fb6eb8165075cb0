import { describe, expect, it } from "vitest";
import { serverBaseUrl } from "./databases";
import { runLoadIntegrity } from "./load-integrity";

// The short version of `npm run bench`'s load-integrity suite (bench/README.md): 5 s at 10 connections,
// two app processes on PostgreSQL behind one port. PostgreSQL only — it needs TEST_DATABASE_URL (loopback).
describe.runIf(process.env.TEST_DATABASE_URL)("load with nothing lost (short)", () => {
  it("answers no 5xx, keeps every acknowledged write once and no refused one", async () => {
    const result = await runLoadIntegrity(
      { seconds: 5, connections: 10 },
      serverBaseUrl({ BENCH_DATABASE_URL: process.env.TEST_DATABASE_URL }),
    );
    expect(result.faults).toEqual([]);
    expect(result.tally.fiveHundreds).toBe(0);
    expect(result.tally.noAnswer).toBe(0);
    expect(Object.values(result.tally.acknowledged).reduce((a, b) => a + b, 0)).toBeGreaterThan(0);
    expect(result.connectionsTo.every((n) => n > 0)).toBe(true);
    expect(result.pass).toBe(true);
  }, 120_000);
});
