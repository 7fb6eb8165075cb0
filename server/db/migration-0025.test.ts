import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { afterAll, describe, expect, it } from "vitest";
import { MIGRATIONS_DIR, PGLITE_EXTENSIONS } from "./client";

/**
 * Migration 0025 on a database that already has attendance (an installation upgrading): the records of a
 * person removed, or moved to another company, come out of their company's list (attendances.person_listed,
 * docs/product/attendance.md §8), the others stay in it.
 */

const work = mkdtempSync(path.join(os.tmpdir(), "hr-migration-0025-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** The migrations folder as it was before 0025: the same files, the journal cut before it. */
function migrationsBefore0025(): string {
  const folder = path.join(work, "migrations");
  cpSync(MIGRATIONS_DIR, folder, { recursive: true });
  const journalFile = path.join(folder, "meta", "_journal.json");
  const journal = JSON.parse(readFileSync(journalFile, "utf8")) as { entries: { tag: string }[] };
  const at = journal.entries.findIndex((e) => e.tag.startsWith("0025_"));
  expect(at).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, at);
  writeFileSync(journalFile, JSON.stringify(journal));
  return folder;
}

describe("migration 0025 (attendances.person_listed) on existing data", () => {
  it("unlists the records of people removed or moved since, and lists everyone else's", async () => {
    const client = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
    try {
      const db = drizzle({ client });
      await migrate(db, { migrationsFolder: migrationsBefore0025() });
      await client.exec(`
        insert into companies (id, name, description, logo) values (1, 'Upgrade Co', 'd', 'l.png'), (2, 'Other Co', 'd', 'l.png');
        insert into users (id, username, password_hash, role, company_id, first_name, last_name, is_deleted)
        values (1, 'stays@up.test', 'x', 'EMPLOYEE', 1, 'Stays', 'Here', false),
               (2, 'removed@up.test', 'x', 'EMPLOYEE', 1, 'Was', 'Removed', true),
               (3, 'moved@up.test', 'x', 'EMPLOYEE', 2, 'Now', 'Elsewhere', false);
        insert into attendances (company_id, user_id, attendance_date, clock_in)
        values (1, 1, '2026-11-02', '09:00'), (1, 2, '2026-11-02', '09:00'),
               (1, 3, '2026-11-02', '09:00'), (2, 3, '2026-11-03', '09:00');`);

      await migrate(db, { migrationsFolder: MIGRATIONS_DIR });

      const rows = await client.query<{ user_id: number; company_id: number; person_listed: boolean }>(
        "select user_id, company_id, person_listed from attendances order by user_id, company_id",
      );
      expect(rows.rows).toEqual([
        { user_id: 1, company_id: 1, person_listed: true },
        { user_id: 2, company_id: 1, person_listed: false },
        { user_id: 3, company_id: 1, person_listed: false },
        { user_id: 3, company_id: 2, person_listed: true },
      ]);
    } finally {
      await client.close();
    }
  });
});
