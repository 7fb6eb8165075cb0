// The databases of a run: a throw-away PostgreSQL database, and SQL executors for the raw ceilings.
import { randomBytes } from "node:crypto";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { PGLITE_EXTENSIONS } from "../server/db/client";
import { queryNamed } from "../server/db/pglite-prepared";
import { FatalLoopError } from "./load";
import type { SqlStatement } from "./routes";

const LOOPBACK = new Set(["127.0.0.1", "localhost", "[::1]", "::1"]);

/** The PostgreSQL server the harness creates its database on (BENCH_DATABASE_URL or the local default). */
export function serverBaseUrl(env: NodeJS.ProcessEnv = process.env): URL {
  const url = new URL(env.BENCH_DATABASE_URL || "postgres://postgres@127.0.0.1:5432/postgres");
  if (!LOOPBACK.has(url.hostname)) {
    throw new Error(`BENCH_DATABASE_URL must point at a loopback address, not ${url.hostname}`);
  }
  return url;
}

/** The same server URL with another database name. */
export function withDatabase(base: URL, database: string): string {
  const url = new URL(base.href);
  url.pathname = `/${database}`;
  return url.href;
}

export interface BenchDatabase {
  name: string;
  url: string;
  drop(): Promise<void>;
}

/** Creates `bench_<time>_<random>` on the server; `drop()` removes it (forcing out any client). */
export async function createBenchDatabase(base: URL): Promise<BenchDatabase> {
  const name = `bench_${Date.now().toString(36)}_${randomBytes(3).toString("hex")}`;
  const admin = new pg.Client({ connectionString: base.href, connectionTimeoutMillis: 5_000 });
  await admin.connect();
  try {
    await admin.query(`create database "${name}"`);
  } finally {
    await admin.end();
  }
  return {
    name,
    url: withDatabase(base, name),
    async drop() {
      const client = new pg.Client({ connectionString: base.href, connectionTimeoutMillis: 5_000 });
      await client.connect();
      try {
        await client.query(`drop database if exists "${name}" with (force)`);
      } finally {
        await client.end();
      }
    },
  };
}

/** Runs statements the way the ceiling needs; `close()` frees the connections. */
export interface SqlExecutor {
  query(statement: SqlStatement): Promise<number>;
  close(): Promise<void>;
}

/** A `pg.Pool` of `size` connections; statements run as named prepared statements. */
export function pgExecutor(url: string, size: number): SqlExecutor {
  const pool = new pg.Pool({ connectionString: url, max: size, connectionTimeoutMillis: 10_000 });
  pool.on("error", () => {
    // an idle client dropped; the next query reconnects
  });
  return {
    async query(statement) {
      const result = await pool.query({
        name: statement.name,
        text: statement.text,
        values: statement.values,
      });
      return result.rowCount ?? 0;
    },
    close: () => pool.end(),
  };
}

/**
 * The server's embedded data directory opened in this process (after the server has stopped); statements
 * run as named prepared statements, as the server's do (`queryNamed`).
 */
export async function pgliteExecutor(dataDir: string): Promise<SqlExecutor> {
  const db = await PGlite.create(dataDir, { extensions: PGLITE_EXTENSIONS });
  return {
    async query(statement) {
      const result = await queryNamed(db, statement.name, statement.text, statement.values);
      return result.affectedRows || result.rows.length;
    },
    close: () => db.close(),
  };
}

/**
 * One iteration of a route's SQL: its statements in order. The first run of each statement with an
 * expected row count is checked, so that a ceiling never silently measures a miss.
 */
export function sqlIteration(executor: SqlExecutor, statements: () => SqlStatement[]): () => Promise<void> {
  const checked = new Set<string>();
  return async () => {
    for (const statement of statements()) {
      const rows = await executor.query(statement);
      if (statement.expectRows !== undefined && !checked.has(statement.name)) {
        if (rows !== statement.expectRows) {
          throw new FatalLoopError(
            `${statement.name} returned ${rows} rows, expected ${statement.expectRows}`,
          );
        }
        checked.add(statement.name);
      }
    }
  };
}
