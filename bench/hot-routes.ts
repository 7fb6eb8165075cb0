// The hot routes of every area on the bulk data set (issue 14): `BENCH_SUITES=hot-routes npm run bench`.
// Builds seed:bulk's data set (plus candidates, a year of leave, payroll and transactions, and the security
// log rows of bench/security-logs.ts) once per backend, records the SQL each route runs (the real app,
// in this process, with a query logger), boots the server on it, loads each route with autocannon, then
// replays each route's recorded SQL as its ceiling and prints one table. See bench/README.md.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import pg from "pg";
import { buildApp } from "../server/app";
import { loadConfig } from "../server/config";
import { createPool, type Database, fromPglite, fromPool } from "../server/db/client";
import * as schema from "../server/db/schema";
import { seedBulk } from "../server/db/seed/bulk";
import { DEFAULT_PASSWORD } from "../server/db/seed/factories";
import { DEFAULT_TIMEZONE, todayIn } from "../shared/common/time.rules";
import { Cleanup } from "./cleanup";
import { createBenchDatabase, serverBaseUrl } from "./databases";
import { FatalLoopError, type HttpRequestSpec, type LoadResult, runHttp, runLoops } from "./load";
import { log } from "./log";
import { cpuPerOp, freePort, procCpuMs, ROOT, startServer } from "./processes";
import { combinedCeiling, fileStamp, formatCount, formatMs, formatPercent, markdownTable } from "./report";
import { generateLogs, settings as seclogSettings } from "./security-logs";

type Backend = "postgresql" | "pglite";
/** A "rotating" caller is a different employee on every request: their sessions (writes) or usernames (sign-in). */
type Who = "employee" | "admin" | "root" | "rotating employee" | "rotating sign-in" | "anonymous";

/** The data set of a backend: the issue's sizes on PostgreSQL, a tenth on PGlite (its bulk load is slow). */
interface Size {
  companies: number;
  employees: number;
  days: number;
  logRows: number;
}

export function hotSettings(env: NodeJS.ProcessEnv) {
  const int = (name: string, fallback: number) => {
    const value = Number.parseInt(env[name] ?? "", 10);
    return Number.isInteger(value) && value > 0 ? value : fallback;
  };
  const seconds = (name: string, fallback: number) => {
    const value = Number(env[name]);
    return Number.isFinite(value) && value > 0 ? value : fallback;
  };
  const backends = (env.BENCH_BACKENDS || "postgresql,pglite").split(",").map((b) => b.trim());
  for (const b of backends) {
    if (b !== "postgresql" && b !== "pglite") throw new Error(`BENCH_BACKENDS: unknown backend "${b}"`);
  }
  return {
    backends: backends as Backend[],
    durationS: seconds("BENCH_DURATION", 10),
    warmupS: seconds("BENCH_WARMUP", 2),
    routes: env.BENCH_ROUTES?.trim() || "",
    postgresql: {
      companies: int("BENCH_HOT_COMPANIES", 200),
      employees: int("BENCH_HOT_EMPLOYEES", 20_000),
      days: int("BENCH_HOT_DAYS", 365),
      logRows: int("BENCH_HOT_LOG_ROWS", 1_000_000),
    } satisfies Size,
    pglite: {
      companies: int("BENCH_HOT_PGLITE_COMPANIES", 20),
      employees: int("BENCH_HOT_PGLITE_EMPLOYEES", 2_000),
      days: int("BENCH_HOT_PGLITE_DAYS", 365),
      logRows: int("BENCH_HOT_PGLITE_LOG_ROWS", 100_000),
    } satisfies Size,
  };
}
type HotSettings = ReturnType<typeof hotSettings>;

/** The fixture every route is built from (ids of the bulk data set, sessions). */
export interface World {
  today: string;
  month: number;
  year: number;
  companyId: number;
  jobId: number;
  /** Last month's first and last day (company attendance for a month). */
  monthStart: string;
  monthEnd: string;
  /** A weekday well past the bulk data set's planned leave (request leave). */
  leaveDay: string;
  adminUsername: string;
  cookies: Record<"employee" | "admin" | "root", string>;
  /** Cookies of sessions of distinct employees, one per write (clock-in, request leave); see README. */
  rotation: string[];
  /** The same employees' usernames, one per sign-in: an account's sign-ins queue on its row lock. */
  signInRotation: string[];
}

export interface HotRoute {
  name: string;
  method: "GET" | "POST";
  path: (w: World) => string;
  who: Who;
  /**
   * The request body; `pass` counts how many times a rotating write went round every employee (0 first),
   * so that a write repeated by the same person is still a new one (another day).
   */
  body?: (w: World, pass: number) => unknown;
  connections: number;
  /** p99 limit on PostgreSQL (ms). */
  maxP99Ms: number;
  /** An absolute throughput target on PostgreSQL (req/s). */
  minPerSec?: number;
  /** argon2id verify as the route's "other ceiling" (sign-in). */
  argon2?: boolean;
}

