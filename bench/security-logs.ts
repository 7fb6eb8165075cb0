// The security log viewer's benchmark (issue 12): a million log rows generated inside a throw-away PostgreSQL
// database with one INSERT … SELECT generate_series, then the first page of each filter of
// GET /api/security-logs (and a few pairs, searches and exports) through the real server, one request at a
// time. Target: each first page answers in under 100 ms (p95). See bench/README.md and
// docs/product/security-logs.md §7.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { createPool, type Database, fromPool } from "../server/db/client";
import { Cleanup } from "./cleanup";
import { createBenchDatabase, serverBaseUrl } from "./databases";
import { percentiles } from "./latency";
import { log } from "./log";
import { freePort, ROOT, startServer } from "./processes";
import { signIn } from "./sign-in";

const TARGET_P95_MS = 100;
const ROOT_EMAIL = "root@seclog-bench.test";
const ROOT_PASSWORD = "Bench-Passw0rd";

export function settings(env: NodeJS.ProcessEnv) {
  const int = (name: string, fallback: number) => {
    const value = Number.parseInt(env[name] ?? "", 10);
    return Number.isInteger(value) && value > 0 ? value : fallback;
  };
  return {
    rows: int("BENCH_SECLOG_ROWS", 1_000_000),
    companies: int("BENCH_SECLOG_COMPANIES", 200),
    people: int("BENCH_SECLOG_PEOPLE", 4000),
    /** Days the rows spread over, newest now (under the 400-day retention, so the server's pruning finds none). */
    days: int("BENCH_SECLOG_DAYS", 395),
    requests: int("BENCH_SECLOG_REQUESTS", 50),
  };
}
export type Settings = ReturnType<typeof settings>;

/**
 * What the server writes, in about the proportions a working platform would: mostly sign-ins and routine
 * changes, some failures, few locks, very few errors. Per mille, with the level and resource type each
 * action always has (which the planner learns from the table's extended statistics).
 */
const MIX: [perMille: number, level: string, action: string, resourceType: string][] = [
  [300, "INFO", "LOGIN_SUCCESS", "user"],
  [150, "INFO", "LOGOUT", "user"],
  [80, "WARNING", "LOGIN_FAILED", "user"],
  [5, "SECURITY", "ACCOUNT_LOCKED", "user"],
  [10, "SECURITY", "PASSWORD_CHANGED", "user"],
  [100, "INFO", "LEAVE_REQUESTED", "leave"],
  [60, "INFO", "LEAVE_APPROVED", "leave"],
  [50, "INFO", "USER_UPDATED", "user"],
  [50, "INFO", "PROFILE_UPDATED", "user"],
  [20, "INFO", "HOLIDAY_CREATED", "holiday"],
  [20, "INFO", "JOB_CREATED", "job"],
  [80, "INFO", "CANDIDATE_UPDATED", "candidate"],
  [50, "INFO", "PAYROLL_CREATED", "payroll"],
  [10, "WARNING", "USER_DELETED", "user"],
  [5, "SECURITY", "ROLE_CHANGED", "user"],
  [9, "INFO", "COMPANY_UPDATED", "company"],
  [1, "ERROR", "PAYROLL_GENERATED", "payroll"],
];

/** Companies, people and `rows` log rows, each in one statement; then VACUUM ANALYZE, as autovacuum would. */
export async function generate(db: Database, s: Settings): Promise<void> {
  await db.execute(sql`
    insert into companies (name, description, logo)
    select 'Bench company ' || g, 'Generated for the security log benchmark', 'logo.png'
    from generate_series(1, ${s.companies}::int) g`);
  await db.execute(sql`
    insert into users (username, password_hash, role, company_id, first_name, last_name)
    select 'bench.person' || g || '@seclog.test', 'not-a-hash',
           case when g % 20 = 0 then 'ADMIN' else 'EMPLOYEE' end,
           (select min(id) from companies) + (g % ${s.companies}::int), 'Bench', 'Person ' || g
    from generate_series(0, ${s.people - 1}::int) g`);
  await generateLogs(db, s);
}

/**
 * The `rows` log rows alone, naming people and companies that exist: by default the ones generate() made
 * (`bench.person…`); `firstIds` names other contiguous ones (bench/hot-routes.ts: the bulk data set's).
 * Then VACUUM ANALYZE, as autovacuum would after a bulk load.
 */
