import { PGlite, type Transaction } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fromPglite, PGLITE_EXTENSIONS } from "../db/client";

/**
 * The tenancy rules of the schema, read from the migrated database's catalogue (docs/SCALING.md): every
 * table is placed (the tenant, a platform table, or company-owned), `company_id` is NOT NULL on every
 * company-owned table, and every unique key of one includes `company_id`. These are what distributing the
 * company-owned tables by `company_id` (Citus) would need; each exception is listed here with its reason,
 * and each list is exact, so a new table or unique index that breaks a rule fails, and so does an entry
 * that no longer applies.
 */

/** The tenant itself: its `id` is the company id (a reference table under Citus). */
const TENANT_TABLE = "companies";

/** Tables that belong to no company. */
const PLATFORM_TABLES: Record<string, string> = {
  rate_limit_hits: "counts per route and caller's address, before anyone is known; shared by every company",
};

/**
 * Company-owned through a parent: no `company_id` column of their own; each row belongs to its parent's
 * company. They are looked up by a secret or by their user before the company is known (docs/SCALING.md).
 */
const OWNED_THROUGH_PARENT: Record<string, { column: string; parent: string; reason: string }> = {
  sessions: { column: "user_id", parent: "users", reason: "found by the cookie token's hash" },
  user_tokens: { column: "user_id", parent: "users", reason: "found by the e-mailed link's token hash" },
  two_factor_credentials: { column: "user_id", parent: "users", reason: "one per person" },
  two_factor_recovery_codes: { column: "user_id", parent: "users", reason: "the person's codes" },
  two_factor_challenges: { column: "user_id", parent: "users", reason: "found by the cookie token's hash" },
};

/** Company-owned tables whose `company_id` is nullable by design: `table` → why. */
const NULLABLE_COMPANY_ID: Record<string, string> = {
  users: "a SUPER_ADMIN has no company (users_company_ck holds it for everyone else)",
  security_logs: "platform events and failed sign-ins of unknown accounts name no company",
  uploaded_files: "a SUPER_ADMIN's upload names no company",
  payroll_enablement_requests: "a SUPER_ADMIN's own plan request names no company",
};

/**
 * Unique keys of company-owned tables without `company_id`: `table.index` → why. A primary key that is one
 * column drawn from a sequence (serial, identity) is unique across companies by construction and is not
 * listed; under Citus every key here gains `company_id` or moves (docs/SCALING.md).
 */
const UNIQUE_WITHOUT_COMPANY: Record<string, string> = {
  "users.users_live_username_uq": "an e-mail address signs in to one account platform-wide",
  "attendances.attendances_user_date_uq": "one record per person per date; the person names the company",
  "payrolls.payrolls_user_period_uq": "one payroll per person per month; the person names the company",
  "invoices.invoices_transaction_uq": "one invoice per transaction; the transaction names the company",
  "uploaded_files.uploaded_files_name_idx": "the file URL names only the file (128 random bits)",
  "payroll_enablement_requests.payroll_requests_open_requester_uq":
    "only rows with no company (a SUPER_ADMIN's own request): one open per requester",
  "sessions.sessions_pkey": "the cookie token's hash, looked up before the company is known",
  "sessions.sessions_public_id_unique": "a random UUID the sessions list signs out by",
  "user_tokens.user_tokens_token_hash_unique":
    "the e-mailed token's hash, looked up before the company is known",
  "two_factor_credentials.two_factor_credentials_pkey": "one second factor per person",
  "two_factor_challenges.two_factor_challenges_pkey": "the pending sign-in token's hash",
};

/**
 * Foreign keys between two tables with `company_id` that do not carry it on both sides (`table.column` →
 * why). Under Citus each of the first kind becomes composite `(company_id, …)`, as `candidates (company_id,
 * job_id)` already is; the second kind may cross companies and becomes a plain column (docs/SCALING.md).
 */
