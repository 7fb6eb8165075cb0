import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import { describe, expect, it } from "vitest";
import {
  type CpuReading,
  describeHostCpu,
  hostCpuBetween,
  hostIdleAndSteal,
  readCpu,
  waitingForCoreMs,
} from "./host-cpu";

const reading = (
  atMs: number,
  app: [number, number][],
  rest: Partial<CpuReading> = {},
  appWaiting: [number, number][] = [],
): CpuReading =>
  Object.assign(
    { atMs, app: new Map(app), appWaiting: new Map(appWaiting), postgres: 0, postgresWaiting: 0, bench: 0 },
    { idle: 0, steal: 0 },
    rest,
  );

/** Burns a core in `count` child processes for `ms`; resolves when they have ended. */
function burners(count: number, ms: number): Promise<unknown> {
  const script = `const until = Date.now() + ${ms}; while (Date.now() < until) {}`;
  return Promise.all(
    Array.from({ length: count }, () => {
      const child = spawn(process.execPath, ["-e", script], { stdio: "ignore" });
      return new Promise((resolve) => child.on("exit", resolve));
    }),
  );
}

describe("host CPU split", () => {
  it("reads idle and steal from the cpu line of /proc/stat, in ms", () => {
    expect(hostIdleAndSteal("cpu  93731 0 20458 64840 857 0 4601 2486 0 0\ncpu0 1 2 3 4\n")).toEqual({
      idle: 648_400,
      steal: 24_860,
    });
    expect(() => hostIdleAndSteal("intr 1 2 3\n")).toThrow(/cpu line/);
  });

  it("reads the time a thread waited for a core from /proc/<pid>/schedstat, in ms", () => {
    expect(waitingForCoreMs("321842174 243918262 55\n")).toBe(243.918262);
    expect(waitingForCoreMs("")).toBe(0);
  });

  it("gives each part's share of one core over the load, and counts a new app process from zero", () => {
    const from = reading(
      1_000,
      [
        [10, 500],
        [11, 200],
      ],
      { postgres: 100, postgresWaiting: 4_000, bench: 50, idle: 9_000, steal: 0 },
      [
        [10, 70],
        [11, 300],
      ],
    );
    const to = reading(
      3_000,
      [
        [10, 510],
        [11, 1_000],
        [12, 600],
      ],
      { postgres: 1_900, postgresWaiting: 7_000, bench: 350, idle: 9_040, steal: 20 },
      [
        [10, 70],
        [11, 1_500],
        [12, 900],
      ],
    );
    const split = hostCpuBetween(from, to);
    expect(split).toEqual({
      appPercent: [0.5, 40, 30],
      appWaitingPercent: [0, 60, 45],
      postgresPercent: 90,
      postgresWaitingPercent: 150,
      benchPercent: 15,
      idlePercent: 2,
      stealPercent: 1,
    });
    expect(describeHostCpu(split)).toBe(
      "app 1 + 40 + 30 % (waiting for a core 0 + 60 + 45 %), PostgreSQL 90 % (waiting 150 %), bench 15 %, idle 2 %, steal 1 %",
    );
  });

  it("does not count PostgreSQL's waiting as negative when backends ended between the readings", () => {
    const split = hostCpuBetween(
      reading(0, [], { postgresWaiting: 5_000 }),
      reading(1_000, [], { postgresWaiting: 1_000 }),
    );
    expect(split.postgresWaitingPercent).toBe(0);
    expect(describeHostCpu(split)).toBe(
      "app 0 %, PostgreSQL 0 % (waiting 0 %), bench 0 %, idle 0 %, steal 0 %",
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

  it("sees this process wait for a core while more processes than cores burn CPU", async () => {
    const from = readCpu(process.pid);
    const burning = burners(availableParallelism() + 1, 600);
    const until = performance.now() + 500;
    while (performance.now() < until) readFileSync("/proc/self/stat");
    const split = hostCpuBetween(from, readCpu(process.pid));
    await burning;
    // One core's worth more than the host has: the main thread waits for a share of its half second.
    expect(split.appWaitingPercent[0]).toBeGreaterThan(5);
  });
});
