import { randomBytes } from "node:crypto";
import { createReadStream, createWriteStream, existsSync, readFileSync } from "node:fs";
import { link, mkdir, mkdtemp, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { createGzip } from "node:zlib";
import { PROJECT_ROOT } from "../lib/project-root";
import {
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  DATABASE_ENTRY,
  MANIFEST_NAME,
  type Manifest,
} from "./archive-manifest";
import { BackupRefusal, type BackupTarget, kindOf } from "./backup-target";
import type { DatabaseFacts } from "./database-facts";
import { hasPgliteDatabase, lockDataDir, pgliteDir, snapshotPglite } from "./pglite-snapshot";
import { requireNoOtherSessions, snapshotPostgres } from "./postgres-snapshot";
import { TarWriter } from "./tar";
import { listUploadedFiles } from "./uploaded-files";

export interface BackupOptions {
  target: BackupTarget;
  /** The archive to write; by default DATA_DIR/backups/hr-backup-<time>.tar.gz. It must not exist yet. */
  out?: string;
  /** PostgreSQL: how long sessions that are closing get before the backup is refused. */
  waitForSessionsMs?: number;
}

export interface BackupResult {
  file: string;
  bytes: number;
  manifest: Manifest;
  durationMs: number;
}

const appVersion = (): string => {
  return (JSON.parse(readFileSync(path.join(PROJECT_ROOT, "package.json"), "utf8")) as { version: string })
    .version;
};

export const defaultArchivePath = (dataDir: string, at: Date) =>
  path.join(dataDir, "backups", `hr-backup-${at.toISOString().replace(/[:.]/g, "-")}.tar.gz`);

interface DatabasePart {
  facts: DatabaseFacts;
  size: number;
  chunks: () => AsyncIterable<Uint8Array> | Iterable<Uint8Array>;
}

/**
 * `npm run backup`: one .tar.gz with the database snapshot, every uploaded file and, last, the manifest
 * (docs/OPERATIONS.md). Runs with the app stopped: the embedded database's lock is held from the first read
 * to the last, and PostgreSQL must have no other session, so the files match the database.
 */
export async function createBackup(options: BackupOptions): Promise<BackupResult> {
  const started = performance.now();
  const { target } = options;
  const kind = kindOf(target);
  const createdAt = new Date();
  const out = path.resolve(options.out ?? defaultArchivePath(target.dataDir, createdAt));
  if (existsSync(out)) throw new BackupRefusal(`${out} already exists: name another file with --out.`);
  if (kind === "pglite" && !hasPgliteDatabase(target.dataDir)) {
    throw new BackupRefusal(
      `There is no embedded database in ${pgliteDir(target.dataDir)}: nothing to back up.`,
    );
  }

  const work = await mkdtemp(path.join(tmpdir(), "hr-backup-"));
  let release: (() => void) | undefined;
  try {
    if (kind === "pglite") release = lockDataDir(target.dataDir, "back up");
    let database: DatabasePart;
    if (kind === "pglite") {
      const { bytes, ...facts } = await snapshotPglite(target.dataDir);
      database = { facts, size: bytes.length, chunks: () => [bytes] };
    } else {
      await requireNoOtherSessions(target.databaseUrl!, options.waitForSessionsMs ?? 5000);
      const dumpFile = path.join(work, "postgresql.dump");
      const facts = await snapshotPostgres(target.databaseUrl!, dumpFile);
      database = { facts, size: (await stat(dumpFile)).size, chunks: () => createReadStream(dumpFile) };
    }
    const uploads = await listUploadedFiles(target.dataDir);

    await mkdir(path.dirname(out), { recursive: true });
    const partial = `${out}.${randomBytes(4).toString("hex")}.partial`;
    const gzip = createGzip();
    const written = pipeline(gzip, createWriteStreamExclusive(partial));
    written.catch(() => {}); // awaited below; a failure also surfaces through the writes
    try {
      const tar = new TarWriter(gzip);
      const entry = DATABASE_ENTRY[kind];
      const files = [await tar.add(entry.name, database.size, database.chunks(), createdAt)];
      for (const file of uploads) {
        files.push(await tar.add(file.entry, file.size, createReadStream(file.absolute), file.mtime));
      }
      const manifest: Manifest = {
        format: BACKUP_FORMAT,
        formatVersion: BACKUP_FORMAT_VERSION,
        appVersion: appVersion(),
        createdAt: createdAt.toISOString(),
        database: {
          kind,
          entry: entry.name,
          format: entry.format,
          serverVersion: database.facts.serverVersion,
        },
        migrations: database.facts.migrations,
        tables: database.facts.tables,
        files: files.map((f) => ({ path: f.name, size: f.size, sha256: f.sha256 })),
      };
      const json = Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`);
      await tar.add(MANIFEST_NAME, json.length, [json], createdAt);
      await tar.end();
      await written;
      await link(partial, out).catch((error: NodeJS.ErrnoException) => {
        throw error.code === "EEXIST"
          ? new BackupRefusal(`${out} appeared while the backup ran: name another file with --out.`)
          : error;
      });
      await rm(partial);
      return {
        file: out,
        bytes: (await stat(out)).size,
        manifest,
        durationMs: performance.now() - started,
      };
    } catch (error) {
      gzip.destroy();
      await written.catch(() => {});
      await rm(partial, { force: true });
      throw error;
    }
  } finally {
    await rm(work, { recursive: true, force: true });
    release?.();
  }
}

/** The archive holds personal data and password hashes: readable by its owner only, never overwritten. */
const createWriteStreamExclusive = (file: string) => createWriteStream(file, { flags: "wx", mode: 0o600 });
