import { availableParallelism } from "node:os";
import { describe, expect, it } from "vitest";
import { hotRoutes, hotSettings } from "./hot-routes-plan";
import { judgeHot, rotationNote, summarizeHot } from "./hot-routes-report";

describe("hot routes targets (issue 14)", () => {
  const route = { maxP99Ms: 50 };
  const row = { perSec: 1000, p95Ms: 10, p99Ms: 40, errors: 0, percentOfCeiling: 75 };

  it("passes on PostgreSQL at ≥ 70 % of the ceiling, p99 within the limit and no error", () => {
    expect(judgeHot("postgresql", route, row)).toEqual([]);
  });

  it("names every missed criterion on PostgreSQL, the route's own floor included", () => {
    expect(
      judgeHot(
        "postgresql",
        { maxP99Ms: 50, minPerSec: 900 },
        { perSec: 500, p95Ms: 10, p99Ms: 60, errors: 3, percentOfCeiling: 65 },
      ),
    ).toEqual(["3 errors", "65.0 % of ceiling < 70 %", "p99 60 ms > 50 ms", "500 req/s < 900"]);
  });

  it("judges PGlite by p95 ≤ 20 ms and errors only", () => {
    expect(judgeHot("pglite", route, { ...row, percentOfCeiling: 10, p99Ms: 90 })).toEqual([]);
    expect(judgeHot("pglite", route, { ...row, p95Ms: 25 })).toEqual(["p95 25 ms > 20 ms"]);
  });

  it("judges sign-in by its throughput, its share of the ceiling and errors, not by its latency", () => {
    const signIn = { maxP99Ms: null, minPerSec: 90 };
    const slow = { perSec: 113, p95Ms: 118, p99Ms: 140, errors: 0, percentOfCeiling: 72.6 };
    expect(judgeHot("postgresql", signIn, slow)).toEqual([]);
    expect(judgeHot("pglite", signIn, slow)).toEqual([]);
    expect(judgeHot("postgresql", signIn, { ...slow, perSec: 80, percentOfCeiling: 60 })).toEqual([
      "60.0 % of ceiling < 70 %",
      "80 req/s < 90",
    ]);
    expect(judgeHot("pglite", signIn, { ...slow, errors: 2 })).toEqual(["2 errors"]);
  });

  it("measures every listed route at 50 connections, sign-in at 10, dashboards at p99 ≤ 150 ms", () => {
    expect(hotRoutes).toHaveLength(20);
    for (const r of hotRoutes) {
      const signIn = r.name === "POST /api/login";
      expect(r.connections).toBe(signIn ? 10 : 50);
      expect(r.maxP99Ms).toBe(signIn ? null : r.name.includes("dashboard") ? 150 : 50);
    }
  });

  it("reads the sizes and durations from the environment", () => {
    const s = hotSettings({ BENCH_DURATION: "5", BENCH_HOT_PGLITE_EMPLOYEES: "300" });
    expect(s.durationS).toBe(5);
    expect(s.postgresql.employees).toBe(20_000);
    expect(s.pglite.employees).toBe(300);
    expect(() => hotSettings({ BENCH_BACKENDS: "mysql" })).toThrow(/unknown backend/);
  });

  it("measures PostgreSQL with one app process and with one per core unless told otherwise", () => {
    expect(hotSettings({}).processes).toEqual([...new Set([1, availableParallelism()])]);
    expect(hotSettings({ BENCH_HOT_PROCESSES: "1" }).processes).toEqual([1]);
    expect(hotSettings({ BENCH_HOT_PROCESSES: "2, 4,2" }).processes).toEqual([2, 4]);
    expect(() => hotSettings({ BENCH_HOT_PROCESSES: "0" })).toThrow(/BENCH_HOT_PROCESSES/);
    expect(() => hotSettings({ BENCH_HOT_PROCESSES: "two" })).toThrow(/BENCH_HOT_PROCESSES/);
  });

  it("counts the passes of each backend and process count apart", () => {
    expect(
      summarizeHot([
        { backend: "postgresql", processes: 1, pass: true },
        { backend: "postgresql", processes: 1, pass: false },
        { backend: "postgresql", processes: 2, pass: true },
        { backend: "postgresql", processes: 2, pass: true },
        { backend: "pglite", processes: 1, pass: false },
      ]),
    ).toBe(
      "postgresql, 1 process: 1 of 2 PASS\npostgresql, 2 processes: 2 of 2 PASS\npglite, 1 process: 0 of 1 PASS",
    );
  });

  it("says of a rotating write how many went over how many employees, on PostgreSQL its WAL, and the CPU", () => {
    const clockIn = { route: "POST /api/attendances (clock-in)", rotated: 3431 };
    expect(
      rotationNote(
        {
          ...clockIn,
          backend: "postgresql",
          processes: 2,
          wal: { bytes: 9830.4, fullPageImageBytes: 8089.6 },
          hostCpu: {
            appPercent: [0, 41.2, 38.6],
            appWaitingPercent: [0, 61.4, 57.9],
            postgresPercent: 93,
            postgresWaitingPercent: 148.2,
            benchPercent: 17,
            idlePercent: 1,
            stealPercent: 0,
          },
        },
        19749,
      ),
    ).toBe(
      "postgresql × 2 processes POST /api/attendances (clock-in): 3431 requests over 19749 employees (their sessions); 9.6 KB of WAL a request, 7.9 KB of it full page images; CPU: app 41 + 39 % (waiting for a core 61 + 58 %), PostgreSQL 93 % (waiting 148 %), bench 17 %, idle 1 %, steal 0 %",
    );
    expect(
      rotationNote(
        { backend: "pglite", processes: 1, route: "POST /api/login", rotated: 468, wal: null },
        1929,
      ),
    ).toBe("pglite POST /api/login: 468 requests over 1929 employees (their usernames)");
  });
});
