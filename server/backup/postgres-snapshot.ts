import { spawn } from "node:child_process";
import { setTimeout as sleep } from "node:timers/promises";
import pg from "pg";
import { BackupRefusal, postgresClientEnv } from "./backup-target";
import { type DatabaseFacts, migrationLevelOf, type Query, rowCountsOf } from "./database-facts";

/**
 * PostgreSQL (DATABASE_URL) through its own tools: `pg_dump` in the custom format inside the exported
 * snapshot the manifest's row counts were read in, and `pg_restore` in one transaction, so a failed
 * restore leaves the database as it was. The tools come from the PATH (15 or newer, at least as new as
 * the server).
 */

async function withClient<T>(url: string, use: (client: pg.Client, query: Query) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await use(client, async (sql) => (await client.query(sql)).rows);
  } finally {
    await client.end();
  }
}

/** The other sessions on this database: the app's pool, a psql, anything. */
async function otherSessions(url: string): Promise<string[]> {
  return withClient(url, async (_client, query) => {
    const rows = await query(
      `select pid, coalesce(nullif(application_name, ''), 'unnamed') as app, host(client_addr) as addr
         from pg_stat_activity
        where datname = current_database() and pid <> pg_backend_pid() and backend_type = 'client backend'`,
    );
    return rows.map((r) => `${r.app} (pid ${r.pid}${r.addr ? ` from ${r.addr}` : ""})`);
  });
}

/**
 * The app must be stopped for a backup whose files match its database (uploads are written beside the
 * database, not in it). Sessions that are closing get `waitMs` to go.
 */
export async function requireNoOtherSessions(url: string, waitMs: number): Promise<void> {
  const deadline = Date.now() + waitMs;
  for (;;) {
    const sessions = await otherSessions(url);
    if (sessions.length === 0) return;
    if (Date.now() >= deadline) {
      throw new BackupRefusal(
        `Cannot back up while other sessions use the database: ${sessions.join(", ")}. ` +
          "Stop the app (every process) and close other sessions first, so the database and the uploaded files are read at one moment.",
      );
    }
    await sleep(250);
  }
}

/** `pg_dump --format=custom` into `file`, in the same snapshot as the facts it answers. */
export async function snapshotPostgres(url: string, file: string): Promise<DatabaseFacts> {
  return withClient(url, async (client, query) => {
    await client.query("begin isolation level repeatable read read only");
    try {
      const [snapshot] = await query("select pg_export_snapshot() as id");
      const [version] = await query("show server_version");
      const facts: DatabaseFacts = {
        serverVersion: String(version?.server_version ?? "unknown"),
        migrations: await migrationLevelOf(query),
        tables: await rowCountsOf(query),
      };
      const { dbname, env } = postgresClientEnv(url);
      await runTool(
        "pg_dump",
        ["--format=custom", `--snapshot=${snapshot?.id}`, `--file=${file}`, `--dbname=${dbname}`],
        env,
      );
      return facts;
    } finally {
      await client.query("commit");
    }
  });
}

/** What the database holds beyond an empty one's `public` schema; an empty list when it is empty. */
export async function contentsOfPostgres(url: string): Promise<string[]> {
  return withClient(url, async (_client, query) => {
    const rows = await query(
      `select 1 as rank, 'schema ' || nspname as what from pg_namespace
        where nspname not in ('public', 'information_schema') and nspname not like 'pg\\_%'
       union all
       select case when c.relkind in ('r', 'p') then 2 else 3 end,
              case when c.relkind in ('r', 'p') then 'table' when c.relkind = 'S' then 'sequence'
                   when c.relkind in ('v', 'm') then 'view' when c.relkind in ('i', 'I') then 'index'
                   else 'relation' end || ' public.' || c.relname
         from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public'
       union all
       select 4, 'function public.' || p.proname from pg_proc p join pg_namespace n on n.oid = p.pronamespace
        where n.nspname = 'public'
       union all
       select 4, 'type public.' || t.typname from pg_type t join pg_namespace n on n.oid = t.typnamespace
        where n.nspname = 'public' and t.typrelid = 0 and t.typcategory <> 'A'
       union all
       select 5, 'extension ' || extname from pg_extension where extname <> 'plpgsql'
       order by rank, what`,
    );
    return rows.map((r) => String(r.what));
  });
}

/** `pg_restore` of a custom-format dump in one transaction; answers the restored rows per table. */
export async function restorePostgres(url: string, file: string): Promise<Record<string, number>> {
  const { dbname, env } = postgresClientEnv(url);
  await runTool(
    "pg_restore",
    ["--no-owner", "--no-privileges", "--exit-on-error", "--single-transaction", `--dbname=${dbname}`, file],
    env,
  );
  return withClient(url, (_client, query) => rowCountsOf(query));
}

function runTool(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env, stdio: ["ignore", "ignore", "pipe"] });
    let stderr = "";
    child.stderr.setEncoding("utf8").on("data", (text: string) => {
      stderr += text;
    });
    child.on("error", (error: NodeJS.ErrnoException) => {
      reject(
        error.code === "ENOENT"
          ? new BackupRefusal(
              `${command} was not found on the PATH: install the PostgreSQL client tools (15 or newer, as new as the server).`,
            )
          : error,
      );
    });
    child.on("close", (code) => {
      if (code === 0) resolve();
      else reject(new Error(`${command} failed (exit code ${code}): ${stderr.trim()}`));
    });
  });
}
