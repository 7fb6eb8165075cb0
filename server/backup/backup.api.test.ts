import { type ChildProcess, spawn } from "node:child_process";
import { createReadStream, existsSync, readFileSync } from "node:fs";
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { PassThrough } from "node:stream";
import { pipeline } from "node:stream/promises";
import { createGunzip, gzipSync } from "node:zlib";
import { PGlite } from "@electric-sql/pglite";
import { eq, sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { buildApp } from "../app";
import { companies } from "../areas/companies/companies.table";
import { saveLogo } from "../areas/companies/logo-store";
import { loadConfig } from "../config";
import { type DatabaseHandle, fromPglite, fromPool, openDatabase, PGLITE_EXTENSIONS } from "../db/client";
import { DEMO_PASSWORD, seedDemo } from "../db/seed/demo";
import { fileStorageIn } from "../lib/file-storage";
import { withDatabase } from "../test/global-setup";
import { Client } from "../test/harness";
import { solidPng } from "../test/png";
import { MANIFEST_NAME, type Manifest, manifestSchema } from "./archive-manifest";
import { createBackup } from "./backup";
import { BackupRefusal, type BackupTarget } from "./backup-target";
import { knownMigrations, type Query, quoteTable, tablesOf } from "./database-facts";
import { contentsOfPostgres } from "./postgres-snapshot";
import { restoreBackup } from "./restore";
import { readTar, TarWriter } from "./tar";

/**
 * Backups that restore (issue 13 part 6, docs/OPERATIONS.md): a seeded instance is backed up with
 * `npm run backup`, restored elsewhere with `npm run restore`, and every table and uploaded file compared.
 * Runs on the embedded database, and on PostgreSQL when TEST_DATABASE_URL is set (databases of its own).
 */
const onPostgres = process.env.TEST_DB === "pg";
const ROOT = path.resolve(import.meta.dirname, "..", "..");
/** A demo ADMIN (docs: the demo logins) and their company, which gets an uploaded logo. */
const ADMIN = "anita@kochilabs.test";
const ADMIN_COMPANY = "Kochi Software Labs";

const work = await mkdtemp(path.join(tmpdir(), "hr-backup-test-"));
const databases: string[] = [];
let counter = 0;

async function adminQuery(sql: string): Promise<void> {
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}

/** A database of this test's own (dropped at the end), empty or copied from the migrated template. */
async function createPostgresDatabase(template: string): Promise<string> {
  const name = `hr_backup_test_${process.pid}_${Date.now()}_${counter++}`;
  await adminQuery(`create database ${name} template ${template}`);
  databases.push(name);
  return withDatabase(process.env.TEST_DATABASE_URL!, name);
}

/** An empty target: a data directory that does not exist yet and, on PostgreSQL, an empty database. */
async function emptyTarget(): Promise<BackupTarget> {
  return {
    dataDir: path.join(work, `empty-${counter++}`),
    databaseUrl: onPostgres ? await createPostgresDatabase("template0") : undefined,
  };
}

async function openHandle(target: BackupTarget): Promise<DatabaseHandle> {
  if (target.databaseUrl) return fromPool(new pg.Pool({ connectionString: target.databaseUrl, max: 2 }));
  const template = new Blob([readFileSync(inject("pgliteTemplate"))]);
  await mkdir(target.dataDir, { recursive: true });
  return fromPglite(
    await PGlite.create(path.join(target.dataDir, "db"), {
      loadDataDir: template,
      extensions: PGLITE_EXTENSIONS,
    }),
  );
}

/** The demo seed (people, leave, attendance, payroll, candidates with PDF CVs) and an uploaded logo. */
async function seededTarget(): Promise<BackupTarget> {
  const target: BackupTarget = {
    dataDir: path.join(work, `seeded-${counter++}`),
    databaseUrl: onPostgres ? await createPostgresDatabase(inject("pgTemplate")) : undefined,
  };
  const database = await openHandle(target);
  try {
    await seedDemo(database.db, { files: fileStorageIn(target.dataDir) });
    const [company] = await database.db
      .select({ id: companies.id })
      .from(companies)
      .where(eq(companies.name, ADMIN_COMPANY));
    const logo = await saveLogo(target.dataDir, company!.id, solidPng(24, 24, [200, 30, 60]), "image/png");
    await database.db.update(companies).set({ logo }).where(eq(companies.id, company!.id));
  } finally {
    await database.close();
  }
  return target;
}

async function withQuery<T>(target: BackupTarget, use: (query: Query) => Promise<T>): Promise<T> {
  if (target.databaseUrl) {
    const client = new pg.Client({ connectionString: target.databaseUrl });
    await client.connect();
    try {
      return await use(async (sql) => (await client.query(sql)).rows);
    } finally {
      await client.end();
    }
  }
  const client = await PGlite.create(path.join(target.dataDir, "db"), { extensions: PGLITE_EXTENSIONS });
  try {
    return await use(async (sql) => (await client.query<Record<string, unknown>>(sql)).rows);
  } finally {
    await client.close();
  }
}

/** Per table: its row count and the MD5 of its rows as text, in order. */
function fingerprintOf(target: BackupTarget): Promise<Record<string, string>> {
  return withQuery(target, async (query) => {
    const result: Record<string, string> = {};
    for (const table of await tablesOf(query)) {
      const [row] = await query(
        `select count(*)::int as n, md5(coalesce(string_agg(t::text, E'\\n' order by t::text), '')) as h
           from ${quoteTable(table)} t`,
      );
      result[table] = `${row!.n} rows, md5 ${row!.h}`;
    }
    return result;
  });
}

/** Every file under DATA_DIR/uploads, by path, with its bytes. */
async function uploadsOf(dataDir: string): Promise<Record<string, Buffer>> {
  const root = path.join(dataDir, "uploads");
  if (!existsSync(root)) return {};
  const files: Record<string, Buffer> = {};
  for (const entry of await readdir(root, { recursive: true, withFileTypes: true })) {
    if (entry.isDirectory()) continue;
    const file = path.join(entry.parentPath, entry.name);
    files[path.relative(root, file)] = await readFile(file);
  }
  return files;
}

/** Whether a target is exactly as empty as `emptyTarget()` made it. */
async function isUntouched(target: BackupTarget): Promise<boolean> {
  if (target.databaseUrl && (await contentsOfPostgres(target.databaseUrl)).length > 0) return false;
  return !existsSync(target.dataDir);
}

function runCli(script: string, args: string[], target: BackupTarget) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve, reject) => {
    const child: ChildProcess = spawn(
      process.execPath,
      ["--import", "tsx", `server/cli/${script}.ts`, ...args],
      {
        cwd: ROOT,
        env: { ...process.env, DATA_DIR: target.dataDir, DATABASE_URL: target.databaseUrl ?? "" },
      },
    );
    let stdout = "";
    let stderr = "";
    child.stdout!.on("data", (chunk) => {
      stdout += chunk;
    });
    child.stderr!.on("data", (chunk) => {
      stderr += chunk;
    });
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, stdout, stderr }));
  });
}

