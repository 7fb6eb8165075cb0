import { availableParallelism } from "node:os";
import { DEFAULT_PASSWORD } from "../server/db/seed/factories";
import type { HttpRequestSpec } from "./load";

export type Backend = "postgresql" | "pglite";
/** A "rotating" caller is a different employee on every request: their sessions (writes) or usernames (sign-in). */
export type Who = "employee" | "admin" | "root" | "rotating employee" | "rotating sign-in" | "anonymous";

/** The data set of a backend: the sizes on PostgreSQL, a tenth on PGlite (its bulk load is slow). */
export interface Size {
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
  // PostgreSQL is measured with one app process and with one per core (npm start's default there), side by
  // side; PGlite is always one process.
  const processes = (env.BENCH_HOT_PROCESSES || `1,${availableParallelism()}`).split(",").map((p) => {
    const n = Number(p.trim());
    if (!Number.isInteger(n) || n < 1 || n > 64) throw new Error(`BENCH_HOT_PROCESSES: "${p}" is not 1–64`);
    return n;
  });
  return {
    backends: backends as Backend[],
    processes: [...new Set(processes)],
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
export type HotSettings = ReturnType<typeof hotSettings>;

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
  /** The data set's first day of attendance: the clock-in's rounds past the empty last days go before it. */
  attendanceFrom: string;
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
  /**
   * p99 limit on PostgreSQL (ms); the route is held to p95 ≤ 20 ms on PGlite too. `null`: the route's
   * target is its throughput, not its latency (sign-in, bound by argon2id: bench/README.md, "Sign-in's target").
   */
  maxP99Ms: number | null;
  /** An absolute throughput target on PostgreSQL (req/s). */
  minPerSec?: number;
  /** argon2id verify as the route's "other ceiling" (sign-in). */
  argon2?: boolean;
}

const list = "limit=25";
/** The last days the data set leaves without attendance, the clock-in's first rounds (one day each). */
export const ROTATION_DAYS = 7;

/**
 * The day round `pass` of the clock-in's rotation clocks in: round k is k days ago while the data set's last
 * ROTATION_DAYS days last, then each further round the day before the data set's first, so that no round
 * ever meets a record (409) however fast the load goes round the employees.
 */
export function clockInDay(w: Pick<World, "today" | "attendanceFrom">, pass: number): string {
  return pass < ROTATION_DAYS
    ? addDays(w.today, -pass)
    : addDays(w.attendanceFrom, -(pass - ROTATION_DAYS + 1));
}

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
    body: (w, pass) => ({ attendanceDate: clockInDay(w, pass), clockIn: "09:00" }),
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
    maxP99Ms: null,
    minPerSec: 90,
    argon2: true,
  },
];
/** At 50 connections with p99 ≤ 50 ms unless a route says otherwise (sign-in: 10, as in bench/routes.ts). */
export const hotRoutes: HotRoute[] = entries.map((r) => ({ connections: 50, maxP99Ms: 50, ...r }));

export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** Where a rotating write is in its rotation (the next session or username), kept across passes. */
export interface Rotation {
  next: number;
}

/**
 * The request of a route; a rotating employee's writes take the next session of the rotation each time,
 * from where `rotation` stands (a new one starts at the first). `used`: how many this spec has taken.
 */
export function specOf(
  route: HotRoute,
  world: World,
  url: string,
  rotation: Rotation = { next: 0 },
): { spec: HttpRequestSpec; used: () => number } {
  const headers: Record<string, string> = {};
  if (route.who !== "anonymous" && route.who !== "rotating employee" && route.who !== "rotating sign-in")
    headers.cookie = world.cookies[route.who];
  let body: string | undefined;
  if (route.body) {
    body = JSON.stringify(route.body(world, 0));
    headers["content-type"] = "application/json";
  }
  const first = rotation.next;
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
      const next = rotation.next++;
      const cookie = world.rotation[next % size]!;
      const pass = Math.floor(next / size);
      const body = route.body ? JSON.stringify(route.body(world, pass)) : req.body;
      return { ...req, headers: { ...req.headers, cookie }, body };
    };
  }
  if (route.who === "rotating sign-in") {
    spec.setupRequest = (req) => {
      const username = world.signInRotation[rotation.next++ % world.signInRotation.length]!;
      return { ...req, body: JSON.stringify({ username, password: DEFAULT_PASSWORD }) };
    };
  }
  return { spec, used: () => rotation.next - first };
}