const list = "limit=25";
/** Rounds a rotating write may go through every employee (clock-in: one day each). */
const ROTATION_DAYS = 7;
type RouteEntry = Omit<HotRoute, "connections" | "maxP99Ms"> &
  Partial<Pick<HotRoute, "connections" | "maxP99Ms">>;
const entries: RouteEntry[] = [
  { name: "GET /api/user", method: "GET", path: () => "/api/user", who: "employee" },
  {
    name: "GET /api/attendances (own, 30 days)",
    method: "GET",
    path: (w) => `/api/attendances?startDate=${addDays(w.today, -29)}&endDate=${w.today}&${list}`,
    who: "employee",
  },
  {
    name: "GET /api/attendances/today",
    method: "GET",
    path: () => "/api/attendances/today",
    who: "employee",
  },
  {
    name: "POST /api/attendances (clock-in)",
    method: "POST",
    path: () => "/api/attendances",
    who: "rotating employee",
    // Round k clocks in k days ago: the data set leaves the last ROTATION_DAYS days empty.
    body: (w, pass) => ({ attendanceDate: addDays(w.today, -pass), clockIn: "09:00" }),
  },
  { name: "GET /api/leaves (own)", method: "GET", path: () => `/api/leaves?${list}`, who: "employee" },
  {
    name: "POST /api/leaves (request leave)",
    method: "POST",
    path: () => "/api/leaves",
    who: "rotating employee",
    // Round k asks for the same weekday k weeks later.
    body: (w, pass) => {
      const day = addDays(w.leaveDay, 7 * pass);
      return { startDate: day, endDate: day, reason: "Bench hot routes" };
    },
  },
  {
    name: "GET /api/companies/{id}/leaves",
    method: "GET",
    path: (w) => `/api/companies/${w.companyId}/leaves?${list}`,
    who: "admin",
  },
  {
    name: "GET /api/companies/{id}/attendances (a month)",
    method: "GET",
    path: (w) =>
      `/api/companies/${w.companyId}/attendances?startDate=${w.monthStart}&endDate=${w.monthEnd}&${list}`,
    who: "admin",
  },
  {
    name: "GET /api/companies/{id}/users (20 rows)",
    method: "GET",
    path: (w) => `/api/companies/${w.companyId}/users?limit=20`,
    who: "admin",
    minPerSec: 900,
  },
  {
    name: "GET /api/companies/{id}/users?q= (search)",
    method: "GET",
    path: (w) => `/api/companies/${w.companyId}/users?limit=20&q=No%202`,
    who: "admin",
  },
  { name: "GET /api/jobs", method: "GET", path: () => `/api/jobs?${list}`, who: "admin" },
  {
    name: "GET /api/jobs/{id}/candidates",
    method: "GET",
    path: (w) => `/api/jobs/${w.jobId}/candidates?${list}`,
    who: "admin",
  },
  {
    name: "GET /api/companies/{id}/dashboard",
    method: "GET",
    path: (w) => `/api/companies/${w.companyId}/dashboard`,
    who: "admin",
    maxP99Ms: 150,
  },
  {
    name: "GET /api/super-admin/dashboard",
    method: "GET",
    path: () => "/api/super-admin/dashboard",
    who: "root",
    maxP99Ms: 150,
  },
  {
    name: "GET /api/companies/{id}/payrolls (a month)",
    method: "GET",
    path: (w) => `/api/companies/${w.companyId}/payrolls?month=${w.month}&year=${w.year}&${list}`,
    who: "admin",
  },
  {
    name: "GET /api/companies/{id}/payroll-summary",
    method: "GET",
    path: (w) => `/api/companies/${w.companyId}/payroll-summary?month=${w.month}&year=${w.year}`,
    who: "admin",
  },
  {
    name: "GET /api/companies/{id}/transactions",
    method: "GET",
    path: (w) => `/api/companies/${w.companyId}/transactions?${list}`,
    who: "admin",
  },
  { name: "GET /api/security-logs", method: "GET", path: () => "/api/security-logs", who: "root" },
  {
    name: "GET /api/security-logs?level&companyId",
    method: "GET",
    path: (w) => `/api/security-logs?level=WARNING&companyId=${w.companyId}`,
    who: "root",
  },
  {
    name: "POST /api/login",
    method: "POST",
    path: () => "/api/login",
    who: "rotating sign-in",
    body: (w) => ({ username: w.adminUsername, password: DEFAULT_PASSWORD }),
    connections: 10,
    minPerSec: 90,
    argon2: true,
  },
];
/** At 50 connections with p99 ≤ 50 ms unless a route says otherwise (sign-in: 10, as in bench/routes.ts). */
export const hotRoutes: HotRoute[] = entries.map((r) => ({ connections: 50, maxP99Ms: 50, ...r }));

function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

// ---------------------------------------------------------------------------------------------- data set

interface Built {
  world: Omit<World, "cookies">;
  employeeUsername: string;
  rootUsername: string;
  /** A rotating-session employee kept out of the load: the one the SQL is recorded with. */
  recorderCookie: string;
  recorderUserId: number;
}

