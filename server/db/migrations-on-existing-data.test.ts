import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { afterAll, describe, expect, it } from "vitest";
import { MIGRATIONS_DIR, PGLITE_EXTENSIONS } from "./client";

/**
 * Migrations that fill a new column from what a database already holds (an installation upgrading), each
 * run on a database migrated up to just before it and holding such data.
 */

/** Every migration twice on a fresh PGlite: seconds, more when the machine is busy. */
const MIGRATING = { timeout: 60_000 };

const work = mkdtempSync(path.join(os.tmpdir(), "hr-migrations-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** The migrations folder as it was before `number` (e.g. "0025"): the same files, the journal cut before it. */
function migrationsBefore(number: string): string {
  const folder = path.join(work, `before-${number}`);
  cpSync(MIGRATIONS_DIR, folder, { recursive: true });
  const journalFile = path.join(folder, "meta", "_journal.json");
  const journal = JSON.parse(readFileSync(journalFile, "utf8")) as { entries: { tag: string }[] };
  const at = journal.entries.findIndex((e) => e.tag.startsWith(`${number}_`));
  expect(at).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, at);
  writeFileSync(journalFile, JSON.stringify(journal));
  return folder;
}

/**
 * A PGlite database migrated up to just before `number`, holding `data` (SQL run then), migrated to the
 * end, and handed to `check`.
 */
async function upgraded(number: string, data: string, check: (client: PGlite) => Promise<void>) {
  const client = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
  try {
    const db = drizzle({ client });
    await migrate(db, { migrationsFolder: migrationsBefore(number) });
    await client.exec(data);
    await migrate(db, { migrationsFolder: MIGRATIONS_DIR });
    await check(client);
  } finally {
    await client.close();
  }
}

// The records of a person removed, or moved to another company, come out of their company's list
// (attendances.person_listed, docs/product/attendance.md §8); the others stay in it.
describe("migration 0025 (attendances.person_listed) on existing data", () => {
  it(
    "unlists the records of people removed or moved since, and lists everyone else's",
    MIGRATING,
    async () => {
      await upgraded(
        "0025",
        `
        insert into companies (id, name, description, logo) values (1, 'Upgrade Co', 'd', 'l.png'), (2, 'Other Co', 'd', 'l.png');
        insert into users (id, username, password_hash, role, company_id, first_name, last_name, is_deleted)
        values (1, 'stays@up.test', 'x', 'EMPLOYEE', 1, 'Stays', 'Here', false),
               (2, 'removed@up.test', 'x', 'EMPLOYEE', 1, 'Was', 'Removed', true),
               (3, 'moved@up.test', 'x', 'EMPLOYEE', 2, 'Now', 'Elsewhere', false);
        insert into attendances (company_id, user_id, attendance_date, clock_in)
        values (1, 1, '2026-11-02', '09:00'), (1, 2, '2026-11-02', '09:00'),
               (1, 3, '2026-11-02', '09:00'), (2, 3, '2026-11-03', '09:00');`,
        async (client) => {
          const rows = await client.query<{ user_id: number; company_id: number; person_listed: boolean }>(
            "select user_id, company_id, person_listed from attendances order by user_id, company_id",
          );
          expect(rows.rows).toEqual([
            { user_id: 1, company_id: 1, person_listed: true },
            { user_id: 2, company_id: 1, person_listed: false },
            { user_id: 3, company_id: 1, person_listed: false },
            { user_id: 3, company_id: 2, person_listed: true },
          ]);
        },
      );
    },
  );
});

// Every record carries its person's name as it is (docs/product/attendance.md §8), and keeps following it.
describe("migration 0026 (attendances' person names) on existing data", () => {
  it(
    "names every record after its person, and renames them when the person is renamed",
    MIGRATING,
    async () => {
      await upgraded(
        "0026",
        `
        insert into companies (id, name, description, logo) values (1, 'Upgrade Co', 'd', 'l.png');
        insert into users (id, username, password_hash, role, company_id, first_name, last_name, is_deleted)
        values (1, 'mira@up.test', 'x', 'EMPLOYEE', 1, 'Mira', 'Shah', false),
               (2, 'kiran@up.test', 'x', 'EMPLOYEE', 1, 'Kiran', 'Das', true);
        insert into attendances (company_id, user_id, attendance_date, clock_in)
        values (1, 1, '2026-11-02', '09:00'), (1, 1, '2026-11-03', '09:00'), (1, 2, '2026-11-02', '09:00');`,
        async (client) => {
          const names = async () =>
            (
              await client.query<{
                user_id: number;
                person_first_name: string;
                person_last_name: string;
                person_listed: boolean;
              }>(
                "select user_id, person_first_name, person_last_name, person_listed from attendances order by id",
              )
            ).rows;
          expect(await names()).toEqual([
            { user_id: 1, person_first_name: "Mira", person_last_name: "Shah", person_listed: true },
            { user_id: 1, person_first_name: "Mira", person_last_name: "Shah", person_listed: true },
            { user_id: 2, person_first_name: "Kiran", person_last_name: "Das", person_listed: false },
          ]);
          await client.exec("update users set first_name = 'Anil' where id = 1");
          expect((await names()).map((r) => r.person_first_name)).toEqual(["Anil", "Anil", "Kiran"]);
        },
      );
    },
  );
});

// A candidate is in its job's company (docs/product/recruitment.md §3), held by the key (company_id, job_id).
describe("migration 0027 (candidates keyed to their job's company) on existing data", () => {
  it(
    "gives a candidate that names another company its job's, then refuses such a row",
    MIGRATING,
    async () => {
      const candidate = (id: number, companyId: number, jobId: number) =>
        `insert into candidates (id, company_id, job_id, name, relevant_experience, expected_ctc, cv_file_path)
         values (${id}, ${companyId}, ${jobId}, 'Candidate ${id}', 3, 900000, '/api/files/cv-${id}.pdf')`;
      await upgraded(
        "0027",
        `
        insert into companies (id, name, description, logo) values (1, 'Hiring Co', 'd', 'l.png'), (2, 'Other Co', 'd', 'l.png');
        insert into jobs (id, company_id, title, department, location, employment_type, experience_level,
                          description, required_skills, qualifications, experience_details)
        values (10, 1, 'Engineer', 'Tech', 'Remote', 'Full-time', 'Mid', 'd', 's', 'q', 'e'),
               (20, 2, 'Designer', 'Design', 'Remote', 'Full-time', 'Mid', 'd', 's', 'q', 'e');
        ${candidate(1, 1, 10)}; ${candidate(2, 2, 10)}; ${candidate(3, 2, 20)};`,
        async (client) => {
          const rows = await client.query<{ id: number; company_id: number; job_id: number }>(
            "select id, company_id, job_id from candidates order by id",
          );
          expect(rows.rows).toEqual([
            { id: 1, company_id: 1, job_id: 10 },
            { id: 2, company_id: 1, job_id: 10 },
            { id: 3, company_id: 2, job_id: 20 },
          ]);
          await expect(client.exec(candidate(4, 2, 10))).rejects.toMatchObject({ code: "23503" });
          await expect(client.exec(candidate(5, 1, 99))).rejects.toMatchObject({ code: "23503" });
          await client.exec(candidate(6, 1, 10));
          expect((await client.query("select id from candidates where id = 6")).rows).toHaveLength(1);
        },
      );
    },
  );
});

// A leave request shows in its company's list while its person is in that company and not removed, under
// their name as it is now (docs/product/leave.md §6.2), and keeps following them.
describe("migration 0030 (leave requests' listing and person names) on existing data", () => {
  it(
    "lists and names every request after its person, and follows a rename, a removal and a move",
    MIGRATING,
    async () => {
      await upgraded(
        "0030",
        `
        insert into companies (id, name, description, logo) values (1, 'Upgrade Co', 'd', 'l.png'), (2, 'Other Co', 'd', 'l.png');
        insert into users (id, username, password_hash, role, company_id, first_name, last_name, is_deleted)
        values (1, 'mira@up.test', 'x', 'EMPLOYEE', 1, 'Mira', 'Shah', false),
               (2, 'kiran@up.test', 'x', 'EMPLOYEE', 1, 'Kiran', 'Das', true),
               (3, 'moved@up.test', 'x', 'EMPLOYEE', 2, 'Now', 'Elsewhere', false);
        insert into leave_requests (company_id, user_id, start_date, end_date, reason)
        values (1, 1, '2026-11-02', '2026-11-02', 'r'), (1, 2, '2026-11-02', '2026-11-02', 'r'),
               (1, 3, '2026-11-03', '2026-11-03', 'r'), (2, 3, '2026-11-04', '2026-11-04', 'r');`,
        async (client) => {
          const rows = async () =>
            (
              await client.query<{ user_id: number; company_id: number; listed: boolean; name: string }>(
                `select user_id, company_id, person_listed as listed,
                        person_first_name || ' ' || person_last_name as name
                   from leave_requests order by id`,
              )
            ).rows;
          expect(await rows()).toEqual([
            { user_id: 1, company_id: 1, listed: true, name: "Mira Shah" },
            { user_id: 2, company_id: 1, listed: false, name: "Kiran Das" },
            { user_id: 3, company_id: 1, listed: false, name: "Now Elsewhere" },
            { user_id: 3, company_id: 2, listed: true, name: "Now Elsewhere" },
          ]);
          await client.exec(`
            update users set first_name = 'Anil' where id = 1;
            update users set is_deleted = false where id = 2;
            update users set company_id = 1 where id = 3;`);
          expect(await rows()).toEqual([
            { user_id: 1, company_id: 1, listed: true, name: "Anil Shah" },
            { user_id: 2, company_id: 1, listed: true, name: "Kiran Das" },
            { user_id: 3, company_id: 1, listed: true, name: "Now Elsewhere" },
            { user_id: 3, company_id: 2, listed: false, name: "Now Elsewhere" },
          ]);
          // Attendance records still follow their person through the shared trigger function.
          await client.exec(`insert into attendances (company_id, user_id, attendance_date, clock_in)
                             values (2, 3, '2026-11-05', '09:00')`);
          const [record] = (
            await client.query<{ person_listed: boolean; person_first_name: string }>(
              "select person_listed, person_first_name from attendances",
            )
          ).rows;
          expect(record).toEqual({ person_listed: false, person_first_name: "Now" });
        },
      );
    },
  );
});
