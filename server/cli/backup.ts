import { parseArgs } from "node:util";
import { createBackup } from "../backup/backup";
import { BackupRefusal, targetFromEnv } from "../backup/backup-target";
import { describeSize } from "../backup/describe-size";

/**
 * `npm run backup [-- --out FILE]`: the database and every uploaded file in one .tar.gz, with the app
 * stopped (docs/OPERATIONS.md). Reads DATA_DIR and, for PostgreSQL, DATABASE_URL like the app.
 */
let out: string | undefined;
try {
  ({
    values: { out },
  } = parseArgs({ options: { out: { type: "string", short: "o" } } }));
} catch (error) {
  console.error(`${(error as Error).message}\nUsage: npm run backup [-- --out FILE]`);
  process.exit(2);
}

try {
  const target = targetFromEnv();
  const { file, bytes, manifest, durationMs } = await createBackup({ target, out });
  const tables = Object.keys(manifest.tables).length;
  const rows = Object.values(manifest.tables).reduce((sum, n) => sum + n, 0);
  const uploads = manifest.files.length - 1;
  console.log(`Backup written: ${file}`);
  console.log(
    `  ${describeSize(bytes)} in ${(durationMs / 1000).toFixed(1)} s — ${manifest.database.kind} database (${tables} tables, ${rows} rows, migration ${manifest.migrations.latestTag ?? "none"}), ${uploads} uploaded files`,
  );
  console.log("  It holds personal data and password hashes: keep it as safe as the server, and off it.");
} catch (error) {
  const refused = error instanceof BackupRefusal;
  console.error(`Backup ${refused ? "refused" : "failed"}: ${(error as Error).message}`);
  process.exit(1);
}