const rows = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** seed:bulk plus what the hot routes read, every table filled inside the database. */
export async function buildDataSet(db: Database, size: Size, now: Date): Promise<Built> {
  const bulk = await seedBulk(db, {
    companies: size.companies,
    employees: size.employees,
    days: size.days,
    now,
  });
  const today = todayIn(DEFAULT_TIMEZONE, now);
  const tag = bulk.tag;
  const perCompany = Math.max(1, Math.floor(size.employees / size.companies));
  // The second company: bulk turns payroll on for every other company, starting with the second.
  const companyId = bulk.firstCompanyId + 1;
  const adminUsername = `bulk.${tag}.${perCompany + 1}@bulk.test`;
  const employeeUsername = `bulk.${tag}.${perCompany + 2}@bulk.test`;
  const bulkPeople = sql`(select id, company_id from users where username like ${`bulk.${tag}.%`} and role <> 'SUPER_ADMIN')`;

  // Candidates: 30 a job. A year of leave (four past two-day leaves each), eleven more months of
  // payroll, a transaction every few days per company.
  await db.execute(sql`
    insert into candidates (company_id, job_id, name, relevant_experience, expected_ctc, cv_file_path, status)
    select j.company_id, j.id, 'Candidate ' || j.id || '-' || n, n % 12, 400000 + n * 10000,
           '/api/files/' || md5(j.id || '-' || n) || '.pdf',
           (array['Applied', 'Screening', 'Interview', 'Offer', 'Hired', 'Rejected'])[1 + n % 6]
    from jobs j cross join generate_series(1, 30) n
    where j.company_id between ${bulk.firstCompanyId}::int and ${bulk.firstCompanyId + size.companies - 1}::int`);
  await db.execute(sql`
    insert into leave_requests (company_id, user_id, start_date, end_date, reason, status)
    select p.company_id, p.id, ${today}::date - (n * 80 + p.id % 30), ${today}::date - (n * 80 + p.id % 30) + 1,
           'Past leave', case when n = 4 and p.id % 7 = 0 then 'REJECTED' else 'APPROVED' end
    from ${bulkPeople} p cross join generate_series(1, 4) n`);
  await db.execute(sql`
    insert into payrolls (company_id, user_id, month, year, base_salary, tax_amount, benefits_amount, net_pay, status)
    select p.company_id, p.id, extract(month from m)::int, extract(year from m)::int, 50000, 5000, 2000, 43000, 'Paid'
    from ${bulkPeople} p
    cross join generate_series(date_trunc('month', ${today}::date) - interval '11 months',
                               date_trunc('month', ${today}::date) - interval '1 month', interval '1 month') m`);
  const [root] = rows<{ id: number }>(
    await db.execute(sql`select id from users where username = ${bulk.superAdminUsername}`),
  );
  await db.execute(sql`
    insert into transactions (company_id, amount, status, type, created_by, created_at)
    select c.id, 5000 + n * 100, case when n % 5 = 0 then 'PENDING' else 'COMPLETED' end,
           case when n % 3 = 0 then 'EXPENSE' else 'INCOME' end, ${root!.id}::int, now() - (n * 4 || ' days')::interval
    from companies c cross join generate_series(1, 90) n
    where c.id between ${bulk.firstCompanyId}::int and ${bulk.firstCompanyId + size.companies - 1}::int`);

  // Clock-in is today's, or on a later round through the employees a day before: no one has clocked in on
  // the last ROTATION_DAYS days (the bulk set generated them).
  await db.execute(
    sql`delete from attendances where attendance_date > ${addDays(today, -ROTATION_DAYS)}::date`,
  );
  // One session per employee of every company (not the fixtures), straight into the table: signing in
  // 20,000 people through argon2id would take minutes. The token is the cookie, its SHA-256 the id.
  const secret = Math.random().toString(36).slice(2, 10);
  await db.execute(sql`
    insert into sessions (id, user_id, expires_at)
    select encode(sha256(convert_to('hot' || ${secret} || 'u' || u.id, 'UTF8')), 'hex'), u.id, now() + interval '6 days'
    from users u
    where u.username like ${`bulk.${tag}.%`} and u.role = 'EMPLOYEE' and u.username <> ${employeeUsername}`);
  const rotating = rows<{ id: number; username: string }>(
    await db.execute(sql`
      select id, username from users where username like ${`bulk.${tag}.%`} and role = 'EMPLOYEE'
        and username <> ${employeeUsername} order by id`),
  );
  const rotatingIds = rotating.map((r) => r.id);
  const recorderUserId = rotatingIds.pop()!;
  const cookieOf = (id: number) => `sid=hot${secret}u${id}`;

  const [firstUser] = rows<{ id: number }>(
    await db.execute(sql`select min(id)::int as id from users where username like ${`bulk.${tag}.%`}`),
  );
  await generateLogs(
    db,
    { ...seclogSettings({}), rows: size.logRows, companies: size.companies, people: size.employees },
    { user: firstUser!.id, company: bulk.firstCompanyId },
  );
  const [job] = rows<{ id: number }>(
    await db.execute(sql`select min(id)::int as id from jobs where company_id = ${companyId}::int`),
  );

  const month = Number(today.slice(5, 7));
  const year = Number(today.slice(0, 4));
  const lastMonth = new Date(Date.UTC(year, month - 2, 1));
  const monthStart = lastMonth.toISOString().slice(0, 10);
  const monthEnd = addDays(new Date(Date.UTC(year, month - 1, 1)).toISOString().slice(0, 10), -1);
  let leaveDay = addDays(today, 90);
  while ([0, 6].includes(new Date(`${leaveDay}T00:00:00Z`).getUTCDay())) leaveDay = addDays(leaveDay, 1);
  return {
    world: {
      today,
      month,
      year,
      companyId,
      jobId: job!.id,
      monthStart,
      monthEnd,
      leaveDay,
      adminUsername,
      rotation: rotatingIds.map(cookieOf),
      signInRotation: rotating.slice(0, -1).map((r) => r.username),
    },
    employeeUsername,
    rootUsername: bulk.superAdminUsername,
    recorderCookie: cookieOf(recorderUserId),
    recorderUserId,
  };
}