async function entriesOf(archive: string): Promise<{ name: string; bytes: Buffer }[]> {
  const gunzip = createGunzip();
  const reading = pipeline(createReadStream(archive), gunzip);
  const entries: { name: string; bytes: Buffer }[] = [];
  for await (const entry of readTar(gunzip)) {
    const parts: Buffer[] = [];
    for await (const chunk of entry.body) parts.push(chunk);
    entries.push({ name: entry.name, bytes: Buffer.concat(parts) });
  }
  await reading;
  return entries;
}

async function writeArchive(file: string, entries: { name: string; bytes: Buffer }[]): Promise<void> {
  const out = new PassThrough();
  const parts: Buffer[] = [];
  out.on("data", (chunk: Buffer) => parts.push(chunk));
  const tar = new TarWriter(out);
  for (const entry of entries) await tar.add(entry.name, entry.bytes.length, [entry.bytes]);
  await tar.end();
  await writeFile(file, gzipSync(Buffer.concat(parts)));
}

let source: BackupTarget;
let sourceFingerprint: Record<string, string>;
let sourceUploads: Record<string, Buffer>;
let archive: string;

beforeAll(async () => {
  source = await seededTarget();
  sourceFingerprint = await fingerprintOf(source);
  sourceUploads = await uploadsOf(source.dataDir);
  archive = path.join(work, "seeded.tar.gz");
}, 60_000);

