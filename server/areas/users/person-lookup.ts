import { and, count, eq, type SQL, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
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

/**
 * The count of `table`'s rows matching `where` whose person is not removed, as every company's lists (a
 * SUPER_ADMIN's) total them: every matching row less the removed people's (found through users_removed_idx),
 * so that the count reads the rows' own index and never joins each row to its person (bench/README.md,
 * Growth). `userId` is the rows' person.
 */
export function countLessRemovedPeople(
  db: Database,
  table: PgTable,
  userId: PgColumn,
  where: SQL | undefined,
) {
  const removed = db
    .select({ removed: count() })
    .from(table)
    .innerJoin(users, and(eq(users.id, userId), eq(users.isDeleted, true)))
    .where(where);
  return db
    .select({ total: sql<number>`count(*) - (${removed})` })
    .from(table)
    .where(where);
}
