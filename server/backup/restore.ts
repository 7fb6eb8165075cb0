import { createHash } from "node:crypto";
import { createReadStream, createWriteStream, existsSync } from "node:fs";
import { mkdir, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { createGunzip } from "node:zlib";
import {
  BACKUP_FORMAT_VERSION,
  DATABASE_ENTRY,
  type DatabaseKind,
  isDatabaseEntry,
  isUploadEntry,
  MANIFEST_NAME,
  type Manifest,
  manifestSchema,
} from "./archive-manifest";
import { BackupRefusal, type BackupTarget, kindOf } from "./backup-target";
import { knownMigrations } from "./database-facts";
import { isPgliteDirEmpty, loadPglite, lockDataDir, pgliteDir } from "./pglite-snapshot";
import { contentsOfPostgres, restorePostgres } from "./postgres-snapshot";
import { readTar } from "./tar";
import { hasAnyUploadedFile, moveUploadsInto, uploadsDir } from "./uploaded-files";

export interface RestoreOptions {
  archive: string;
  target: BackupTarget;
}

export interface RestoreResult {
  manifest: Manifest;
  tables: number;
  rows: number;
  files: number;
  durationMs: number;
}

const MANIFEST_MAX_BYTES = 64 * 1024 * 1024;
const KIND_NAME: Record<DatabaseKind, string> = {
  pglite: "an embedded (PGlite) database",
  postgresql: "a PostgreSQL dump",
};

/**
 * `npm run restore -- FILE` (docs/OPERATIONS.md). Everything is checked before anything is written: the
 * target is empty (no database, no uploaded file), the archive unpacks whole into a temporary directory
 * and every entry's size and SHA-256 match the manifest, which matches this app. Only then are the files
 * moved into DATA_DIR/uploads and the database loaded; the row counts are compared with the manifest after.
 */
export async function restoreBackup({ archive, target }: RestoreOptions): Promise<RestoreResult> {
  const started = performance.now();
  const kind = kindOf(target);
  if (!existsSync(archive)) throw new BackupRefusal(`There is no archive at ${path.resolve(archive)}.`);
  await requireEmptyTarget(target);

  const work = await mkdtemp(path.join(tmpdir(), "hr-restore-"));
  try {
    const manifest = await unpackAndVerify(archive, work);
    requireRestorableHere(manifest, kind);

    const createdDataDir = !existsSync(target.dataDir);
    await mkdir(target.dataDir, { recursive: true });
    let release: (() => void) | undefined;
    try {
      if (kind === "pglite") release = lockDataDir(target.dataDir, "restore");
      await requireEmptyTarget(target); // again, now that no app can start on it
      try {
        await moveUploadsInto(path.join(work, "uploads"), target.dataDir);
        const dump = path.join(work, ...manifest.database.entry.split("/"));
        const restored =
          kind === "pglite"
            ? await loadPglite(target.dataDir, dump)
            : await restorePostgres(target.databaseUrl!, dump);
        requireSameRows(manifest.tables, restored, kind);
        return {
          manifest,
          tables: Object.keys(restored).length,
          rows: Object.values(restored).reduce((sum, n) => sum + n, 0),
          files: manifest.files.filter((f) => isUploadEntry(f.path)).length,
          durationMs: performance.now() - started,
        };
      } catch (error) {
        // The target was empty: taking back what this restore put there leaves it as it was.
        await rm(uploadsDir(target.dataDir), { recursive: true, force: true });
        if (kind === "pglite") await rm(pgliteDir(target.dataDir), { recursive: true, force: true });
        throw error;
      }
    } finally {
      release?.();
      if (
        createdDataDir &&
        !existsSync(pgliteDir(target.dataDir)) &&
        !existsSync(uploadsDir(target.dataDir))
      ) {
        await rm(target.dataDir, { recursive: true, force: true });
      }
    }
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

async function requireEmptyTarget(target: BackupTarget): Promise<void> {
  if (target.databaseUrl) {
    const contents = await contentsOfPostgres(target.databaseUrl);
    if (contents.length > 0) {
      const shown =
        contents.slice(0, 3).join(", ") + (contents.length > 3 ? `, … (${contents.length} in all)` : "");
      throw new BackupRefusal(
        `The database ${describeUrl(target.databaseUrl)} is not empty (${shown}). ` +
          "Restore only into an empty database: create a new one (createdb) and point DATABASE_URL at it.",
      );
    }
  } else if (!isPgliteDirEmpty(target.dataDir)) {
    throw new BackupRefusal(
      `${pgliteDir(target.dataDir)} already holds a database. Restore only into an empty data directory: ` +
        "choose a new DATA_DIR, or move this one away first.",
    );
  }
  if (await hasAnyUploadedFile(target.dataDir)) {
    throw new BackupRefusal(
      `${uploadsDir(target.dataDir)} already holds files. Restore only into an empty data directory: ` +
        "choose a new DATA_DIR, or move this one away first.",
    );
  }
}

/** Unpacks every entry into `work`, hashing as it goes, and compares the whole with the manifest. */
async function unpackAndVerify(archive: string, work: string): Promise<Manifest> {
  const found = new Map<string, { size: number; sha256: string }>();
  let manifestText: string | undefined;
  const gunzip = createGunzip();
  try {
    const reading = pipeline(createReadStream(archive), gunzip);
    reading.catch(() => {}); // a read error reaches the loop below through gunzip
    for await (const entry of readTar(gunzip)) {
      if (found.has(entry.name) || (entry.name === MANIFEST_NAME && manifestText !== undefined)) {
        throw new Error(`${entry.name} appears twice`);
      }
      if (entry.name === MANIFEST_NAME) {
        if (entry.size > MANIFEST_MAX_BYTES) throw new Error("the manifest is too large");
        const parts: Buffer[] = [];
        for await (const chunk of entry.body) parts.push(chunk);
        manifestText = Buffer.concat(parts).toString("utf8");
        continue;
      }
      if (!isDatabaseEntry(entry.name) && !isUploadEntry(entry.name)) {
        throw new Error(`unexpected entry ${JSON.stringify(entry.name)}`);
      }
      const destination = path.join(work, ...entry.name.split("/"));
      await mkdir(path.dirname(destination), { recursive: true });
      const hash = createHash("sha256");
      let size = 0;
      await pipeline(
        entry.body,
        async function* (chunks: AsyncIterable<Buffer>) {
          for await (const chunk of chunks) {
            hash.update(chunk);
            size += chunk.length;
            yield chunk;
          }
        },
        createWriteStream(destination, { flags: "wx", mode: 0o600 }),
      );
      found.set(entry.name, { size, sha256: hash.digest("hex") });
    }
  } catch (error) {
    gunzip.destroy(); // and with it the file it reads
    throw damaged(archive, (error as Error).message);
  }

  if (manifestText === undefined) throw damaged(archive, "it has no manifest.json");
  let parsed: unknown;
  try {
    parsed = JSON.parse(manifestText);
  } catch {
    throw damaged(archive, "its manifest.json is not JSON");
  }
  const version = (parsed as { formatVersion?: unknown } | null)?.formatVersion;
  if (typeof version === "number" && version > BACKUP_FORMAT_VERSION) {
    throw new BackupRefusal(
      `${archive} was written by a newer version of the app (backup format ${version}; this one reads ${BACKUP_FORMAT_VERSION}). Restore it with that version.`,
    );
  }
  const checked = manifestSchema.safeParse(parsed);
  if (!checked.success || checked.data.formatVersion !== BACKUP_FORMAT_VERSION) {
    throw damaged(archive, "its manifest is not one this app writes");
  }
  const manifest = checked.data;

  for (const file of manifest.files) {
    const actual = found.get(file.path);
    if (!actual) throw damaged(archive, `${file.path} is in the manifest but not in the archive`);
    if (actual.size !== file.size || actual.sha256 !== file.sha256) {
      throw damaged(archive, `${file.path} does not match its size and SHA-256 in the manifest`);
    }
  }
  const listed = new Set(manifest.files.map((f) => f.path));
  for (const name of found.keys()) {
    if (!listed.has(name)) throw damaged(archive, `${name} is in the archive but not in the manifest`);
  }
  if (
    !listed.has(manifest.database.entry) ||
    manifest.database.entry !== DATABASE_ENTRY[manifest.database.kind].name
  ) {
    throw damaged(archive, "its database entry is missing");
  }
  return manifest;
}

function damaged(archive: string, reason: string): BackupRefusal {
  return new BackupRefusal(
    `${archive} is damaged or is not a backup of this app: ${reason}. Nothing was restored; use another copy of the backup.`,
  );
}

function requireRestorableHere(manifest: Manifest, kind: DatabaseKind): void {
  if (manifest.database.kind !== kind) {
    throw new BackupRefusal(
      `The archive holds ${KIND_NAME[manifest.database.kind]}, and the target is ${kind === "pglite" ? "the embedded database (DATABASE_URL is not set)" : "PostgreSQL (DATABASE_URL)"}. ` +
        (manifest.database.kind === "pglite"
          ? "Unset DATABASE_URL to restore it into DATA_DIR."
          : "Set DATABASE_URL to an empty PostgreSQL database to restore it."),
    );
  }
  const latest = manifest.migrations.latestCreatedAt;
  if (latest !== null && !knownMigrations().some((m) => m.when === latest)) {
    throw new BackupRefusal(
      `The archive's database has migrations this version of the app does not have (its latest: ${manifest.migrations.latestTag ?? latest}, app version ${manifest.appVersion}). Restore it with that version of the app or a newer one.`,
    );
  }
}

function requireSameRows(
  expected: Record<string, number>,
  restored: Record<string, number>,
  kind: DatabaseKind,
) {
  const names = new Set([...Object.keys(expected), ...Object.keys(restored)]);
  const differing = [...names].filter((name) => expected[name] !== restored[name]);
  if (differing.length > 0) {
    throw new Error(
      `the restored database differs from the archive's manifest in ${differing.slice(0, 5).join(", ")}` +
        (kind === "postgresql" ? "; drop and recreate the database before trying again" : ""),
    );
  }
}

/** A connection URL fit to print: no password. */
export function describeUrl(url: string): string {
  const parsed = new URL(url);
  parsed.password = "";
  return parsed.toString();
}