// ------------------------------------------------------------------------------------------- recording

interface Statement {
  text: string;
  params: unknown[];
}

/** A query logger: what the app's Drizzle runs while `recording` is on. */
class Recorder {
  recording = false;
  statements: Statement[] = [];
  logQuery(query: string, params: unknown[]): void {
    if (this.recording) this.statements.push({ text: query, params });
  }
}

const TRANSACTION_CONTROL = /^\s*(begin|commit|rollback|start transaction|savepoint|release)\b/i;

/**
 * The statements each route runs, recorded from the real app (in this process, on the same database,
 * through `app.inject`): the route's second call after one unrecorded call, so what is recorded is the
 * steady state. Writes are recorded once as the recorder employee, and their rows removed again.
 */
async function recordStatements(
  db: Database,
  recorder: Recorder,
  routes: HotRoute[],
  world: World,
  recorderCookie: string,
  recorderUserId: number,
  dataDir: string,
): Promise<Map<string, Statement[]>> {
  const config = loadConfig({
    DATA_DIR: dataDir,
    APP_URL: "http://127.0.0.1:3999",
    LOG_LEVEL: "silent",
    AUTH_RATE_LIMIT: "1000000000",
    SESSION_SECRET: "bench-hot-routes-recording-secret",
  });
  const app = await buildApp({ config, db, serveWeb: false });
  await app.ready();
  const out = new Map<string, Statement[]>();
  try {
    for (const route of routes) {
      const cookie =
        route.who === "rotating employee"
          ? recorderCookie
          : route.who === "anonymous" || route.who === "rotating sign-in"
            ? null
            : world.cookies[route.who];
      const call = () =>
        app.inject({
          method: route.method,
          url: route.path(world),
          headers: cookie ? { cookie } : {},
          ...(route.body ? { payload: route.body(world, 0) as object } : {}),
        });
      if (route.method === "GET") await call();
      recorder.statements = [];
      recorder.recording = true;
      const res = await call();
      recorder.recording = false;
      if (res.statusCode < 200 || res.statusCode > 299) {
        throw new Error(`recording ${route.name}: answered ${res.statusCode} ${res.body.slice(0, 200)}`);
      }
      out.set(
        route.name,
        recorder.statements.filter((s) => !TRANSACTION_CONTROL.test(s.text)),
      );
    }
  } finally {
    await app.close();
  }
  // The recorded writes' rows go, so that replaying them meets the same state as the first request
  // (sign-in's session by its id; security-log rows stay: the table is append-only, and repeats are fine).
  for (const recorded of out.values()) {
    for (const st of recorded) {
      if (/^insert into "sessions"/i.test(st.text)) {
        await db.execute(sql`delete from sessions where id = ${String(st.params[0])}`);
      }
    }
  }
  await db.execute(
    sql`delete from attendances where user_id = ${recorderUserId}::int and attendance_date = ${world.today}::date`,
  );
  await db.execute(
    sql`delete from leave_requests where user_id = ${recorderUserId}::int and reason = 'Bench hot routes'`,
  );
  return out;
}

// -------------------------------------------------------------------------------------------- ceilings

/**
 * The recorded statements of one request, run by `concurrency` loops. PostgreSQL: a pool of that many
 * connections, each iteration on one connection, named prepared statements (as the server's). PGlite: the
 * same statements on the embedded database (one connection; the loops queue). A write runs inside
 * BEGIN … ROLLBACK, so that every iteration meets the same state (the commit's WAL flush is left out).
 */