const REFERENCES_WITHOUT_COMPANY: Record<string, string> = {
  "attendances.user_id": "the person's own record; to become (company_id, user_id)",
  "leave_requests.user_id": "the person's own request; to become (company_id, user_id)",
  "payrolls.user_id": "the person's own payroll; to become (company_id, user_id)",
  "uploaded_files.uploaded_by": "the uploader's file; to become (company_id, uploaded_by)",
  "invoices.transaction_id": "the company's own transaction; to become (company_id, transaction_id)",
  "invoices.created_by": "crosses companies: the SUPER_ADMIN who raised it",
  "leave_requests.decided_by": "crosses companies: a SUPER_ADMIN may decide",
  "transactions.created_by": "crosses companies: a SUPER_ADMIN records for any company",
  "payroll_enablement_requests.closed_by": "crosses companies: a SUPER_ADMIN closes",
  "payroll_enablement_requests.requested_by": "crosses companies: a promoted ADMIN's request names none",
};

/**
 * Company-owned tables whose `company_id` references no company: `table` → why. Every other one is held to
 * companies by a foreign key.
 */
const COMPANY_ID_WITHOUT_REFERENCE: Record<string, string> = {
  attendances: "each clock-in would lock its company's row (docs/ARCHITECTURE.md, busiest tables)",
  leave_requests: "each request would lock its company's row until it commits (the same)",
  security_logs: "every write of a company logs, and each would lock the company's row (the same)",
};

type Query = Pick<Transaction, "query">;

interface UniqueKey {
  table: string;
  index: string;
  columns: string[];
  surrogate: boolean;
}

