// Growth (issue 14): how each dashboard, list and the security-log page grow with the platform.
// `BENCH_SUITES=growth npm run bench` (opt-in: it is long). For each size of people (2,000 / 20,000 / 100,000,
// ~100 per company, so one company's own lists stay the same size while the platform grows) a throw-away
// PostgreSQL database gets seed:bulk's data set (fewer attendance days than the dashboards suite) plus
// candidates, past leave, payroll and transactions, then the server is booted on it and every call is made
// one request at a time as a company ADMIN or a SUPER_ADMIN. Then the security log's first pages at
// 100k / 1M / 10M rows (bench/security-logs.ts's generator), one database per size, dropped right after.
// One table: call × size → p50 / p95 ms and the largest/smallest ratio. See bench/README.md.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { createPool, type Database, fromPool } from "../server/db/client";
import { seedBulk } from "../server/db/seed/bulk";
import { DEFAULT_PASSWORD } from "../server/db/seed/factories";
import { DEFAULT_TIMEZONE, todayIn } from "../shared/common/time.rules";
import { Cleanup } from "./cleanup";
import { createBenchDatabase, serverBaseUrl } from "./databases";
import { addActivity } from "./hot-routes-data";
import { percentiles } from "./latency";
import { log } from "./log";
import { type ChildServer, freePort, ROOT, startServer } from "./processes";
import { generate as generateSecurityLogs, settings as seclogSettings } from "./security-logs";
import { signIn } from "./sign-in";

const ROOT_EMAIL = "root@growth-bench.test";
const ROOT_PASSWORD = "Bench-Passw0rd";

export function growthSettings(env: NodeJS.ProcessEnv) {
  const int = (name: string, fallback: number) => {
    const value = Number.parseInt(env[name] ?? "", 10);
    return Number.isInteger(value) && value > 0 ? value : fallback;
  };
  const ints = (name: string, fallback: number[]) => {
    const raw = env[name]?.trim();
    if (!raw) return fallback;
    const values = raw.split(",").map((v) => Number.parseInt(v.trim().replace(/_/g, ""), 10));
    if (values.some((v) => !Number.isInteger(v) || v <= 0)) throw new Error(`${name}: not a list of counts`);
    return values;
  };
  const parts = (env.BENCH_GROWTH_PARTS || "people,logs").split(",").map((p) => p.trim());
  return {
    people: ints("BENCH_GROWTH_PEOPLE", [2_000, 20_000, 100_000]),
    perCompany: int("BENCH_GROWTH_PER_COMPANY", 100),
    days: int("BENCH_GROWTH_DAYS", 30),
    logRows: ints("BENCH_GROWTH_LOG_ROWS", [100_000, 1_000_000, 10_000_000]),
    requests: int("BENCH_GROWTH_REQUESTS", 100),
    warmup: int("BENCH_GROWTH_WARMUP", 10),
    parts: { people: parts.includes("people"), logs: parts.includes("logs") },
  };
}
type Settings = ReturnType<typeof growthSettings>;

const rows = <T>(result: unknown) => (result as { rows: T[] }).rows;

function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** `requests` sequential calls after `warmup` ones; every answer must be 200. Answers X-Total-Count too. */
async function measure(url: string, cookie: string, s: Settings) {
  let total = "";
  let bytes = 0;
  const call = async () => {
    const started = performance.now();
    const res = await fetch(url, { headers: { cookie } });
    const body = await res.arrayBuffer();
    const elapsed = performance.now() - started;
    if (res.status !== 200) throw new Error(`${url} answered ${res.status}: ${Buffer.from(body).toString()}`);
    total = res.headers.get("x-total-count") ?? "";
    bytes = body.byteLength;
    return elapsed;
  };
  for (let i = 0; i < s.warmup; i++) await call();
  const samples: number[] = [];
  for (let i = 0; i < s.requests; i++) samples.push(await call());
  return { ...percentiles(samples), total, bytes };
}

