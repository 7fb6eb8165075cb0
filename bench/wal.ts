// What a PostgreSQL write costs in WAL, read from the server between two positions of its WAL (the bench's
// database is the only one written while a route is measured). bench/README.md, "What a write pays that
// its ceiling does not".
import pg from "pg";

export interface WalPerRequest {
  bytes: number;
  /** Of `bytes`, the full page images: a page's first change since the last checkpoint writes the whole page. */
  fullPageImageBytes: number | null;
}

async function withClient<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** Has the server write every changed page out now (a checkpoint), so that the next change of each is a full page image. */
export async function checkpoint(url: string): Promise<void> {
  await withClient(url, (client) => client.query("checkpoint"));
}

/** Where the server's WAL is flushed to now (an LSN, "0/1A2B3C4D"). */
export function walPosition(url: string): Promise<string> {
  return withClient(url, async (client) => {
    const { rows } = await client.query<{ lsn: string }>("select pg_current_wal_flush_lsn()::text as lsn");
    return rows[0]!.lsn;
  });
}

/**
 * The WAL written from `from` to `to`, a request's share of it. The full page images are read from the WAL
 * itself (the pg_walinspect extension, PostgreSQL 15 and later; null where the server lacks it): the
 * statistics view pg_stat_wal counts them too, but each backend adds its share only when it next reports.
 */
export function walBetween(
  url: string,
  from: string,
  to: string,
  requests: number,
): Promise<WalPerRequest | null> {
  if (requests <= 0) return Promise.resolve(null);
  return withClient(url, async (client) => {
    const bytes = await client.query<{ n: string }>("select pg_wal_lsn_diff($2, $1)::text as n", [from, to]);
    let fullPageImageBytes: number | null = null;
    try {
      await client.query("create extension if not exists pg_walinspect");
      const fpi = await client.query<{ n: string }>(
        "select coalesce(sum(fpi_length), 0)::text as n from pg_get_wal_records_info($1, $2)",
        [from, to],
      );
      fullPageImageBytes = Number(fpi.rows[0]!.n) / requests;
    } catch {
      // Without the extension (or the right to create it) the total alone is reported.
    }
    return { bytes: Number(bytes.rows[0]!.n) / requests, fullPageImageBytes };
  });
}

/** "9.6 KB of WAL a request, 7.9 KB of it full page images" */
export function describeWal(w: WalPerRequest): string {
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  const images = w.fullPageImageBytes === null ? "" : `, ${kb(w.fullPageImageBytes)} of it full page images`;
  return `${kb(w.bytes)} of WAL a request${images}`;
}