export async function generateLogs(
  db: Database,
  s: Settings,
  firstIds?: { user: number; company: number },
): Promise<void> {
  const first = firstIds
    ? sql`select ${firstIds.user}::int as first_user, ${firstIds.company}::int as first_company`
    : sql`select (select min(id) from users where username like 'bench.person%') as first_user,
             (select min(id) from companies) as first_company`;
  let low = 0;
  const mix = sql.join(
    MIX.map(([perMille, level, action, resourceType]) => {
      const row = sql`(${low}::int, ${low + perMille}::int, ${level}, ${action}, ${resourceType})`;
      low += perMille;
      return row;
    }),
    sql`, `,
  );
  await db.execute(sql`
    with k as (${first})
    insert into security_logs ("timestamp", level, action, user_id, company_id, resource_type, resource_id,
                               ip_address, user_agent, message, metadata)
    select now() - (g::float8 * ${(s.days * 86_400) / s.rows}::float8) * interval '1 second',
           a.level, a.action,
           case when a.action = 'LOGIN_FAILED' and h.h2 % 4 = 0 then null else k.first_user + h.person end,
           case when h.h3 % 50 = 0 then null else k.first_company + (h.person % ${s.companies}::int) end,
           a.resource_type,
           case when a.resource_type = 'user' then (k.first_user + h.person)::text else (h.h2 % 100000)::text end,
           '10.' || (h.h3 % 256) || '.' || (h.h2 % 256) || '.' || (g % 256),
           'Mozilla/5.0 (X11; Linux x86_64) SecurityLogBench/1.0',
           initcap(replace(lower(a.action), '_', ' ')) || ': ' || a.resource_type || ' '
             || (h.h2 % 100000) || ' by bench.person' || h.person || '@seclog.test',
           jsonb_build_object('n', g, 'via', 'bench')
    from k, generate_series(1, ${s.rows}::int) g
    cross join lateral (
      select abs(hashint8(g::bigint)) % 1000 as h1,
             abs(hashint8(g::bigint + 1000000007)) as h2,
             abs(hashint8(g::bigint + 2000000011)) as h3,
             abs(hashint8(g::bigint + 3000000019)) % ${s.people}::int as person) h
    cross join lateral (
      select v.level, v.action, v.resource_type
      from (values ${mix}) v(lo, hi, level, action, resource_type)
      where h.h1 >= v.lo and h.h1 < v.hi) a`);
  await db.execute(sql`vacuum analyze security_logs`);
  await db.execute(sql`analyze`);
}

/** `requests` sequential calls after 5 warm-up calls; every answer must be 200. Answers the total seen. */
async function measure(url: string, cookie: string, requests: number) {
  let total = "";
  let bytes = 0;
  const call = async () => {
    const started = performance.now();
    const res = await fetch(url, { headers: { cookie } });
    const body = await res.arrayBuffer();
    const elapsed = performance.now() - started;
    if (res.status !== 200) throw new Error(`${url} answered ${res.status}: ${Buffer.from(body).toString()}`);
    total = res.headers.get("x-total-count") ?? res.headers.get("x-export-rows") ?? "";
    bytes = body.byteLength;
    return elapsed;
  };
  for (let i = 0; i < 5; i++) await call();
  const samples: number[] = [];
  for (let i = 0; i < requests; i++) samples.push(await call());
  return { ...percentiles(samples), total, bytes };
}

/** The calls measured: each filter alone, a few pairs, searches, the deepest page, two exports. */
function calls(ids: { company: number }) {
  const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
  const list = (query: string) => `/api/security-logs${query ? `?${query}` : ""}`;
  return [
    { name: "no filter", path: list(""), page: true },
    { name: "level=ERROR (0.1 %)", path: list("level=ERROR"), page: true },
    { name: "level=SECURITY (2 %)", path: list("level=SECURITY"), page: true },
    { name: "level=INFO (89 %)", path: list("level=INFO"), page: true },
    { name: "companyId", path: list(`companyId=${ids.company}`), page: true },
    { name: "action=ACCOUNT_LOCKED (0.5 %)", path: list("action=ACCOUNT_LOCKED"), page: true },
    { name: "action=LOGIN_SUCCESS (30 %)", path: list("action=LOGIN_SUCCESS"), page: true },
    { name: "resourceType=holiday (2 %)", path: list("resourceType=holiday"), page: true },
    {
      name: "startDate=endDate (one UTC day)",
      path: list(`startDate=${day(30)}&endDate=${day(30)}`),
      page: true,
    },
    {
      name: "startDate, endDate (7 days, date-times)",
      path: list(`startDate=${day(100)}T00:00:00Z&endDate=${day(94)}T23:59:59.999Z`),
      page: true,
    },
    { name: "search=login (common word)", path: list("search=login"), page: true },
    { name: "search=holiday (2 %)", path: list("search=holiday"), page: true },
    { name: "search=4242 (rare resource id)", path: list("search=4242"), page: true },
    { name: "search=zzqqxx (no match)", path: list("search=zzqqxx"), page: true },
    { name: "search=10.12.34 (IP prefix)", path: list("search=10.12.34"), page: true },
    { name: "search=Person 77 (name, 11 people)", path: list("search=Person%2077"), page: true },
    {
      name: "search=person3999@ (one e-mail)",
      path: list(`search=${encodeURIComponent("person3999@seclog")}`),
      page: true,
    },
    { name: "search=Person 1234 (one person's name)", path: list("search=Person%201234"), page: true },
    { name: "level=WARNING + companyId", path: list(`level=WARNING&companyId=${ids.company}`), page: true },
    {
      name: "level=ERROR + action=LOGIN_FAILED (none)",
      path: list("level=ERROR&action=LOGIN_FAILED"),
      page: true,
    },
    {
      name: "resourceType=holiday + level=SECURITY (none)",
      path: list("resourceType=holiday&level=SECURITY"),
      page: true,
    },
    {
      name: "companyId + one UTC day",
      path: list(`companyId=${ids.company}&startDate=${day(30)}&endDate=${day(30)}`),
      page: true,
    },
    { name: "companyId + search=login", path: list(`companyId=${ids.company}&search=login`), page: true },
    { name: "limit=100", path: list("limit=100"), page: true },
    { name: "deepest page (offset=10000)", path: list("offset=10000"), page: true },
    {
      name: "export, one company (CSV)",
      path: `/api/security-logs/export?companyId=${ids.company}`,
      page: false,
    },
    { name: "export, 100,000 rows (CSV)", path: "/api/security-logs/export", page: false },
  ];
}