function bootServer(tmp: string, databaseUrl: string, port: number, extra: Record<string, string> = {}) {
  return startServer({
    script: "server/index.ts",
    port,
    readyPath: "/api/health",
    env: {
      PORT: String(port),
      HOST: "127.0.0.1",
      APP_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: tmp,
      DATABASE_URL: databaseUrl,
      LOG_LEVEL: "warn",
      AUTH_RATE_LIMIT: "100000",
      ...extra,
    },
  });
}

const loadAverage = () => os.loadavg().map((l) => Math.round(l * 100) / 100);

// ------------------------------------------------------------------------------------------------ people

interface PeopleWorld {
  companyId: number;
  jobId: number;
  today: string;
  month: number;
  year: number;
  adminUsername: string;
  rootUsername: string;
  people: number;
}

/**
 * seed:bulk (companies of `perCompany` people, `days` days of attendance, this month's payroll) plus what
 * the lists read, every table filled inside the database: 30 candidates a job, four past two-day leaves a
 * person, five more months of payroll, 90 transactions a company (as bench/hot-routes.ts does).
 */
async function buildPeople(db: Database, people: number, s: Settings, now: Date): Promise<PeopleWorld> {
  const companies = Math.max(1, Math.round(people / s.perCompany));
  const bulk = await seedBulk(db, { companies, employees: people, days: s.days, now });
  const today = todayIn(DEFAULT_TIMEZONE, now);
  const perCompany = Math.max(1, Math.floor(people / companies));
  await addActivity(db, bulk, { companies, today, payrollMonths: 5 });
  // The second company (the first of those with payroll on) and its ADMIN, the first of its people.
  const companyId = bulk.firstCompanyId + 1;
  const [job] = rows<{ id: number }>(
    await db.execute(sql`select min(id)::int as id from jobs where company_id = ${companyId}::int`),
  );
  // What autovacuum does on a live database soon after a load: statistics, and the visibility map that lets
  // the people lists count their totals by an index-only scan (docs/SCALING.md, "People").
  await db.execute(sql`vacuum analyze`);
  return {
    companyId,
    jobId: job!.id,
    today,
    month: Number(today.slice(5, 7)),
    year: Number(today.slice(0, 4)),
    adminUsername: `bulk.${bulk.tag}.${perCompany + 1}@bulk.test`,
    rootUsername: bulk.superAdminUsername,
    people,
  };
}

interface Call {
  name: string;
  who: "admin" | "root";
  path: (w: PeopleWorld) => string;
  /** Expected to grow with the platform (a SUPER_ADMIN's platform-wide list). */
  platform?: boolean;
}

