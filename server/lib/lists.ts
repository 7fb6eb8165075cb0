import { ilike, or, type SQL, sql } from "drizzle-orm";
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
  const text = q?.trim();
  if (!text) return undefined;
  const pattern = containsPattern(text);
  return or(...columns.map((column) => ilike(column, pattern)));
}

/** "First Last", so a search for a whole name finds the person. */
export const fullNameOf = (first: PgColumn, last: PgColumn): SQL => sql`${first} || ' ' || ${last}`;

/** Reads a count(*) that a driver may hand back as text. */
export const totalOf = (rows: { total: number | string }[]): number => Number(rows[0]?.total ?? 0);
