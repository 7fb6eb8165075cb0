import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rowsOf } from "../db/client";
import { matrixCases } from "./authz/cases";
import { buildMatrixWorld, type Caller, callMatrixCase, type MatrixWorld, routeKey } from "./authz-matrix";
import { createTestApp, type TestApp } from "./harness";
import { StatementRecorder } from "./statements";

/**
 * The tenancy of the queries (docs/SCALING.md §3): every statement an ADMIN's or EMPLOYEE's request sends
 * names their company on each company-owned table it reads or writes, so that a database distributed by
 * `company_id` answers it from one shard. The company is known from the session before the route runs.
 *
 * Every case of the authorization matrix runs as the EMPLOYEE and the ADMIN of company A, on A's record and
 * on B's, with each statement recorded. A table counts as named when the statement compares its
 * `company_id` (with a value or with another table's) or inserts it. The exceptions are listed as
 * "route | table" with the reason, and the list is exact: a new statement that does not name the company
 * fails, and so does an entry that no longer applies, so the list only shrinks as each is fixed.
 */

/** The caller's own rows: their user id. */
const OWN =
  "the caller's own rows by their user id, from any company they were in (SCALING.md: moving a person)";
/** One of the caller's own rows by id, its owner checked once read. */
const OWN_BY_ID = "one's own record by id, its owner checked once read (a moved person keeps their old ones)";

const UNSCOPED: Record<string, string> = {
  "DELETE /api/attendances/:id | attendances": OWN_BY_ID,
  "DELETE /api/candidates/:id | uploaded_files": "the candidate's files, found by their random names",
  "GET /api/attendances | attendances": OWN,
  "GET /api/attendances/today | attendances": OWN,
  "GET /api/files/:name | candidates": "a file found by its random name, before its company is known",
  "GET /api/files/:name | payrolls": "a file found by its random name, before its company is known",
  "GET /api/files/:name | uploaded_files": "a file found by its random name, before its company is known",
  "GET /api/leaves | leave_requests": OWN,
  "GET /api/leaves/balance | leave_requests": OWN,
  "GET /api/payrolls | users, payrolls": OWN,
  "GET /api/payrolls/:id/payslip.pdf | users, payrolls":
    "by id, then the caller's own or one of a company they administer (a moved person keeps their own)",
  "GET /api/user/export | attendances":
    "the caller's data from every company they were in (a moved person's too)",
  "GET /api/user/export | leave_requests":
    "the caller's data from every company they were in (a moved person's too)",
  "GET /api/user/export | payrolls":
    "the caller's data from every company they were in (a moved person's too)",
  "GET /api/user/export | security_logs":
    "the caller's data from every company they were in (a moved person's too)",
  "PATCH /api/attendances/:id | attendances": OWN_BY_ID,
  "PATCH /api/leaves/:id/status | users": "the requester's address for the decision's mail, by their id",
  "PATCH /api/users/:id/total-leaves | leave_requests": "the person's balance, by their id",
  "POST /api/candidates | uploaded_files": "the uploads the candidate names, found by their random names",
  "POST /api/companies/:id/users | users":
    "an e-mail address is unique platform-wide: a reference table under Citus (docs/SCALING.md §3)",
  "POST /api/contact-support | users":
    "the SUPER_ADMINs the request is mailed to: platform accounts of no company",
};

/** The callers whose company the session names: an EMPLOYEE and an ADMIN, on their record and another's. */
const COMPANY_CALLERS: readonly Caller[] = ["employee", "employeeOther", "adminOwn", "adminOther"];

const quoted = (name: string) => `"?${name}"?`;

/**
 * The company-owned tables (of `tables`) a statement reads or writes, when it names the company of none of
 * them: compares no `company_id` (`= $1`, `= "jobs"."company_id"`, `in (…)`) and inserts none. A table
 * joined to one whose company is named is reached through it (its references pair `company_id` or are
 * listed: tenancy-schema.test.ts), so one named company scopes the statement. An unqualified `company_id`
 * counts for a statement on one company-owned table only; a join to the tenant's row names none.
 */