const peopleCalls: Call[] = [
  { name: "company dashboard", who: "admin", path: (w) => `/api/companies/${w.companyId}/dashboard` },
  { name: "super-admin dashboard", who: "root", path: () => "/api/super-admin/dashboard", platform: true },
  {
    name: "company people, first page",
    who: "admin",
    path: (w) => `/api/companies/${w.companyId}/users?limit=20`,
  },
  {
    name: "company people, search q=No 15",
    who: "admin",
    path: (w) => `/api/companies/${w.companyId}/users?limit=20&q=No%2015`,
  },
  { name: "company leaves", who: "admin", path: (w) => `/api/companies/${w.companyId}/leaves?limit=25` },
  {
    name: "company attendance, 30 days",
    who: "admin",
    path: (w) =>
      `/api/companies/${w.companyId}/attendances?startDate=${addDays(w.today, -29)}&endDate=${w.today}&limit=25`,
  },
  {
    name: "payroll list, this month",
    who: "admin",
    path: (w) => `/api/companies/${w.companyId}/payrolls?month=${w.month}&year=${w.year}&limit=25`,
  },
  { name: "jobs", who: "admin", path: () => "/api/jobs?limit=25" },
  { name: "candidates of a job", who: "admin", path: (w) => `/api/jobs/${w.jobId}/candidates?limit=25` },
  {
    name: "transactions",
    who: "admin",
    path: (w) => `/api/companies/${w.companyId}/transactions?limit=25`,
  },
  {
    name: "SA: all people, first page",
    who: "root",
    path: () => "/api/companies/all/users?limit=20",
    platform: true,
  },
  {
    name: "SA: all people (managed), first page",
    who: "root",
    path: () => "/api/users?limit=20",
    platform: true,
  },
  {
    name: "SA: all people, search q=No 15",
    who: "root",
    path: () => "/api/users?limit=20&q=No%2015",
    platform: true,
  },
  {
    name: "SA: all people, search q=Person (everyone)",
    who: "root",
    path: () => "/api/users?limit=20&q=Person",
    platform: true,
  },
  {
    name: "SA: all people, last page (OFFSET)",
    who: "root",
    path: (w) => `/api/users?limit=20&offset=${w.people - 20}`,
    platform: true,
  },
  { name: "SA: companies, first page", who: "root", path: () => "/api/companies?limit=20", platform: true },
  {
    // What a SUPER_ADMIN's /attendance and leave management open on: every company (All Companies).
    name: "SA: every company's attendance, 30 days",
    who: "root",
    path: (w) =>
      `/api/companies/all/attendances?startDate=${addDays(w.today, -29)}&endDate=${w.today}&limit=25`,
    platform: true,
  },
  {
    name: "SA: every company's leaves",
    who: "root",
    path: () => "/api/companies/all/leaves?limit=25",
    platform: true,
  },
];

interface Measured {
  p50: number;
  p95: number;
  p99: number;
  max: number;
  total: string;
  bytes: number;
}

async function peopleSize(people: number, s: Settings, tmp: string, cleanup: Cleanup) {
  const database = await createBenchDatabase(serverBaseUrl());
  const drop = cleanup.add(`drop database ${database.name}`, () => database.drop());
  const companies = Math.max(1, Math.round(people / s.perCompany));
  log(`growth: ${people} people in ${companies} companies, ${s.days} days, into ${database.name}`);
  const handle = fromPool(createPool(database.url, 4));
  let world: PeopleWorld;
  let facts: { attendances: number; bytes: number };
  const started = Date.now();
  try {
    await handle.migrate();
    world = await buildPeople(handle.db, people, s, new Date());
    const [f] = rows<{ attendances: number; bytes: string }>(
      await handle.db.execute(sql`
        select (select count(*) from attendances)::int as attendances, pg_database_size(current_database())::bigint as bytes`),
    );
    facts = { attendances: f!.attendances, bytes: Number(f!.bytes) };
  } finally {
    await handle.close();
  }
  const seedSeconds = (Date.now() - started) / 1000;
  log(
    `growth: loaded in ${seedSeconds.toFixed(1)} s (${facts.attendances} attendance records, database ${Math.round(facts.bytes / 1048576)} MB)`,
  );
  const dataDir = mkdtempSync(path.join(tmp, "people-"));
  const server: ChildServer = await bootServer(dataDir, database.url, await freePort());
  const stop = cleanup.add("stop server", () => server.stop());
  const results: Record<string, Measured & { path: string }> = {};
  try {
    const cookies = {
      admin: await signIn(server.baseUrl, world.adminUsername, DEFAULT_PASSWORD),
      root: await signIn(server.baseUrl, world.rootUsername, DEFAULT_PASSWORD),
    };
    for (const c of peopleCalls) {
      const p = c.path(world);
      const r = await measure(`${server.baseUrl}${p}`, cookies[c.who], s);
      log(`growth: ${people} people: ${c.name}: p50 ${r.p50} ms, p95 ${r.p95} ms (total ${r.total || "–"})`);
      results[c.name] = { ...r, path: p };
    }
  } finally {
    await stop();
    await drop();
  }
  return { people, companies, seedSeconds, ...facts, loadAverage: loadAverage(), results };
}