afterAll(async () => {
  for (const name of databases) await adminQuery(`drop database if exists ${name} with (force)`);
  await rm(work, { recursive: true, force: true });
});

describe(`npm run backup and npm run restore (${onPostgres ? "PostgreSQL" : "embedded database"})`, () => {
  it("restores every table and every uploaded file of a seeded instance, and the app starts on it", async () => {
    const backedUp = await runCli("backup", ["--out", archive], source);
    expect({ code: backedUp.code, stderr: backedUp.stderr }).toEqual({ code: 0, stderr: "" });
    expect(backedUp.stdout).toContain(`Backup written: ${archive}`);

    const entries = await entriesOf(archive);
    expect(entries.at(-1)?.name).toBe(MANIFEST_NAME);
    const manifest: Manifest = manifestSchema.parse(JSON.parse(entries.at(-1)!.bytes.toString("utf8")));
    expect(manifest.database.kind).toBe(onPostgres ? "postgresql" : "pglite");
    expect(manifest.migrations.applied).toBeGreaterThan(0);
    expect(manifest.migrations.applied).toBe(manifest.tables["drizzle.__drizzle_migrations"]);
    expect(knownMigrations().map((m) => m.tag)).toContain(manifest.migrations.latestTag);
    expect(manifest.files.map((f) => f.path).sort()).toEqual(
      [manifest.database.entry, ...Object.keys(sourceUploads).map((p) => `uploads/${p}`)].sort(),
    );

    const target = await emptyTarget();
    const restored = await runCli("restore", [archive], target);
    expect({ code: restored.code, stderr: restored.stderr }).toEqual({ code: 0, stderr: "" });

    // Every table: same rows, same contents.
    const tables = Object.keys(sourceFingerprint);
    expect(tables.length).toBeGreaterThanOrEqual(16);
    expect(tables).toContain("drizzle.__drizzle_migrations");
    expect(Object.values(manifest.tables).reduce((a, b) => a + b, 0)).toBeGreaterThan(200);
    expect(await fingerprintOf(target)).toEqual(sourceFingerprint);
    // Every file: same paths, same bytes (CVs and the logo).
    expect(Object.keys(sourceUploads).length).toBeGreaterThanOrEqual(17);
    expect(Object.keys(sourceUploads).some((p) => p.startsWith("logos/"))).toBe(true);
    expect(await uploadsOf(target.dataDir)).toEqual(sourceUploads);

    // The app starts on it (its migrations at the archive's level: the fingerprint above includes
    // drizzle's table, and migrate() adds only what the app has beyond it), signs a person in, serves the logo.
    const database = await openDatabase({ databaseUrl: target.databaseUrl, dataDir: target.dataDir });
    try {
      await database.migrate();
      const migrations = (await database.db.execute(
        sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
      )) as unknown as { rows: { n: number }[] };
      expect(migrations.rows).toEqual([{ n: knownMigrations().length }]);
      const config = loadConfig({
        DATA_DIR: target.dataDir,
        LOG_LEVEL: "silent",
        SESSION_SECRET: "backup-test-secret-backup-test-secret",
      });
      const app = await buildApp({ config, db: database.db, serveWeb: false });
      try {
        const client = new Client(app);
        const signIn = await client.post("/api/login", { username: ADMIN, password: DEMO_PASSWORD });
        expect(signIn.statusCode).toBe(200);
        const [company] = await database.db
          .select({ logo: companies.logo })
          .from(companies)
          .where(eq(companies.name, ADMIN_COMPANY));
        const logo = await client.get(company!.logo);
        expect(logo.statusCode).toBe(200);
        expect(logo.rawPayload).toEqual(sourceUploads[`logos/${path.basename(company!.logo)}`]);
      } finally {
        await app.close();
      }
    } finally {
      await database.close();
    }
  }, 60_000);

  it("refuses a target that is not empty, saying so, and changes nothing", async () => {
    const intoSource = await runCli("restore", [archive], source);
    expect(intoSource.code).toBe(1);
    expect(intoSource.stderr).toMatch(/^Restore refused: .*(is not empty|already holds a database)/);
    expect(await fingerprintOf(source)).toEqual(sourceFingerprint);
    expect(await uploadsOf(source.dataDir)).toEqual(sourceUploads);

    const withFiles = await emptyTarget();
    await mkdir(path.join(withFiles.dataDir, "uploads", "files"), { recursive: true });
    await writeFile(path.join(withFiles.dataDir, "uploads", "files", "left-over.pdf"), "%PDF-1.4");
    await expect(restoreBackup({ archive, target: withFiles })).rejects.toThrow(
      /uploads already holds files/,
    );
    expect(await uploadsOf(withFiles.dataDir)).toEqual({ "files/left-over.pdf": Buffer.from("%PDF-1.4") });
    if (withFiles.databaseUrl) expect(await contentsOfPostgres(withFiles.databaseUrl)).toEqual([]);
    else expect(existsSync(path.join(withFiles.dataDir, "db"))).toBe(false);
  }, 60_000);

  it("refuses a damaged archive, and one whose files do not match the manifest, changing nothing", async () => {
    const bytes = await readFile(archive);
    const target = await emptyTarget();

    const flipped = path.join(work, "flipped.tar.gz");
    const damaged = Buffer.from(bytes);
    damaged[Math.floor(damaged.length / 2)] = damaged[Math.floor(damaged.length / 2)]! ^ 0x55;
    await writeFile(flipped, damaged);
    await expect(restoreBackup({ archive: flipped, target })).rejects.toThrow(
      /is damaged or is not a backup/,
    );

    const cut = path.join(work, "cut.tar.gz");
    await writeFile(cut, bytes.subarray(0, bytes.length - 100));
    await expect(restoreBackup({ archive: cut, target })).rejects.toThrow(/is damaged or is not a backup/);

    // A well-formed archive in which one uploaded file changed after the manifest was written.
    const entries = await entriesOf(archive);
    const upload = entries.find((e) => e.name.startsWith("uploads/"))!;
    upload.bytes = Buffer.concat([upload.bytes.subarray(0, -1), Buffer.from([upload.bytes.at(-1)! ^ 1])]);
    const tampered = path.join(work, "tampered.tar.gz");
    await writeArchive(tampered, entries);
    await expect(restoreBackup({ archive: tampered, target })).rejects.toThrow(
      `${upload.name} does not match its size and SHA-256 in the manifest`,
    );

    // An entry the manifest does not list, trying to reach outside the data directory.
    const smuggled = path.join(work, "smuggled.tar.gz");
    await writeArchive(smuggled, [
      { name: "uploads/../../escape.txt", bytes: Buffer.from("x") },
      ...(await entriesOf(archive)),
    ]);
    await expect(restoreBackup({ archive: smuggled, target })).rejects.toThrow(/unexpected entry/);

    expect(await isUntouched(target)).toBe(true);
    expect(existsSync(path.join(work, "escape.txt"))).toBe(false);
  }, 60_000);

  it("refuses to back up while the app uses the database, and writes no archive", async () => {
    const out = path.join(work, "while-running.tar.gz");
    let release: () => Promise<void>;
    if (source.databaseUrl) {
      const session = new pg.Client({ connectionString: source.databaseUrl });
      await session.connect();
      release = () => session.end();
    } else {
      const app = spawn("sleep", ["30"]); // stands for the app: a running process holding the lock
      await writeFile(path.join(source.dataDir, "db.lock"), String(app.pid));
      release = async () => {
        app.kill();
        await rm(path.join(source.dataDir, "db.lock"), { force: true });
      };
    }
    try {
      const refusal = createBackup({ target: source, out, waitForSessionsMs: 0 });
      await expect(refusal).rejects.toBeInstanceOf(BackupRefusal);
      await expect(refusal).rejects.toThrow(
        source.databaseUrl ? /other sessions use the database/ : /while the app runs/,
      );
      expect(existsSync(out)).toBe(false);
    } finally {
      await release();
    }
  }, 60_000);
});