export function tablesWithoutCompany(statement: string, tables: readonly string[]): string[] {
  // A join to the tenant's row (`"companies"."id" = "jobs"."company_id"`) names no company.
  const text = statement
    .replace(/\s+/g, " ")
    .replace(/"?companies"?\."?id"? ?= ?("?\w+"?\.)?"?company_id"?/gi, "")
    .replace(/("?\w+"?\.)?"?company_id"? ?= ?"?companies"?\."?id"?/gi, "");
  const touched = tables.filter((table) =>
    new RegExp(`\\b(from|join|update|into) ${quoted(table)}(?=[\\s(]|$)`, "i").test(text),
  );
  const compared = (qualifier: string) =>
    new RegExp(`${qualifier}"?company_id"? ?(=|in \\(|= any)`, "i").test(text) ||
    new RegExp(`= ?${qualifier}"?company_id"?`, "i").test(text);
  const named = touched.some(
    (table) =>
      compared(`${quoted(table)}\\.`) ||
      new RegExp(`insert into ${quoted(table)} ?\\([^)]*"?company_id"?`, "i").test(text),
  );
  if (named || (touched.length === 1 && compared(`(?<![\\w".])`))) return [];
  return touched;
}

const statements = new StatementRecorder();
let t: TestApp;
let world: MatrixWorld;
let companyTables: string[];

beforeAll(async () => {
  t = await createTestApp({}, { statements });
  world = await buildMatrixWorld(t);
  const { db } = t.database;
  companyTables = rowsOf<{ name: string }>(
    await db.execute(sql`select table_name as name from information_schema.columns
      where table_schema = 'public' and column_name = 'company_id' and table_name <> 'companies'`),
  ).map((r) => r.name);
});
afterAll(() => t?.close());

describe("tenancy of the queries (docs/SCALING.md §3)", () => {
  it("names the caller's company in every statement of an ADMIN's or EMPLOYEE's request, but the listed ones", async () => {
    expect(companyTables).toContain("attendances");
    const found = new Map<string, string>();
    let sent = 0;
    for (const c of matrixCases) {
      for (const caller of COMPANY_CALLERS) {
        statements.sent = [];
        await callMatrixCase(world, c, caller);
        sent += statements.sent.length;
        for (const statement of statements.sent) {
          const unnamed = tablesWithoutCompany(statement, companyTables);
          if (unnamed.length === 0) continue;
          const key = `${routeKey(c.route)} | ${unnamed.join(", ")}`;
          if (!found.has(key)) found.set(key, `${key}: ${statement.slice(0, 300)}`);
        }
      }
    }
    // Recorded at all: more statements than cases (a refusal before the handler sends none).
    expect(sent).toBeGreaterThan(matrixCases.length);
    const unlisted = [...found.keys()].filter((key) => !(key in UNSCOPED)).map((key) => found.get(key));
    expect(
      unlisted,
      "statements that do not name the caller's company (add it, or list it with why)",
    ).toEqual([]);
    const stale = Object.keys(UNSCOPED).filter((key) => !found.has(key));
    expect(stale, "listed but now naming the company: take them off the list").toEqual([]);
  });

  it("tells a statement that names the company from one that does not (the check is not vacuous)", () => {
    const tables = ["jobs", "candidates", "holidays"];
    expect(tablesWithoutCompany('select "id" from "jobs" where "jobs"."id" = $1', tables)).toEqual(["jobs"]);
    expect(
      tablesWithoutCompany(
        'select "id" from "jobs" where ("jobs"."id" = $1 and "jobs"."company_id" = $2)',
        tables,
      ),
    ).toEqual([]);
    expect(tablesWithoutCompany("delete from holidays where id = $1 and company_id = $2", tables)).toEqual(
      [],
    );
    expect(
      tablesWithoutCompany('insert into "holidays" ("id", "company_id", "name") values ($1, $2, $3)', tables),
    ).toEqual([]);
    // Joined to a table whose company is named: reached through it.
    expect(
      tablesWithoutCompany(
        'select * from "jobs" inner join "candidates" on "candidates"."job_id" = "jobs"."id" where "jobs"."company_id" = $1',
        tables,
      ),
    ).toEqual([]);
    expect(
      tablesWithoutCompany(
        'select * from "jobs" inner join "candidates" on "candidates"."job_id" = "jobs"."id" where "jobs"."id" = $1',
        tables,
      ),
    ).toEqual(["jobs", "candidates"]);
    expect(
      tablesWithoutCompany(
        'select * from "jobs" inner join "candidates" on ("candidates"."company_id" = "jobs"."company_id" and "candidates"."job_id" = "jobs"."id") where "jobs"."company_id" = $1',
        tables,
      ),
    ).toEqual([]);
    // Joined to its company's row, or its company id selected: neither names a company.
    expect(
      tablesWithoutCompany(
        'select * from "jobs" inner join "companies" on ("companies"."id" = "jobs"."company_id" and "companies"."is_deleted" = $1) where "jobs"."id" = $2',
        tables,
      ),
    ).toEqual(["jobs"]);
    expect(
      tablesWithoutCompany('select "jobs"."company_id" from "jobs" where "jobs"."id" = $1', tables),
    ).toEqual(["jobs"]);
  });
});