export async function main(): Promise<number> {
  const s = settings(process.env);
  const cleanup = new Cleanup();
  const tmp = mkdtempSync(path.join(os.tmpdir(), "hr-bench-seclog-"));
  cleanup.add("remove temp dir", () => rmSync(tmp, { recursive: true, force: true }));
  try {
    const database = await createBenchDatabase(serverBaseUrl());
    cleanup.add("drop database", () => database.drop());
    log(`security logs: generating ${s.rows} rows into ${database.name}`);
    const handle = fromPool(createPool(database.url, 2));
    await handle.migrate();
    const started = Date.now();
    await generate(handle.db, s);
    const seedSeconds = (Date.now() - started) / 1000;
    const counted = (await handle.db.execute(sql`
      select (select count(*) from security_logs)::int as rows,
             (select min(id) from companies)::int + 7 as company,
             pg_total_relation_size('security_logs')::bigint as bytes`)) as unknown as {
      rows: { rows: number; company: number; bytes: string }[];
    };
    const facts = counted.rows[0]!;
    await handle.close();
    log(
      `security logs: ${facts.rows} rows in ${seedSeconds.toFixed(1)} s (table and indexes ${Math.round(Number(facts.bytes) / 1048576)} MB)`,
    );

    const port = await freePort();
    const server = await startServer({
      script: "server/index.ts",
      port,
      readyPath: "/api/health",
      env: {
        PORT: String(port),
        HOST: "127.0.0.1",
        APP_URL: `http://127.0.0.1:${port}`,
        DATA_DIR: tmp,
        DATABASE_URL: database.url,
        LOG_LEVEL: "warn",
        AUTH_RATE_LIMIT: "100000",
        SUPER_ADMIN_EMAIL: ROOT_EMAIL,
        SUPER_ADMIN_PASSWORD: ROOT_PASSWORD,
      },
    });
    cleanup.add("stop server", () => server.stop());
    const cookie = await signIn(server.baseUrl, ROOT_EMAIL, ROOT_PASSWORD);
    const ids = { company: facts.company };

    const rows = [];
    for (const c of calls(ids)) {
      const requests = c.page ? s.requests : Math.max(3, Math.floor(s.requests / 10));
      const result = await measure(`${server.baseUrl}${c.path}`, cookie, requests);
      log(`security logs: ${c.name}: p50 ${result.p50} ms, p95 ${result.p95} ms (total ${result.total})`);
      rows.push({ call: c.name, path: c.path, page: c.page, requests, ...result });
    }

    const pages = rows.filter((r) => r.page);
    const lines = [
      "| call | matching (total) | p50 ms | p95 ms | max ms | verdict (p95 ≤ 100 ms) |",
      "| --- | --: | --: | --: | --: | --- |",
      ...rows.map(
        (r) =>
          `| ${r.call} | ${r.total} | ${r.p50} | ${r.p95} | ${r.max} | ${r.page ? (r.p95 <= TARGET_P95_MS ? "PASS" : "FAIL") : `– (${Math.round(r.bytes / 1024)} KB)`} |`,
      ),
    ];
    const failed = pages.filter((r) => r.p95 > TARGET_P95_MS).length;
    process.stdout.write(
      `\n## Security log viewer on PostgreSQL: ${facts.rows} rows, ${s.companies} companies, ${s.people} people (${s.requests} sequential requests per page)\n\n${lines.join("\n")}\n\n${failed === 0 ? "PASS" : `FAIL: ${failed} first page(s) over ${TARGET_P95_MS} ms at p95`}\n`,
    );
    const dir = path.join(ROOT, "bench", "results");
    mkdirSync(dir, { recursive: true });
    const file = path.join(dir, `security-logs-${new Date().toISOString().replace(/[:.]/g, "-")}.json`);
    writeFileSync(
      file,
      `${JSON.stringify({ at: new Date().toISOString(), settings: s, seedSeconds, rowsInTable: facts.rows, tableBytes: Number(facts.bytes), rows }, null, 2)}\n`,
    );
    process.stdout.write(`\nResults: ${path.relative(ROOT, file)}\n`);
    return 0;
  } finally {
    await cleanup.runAll();
  }
}
