import type { FastifyBaseLogger, FastifyInstance } from "fastify";
import { scheduleOrphanSweep, sweepOrphanFiles } from "./areas/files/orphan-sweep";
import { runMonthlyPayroll, scheduleMonthlyPayroll } from "./areas/payroll/payroll-monthly-run";
import { pruneSecurityLogs, scheduleSecurityLogPruning } from "./areas/security-logs/security-logs-retention";
import { erasePersonalData, schedulePersonalDataErasure } from "./areas/users/personal-data-erasure";
import { ensureSuperAdmin } from "./areas/users/super-admin.service";
import type { Config } from "./config";
import type { DatabaseHandle } from "./db/client";
import { warnOfMissingUpkeep } from "./db/pg-upkeep-check";
import { schedulePgliteUpkeep } from "./db/pglite-upkeep";
import { fileStorageIn } from "./lib/file-storage";
import type { JobLog } from "./lib/periodic-job";

/**
 * What a start does once the database is migrated (by the primary of a cluster): the SUPER_ADMIN of the
 * environment, created if missing, and a warning when PostgreSQL keeps no upkeep of its own.
 */
export async function bootstrap(
  database: DatabaseHandle,
  config: Config,
  log: Pick<FastifyBaseLogger, "info" | "warn">,
): Promise<void> {
  const superAdmin = await ensureSuperAdmin(database.db, config.superAdmin, config.passwordTimeCost);
  if (superAdmin === "created")
    log.info({ email: config.superAdmin?.email }, "super admin created from the environment");
  await warnOfMissingUpkeep(database, log);
}

/** Starts every periodic job; answers the function that stops them all. */
function schedulePeriodicJobs(config: Config, database: DatabaseHandle, log: JobLog): () => void {
  const stops = [
    scheduleOrphanSweep(() => sweepOrphanFiles(database.db, fileStorageIn(config.dataDir), new Date()), log),
    // docs/product/payroll.md §4: each payroll-enabled company's month from its 1st, and at start a month missed.
    scheduleMonthlyPayroll(() => runMonthlyPayroll(database.db, new Date()), log),
    // docs/product/security-logs.md §8: rows past SECURITY_LOG_RETENTION_DAYS go once a day, by one process.
    scheduleSecurityLogPruning(
      () => pruneSecurityLogs(database.db, new Date(), config.securityLogRetentionDays),
      log,
    ),
    // docs/product/employees.md §9: removed people's details go PERSONAL_DATA_RETENTION_DAYS on, by one process.
    schedulePersonalDataErasure(
      () => erasePersonalData(database.db, new Date(), config.personalDataRetentionDays),
      log,
    ),
    // PGlite runs no autovacuum: the app vacuums and analyzes its tables (docs/ARCHITECTURE.md, "Databases").
    ...(database.kind === "pglite" ? [schedulePgliteUpkeep(database.db, log)] : []),
  ];
  return () => {
    for (const stop of stops) stop();
  };
}

/**
 * Serves `app` on PORT until SIGINT or SIGTERM, then closes the app and the database and exits 0. With
 * `periodicJobs`, this process also runs the background jobs (one process of a cluster does).
 */
export async function serve(
  app: FastifyInstance,
  config: Config,
  database: DatabaseHandle,
  options: { periodicJobs: boolean },
): Promise<void> {
  const stopJobs = options.periodicJobs ? schedulePeriodicJobs(config, database, app.log) : () => {};

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, "shutting down");
    stopJobs();
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on("SIGINT", () => void shutdown("SIGINT"));
  process.on("SIGTERM", () => void shutdown("SIGTERM"));

  await app.listen({ port: config.port, host: config.host });
}