async function sqlCeiling(
  backend: Backend,
  target: { url?: string; pglite?: PGlite },
  routeIndex: number,
  statements: Statement[],
  write: boolean,
  concurrency: number,
  warmupS: number,
  durationS: number,
): Promise<LoadResult> {
  if (backend === "postgresql") {
    const pool = new pg.Pool({
      connectionString: target.url,
      max: concurrency,
      connectionTimeoutMillis: 10_000,
    });
    pool.on("error", () => {});
    let checked = false;
    const iteration = async () => {
      const client = await pool.connect();
      try {
        if (write) await client.query("begin");
        for (const [i, s] of statements.entries()) {
          await client.query({ name: `hot_${routeIndex}_${i}`, text: s.text, values: s.params as unknown[] });
        }
        if (write) await client.query("rollback");
      } catch (error) {
        if (!checked) throw new FatalLoopError(`${(error as Error).message}`);
        throw error;
      } finally {
        client.release();
      }
      checked = true;
    };
    try {
      await runLoops(iteration, concurrency, warmupS);
      return await runLoops(iteration, concurrency, durationS);
    } finally {
      await pool.end();
    }
  }
  const db = target.pglite!;
  let queue: Promise<unknown> = Promise.resolve();
  const iteration = async () => {
    if (!write) {
      for (const s of statements) await db.query(s.text, s.params as unknown[]);
      return;
    }
    // One connection: a transaction must not interleave with another loop's statements.
    const run = queue.then(async () => {
      await db.exec("begin");
      try {
        for (const s of statements) await db.query(s.text, s.params as unknown[]);
      } finally {
        await db.exec("rollback");
      }
    });
    queue = run.catch(() => {});
    await run;
  };
  await runLoops(iteration, concurrency, warmupS);
  return runLoops(iteration, concurrency, durationS);
}

// -------------------------------------------------------------------------------------------------- run

async function signIn(baseUrl: string, username: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username, password: DEFAULT_PASSWORD }),
  });
  if (res.status !== 200) throw new Error(`sign-in of ${username} answered ${res.status}`);
  await res.arrayBuffer();
  const sid = res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0]!)
    .find((c) => c.startsWith("sid="));
  if (!sid) throw new Error("no session cookie");
  return sid;
}

/** The request of a route; a rotating employee's writes take the next session of the rotation each time. */
function specOf(route: HotRoute, world: World, url: string): { spec: HttpRequestSpec; used: () => number } {
  const headers: Record<string, string> = {};
  if (route.who !== "anonymous" && route.who !== "rotating employee" && route.who !== "rotating sign-in")
    headers.cookie = world.cookies[route.who];
  let body: string | undefined;
  if (route.body) {
    body = JSON.stringify(route.body(world, 0));
    headers["content-type"] = "application/json";
  }
  let next = 0;
  const spec: HttpRequestSpec = {
    url,
    method: route.method,
    headers,
    body,
    connections: route.connections,
    recordLatencies: true,
  };
  if (route.who === "rotating employee") {
    // The last session is the probe's (specOf's caller), so the load goes round the others.
    const size = world.rotation.length - 1;
    spec.setupRequest = (req) => {
      const cookie = world.rotation[next % size]!;
      const pass = Math.min(Math.floor(next / size), ROTATION_DAYS - 1);
      next++;
      const body = route.body ? JSON.stringify(route.body(world, pass)) : req.body;
      return { ...req, headers: { ...req.headers, cookie }, body };
    };
  }
  if (route.who === "rotating sign-in") {
    spec.setupRequest = (req) => {
      const username = world.signInRotation[next % world.signInRotation.length]!;
      next++;
      return { ...req, body: JSON.stringify({ username, password: DEFAULT_PASSWORD }) };
    };
  }
  return { spec, used: () => next };
}

interface Measured {
  route: HotRoute;
  load: LoadResult;
  bytes: number;
  status: number;
  serverCpuPercent: number | null;
  /** Rotating writes: how many sessions were used (each a distinct employee until the rotation wraps). */
  rotated: number | null;
}

interface BackendResult {
  backend: Backend;
  size: Size;
  seedSeconds: number;
  measured: Measured[];
  sql: Map<string, LoadResult>;
  statements: Map<string, number>;
  /** Each route's recorded statements (their text), written to the results file. */
  recorded: Record<string, string[]>;
  world: World;
}

