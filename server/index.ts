import { buildApp } from "./app";
import { scheduleOrphanSweep, sweepOrphanFiles } from "./areas/files/orphan-sweep";
import { runMonthlyPayroll, scheduleMonthlyPayroll } from "./areas/payroll/payroll-monthly-run";
import { pruneSecurityLogs, scheduleSecurityLogPruning } from "./areas/security-logs/security-logs-retention";
import { erasePersonalData, schedulePersonalDataErasure } from "./areas/users/personal-data-erasure";
import { ensureSuperAdmin } from "./areas/users/super-admin.service";
import { loadConfig } from "./config";
import { openDatabase } from "./db/client";
import { fileStorageIn } from "./lib/file-storage";

/** Start: config → database → migrate → bootstrap → listen. */
async function main() {
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await database.migrate();
  const app = await buildApp({ config, db: database.db });
  const bootstrap = await ensureSuperAdmin(database.db, config.superAdmin);
  if (bootstrap === "created")
    app.log.info({ email: config.superAdmin?.email }, "super admin created from the environment");

  const stopSweep = scheduleOrphanSweep(
    () => sweepOrphanFiles(database.db, fileStorageIn(config.dataDir), new Date()),
    app.log,
  );
  // docs/product/payroll.md §4: each payroll-enabled company's month from its 1st, and at start a month missed.
  const stopPayrollRun = scheduleMonthlyPayroll(() => runMonthlyPayroll(database.db, new Date()), app.log);
  // docs/product/security-logs.md §8: rows past SECURITY_LOG_RETENTION_DAYS go once a day, by one process.
  const stopLogPruning = scheduleSecurityLogPruning(
    () => pruneSecurityLogs(database.db, new Date(), config.securityLogRetentionDays),
    app.log,
  );
  // docs/product/employees.md §9: removed people's details go PERSONAL_DATA_RETENTION_DAYS on, by one process.
  const stopErasure = schedulePersonalDataErasure(
    () => erasePersonalData(database.db, new Date(), config.personalDataRetentionDays),
    app.log,
  );

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, "shutting down");
    stopSweep();
    stopPayrollRun();
    stopLogPruning();
    stopErasure();
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on("SIGINT", () => void shutdown("SIGINT"));
  process.on("SIGTERM", () => void shutdown("SIGTERM"));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    { url: config.appUrl, database: database.kind === "pg" ? "postgresql" : `embedded (${config.dataDir})` },
    "HR platform ready",
  );
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
