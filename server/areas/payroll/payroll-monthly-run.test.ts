import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { type MonthlyRunEntry, scheduleMonthlyPayroll } from "./payroll-monthly-run";

/** The monthly run's schedule (docs/product/payroll.md §4); the timer itself is server/lib/periodic-job.ts. */

const entry: MonthlyRunEntry = { companyId: 1, month: 5, year: 2026, created: 3, skipped: 0 };

describe("scheduleMonthlyPayroll", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("runs at start, then every interval, logging each company it generated", async () => {
    const run = vi.fn(async () => [entry]);
    const log = { info: vi.fn(), error: vi.fn() };
    const stop = scheduleMonthlyPayroll(run, log, 1000);
    await vi.advanceTimersByTimeAsync(0);
    expect(run).toHaveBeenCalledTimes(1);
    expect(log.info).toHaveBeenCalledWith(entry, "monthly payroll generated");
    await vi.advanceTimersByTimeAsync(2000);
    expect(run).toHaveBeenCalledTimes(3);
    stop();
    await vi.advanceTimersByTimeAsync(5000);
    expect(run).toHaveBeenCalledTimes(3);
  });

  it("logs a failure and keeps going", async () => {
    const run = vi.fn().mockRejectedValueOnce(new Error("database gone")).mockResolvedValue([]);
    const log = { info: vi.fn(), error: vi.fn() };
    const stop = scheduleMonthlyPayroll(run, log, 1000);
    await vi.advanceTimersByTimeAsync(0);
    expect(log.error).toHaveBeenCalledWith(
      expect.objectContaining({ err: expect.any(Error) }),
      "the monthly payroll run failed",
    );
    await vi.advanceTimersByTimeAsync(1000);
    expect(run).toHaveBeenCalledTimes(2);
    stop();
  });
});
