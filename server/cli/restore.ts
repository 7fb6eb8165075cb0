import { parseArgs } from "node:util";
import { BackupRefusal, targetFromEnv } from "../backup/backup-target";
import { describeSize } from "../backup/describe-size";
import { restoreBackup } from "../backup/restore";

/**
 * `npm run restore -- FILE`: an archive of `npm run backup` into an empty DATA_DIR, or with DATABASE_URL
 * an empty PostgreSQL database (docs/OPERATIONS.md). Refuses, changing nothing, when the target is not empty
 * or the archive does not match its manifest.
 */
let archive: string | undefined;
try {
  const { positionals } = parseArgs({ allowPositionals: true, options: {} });
  if (positionals.length !== 1) throw new Error("Name one archive.");
  archive = positionals[0];
} catch (error) {
  console.error(`${(error as Error).message}\nUsage: npm run restore -- FILE`);
  process.exit(2);
}

try {
  const target = targetFromEnv();
  const result = await restoreBackup({ archive: archive!, target });
  const { manifest } = result;
  const where = target.databaseUrl ? "the PostgreSQL database of DATABASE_URL" : target.dataDir;
  console.log(`Restored ${archive} (made ${manifest.createdAt}, app ${manifest.appVersion}) into ${where}:`);
  console.log(
    `  ${result.tables} tables (${result.rows} rows, migration ${manifest.migrations.latestTag ?? "none"}), ${result.files} uploaded files (${describeSize(manifest.files.reduce((sum, f) => sum + f.size, 0))} unpacked) in ${(result.durationMs / 1000).toFixed(1)} s.`,
  );
  console.log(
    `  Start the app with DATA_DIR=${target.dataDir}${target.databaseUrl ? " and the same DATABASE_URL" : ""}.`,
  );
  console.log(
    "  Sessions are signed with SESSION_SECRET (or DATA_DIR/session-secret), which backups do not hold: without the old one, everyone signs in again.",
  );
} catch (error) {
  const refused = error instanceof BackupRefusal;
  console.error(
    refused ? `Restore refused: ${(error as Error).message}` : `Restore failed: ${(error as Error).message}`,
  );
  process.exit(1);
}
