import { and, eq, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { Database } from "../../db/client";
import { users } from "./users.table";

/**
 * A list row's person (first and last name) looked up on its own, to join laterally: the same rows as a
 * join, one person per id. The limit keeps PostgreSQL from turning the lookup back into a join of every row,
 * so a page can walk its own table's index in the list's order and stop after the page (bench/README.md,
 * hot routes). `live` holds the conditions on the person: not removed, the company, a search.
 */
export function personLookup(db: Database, userId: PgColumn, live: SQL | undefined) {
  return db
    .select({ firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(and(eq(users.id, userId), live))
    .limit(1)
    .as("person");
}
