import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { schedulePeriodicJob } from "./periodic-job";

/** The timer every background job shares: at start, then every interval; never two at once; failures logged. */

const quietLog = () => ({ info: vi.fn(), error: vi.fn() });

describe("schedulePeriodicJob", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("runs at start, then every interval, reporting each result, until stopped", async () => {
    let n = 0;
    const run = vi.fn(async () => ++n);
    const log = quietLog();
    const stop = schedulePeriodicJob(
      { run, everyMs: 1000, failure: "failed", report: (result, l) => l.info({ result }, "ran") },
      log,
    );
    await vi.advanceTimersByTimeAsync(0);
    expect(run).toHaveBeenCalledTimes(1);
    expect(log.info).toHaveBeenCalledWith({ result: 1 }, "ran");
    await vi.advanceTimersByTimeAsync(2000);
    expect(run).toHaveBeenCalledTimes(3);
    stop();
    await vi.advanceTimersByTimeAsync(5000);
    expect(run).toHaveBeenCalledTimes(3);
  });

  it("waits `firstAfterMs` before the first run", async () => {
    const run = vi.fn(async () => undefined);
    const stop = schedulePeriodicJob(
      { run, everyMs: 10_000, firstAfterMs: 500, failure: "failed" },
      quietLog(),
    );
    await vi.advanceTimersByTimeAsync(499);
    expect(run).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(run).toHaveBeenCalledTimes(1);
    stop();
  });

  it("logs a failure with its line and keeps going", async () => {
    const run = vi.fn().mockRejectedValueOnce(new Error("database gone")).mockResolvedValue(undefined);
    const log = quietLog();
    const stop = schedulePeriodicJob({ run, everyMs: 1000, failure: "the job failed" }, log);
    await vi.advanceTimersByTimeAsync(0);
    expect(log.error).toHaveBeenCalledWith(
      expect.objectContaining({ err: expect.any(Error) }),
      "the job failed",
    );
    await vi.advanceTimersByTimeAsync(1000);
    expect(run).toHaveBeenCalledTimes(2);
    stop();
  });

  it("does not start a run while the last one is still going", async () => {
    let finish: () => void = () => undefined;
    const run = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const stop = schedulePeriodicJob({ run, everyMs: 1000, failure: "failed" }, quietLog());
    await vi.advanceTimersByTimeAsync(3500);
    expect(run).toHaveBeenCalledTimes(1);
    finish();
    await vi.advanceTimersByTimeAsync(1000);
    expect(run).toHaveBeenCalledTimes(2);
    stop();
  });
});
