import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import type { Logger } from "drizzle-orm";
import { drizzle as drizzlePg, NodePgSession } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { PROJECT_ROOT } from "../lib/project-root";
import { PipelinedClient } from "./pg-pipelined-client";
import { drizzlePglitePrepared, isStatementSession, withClient } from "./pglite-prepared";
import * as schema from "./schema";

/** One type for both drivers: PGlite (embedded) and node-postgres. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/** The rows of `db.execute`'s answer: both drivers answer `{ rows }`. */
export const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

export const MIGRATIONS_DIR = path.join(PROJECT_ROOT, "server", "db", "migrations");

export interface DatabaseHandle {
  db: Database;
  kind: "pglite" | "pg";
  /** Applies every pending migration. */
  migrate(): Promise<void>;
  close(): Promise<void>;
}

/**
 * The extensions the migrations create (pg_trgm: migration 0022, the people search). PGlite carries each as a
 * bundle it loads only when told: every PGlite that opens a migrated database must be created with these, or
 * its first write to an indexed table fails ("could not access file pg_trgm").
 */
export const PGLITE_EXTENSIONS = { pg_trgm };

/**
 * The drivers whose prepared queries `rebindPrepared` can move between transactions: the embedded
 * database's (`drizzlePglitePrepared`) and node-postgres'. Null for any other (a bench's logging driver).
 */
export function preparedKindOf(db: Database): "pglite" | "pg" | null {
  const session = db._.session as unknown;
  if (isStatementSession(session)) return "pglite";
  return session instanceof NodePgSession ? "pg" : null;
}

/**
 * `prepared`, built on a transaction of a database of `db`'s kind, made to run in `db`'s transaction
 * (lib/prepared.ts): the SQL as built, sent on `db`'s connection.
 */
export function rebindPrepared<P extends object>(prepared: P, db: Database): P {
  const session = db._.session as unknown;
  if (isStatementSession(session)) return session.rebind(prepared);
  if (session instanceof NodePgSession)
    return withClient(prepared, (session as unknown as { client: unknown }).client);
  throw new Error("rebindPrepared: a database of neither of the app's drivers");
}

/** Wraps an open PGlite instance (used by the server and by tests that load a template). */
/** `logger` sees every statement sent (a test that counts a route's statements); none in the app. */
export function fromPglite(client: PGlite, onClose?: () => void, logger?: Logger): DatabaseHandle {
  const db = drizzlePglitePrepared(client, schema, logger) as unknown as Database;
  return {
    db,
    kind: "pglite",
    migrate: () => migratePglite(db as never, { migrationsFolder: MIGRATIONS_DIR }),
    close: async () => {
      await client.close();
      onClose?.();
    },
  };
}

/** Wraps a node-postgres pool. Pool errors on idle clients must not crash the process. `logger`: as fromPglite's. */
export function fromPool(pool: pg.Pool, logger?: Logger): DatabaseHandle {
  pool.on("error", () => {
    // A dropped idle connection: the next query opens a new one (the 503 path covers the outage).
  });
  const db = drizzlePg({ client: pool, schema, logger }) as unknown as Database;
  return {
    db,
    kind: "pg",
    migrate: () => migratePg(db as never, { migrationsFolder: MIGRATIONS_DIR }),
    close: () => pool.end(),
  };
}

/** The app's pool: its connections pipeline (db/pg-pipelined-client.ts). */
export function createPool(url: string, max = 20): pg.Pool {
  const pool = new pg.Pool({
    Client: PipelinedClient,
    connectionString: url,
    max,
    connectionTimeoutMillis: 5000,
    idleTimeoutMillis: 30_000,
  });
  pool.on("release", (_error, client) => {
    if (client instanceof PipelinedClient) client.forgetHeldBegin();
  });
  return pool;
}

/**
 * The embedded database's page cache, inside the process (PGlite's own default is 128 MB, all of it resident
 * once touched). 64 MB holds the whole database of the small installations the embedded default is for
 * (the demo data set is a few MB; 200 people with a year of attendance about 20 MB), and a larger one still
 * reads through the file system's cache. Measured on 2,000 people with 200 days of attendance (161 MB):
 * resident memory after opening 346 → 251 MB, peak over a mix of scans 380 → 307 MB (docs/ARCHITECTURE.md,
 * "Databases").
 */
const PGLITE_SHARED_BUFFERS = "64MB";

/** Opens the configured database: PostgreSQL when a URL is given, otherwise PGlite in `dataDir/db`. */
export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir: string;
}): Promise<DatabaseHandle> {
  if (options.databaseUrl) return fromPool(createPool(options.databaseUrl));
  mkdirSync(options.dataDir, { recursive: true });
  const release = acquireDataDirLock(options.dataDir);
  try {
    const client = await PGlite.create(path.join(options.dataDir, "db"), {
      extensions: PGLITE_EXTENSIONS,
      startParams: [...PGlite.defaultStartParams, "-c", `shared_buffers=${PGLITE_SHARED_BUFFERS}`],
    });
    return fromPglite(client, release);
  } catch (error) {
    release();
    throw error;
  }
}

/**
 * Two processes on one PGlite data directory silently lose writes, so the directory is held with a
 * lock file naming the owning process. A lock left by a process that no longer runs is taken over.
 */
export function acquireDataDirLock(dataDir: string): () => void {
  const file = path.join(dataDir, "db.lock");
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, "wx");
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => rmSync(file, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const owner = Number.parseInt(readFileSync(file, "utf8"), 10);
      if (Number.isInteger(owner) && owner !== process.pid && isRunning(owner)) {
        throw new Error(
          `The data directory ${dataDir} is in use by process ${owner}. Stop it, or use another DATA_DIR.`,
        );
      }
      rmSync(file, { force: true });
    }
  }
  throw new Error(`Could not lock the data directory ${dataDir}`);
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}
