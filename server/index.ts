import { buildApp } from "./app";
import { isClusterWorker, runPrimary, runWorker } from "./cluster";
import { loadConfig } from "./config";
import { openDatabase } from "./db/client";
import { bootstrap, serve } from "./serve";

/**
 * Start: config → database → migrate → bootstrap → listen. With PostgreSQL and WEB_CONCURRENCY above 1,
 * a primary does the first steps once and forks that many processes to listen (server/cluster.ts).
 */
async function main() {
  const config = loadConfig();
  if (config.webConcurrency > 1) return isClusterWorker() ? runWorker(config) : runPrimary(config);

  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await database.migrate();
  const app = await buildApp({ config, db: database.db });
  await bootstrap(database, config, app.log);
  if (database.kind === "pglite" && (config.webConcurrencyRequested ?? 1) > 1) {
    app.log.warn(
      { webConcurrency: config.webConcurrencyRequested },
      "WEB_CONCURRENCY is ignored: the embedded database is one process's (set DATABASE_URL for more)",
    );
  }
  await serve(app, config, database, { periodicJobs: true });
  app.log.info(
    {
      url: config.appUrl,
      database: database.kind === "pg" ? "postgresql" : `embedded (${config.dataDir})`,
      processes: 1,
    },
    "HR platform ready",
  );
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
