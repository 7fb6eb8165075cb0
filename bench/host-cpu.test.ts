import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { type CpuReading, describeHostCpu, hostCpuBetween, hostIdleAndSteal, readCpu } from "./host-cpu";

const reading = (atMs: number, app: [number, number][], rest: Partial<CpuReading> = {}): CpuReading =>
  Object.assign({ atMs, app: new Map(app), postgres: 0, bench: 0, idle: 0, steal: 0 }, rest);

describe("host CPU split", () => {
  it("reads idle and steal from the cpu line of /proc/stat, in ms", () => {
    expect(hostIdleAndSteal("cpu  93731 0 20458 64840 857 0 4601 2486 0 0\ncpu0 1 2 3 4\n")).toEqual({
      idle: 648_400,
      steal: 24_860,
    });
    expect(() => hostIdleAndSteal("intr 1 2 3\n")).toThrow(/cpu line/);
  });

  it("gives each part's share of one core over the load, and counts a new app process from zero", () => {
    const from = reading(
      1_000,
      [
        [10, 500],
        [11, 200],
      ],
      { postgres: 100, bench: 50, idle: 9_000, steal: 0 },
    );
    const to = reading(
      3_000,
      [
        [10, 510],
        [11, 1_000],
        [12, 600],
      ],
      {
        postgres: 1_900,
        bench: 350,
        idle: 9_040,
        steal: 20,
      },
    );
    const split = hostCpuBetween(from, to);
    expect(split).toEqual({
      appPercent: [0.5, 40, 30],
      postgresPercent: 90,
      benchPercent: 15,
      idlePercent: 2,
      stealPercent: 1,
    });
    expect(describeHostCpu(split)).toBe(
      "app 1 + 40 + 30 %, PostgreSQL 90 %, bench 15 %, idle 2 %, steal 1 %",
    );
  });

  it("reads this process and the host while something burns CPU", () => {
    const from = readCpu(process.pid);
    const until = performance.now() + 200;
    while (performance.now() < until) readFileSync("/proc/self/stat");
    const split = hostCpuBetween(from, readCpu(process.pid));
    expect(split.appPercent[0]).toBeGreaterThan(30);
    expect(split.benchPercent).toBeGreaterThan(30);
  });
});
