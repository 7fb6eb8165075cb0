import { fillPlaceholders, type Query, type SQL, sql } from "drizzle-orm";
import type { Database } from "../db/client";

/** Planner choices a plan test may price out (PostgreSQL's `enable_*` settings). */
export type PlannerChoice = "seqscan" | "sort" | "bitmapscan";

/** An EXPLAIN's answer as text, one line of the plan per line. */
export const planText = (result: unknown): string =>
  (result as { rows: Record<string, string>[] }).rows.map((row) => Object.values(row)[0]).join("\n");

/**
 * The plan PostgreSQL makes for `statement` — a query, or `execute name(…)` of one of the app's prepared
 * statements (on PGlite's one connection, after a request ran it) — with `off` priced out of its choice.
 */
export async function planOf(db: Database, statement: SQL, off: PlannerChoice[] = []): Promise<string> {
  if (off.length === 0) return planText(await db.execute(sql`explain ${statement}`));
  return db.transaction(async (tx) => {
    for (const choice of off) await tx.execute(sql.raw(`set local enable_${choice} = off`));
    return planText(await tx.execute(sql`explain ${statement}`));
  });
}

const literal = (value: unknown) =>
  typeof value === "number" ? String(value) : `'${String(value).replace(/'/g, "''")}'`;

/**
 * The plan PostgreSQL makes for one of the app's prepared statements with these values written in (as it
 * plans a statement's first executions, and keeps while no generic plan is cheaper), with `off` priced out.
 */
export async function planWithValues(
  db: Database,
  statement: { getQuery(): Query } | { toSQL(): Query },
  values: Record<string, unknown>,
  off: PlannerChoice[] = [],
): Promise<string> {
  const query = "getQuery" in statement ? statement.getQuery() : statement.toSQL();
  const params = fillPlaceholders(query.params, values);
  const text = query.sql.replace(/\$(\d+)/g, (_, n: string) => literal(params[Number(n) - 1]));
  return planOf(db, sql.raw(text), off);
}
