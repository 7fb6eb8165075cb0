// The routes `npm run bench` measures. Add an entry to measure another route; see bench/README.md.
import { createHash, randomBytes } from "node:crypto";
import type { Target } from "./report";

/** What the harness seeded through the HTTP API before the routes run. */
export interface Fixture {
  username: string;
  password: string;
  userId: number;
  companyId: number;
  /** The `Cookie` header value of a signed-in session (`sid=…`). */
  cookie: string;
  /** The session's row id: the SHA-256 (hex) of the cookie's token. */
  sessionId: string;
}

/** One statement of a route's raw-SQL ceiling, run as a named prepared statement on `pg`. */
export interface SqlStatement {
  name: string;
  text: string;
  values: unknown[];
  /** When set, the first run checks that the statement returned this many rows (a harness sanity check). */
  expectRows?: number;
}

export interface SqlCeiling {
  /** The statements one request of the route runs, in order; called once per loop iteration. */
  statements: (fixture: Fixture) => SqlStatement[];
  /** What the ceiling leaves out, printed with the results. */
  note?: string;
}

/** CPU work a route does besides HTTP and SQL (e.g. password hashing), measured as its own ceiling. */
export interface WorkCeiling {
  name: string;
  /** Prepares once (outside the timed loop) and returns the unit of work one request does. */
  prepare: (fixture: Fixture) => Promise<() => Promise<unknown>>;
}

export interface BenchRoute {
  name: string;
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  path: string;
  /** JSON body, sent with `content-type: application/json`. */
  body?: (fixture: Fixture) => unknown;
  /** Sends the seeded session's cookie. */
  session: boolean;
  /** Concurrent connections (autocannon), also the concurrency of the ceilings. */
  connections: number;
  /** Seconds of measurement; BENCH_DURATION overrides it. */
  duration: number;
  /** The route's SQL for the raw-`pg` ceiling; null to measure against the HTTP ceiling only. */
  sql: SqlCeiling | null;
  work?: WorkCeiling;
  /** A pass/fail target, judged on the named backends. */
  target?: Target & { backends: Array<"postgresql" | "pglite"> };
}

// Copied from the SQL Drizzle generates for `session_lookup` in server/areas/auth/sessions.service.ts.
const SESSION_LOOKUP_SQL =
  'select "users"."id", "users"."username", "users"."first_name", "users"."last_name", "users"."role", ' +
  '"users"."company_id", "companies"."name", "users"."is_verified", "users"."is_deleted", ' +
  '"sessions"."last_seen_at", "sessions"."expires_at" from "sessions" ' +
  'inner join "users" on "users"."id" = "sessions"."user_id" ' +
  'left join "companies" on "companies"."id" = "users"."company_id" where "sessions"."id" = $1';

// The statements of a successful logIn() (server/areas/auth/auth.service.ts), as Drizzle generates them.
const USER_BY_USERNAME_SQL =
  'select "id", "username", "password_hash", "role", "company_id", "first_name", "last_name", "department", ' +
  '"total_leaves", "salary", "tax_amount", "deduction_amount", "tax_percentage", "benefits_percentage", ' +
  '"failed_login_attempts", "is_locked", "locked_until", "is_verified", "is_deleted", "deleted_at", ' +
  '"created_at", "updated_at" from "users" where ("users"."username" = $1 and "users"."is_deleted" = $2)';
const INSERT_SESSION_SQL =
  'insert into "sessions" ("id", "user_id", "created_at", "last_seen_at", "expires_at", "ip_address", "user_agent") ' +
  "values ($1, $2, $3, $4, $5, $6, $7)";
const INSERT_SECURITY_LOG_SQL =
  'insert into "security_logs" ("id", "timestamp", "level", "action", "user_id", "company_id", "resource_type", ' +
  '"resource_id", "ip_address", "user_agent", "message", "metadata") ' +
  "values (default, default, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10)";
const USER_DTO_SQL =
  'select "users"."id", "users"."username", "users"."first_name", "users"."last_name", "users"."role", ' +
  '"users"."company_id", "companies"."name", "users"."is_verified" from "users" ' +
  'left join "companies" on "companies"."id" = "users"."company_id" ' +
  'where ("users"."id" = $1 and "users"."is_deleted" = $2)';

export const routes: BenchRoute[] = [
  {
    name: "GET /api/user",
    method: "GET",
    path: "/api/user",
    session: true,
    connections: 50,
    duration: 10,
    sql: {
      statements: (fx) => [
        { name: "bench_session_lookup", text: SESSION_LOOKUP_SQL, values: [fx.sessionId], expectRows: 1 },
      ],
    },
    target: { backends: ["postgresql"], minPercentOfCeiling: 70, maxP99Ms: 50, maxErrors: 0 },
  },
  {
    name: "POST /api/login",
    method: "POST",
    path: "/api/login",
    body: (fx) => ({ username: fx.username, password: fx.password }),
    session: false,
    connections: 10,
    duration: 10,
    sql: {
      note: "the four statements of a successful sign-in; argon2id is measured as its own ceiling",
      statements: (fx) => {
        const at = new Date();
        const origin = ["127.0.0.1", "autocannon"];
        return [
          {
            name: "bench_user_by_username",
            text: USER_BY_USERNAME_SQL,
            values: [fx.username, false],
            expectRows: 1,
          },
          {
            name: "bench_insert_session",
            text: INSERT_SESSION_SQL,
            values: [
              createHash("sha256").update(randomBytes(32).toString("base64url")).digest("hex"),
              fx.userId,
              at,
              at,
              new Date(at.getTime() + 7 * 24 * 3600 * 1000),
              ...origin,
            ],
          },
          {
            name: "bench_insert_security_log",
            text: INSERT_SECURITY_LOG_SQL,
            values: [
              "INFO",
              "LOGIN_SUCCESS",
              fx.userId,
              fx.companyId,
              "user",
              String(fx.userId),
              ...origin,
              "bench",
              null,
            ],
          },
          { name: "bench_user_dto", text: USER_DTO_SQL, values: [fx.userId, false], expectRows: 1 },
        ];
      },
    },
    work: {
      name: "argon2id verify",
      prepare: async (fx) => {
        const { hash, verify } = await import("@node-rs/argon2");
        const stored = await hash(fx.password); // the server's parameters: the library defaults
        return () => verify(stored, fx.password);
      },
    },
  },
];