async function benchBackend(
  backend: Backend,
  s: HotSettings,
  routes: HotRoute[],
  cleanup: Cleanup,
): Promise<BackendResult> {
  const size = s[backend];
  const tmp = mkdtempSync(path.join(os.tmpdir(), `hr-bench-hot-${backend}-`));
  const removeTmp = cleanup.add(`remove ${tmp}`, () => rmSync(tmp, { recursive: true, force: true }));
  const recorder = new Recorder();
  let url: string | undefined;
  let dropDatabase: (() => Promise<void>) | null = null;
  let db: Database;
  let close: () => Promise<void>;
  if (backend === "postgresql") {
    const database = await createBenchDatabase(serverBaseUrl());
    dropDatabase = cleanup.add(`drop database ${database.name}`, () => database.drop());
    url = database.url;
    const handle = fromPool(createPool(database.url, 4));
    await handle.migrate();
    await handle.close();
    const pool = createPool(database.url, 4);
    pool.on("error", () => {});
    db = drizzlePg({ client: pool, schema, logger: recorder }) as unknown as Database;
    close = () => pool.end();
  } else {
    const client = await PGlite.create(path.join(tmp, "db"));
    await fromPglite(client).migrate();
    db = drizzlePglite({ client, schema, logger: recorder }) as unknown as Database;
    close = () => client.close();
  }
  log(
    `hot routes, ${backend}: loading ${size.companies} companies, ${size.employees} people, ${size.days} days, ${size.logRows} log rows`,
  );
  const seedStarted = Date.now();
  let built: Built;
  let statements: Map<string, Statement[]>;
  let world: World;
  let seedSeconds = 0;
  try {
    built = await buildDataSet(db, size, new Date());
    await db.execute(sql`analyze`);
    seedSeconds = (Date.now() - seedStarted) / 1000;
    log(`hot routes, ${backend}: data set in ${seedSeconds.toFixed(0)} s; recording each route's SQL`);
    // Sessions for the recording, minted like the rotation's (the measured ones come from real sign-ins).
    const mint = async (username: string) => {
      const token = `rec${Math.random().toString(36).slice(2)}`;
      await db.execute(sql`
        insert into sessions (id, user_id, expires_at)
        select encode(sha256(convert_to(${token}, 'UTF8')), 'hex'), id, now() + interval '6 days'
        from users where username = ${username}`);
      return `sid=${token}`;
    };
    const recordingWorld: World = {
      ...built.world,
      cookies: {
        employee: await mint(built.employeeUsername),
        admin: await mint(built.world.adminUsername),
        root: await mint(built.rootUsername),
      },
    };
    statements = await recordStatements(
      db,
      recorder,
      routes,
      recordingWorld,
      built.recorderCookie,
      built.recorderUserId,
      tmp,
    );
    world = { ...recordingWorld };
  } finally {
    await close();
  }

  const port = await freePort();
  const env: Record<string, string> = {
    PORT: String(port),
    HOST: "127.0.0.1",
    APP_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: tmp,
    LOG_LEVEL: "warn",
    AUTH_RATE_LIMIT: "1000000000",
    // One app process, as the ceilings are one process's (bench/cluster.ts measures one per core).
    WEB_CONCURRENCY: "1",
  };
  if (url) env.DATABASE_URL = url;
  const server = await startServer({ script: "server/index.ts", port, env, readyPath: "/api/health" });
  const stopServer = cleanup.add(`stop ${backend} server`, () => server.stop());
  const measured: Measured[] = [];
  try {
    world.cookies = {
      employee: await signIn(server.baseUrl, built.employeeUsername),
      admin: await signIn(server.baseUrl, built.world.adminUsername),
      root: await signIn(server.baseUrl, built.rootUsername),
    };
    const connectionsOf = (r: HotRoute) =>
      backend === "pglite" ? Math.min(10, r.connections) : r.connections;
    for (const route of routes) {
      const conns = connectionsOf(route);
      const { spec, used } = specOf(
        { ...route, connections: conns },
        world,
        server.baseUrl + route.path(world),
      );
      const probe = await fetch(spec.url, {
        method: spec.method,
        headers: {
          ...spec.headers,
          ...(route.who === "rotating employee"
            ? { cookie: world.rotation[world.rotation.length - 1]! }
            : {}),
        },
        body: spec.body,
      });
      const bytes = (await probe.arrayBuffer()).byteLength;
      if (probe.status < 200 || probe.status > 299)
        log(`WARNING ${route.name} answered ${probe.status} before the load`);
      log(`hot routes, ${backend}: ${route.name} × ${conns}, ${s.warmupS} s warm-up + ${s.durationS} s`);
      await runHttp(spec, s.warmupS);
      const cpuBefore = procCpuMs(server.pid);
      const load = await runHttp(spec, s.durationS);
      const cpuAfter = procCpuMs(server.pid);
      measured.push({
        route: { ...route, connections: conns },
        load: { ...load, cpuUsPerOp: cpuPerOp(cpuBefore, cpuAfter, load.total) },
        bytes,
        status: probe.status,
        serverCpuPercent:
          cpuBefore !== null && cpuAfter !== null
            ? ((cpuAfter - cpuBefore) / (load.durationS * 1000)) * 100
            : null,
        rotated: route.who.startsWith("rotating") ? used() : null,
      });
      log(`  ${Math.round(load.perSec)} req/s, p99 ${load.p99Ms} ms, ${load.errors} errors`);
    }
    if (server.lineCount() > 0) {
      log(`${backend}: the server wrote ${server.lineCount()} log lines at warn or above; the last ones:`);
      process.stderr.write(`${server.tail().split("\n").slice(-5).join("\n")}\n`);
    }
  } finally {
    await stopServer();
  }

  const sqlResults = new Map<string, LoadResult>();
  const pglite = backend === "pglite" ? await PGlite.create(path.join(tmp, "db")) : undefined;
  try {
    for (const [i, m] of measured.entries()) {
      const recorded = statements.get(m.route.name) ?? [];
      log(
        `hot routes, ${backend}: SQL ceiling of ${m.route.name} (${recorded.length} statements) × ${m.route.connections}`,
      );
      sqlResults.set(
        m.route.name,
        await sqlCeiling(
          backend,
          { url, pglite },
          i,
          recorded,
          m.route.method !== "GET",
          m.route.connections,
          s.warmupS,
          s.durationS,
        ),
      );
    }
  } finally {
    await pglite?.close();
  }
  if (dropDatabase) await dropDatabase();
  await removeTmp();
  return {
    backend,
    size,
    seedSeconds,
    measured,
    sql: sqlResults,
    statements: new Map([...statements].map(([k, v]) => [k, v.length])),
    recorded: Object.fromEntries([...statements].map(([k, v]) => [k, v.map((st) => st.text)])),
    world,
  };
}

