/**
 * A background job that runs now (or after `firstAfterMs`) and then every `everyMs` until stopped: the
 * monthly payroll run, the security log's retention, the sweep of unused uploads. A run still going when
 * the next is due is not doubled; a failure is logged, never thrown, and the next run comes as planned.
 * Timers are unref'd, so a job never keeps the process alive. Several processes may each schedule a job;
 * the job itself makes that safe (an advisory lock, a unique key).
 */

export interface JobLog {
  info(o: object, m: string): void;
  error(o: object, m: string): void;
}

export interface PeriodicJob<T> {
  run: () => Promise<T>;
  everyMs: number;
  /** Delay before the first run (0: at once). */
  firstAfterMs?: number;
  /** What a finished run logs (nothing by default). */
  report?: (result: T, log: JobLog) => void;
  /** The log line of a failed run, e.g. 'the monthly payroll run failed'. */
  failure: string;
}

export function schedulePeriodicJob<T>(job: PeriodicJob<T>, log: JobLog): () => void {
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      const result = await job.run();
      job.report?.(result, log);
    } catch (error) {
      log.error({ err: error }, job.failure);
    } finally {
      running = false;
    }
  };
  const first = setTimeout(tick, job.firstAfterMs ?? 0);
  const timer = setInterval(tick, job.everyMs);
  first.unref();
  timer.unref();
  return () => {
    clearTimeout(first);
    clearInterval(timer);
  };
}
