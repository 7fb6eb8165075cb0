import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { prefixQuery } from "./security-logs.service";
import { type PruneResult, scheduleSecurityLogPruning } from "./security-logs-retention";

/** The retention's schedule (docs/product/security-logs.md §8); the timer itself is server/lib/periodic-job.ts. */

const pruned: PruneResult = { before: "2025-10-18T00:00:00.000Z", deleted: 12, skipped: false };
const nothing: PruneResult = { ...pruned, deleted: 0 };

describe("scheduleSecurityLogPruning", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("runs at start, then every interval, and logs a run that removed rows", async () => {
    const run = vi.fn().mockResolvedValueOnce(pruned).mockResolvedValue(nothing);
    const log = { info: vi.fn(), error: vi.fn() };
    const stop = scheduleSecurityLogPruning(run, log, 1000);
    await vi.advanceTimersByTimeAsync(0);
    expect(run).toHaveBeenCalledTimes(1);
    expect(log.info).toHaveBeenCalledWith(pruned, "security log rows past their retention removed");
    await vi.advanceTimersByTimeAsync(2000);
    expect(run).toHaveBeenCalledTimes(3);
    expect(log.info).toHaveBeenCalledTimes(1);
    stop();
    await vi.advanceTimersByTimeAsync(5000);
    expect(run).toHaveBeenCalledTimes(3);
  });

  it("logs a failure and keeps going", async () => {
    const run = vi.fn().mockRejectedValueOnce(new Error("database gone")).mockResolvedValue(nothing);
    const log = { info: vi.fn(), error: vi.fn() };
    const stop = scheduleSecurityLogPruning(run, log, 1000);
    await vi.advanceTimersByTimeAsync(0);
    expect(log.error).toHaveBeenCalledWith(
      expect.objectContaining({ err: expect.any(Error) }),
      "the security log retention failed",
    );
    await vi.advanceTimersByTimeAsync(1000);
    expect(run).toHaveBeenCalledTimes(2);
    stop();
  });
});

describe("the search's words as a tsquery", () => {
  it("makes each word a prefix, all of them wanted, quotes and backslashes escaped", () => {
    expect(prefixQuery(["login", "fail"])).toBe("'login':* & 'fail':*");
    expect(prefixQuery(["o'brien", "a\\b"])).toBe("'o''brien':* & 'a\\\\b':*");
  });
});
