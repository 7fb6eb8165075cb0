import { sql } from "drizzle-orm";
import { afterAll, beforeAll } from "vitest";
import type { Database } from "../../db/client";
import { buildUser } from "../../db/seed/factories";
import { signIn } from "../../test/accounts";
import { type Client, createTestApp, type TestApp } from "../../test/harness";
import { securityLogs } from "./security-logs.table";

/** Rows for the viewer's tests, written as the server writes them (straight into the table). */

export type LogFields = Partial<typeof securityLogs.$inferInsert>;

/** One row; its timestamp, level, action and message default to something plain. */
export async function insertLog(db: Database, fields: LogFields = {}) {
  const [row] = await db
    .insert(securityLogs)
    .values({ level: "INFO", action: "LOGIN_SUCCESS", message: "Signed in", ...fields })
    .returning({ id: securityLogs.id });
  return row!.id;
}

/** `count` rows of a company in one statement, `perInstant` of them sharing each timestamp (newest first by id). */
export async function insertManyLogs(
  db: Database,
  companyId: number,
  count: number,
  options: { perInstant?: number; from?: string; action?: string } = {},
) {
  const perInstant = options.perInstant ?? 1;
  await db.execute(sql`
    insert into security_logs ("timestamp", level, action, company_id, resource_type, resource_id, message)
    select ${options.from ?? "2030-01-01T00:00:00Z"}::timestamptz - ((g / ${perInstant}::int) * interval '1 second'),
           'INFO', ${options.action ?? "BULK_TEST"}, ${companyId}::int, 'user', g::text, 'Bulk row ' || g
    from generate_series(1, ${count}::int) g`);
}

/** A SUPER_ADMIN, signed in. */
export async function signedInRoot(t: TestApp): Promise<Client> {
  const root = await buildUser(t.database.db, { role: "SUPER_ADMIN" });
  return signIn(t, root.username, root.password);
}

/**
 * A test app for the file's tests with a SUPER_ADMIN signed in, started before them and closed after:
 * `suite.t` and `suite.root` once they run.
 */
export function signedInRootSuite(): { t: TestApp; root: Client } {
  const suite = {} as { t: TestApp; root: Client };
  beforeAll(async () => {
    suite.t = await createTestApp();
    suite.root = await signedInRoot(suite.t);
  });
  afterAll(() => suite.t?.close());
  return suite;
}
