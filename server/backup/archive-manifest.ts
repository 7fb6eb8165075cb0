import { z } from "zod";

/**
 * The archive's last entry, `manifest.json`: what the archive holds and how to check it. A restore
 * refuses an archive whose entries differ from it in any name, size or SHA-256.
 */
export const BACKUP_FORMAT = "hr-platform-backup";
export const BACKUP_FORMAT_VERSION = 1;
export const MANIFEST_NAME = "manifest.json";

/** The database entry of each kind: PGlite's data directory (a tar), or pg_dump's custom format. */
export const DATABASE_ENTRY = {
  pglite: { name: "database/pglite-datadir.tar", format: "pglite-dumpDataDir" },
  postgresql: { name: "database/postgresql.dump", format: "pg_dump-custom" },
} as const;

export type DatabaseKind = keyof typeof DATABASE_ENTRY;

const sha256 = z.string().regex(/^[0-9a-f]{64}$/);

export const manifestSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  formatVersion: z.number().int().positive(),
  appVersion: z.string(),
  createdAt: z.iso.datetime(),
  database: z.object({
    kind: z.enum(["pglite", "postgresql"]),
    entry: z.string(),
    format: z.string(),
    serverVersion: z.string(),
  }),
  migrations: z.object({
    applied: z.number().int().nonnegative(),
    latestTag: z.string().nullable(),
    latestCreatedAt: z.number().int().nullable(),
  }),
  /** Rows per table (`schema.table`) in the snapshot. */
  tables: z.record(z.string(), z.number().int().nonnegative()),
  /** Every entry but the manifest, in archive order. */
  files: z.array(z.object({ path: z.string(), size: z.number().int().nonnegative(), sha256 })),
});

export type Manifest = z.infer<typeof manifestSchema>;

/**
 * The names an archive may hold. Upload paths are segments of letters, digits, `_`, `-` and `.` that
 * never start with a dot, so no entry can reach outside the directory it is restored into.
 */
const SAFE_UPLOAD_PATH = /^uploads(\/[A-Za-z0-9_-][A-Za-z0-9._-]*)+$/;

export const isUploadEntry = (name: string): boolean =>
  SAFE_UPLOAD_PATH.test(name) && Buffer.byteLength(name) <= 255;

export const isDatabaseEntry = (name: string): boolean =>
  Object.values(DATABASE_ENTRY).some((entry) => entry.name === name);