// ------------------------------------------------------------------------------------------ security log

const logCalls = [
  { name: "security log: no filter", path: "/api/security-logs" },
  { name: "security log: level=ERROR (0.1 %)", path: "/api/security-logs?level=ERROR" },
  { name: "security log: level=WARNING (9 %)", path: "/api/security-logs?level=WARNING" },
  { name: "security log: search=login (a third)", path: "/api/security-logs?search=login" },
  { name: "security log: search=4242 (rare)", path: "/api/security-logs?search=4242" },
];

async function logSize(logRows: number, s: Settings, tmp: string, cleanup: Cleanup) {
  const database = await createBenchDatabase(serverBaseUrl());
  const drop = cleanup.add(`drop database ${database.name}`, () => database.drop());
  log(`growth: ${logRows} security-log rows into ${database.name}`);
  const handle = fromPool(createPool(database.url, 2));
  const started = Date.now();
  let bytes = 0;
  try {
    await handle.migrate();
    await generateSecurityLogs(handle.db, { ...seclogSettings({}), rows: logRows });
    const [f] = rows<{ bytes: string }>(
      await handle.db.execute(sql`select pg_total_relation_size('security_logs')::bigint as bytes`),
    );
    bytes = Number(f!.bytes);
  } finally {
    await handle.close();
  }
  const seedSeconds = (Date.now() - started) / 1000;
  log(
    `growth: ${logRows} rows in ${seedSeconds.toFixed(1)} s (table and indexes ${Math.round(bytes / 1048576)} MB)`,
  );
  const dataDir = mkdtempSync(path.join(tmp, "logs-"));
  const server = await bootServer(dataDir, database.url, await freePort(), {
    SUPER_ADMIN_EMAIL: ROOT_EMAIL,
    SUPER_ADMIN_PASSWORD: ROOT_PASSWORD,
  });
  const stop = cleanup.add("stop server", () => server.stop());
  const results: Record<string, Measured & { path: string }> = {};
  try {
    const cookie = await signIn(server.baseUrl, ROOT_EMAIL, ROOT_PASSWORD);
    for (const c of logCalls) {
      const r = await measure(`${server.baseUrl}${c.path}`, cookie, s);
      log(`growth: ${logRows} rows: ${c.name}: p50 ${r.p50} ms, p95 ${r.p95} ms (total ${r.total || "–"})`);
      results[c.name] = { ...r, path: c.path };
    }
  } finally {
    await stop();
    await drop();
  }
  return { logRows, seedSeconds, tableBytes: bytes, loadAverage: loadAverage(), results };
}

// ------------------------------------------------------------------------------------------------ report

const compact = (n: number) =>
  n >= 1_000_000 ? `${n / 1_000_000}M` : n >= 1_000 ? `${n / 1_000}k` : String(n);

/** One table: a row per call, a column per size (p50 / p95 ms), the largest/smallest p50 and p95 ratios. */
export function renderGrowthTable(
  sections: {
    label: string;
    sizes: string[];
    calls: string[];
    cell: (call: string, i: number) => Measured;
  }[],
): string {
  const width = Math.max(...sections.map((x) => x.sizes.length));
  const lines = [
    `| call | ${Array.from({ length: width }, (_, i) => `size ${i + 1}: p50 / p95 ms`).join(" | ")} | ratio p50 | ratio p95 | X-Total-Count |`,
    `| --- | ${Array.from({ length: width }, () => "--:").join(" | ")} | --: | --: | --: |`,
  ];
  const ratio = (a: number, b: number) => (a > 0 ? `${(b / a).toFixed(2)}×` : "–");
  for (const section of sections) {
    lines.push(
      `| **${section.label}** | ${section.sizes.map((x) => `**${x}**`).join(" | ")}${" | ".repeat(width - section.sizes.length)} | | | |`,
    );
    for (const call of section.calls) {
      const cells = section.sizes.map((_, i) => section.cell(call, i));
      const first = cells[0]!;
      const lastCell = cells.at(-1)!;
      lines.push(
        `| ${call} | ${cells.map((c) => `${c.p50} / ${c.p95}`).join(" | ")}${" | –".repeat(width - cells.length)} | ${ratio(first.p50, lastCell.p50)} | ${ratio(first.p95, lastCell.p95)} | ${cells.map((c) => c.total || "–").join(" → ")} |`,
      );
    }
  }
  return lines.join("\n");
}

