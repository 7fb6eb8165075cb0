import cluster, { type Worker } from "node:cluster";
import pino from "pino";
import { buildApp } from "./app";
import type { Config } from "./config";
import { openDatabase } from "./db/client";
import { bootstrap, serve } from "./serve";

/**
 * More than one process (issue 14): with PostgreSQL, `npm start` runs WEB_CONCURRENCY app processes
 * (node:cluster workers) on one port. Sessions, rate limits, lockouts and the jobs' locks are in the
 * database (docs/SCALING.md §1), so any process may answer any request.
 *
 * - The primary serves nothing: it migrates and creates the environment's SUPER_ADMIN once, then forks.
 * - Each worker opens its own pool and listens on PORT; the cluster hands connections round-robin.
 * - Worker 1 alone runs the periodic jobs (each is safe in several processes anyway, but one machine need
 *   not do the work twice); a worker 1 that is restarted takes them up again.
 * - A worker that ends is restarted after 1 s, doubling up to 30 s while it keeps dying within a minute.
 * - SIGINT/SIGTERM to the primary is passed on; each worker closes its app and its database, and the
 *   primary exits after the last of them (0 when all ended cleanly).
 */

/** The environment variable that tells a worker its place (1…N); internal to this module. */
const SLOT_ENV = "HR_APP_PROCESS";
const FIRST_RESTART_MS = 1_000;
const MAX_RESTART_MS = 30_000;
/** A worker that lived this long before it ended was not crash-looping: its back-off starts again. */
const STABLE_AFTER_MS = 60_000;
/** Workers still running this long after the shutdown signal are killed. */
const SHUTDOWN_GRACE_MS = 30_000;

export const isClusterWorker = () => cluster.isWorker;

/** The primary: prepares the database once, then forks and supervises `config.webConcurrency` workers. */
export async function runPrimary(config: Config): Promise<void> {
  const log = pino({ level: config.logLevel });
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await database.migrate();
    await bootstrap(database, config, log);
  } finally {
    await database.close();
  }

  const processes = config.webConcurrency;
  const workers = new Map<number, Worker>();
  const restarts = new Map<number, NodeJS.Timeout>();
  const quickDeaths = new Map<number, number>();
  const listening = new Set<number>();
  let ready = false;
  let stopping = false;
  let exitCode = 0;

  const finish = () => {
    log.info({ exitCode }, "every app process ended");
    process.exit(exitCode);
  };

  const stop = (signal: NodeJS.Signals, code: number) => {
    if (stopping) return;
    stopping = true;
    exitCode = code;
    log.info({ signal }, "shutting down");
    for (const timer of restarts.values()) clearTimeout(timer);
    for (const worker of workers.values()) worker.process.kill(signal);
    if (workers.size === 0) finish();
    setTimeout(() => {
      log.error({ pids: [...workers.values()].map((w) => w.process.pid) }, "app processes killed after 30 s");
      exitCode = 1;
      for (const worker of workers.values()) worker.process.kill("SIGKILL");
    }, SHUTDOWN_GRACE_MS).unref();
  };

  const fork = (slot: number) => {
    restarts.delete(slot);
    const startedAt = Date.now();
    const worker = cluster.fork({ [SLOT_ENV]: String(slot) });
    workers.set(slot, worker);
    worker.on("listening", () => {
      listening.add(slot);
      if (!ready && listening.size === processes) {
        ready = true;
        log.info({ url: config.appUrl, database: "postgresql", processes }, "HR platform ready");
      }
    });
    worker.on("exit", (code, signal) => {
      workers.delete(slot);
      listening.delete(slot);
      if (stopping) {
        if (code !== 0) exitCode = 1;
        if (workers.size === 0) finish();
        return;
      }
      if (!ready) {
        // A start that fails (the port taken, a bad setting) fails the same way in every worker: stop, as one process would.
        log.error({ slot, code, signal }, "an app process failed to start");
        stop("SIGTERM", 1);
        return;
      }
      const deaths = Date.now() - startedAt > STABLE_AFTER_MS ? 1 : (quickDeaths.get(slot) ?? 0) + 1;
      quickDeaths.set(slot, deaths);
      const delayMs = Math.min(FIRST_RESTART_MS * 2 ** (deaths - 1), MAX_RESTART_MS);
      log.error(
        { slot, pid: worker.process.pid, code, signal, restartInMs: delayMs },
        "an app process ended; restarting it",
      );
      restarts.set(
        slot,
        setTimeout(() => fork(slot), delayMs),
      );
    });
  };

  process.on("SIGINT", () => stop("SIGINT", 0));
  process.on("SIGTERM", () => stop("SIGTERM", 0));
  log.info({ processes }, `starting ${processes} app processes`);
  for (let slot = 1; slot <= processes; slot++) fork(slot);
}

/** A worker: its own database pool, the app on the shared port, the periodic jobs in worker 1 only. */
export async function runWorker(config: Config): Promise<void> {
  const slot = Number(process.env[SLOT_ENV]);
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const app = await buildApp({ config, db: database.db });
  const periodicJobs = slot === 1;
  await serve(app, config, database, { periodicJobs });
  app.log.info({ slot, periodicJobs }, "app process listening");
}
