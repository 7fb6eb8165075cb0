import { ilike, or, type Placeholder, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { FastifyReply } from "fastify";
import { TOTAL_COUNT_HEADER } from "../../shared/common/list.schema";

/** One page of a list and how many rows match in all. */
export interface ListPage<T> {
  items: T[];
  total: number;
}

/** Sends the total in X-Total-Count and answers the page's rows (docs/product/README.md, lists). */
export function answerPage<T>(reply: FastifyReply, page: ListPage<T>): T[] {
  reply.header(TOTAL_COUNT_HEADER, String(page.total));
  return page.items;
}

/** `%text%` with LIKE's own wildcards escaped, so a search for "50%" finds "50%" only. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** A case-insensitive "contains" over several columns; nothing (no condition) for an empty search. */
export function matchesAny(q: string | undefined, columns: (PgColumn | SQL)[]): SQL | undefined {
  const pattern = searchPattern(q);
  if (!pattern) return undefined;
  return or(...columns.map((column) => ilike(column, pattern)));
}

/** The placeholder a prepared list's search is given to (`matchesSearch`), with `containsPattern(q)`. */
export const SEARCH = "search";

/**
 * `matchesAny` for a prepared statement (server/lib/prepared.ts): a case-insensitive "contains" over
 * several columns, the pattern given as the `search` placeholder.
 */
export function matchesSearch(columns: (PgColumn | SQL)[]): SQL {
  const pattern = sql.placeholder(SEARCH);
  return or(...columns.map((column) => ilike(column, pattern))) as SQL;
}

/** The `search` value of a trimmed, non-empty search; `undefined` when there is nothing to search for. */
export function searchPattern(q: string | undefined): string | undefined {
  const text = q?.trim();
  return text ? containsPattern(text) : undefined;
}

/** The page's placeholders of a prepared list: `.limit(PAGE.limit).offset(PAGE.offset)`. */
export const PAGE = { limit: sql.placeholder("limit"), offset: sql.placeholder("offset") };

/**
 * `PAGE` for a statement whose plan walks an index in the list's order and stops after the page. With bare
 * placeholders PostgreSQL compares its one plan, made for any page (a tenth of the rows), with plans made for
 * the page asked (25 rows), finds these cheaper and plans the statement again on every execution
 * (pg_prepared_statements.custom_plans). As scalar subqueries the values are unknown to both, so the one plan
 * is kept (bench/README.md, hot routes). Drizzle takes any SQL there; its type says placeholders only.
 */
export const PAGE_PLANNED_ONCE = {
  limit: sql`(select ${sql.placeholder("limit")}::int)` as unknown as Placeholder,
  offset: sql`(select ${sql.placeholder("offset")}::int)` as unknown as Placeholder,
};

/** "First Last", so a search for a whole name finds the person. */
export const fullNameOf = (first: PgColumn, last: PgColumn): SQL => sql`${first} || ' ' || ${last}`;

/** Reads a count(*) that a driver may hand back as text. */
export const totalOf = (rows: { total: number | string }[]): number => Number(rows[0]?.total ?? 0);

/** The name under which a page's rows carry the list's total (`withTotal`). */
export const LIST_TOTAL = "listTotal";

/**
 * A list's total as a column of its page (docs/ARCHITECTURE.md, "Lists"): `countQuery` — the list's
 * `select count(*) … where …` — goes into the page's select list as an uncorrelated subquery, which
 * PostgreSQL computes once for the statement. A page and its total thus cost one round trip instead of two,
 * and both read the same snapshot. Select it as `[LIST_TOTAL]` and read the total with `totalOfPage`.
 */
export const withTotal = (countQuery: SQLWrapper): SQL<number> => sql<number>`${countQuery}`.mapWith(Number);

/**
 * The total carried by a page's rows (`withTotal`). A page without rows carries none: from the first
 * position that means no row matches; past it, `countQuery()` counts on its own.
 */
export async function totalOfPage(
  rows: readonly { [LIST_TOTAL]: number }[],
  page: { offset: number },
  countQuery: () => PromiseLike<{ total: number | string }[]>,
): Promise<number> {
  if (rows[0]) return rows[0][LIST_TOTAL];
  if (page.offset === 0) return 0;
  return totalOf(await countQuery());
}

/** A prepared list (server/lib/prepared.ts): its page (carrying the total, `withTotal`) and its count. */
export interface PreparedList<Row extends { [LIST_TOTAL]: number }> {
  page: { execute(values: Record<string, unknown>): Promise<Row[]> };
  count: { execute(values: Record<string, unknown>): Promise<{ total: number | string }[]> };
}

/**
 * Runs a prepared list with `values` (its placeholders, `limit` and `offset` among them): the page's rows,
 * each presented, and the total — counted on its own only for a page past the end (`totalOfPage`).
 */
export async function runPreparedList<Row extends { [LIST_TOTAL]: number }, T>(
  list: PreparedList<Row>,
  values: Record<string, unknown> & { limit: number; offset: number },
  present: (row: Row) => T,
): Promise<ListPage<T>> {
  const rows = await list.page.execute(values);
  return {
    items: rows.map((row) => present(row)),
    total: await totalOfPage(rows, values, () => list.count.execute(values)),
  };
}