async function tablesOf(db: Query): Promise<string[]> {
  const { rows } = await db.query<{ name: string }>(
    `select table_name as name from information_schema.tables
     where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  );
  return rows.map((r) => r.name);
}

/** Each table with a `company_id` column, and whether that column is nullable. */
async function companyColumnsOf(db: Query): Promise<Map<string, boolean>> {
  const { rows } = await db.query<{ name: string; nullable: string }>(
    `select table_name as name, is_nullable as nullable from information_schema.columns
     where table_schema = 'public' and column_name = 'company_id'`,
  );
  return new Map(rows.map((r) => [r.name, r.nullable === "YES"]));
}

/**
 * Every unique index (unique constraints and primary keys are backed by one of the same name) with its
 * columns; `surrogate` when it is a one-column primary key whose default draws from a sequence.
 */
async function uniqueKeysOf(db: Query): Promise<UniqueKey[]> {
  const { rows } = await db.query<UniqueKey>(
    `select t.relname as "table", i.relname as "index",
       array(select a.attname::text from unnest(ix.indkey::int2[]) with ordinality k(attnum, n)
             join pg_attribute a on a.attrelid = t.oid and a.attnum = k.attnum order by k.n) as columns,
       (ix.indisprimary and ix.indnatts = 1 and exists (
          select 1 from pg_attribute a where a.attrelid = t.oid and a.attnum = ix.indkey[0]
            and (a.attidentity <> '' or pg_get_expr(
              (select d.adbin from pg_attrdef d where d.adrelid = t.oid and d.adnum = a.attnum), t.oid)
              like 'nextval(%'))) as surrogate
     from pg_index ix
     join pg_class i on i.oid = ix.indexrelid
     join pg_class t on t.oid = ix.indrelid
     join pg_namespace n on n.oid = t.relnamespace
     where n.nspname = 'public' and ix.indisunique
     order by 1, 2`,
  );
  return rows;
}

/** Foreign keys as `table.column` → the referenced table. */
async function foreignKeysOf(db: Query): Promise<Map<string, string>> {
  const { rows } = await db.query<{ key: string; parent: string }>(
    `select t.relname || '.' || a.attname as key, p.relname as parent
     from pg_constraint c
     join pg_class t on t.oid = c.conrelid
     join pg_class p on p.oid = c.confrelid
     join pg_namespace n on n.oid = t.relnamespace
     join pg_attribute a on a.attrelid = t.oid and a.attnum = c.conkey[1]
     where c.contype = 'f' and n.nspname = 'public' and cardinality(c.conkey) = 1`,
  );
  return new Map(rows.map((r) => [r.key, r.parent]));
}

/**
 * Foreign keys from a table with `company_id` to another such table (the tenant aside) whose columns do not
 * pair the two `company_id`s, as `table.column` of their first other column.
 */
async function referencesWithoutCompanyOf(db: Query): Promise<string[]> {
  const { rows } = await db.query<{ key: string }>(
    `select t.relname || '.' || (select a.attname from unnest(c.conkey) with ordinality k(attnum, n)
         join pg_attribute a on a.attrelid = t.oid and a.attnum = k.attnum
         where a.attname <> 'company_id' order by k.n limit 1) as key
     from pg_constraint c
     join pg_class t on t.oid = c.conrelid
     join pg_class p on p.oid = c.confrelid
     join pg_namespace n on n.oid = t.relnamespace
     where c.contype = 'f' and n.nspname = 'public' and p.relname <> '${TENANT_TABLE}'
       and exists (select 1 from pg_attribute a where a.attrelid = t.oid and a.attname = 'company_id')
       and exists (select 1 from pg_attribute a where a.attrelid = p.oid and a.attname = 'company_id')
       and not exists (
         select 1 from unnest(c.conkey, c.confkey) k(child, parent)
         join pg_attribute ca on ca.attrelid = t.oid and ca.attnum = k.child
         join pg_attribute pa on pa.attrelid = p.oid and pa.attnum = k.parent
         where ca.attname = 'company_id' and pa.attname = 'company_id')
     order by 1`,
  );
  return rows.map((r) => r.key);
}

interface Findings {
  /** Tables neither the tenant, a platform table, nor company-owned (with company_id or through a parent). */
  unplaced: string[];
  /** Listed through a parent, yet with a company_id column of their own (they belong in the other list). */
  throughParentWithCompanyId: string[];
  companyOwned: string[];
  nullableCompanyId: string[];
  uniqueWithoutCompany: string[];
  referencesWithoutCompany: string[];
  /** Tables with company_id that no foreign key ties to companies. */
  companyIdWithoutReference: string[];
}

async function findingsOf(db: Query): Promise<Findings> {
  const tables = await tablesOf(db);
  const companyColumns = await companyColumnsOf(db);
  const withCompanyId = tables.filter((t) => companyColumns.has(t) && t !== TENANT_TABLE);
  const throughParent = tables.filter((t) => t in OWNED_THROUGH_PARENT);
  const companyOwned = new Set([...withCompanyId, ...throughParent]);
  const uniqueKeys = await uniqueKeysOf(db);
  return {
    unplaced: tables.filter((t) => t !== TENANT_TABLE && !(t in PLATFORM_TABLES) && !companyOwned.has(t)),
    throughParentWithCompanyId: throughParent.filter((t) => companyColumns.has(t)),
    companyOwned: [...companyOwned].sort(),
    nullableCompanyId: withCompanyId.filter((t) => companyColumns.get(t)).sort(),
    uniqueWithoutCompany: uniqueKeys
      .filter((k) => companyOwned.has(k.table) && !k.surrogate && !k.columns.includes("company_id"))
      .map((k) => `${k.table}.${k.index}`)
      .sort(),
    referencesWithoutCompany: await referencesWithoutCompanyOf(db),
    companyIdWithoutReference: await foreignKeysOf(db).then((keys) =>
      withCompanyId.filter((t) => keys.get(`${t}.company_id`) !== TENANT_TABLE).sort(),
    ),
  };
}

let client: PGlite;
let findings: Findings;

beforeAll(async () => {
  client = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
  await fromPglite(client).migrate();
  findings = await findingsOf(client);
}, 120_000);

afterAll(async () => {
  await client?.close();
});

describe("tenancy of the schema (docs/SCALING.md)", () => {
  it("places every table: the tenant, a platform table, or company-owned", async () => {
    const tables = await tablesOf(client);
    expect(findings.unplaced, "give each new table company_id, or list it above with the reason").toEqual([]);
    expect(
      findings.throughParentWithCompanyId,
      "a table with company_id is not owned through a parent",
    ).toEqual([]);
    // Every listed table exists: a table dropped or renamed leaves no stale entry.
    for (const listed of [
      TENANT_TABLE,
      ...Object.keys(PLATFORM_TABLES),
      ...Object.keys(OWNED_THROUGH_PARENT),
    ]) {
      expect(tables, listed).toContain(listed);
    }
    const platformWithCompany = Object.keys(PLATFORM_TABLES).filter((t) => findings.companyOwned.includes(t));
    expect(platformWithCompany).toEqual([]);
  });

  it("ties each table owned through a parent to it by a foreign key, and the parent is company-owned", async () => {
    const keys = await foreignKeysOf(client);
    const companyColumns = await companyColumnsOf(client);
    for (const [table, { column, parent }] of Object.entries(OWNED_THROUGH_PARENT)) {
      expect(keys.get(`${table}.${column}`), `${table}.${column}`).toBe(parent);
      expect(companyColumns.has(parent), parent).toBe(true);
    }
  });

  it("keeps company_id NOT NULL on every company-owned table but the listed ones", () => {
    expect(findings.nullableCompanyId, "company_id NOT NULL, or listed in NULLABLE_COMPANY_ID").toEqual(
      Object.keys(NULLABLE_COMPANY_ID).sort(),
    );
  });

  it("includes company_id in every unique key of a company-owned table but the listed ones", () => {
    expect(
      findings.uniqueWithoutCompany,
      "company_id in the key, or listed in UNIQUE_WITHOUT_COMPANY",
    ).toEqual(Object.keys(UNIQUE_WITHOUT_COMPANY).sort());
  });

  it("ties company_id to companies by a foreign key on every company-owned table but the listed ones", () => {
    expect(
      findings.companyIdWithoutReference,
      "company_id references companies(id), or list the table in COMPANY_ID_WITHOUT_REFERENCE",
    ).toEqual(Object.keys(COMPANY_ID_WITHOUT_REFERENCE).sort());
  });

  it("pairs company_id in every reference between company-owned tables but the listed ones", () => {
    expect(
      findings.referencesWithoutCompany,
      "reference (company_id, …) → (company_id, …), or list it in REFERENCES_WITHOUT_COMPANY",
    ).toEqual(Object.keys(REFERENCES_WITHOUT_COMPANY).sort());
  });

  it("finds a new table that breaks the rules (the check is not vacuous)", async () => {
    await client.transaction(async (tx) => {
      await tx.exec(`
        create table tenancy_probe_orphans (id serial primary key, note text);
        create table tenancy_probe_widgets (
          id serial primary key,
          company_id integer references companies(id),
          code text not null unique
        );
        create unique index tenancy_probe_widgets_company_code_uq on tenancy_probe_widgets (company_id, code);
        create table tenancy_probe_badges (token text primary key, company_id integer not null);
        create table tenancy_probe_parts (
          id serial primary key,
          company_id integer not null,
          widget_id integer references tenancy_probe_widgets(id),
          paired_code text,
          foreign key (company_id, paired_code) references tenancy_probe_widgets(company_id, code)
        );`);
      const probed = await findingsOf(tx);
      expect(probed.unplaced).toEqual(["tenancy_probe_orphans"]);
      expect(probed.nullableCompanyId).toContain("tenancy_probe_widgets");
      expect(probed.uniqueWithoutCompany).toContain("tenancy_probe_widgets.tenancy_probe_widgets_code_key");
      expect(probed.uniqueWithoutCompany).toContain("tenancy_probe_badges.tenancy_probe_badges_pkey");
      expect(probed.uniqueWithoutCompany).not.toContain(
        "tenancy_probe_widgets.tenancy_probe_widgets_company_code_uq",
      );
      expect(probed.uniqueWithoutCompany).not.toContain("tenancy_probe_widgets.tenancy_probe_widgets_pkey");
      expect(probed.referencesWithoutCompany).toContain("tenancy_probe_parts.widget_id");
      expect(probed.referencesWithoutCompany).not.toContain("tenancy_probe_parts.paired_code");
      expect(probed.companyIdWithoutReference).toContain("tenancy_probe_badges");
      expect(probed.companyIdWithoutReference).toContain("tenancy_probe_parts");
      expect(probed.companyIdWithoutReference).not.toContain("tenancy_probe_widgets");
      await tx.rollback();
    });
    expect(await tablesOf(client)).not.toContain("tenancy_probe_widgets");
  });
});