export async function main(): Promise<number> {
  const s = growthSettings(process.env);
  const cleanup = new Cleanup();
  const tmp = mkdtempSync(path.join(os.tmpdir(), "hr-bench-growth-"));
  cleanup.add("remove temp dir", () => rmSync(tmp, { recursive: true, force: true }));
  const onSignal = (signal: NodeJS.Signals) => {
    log(`${signal}: cleaning up`);
    void cleanup.runAll().then(() => process.exit(130));
  };
  process.once("SIGINT", onSignal);
  process.once("SIGTERM", onSignal);
  const startedAt = new Date();
  const loadAtStart = loadAverage();
  log(`growth: load average at start ${loadAtStart.join(", ")}`);
  try {
    const peopleRuns: Awaited<ReturnType<typeof peopleSize>>[] = [];
    if (s.parts.people) for (const n of s.people) peopleRuns.push(await peopleSize(n, s, tmp, cleanup));
    const logRuns: Awaited<ReturnType<typeof logSize>>[] = [];
    if (s.parts.logs) for (const n of s.logRows) logRuns.push(await logSize(n, s, tmp, cleanup));

    const sections = [];
    if (peopleRuns.length > 0)
      sections.push({
        label: "people (companies)",
        sizes: peopleRuns.map((r) => `${compact(r.people)} (${r.companies})`),
        calls: peopleCalls.map((c) => c.name),
        cell: (call: string, i: number) => peopleRuns[i]!.results[call]!,
      });
    if (logRuns.length > 0)
      sections.push({
        label: "security-log rows",
        sizes: logRuns.map((r) => compact(r.logRows)),
        calls: logCalls.map((c) => c.name),
        cell: (call: string, i: number) => logRuns[i]!.results[call]!,
      });
    const table = renderGrowthTable(sections);
    const loadAtEnd = loadAverage();
    process.stdout.write(
      `\n## Growth ${startedAt.toISOString()} (${os.cpus().length} × ${os.cpus()[0]?.model ?? "cpu"}, Node ${process.version}; load average ${loadAtStart.join(", ")} at start, ${loadAtEnd.join(", ")} at end; ${s.requests} sequential requests after ${s.warmup} warm-up per cell)\n\n${table}\n\nratio = largest size ÷ smallest size.\n`,
    );
    const dir = path.join(ROOT, "bench", "results");
    mkdirSync(dir, { recursive: true });
    const file = path.join(dir, `growth-${startedAt.toISOString().replace(/[:.]/g, "-")}.json`);
    writeFileSync(
      file,
      `${JSON.stringify(
        {
          at: startedAt.toISOString(),
          finishedAt: new Date().toISOString(),
          machine: { cpus: os.cpus().length, model: os.cpus()[0]?.model, node: process.version },
          loadAverage: { start: loadAtStart, end: loadAtEnd },
          settings: s,
          people: peopleRuns,
          securityLogs: logRuns,
        },
        null,
        2,
      )}\n`,
    );
    process.stdout.write(`\nResults: ${path.relative(ROOT, file)}\n`);
    return 0;
  } finally {
    process.off("SIGINT", onSignal);
    process.off("SIGTERM", onSignal);
    await cleanup.runAll();
  }
}