/** The bare-Fastify ceiling of every measured route (its answer's size, its headers and body). */
async function httpCeilings(results: BackendResult[], s: HotSettings, cleanup: Cleanup) {
  const port = await freePort();
  const server = await startServer({
    script: "bench/ceiling-server.ts",
    port,
    env: { PORT: String(port), LOG_LEVEL: "warn" },
    readyPath: "/ceiling",
  });
  const stop = cleanup.add("stop ceiling server", () => server.stop());
  const out = new Map<string, LoadResult>();
  try {
    for (const r of results) {
      for (const m of r.measured) {
        const { spec } = specOf(m.route, r.world, `${server.baseUrl}/ceiling?size=${m.bytes}`);
        log(`HTTP ceiling (${r.backend}) of ${m.route.name} (${m.bytes} B) × ${m.route.connections}`);
        await runHttp(spec, s.warmupS);
        out.set(`${r.backend} ${m.route.name}`, await runHttp(spec, s.durationS));
      }
    }
  } finally {
    await stop();
  }
  return out;
}

/** argon2id verify with the server's parameters (the library defaults), as sign-in's other ceiling. */
async function argon2Ceiling(connections: number, s: HotSettings): Promise<LoadResult> {
  const { hash, verify } = await import("@node-rs/argon2");
  const stored = await hash(DEFAULT_PASSWORD);
  const unit = () => verify(stored, DEFAULT_PASSWORD);
  await runLoops(unit, connections, s.warmupS);
  return runLoops(unit, connections, s.durationS);
}

export interface HotRow {
  backend: Backend;
  route: string;
  who: Who;
  connections: number;
  perSec: number;
  p50Ms: number;
  p95Ms: number | null;
  p99Ms: number;
  errors: number;
  serverCpuPercent: number | null;
  statements: number;
  httpPerSec: number | null;
  sqlPerSec: number | null;
  otherPerSec: number | null;
  combinedPerSec: number | null;
  percentOfCeiling: number | null;
  rotated: number | null;
  pass: boolean;
  misses: string[];
}

/**
 * The targets of issue 14. PostgreSQL: ≥ 70 % of the combined ceiling, p99 ≤ 50 ms (dashboards 150),
 * zero errors, and a route's own floor (people list 900 req/s, sign-in 90 req/s). PGlite: p95 ≤ 20 ms and
 * zero errors.
 */
export function judgeHot(
  backend: Backend,
  route: Pick<HotRoute, "maxP99Ms" | "minPerSec">,
  row: Pick<HotRow, "perSec" | "p95Ms" | "p99Ms" | "errors" | "percentOfCeiling">,
): string[] {
  const misses: string[] = [];
  if (row.errors > 0) misses.push(`${row.errors} errors`);
  if (backend === "pglite") {
    if (row.p95Ms === null || row.p95Ms > 20) misses.push(`p95 ${row.p95Ms} ms > 20 ms`);
    return misses;
  }
  if (row.percentOfCeiling === null) misses.push("no ceiling");
  else if (row.percentOfCeiling < 70) misses.push(`${row.percentOfCeiling.toFixed(1)} % of ceiling < 70 %`);
  if (row.p99Ms > route.maxP99Ms) misses.push(`p99 ${row.p99Ms} ms > ${route.maxP99Ms} ms`);
  if (route.minPerSec !== undefined && row.perSec < route.minPerSec) {
    misses.push(`${Math.round(row.perSec)} req/s < ${route.minPerSec}`);
  }
  return misses;
}

export function renderHotTable(rows: HotRow[]): string {
  return markdownTable(
    [
      "backend",
      "route",
      "as",
      "conns",
      "req/s",
      "p50 ms",
      "p95 ms",
      "p99 ms",
      "errors",
      "server CPU",
      "SQL stmts",
      "HTTP ceiling/s",
      "SQL ceiling/s",
      "argon2/s",
      "combined/s",
      "% of ceiling",
      "target",
    ],
    rows.map((r) => [
      r.backend,
      r.route,
      r.who,
      String(r.connections),
      formatCount(r.perSec),
      formatMs(r.p50Ms),
      formatMs(r.p95Ms),
      formatMs(r.p99Ms),
      formatCount(r.errors),
      formatPercent(r.serverCpuPercent),
      String(r.statements),
      formatCount(r.httpPerSec),
      formatCount(r.sqlPerSec),
      formatCount(r.otherPerSec),
      formatCount(r.combinedPerSec),
      formatPercent(r.percentOfCeiling),
      r.pass ? "PASS" : `FAIL: ${r.misses.join("; ")}`,
    ]),
    [
      "left",
      "left",
      "left",
      "right",
      "right",
      "right",
      "right",
      "right",
      "right",
      "right",
      "right",
      "right",
      "right",
      "right",
      "right",
      "right",
      "left",
    ],
  );
}

export async function main(): Promise<number> {
  const s = hotSettings(process.env);
  const routes = s.routes
    ? hotRoutes.filter((r) =>
        s.routes.split(",").some((f) => r.name.toLowerCase().includes(f.trim().toLowerCase())),
      )
    : hotRoutes;
  if (routes.length === 0) throw new Error(`BENCH_ROUTES "${s.routes}" matches no hot route`);
  const startedAt = new Date();
  const load = os.loadavg();
  const cleanup = new Cleanup();
  try {
    const results: BackendResult[] = [];
    for (const backend of s.backends) results.push(await benchBackend(backend, s, routes, cleanup));
    const http = await httpCeilings(results, s, cleanup);
    const argon2 = new Map<number, LoadResult>();
    for (const r of results) {
      for (const m of r.measured) {
        if (m.route.argon2 && !argon2.has(m.route.connections)) {
          log(`argon2id verify ceiling × ${m.route.connections} loops`);
          argon2.set(m.route.connections, await argon2Ceiling(m.route.connections, s));
        }
      }
    }
    const rows: HotRow[] = results.flatMap((r) =>
      r.measured.map((m) => {
        const httpPerSec = http.get(`${r.backend} ${m.route.name}`)?.perSec ?? null;
        const sqlPerSec = r.sql.get(m.route.name)?.perSec ?? null;
        const otherPerSec = m.route.argon2 ? (argon2.get(m.route.connections)?.perSec ?? null) : null;
        const combinedPerSec = combinedCeiling([httpPerSec, sqlPerSec, otherPerSec]);
        const row = {
          backend: r.backend,
          route: m.route.name,
          who: m.route.who,
          connections: m.route.connections,
          perSec: m.load.perSec,
          p50Ms: m.load.p50Ms,
          p95Ms: m.load.p95Ms ?? null,
          p99Ms: m.load.p99Ms,
          errors: m.load.errors,
          serverCpuPercent: m.serverCpuPercent,
          statements: r.statements.get(m.route.name) ?? 0,
          httpPerSec,
          sqlPerSec,
          otherPerSec,
          combinedPerSec,
          percentOfCeiling: combinedPerSec ? (m.load.perSec / combinedPerSec) * 100 : null,
          rotated: m.rotated,
        };
        const misses = judgeHot(r.backend, m.route, row);
        return { ...row, pass: misses.length === 0, misses };
      }),
    );
    const finishedAt = new Date();
    const sizes = results
      .map(
        (r) =>
          `${r.backend}: ${r.size.companies} companies, ${r.size.employees} people, ${r.size.days} days, ${r.size.logRows} log rows (loaded in ${Math.round(r.seedSeconds)} s)`,
      )
      .join("; ");
    const passed = rows.filter((r) => r.pass).length;
    process.stdout.write(
      `\n## Hot routes ${startedAt.toISOString()} (${os.cpus().length} × ${os.cpus()[0]?.model ?? "cpu"}, Node ${process.version}, load average at start ${load.map((l) => l.toFixed(2)).join(" ")}; ${s.warmupS} s warm-up + ${s.durationS} s each)\n\n${sizes}\n\n${renderHotTable(rows)}\n\n${passed} of ${rows.length} PASS\n`,
    );
    for (const r of rows.filter((x) => x.rotated !== null)) {
      process.stdout.write(
        `${r.backend} ${r.route}: ${r.rotated} requests over ${results.find((x) => x.backend === r.backend)!.world.rotation.length} employees (${r.route.startsWith("POST /api/login") ? "their usernames" : "their sessions"})\n`,
      );
    }
    const dir = path.join(ROOT, "bench", "results");
    mkdirSync(dir, { recursive: true });
    const file = path.join(dir, `hot-routes-${fileStamp(startedAt)}.json`);
    writeFileSync(
      file,
      `${JSON.stringify(
        {
          startedAt,
          finishedAt,
          loadAverageAtStart: load,
          loadAverageAtEnd: os.loadavg(),
          settings: { ...s, routes: routes.map((r) => r.name) },
          data: results.map((r) => ({ backend: r.backend, size: r.size, seedSeconds: r.seedSeconds })),
          recordedSql: Object.fromEntries(results.map((r) => [r.backend, r.recorded])),
          rows,
          http: Object.fromEntries(http),
          sql: Object.fromEntries(
            results.flatMap((r) => [...r.sql].map(([k, v]) => [`${r.backend} ${k}`, v])),
          ),
        },
        null,
        2,
      )}\n`,
    );
    process.stdout.write(`\nResults: ${path.relative(ROOT, file)}\n`);
    return 0;
  } finally {
    await cleanup.runAll();
  }
}
