import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import v8 from "node:v8";
import type { FastifyInstance, FastifyRequest, RouteOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app";
import { loadConfig } from "../config";
import type { DatabaseHandle } from "../db/client";
import { buildAdmin, buildCompany, buildEmployee } from "../db/seed/factories";
import { APP_URL } from "../test/harness";
import { StatementRecorder } from "../test/statements";
import { createTestDatabase } from "../test/test-database";
import type { RequestContext } from "./transactional";

/**
 * Every request gets its context (`request.ctx`), built by the transaction hook. Built with an object spread
 * plus fields, Node 20 gives each one a hidden class of its own once the code is warm, which costs
 * microseconds a request and turns every `ctx.x` read into a megamorphic one (docs/ARCHITECTURE.md,
 * "Presenters"). V8's own `%HaveSameMap` says whether two objects share one.
 */
v8.setFlagsFromString("--allow-natives-syntax");
const haveSameMap = new Function("a", "b", "return %HaveSameMap(a, b)") as (a: object, b: object) => boolean;

type Kind = "read" | "write" | "one statement";
const seen: Record<Kind, RequestContext[]> = { read: [], write: [], "one statement": [] };

const statements = new StatementRecorder();

const kindOf = (route: RouteOptions): Kind | null => {
  if (route.url === "/api/logout") return "write";
  if (route.url === "/api/user" && route.method === "GET") return "read";
  if (route.url === "/api/attendances" && route.method === "POST") return "one statement";
  return null;
};

/** Records the context each request of the route hands its handler (the transaction hook wraps this). */
function recordContexts(route: RouteOptions): void {
  const which = kindOf(route);
  if (!which) return;
  const handler = route.handler as (this: unknown, request: FastifyRequest, reply: unknown) => unknown;
  route.handler = function (this: unknown, request: FastifyRequest, reply: unknown) {
    seen[which].push(request.ctx);
    return handler.call(this, request, reply);
  } as RouteOptions["handler"];
}

let app: FastifyInstance;
let database: DatabaseHandle;
let dataDir: string;
let cookie: string;
let employeeCookie: string;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), "hr-ctx-"));
  const config = loadConfig({
    DATA_DIR: dataDir,
    APP_URL,
    LOG_LEVEL: "silent",
    SESSION_SECRET: "test-secret-test-secret-test-secret",
  });
  database = await createTestDatabase(statements);
  app = await buildApp({
    config,
    db: database.db,
    routeObserver: (route) => {
      recordContexts(route);
      statements.observe(route);
    },
  });
  await app.ready();
  const company = await buildCompany(database.db, { name: "Context Co" });
  cookie = await cookieOf(await buildAdmin(database.db, company.id));
  employeeCookie = await cookieOf(await buildEmployee(database.db, company.id));
});

async function cookieOf(person: { username: string; password: string }): Promise<string> {
  const login = await app.inject({
    method: "POST",
    url: "/api/login",
    payload: { username: person.username, password: person.password },
  });
  expect(login.statusCode).toBe(200);
  return String(login.headers["set-cookie"]).split(";")[0]!;
}
afterAll(async () => {
  await app?.close();
  await database?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const REQUESTS = 40;

describe("request contexts", () => {
  it("of reads share one hidden class, request after request", async () => {
    for (let i = 0; i < REQUESTS; i++) {
      const res = await app.inject({ method: "GET", url: "/api/user", headers: { cookie } });
      expect(res.statusCode).toBe(200);
    }
    expect(seen.read).toHaveLength(REQUESTS);
    const first = seen.read[0]!;
    const apart = seen.read.filter((ctx) => !haveSameMap(ctx, first)).length;
    expect(apart, "contexts with a hidden class of their own").toBe(0);
  });

  it("of writes share one hidden class, and hold the request's transaction", async () => {
    for (let i = 0; i < REQUESTS; i++) {
      const res = await app.inject({ method: "POST", url: "/api/logout", headers: { origin: APP_URL } });
      expect(res.statusCode).toBe(204);
    }
    expect(seen.write).toHaveLength(REQUESTS);
    const first = seen.write[0]!;
    const apart = seen.write.filter((ctx) => !haveSameMap(ctx, first)).length;
    expect(apart, "contexts with a hidden class of their own").toBe(0);
    expect(first.db).not.toBe(database.db);
    expect(seen.read[0]!.db).toBe(database.db);
  });

  it("open a transaction of their own only outside one", async () => {
    const read = seen.read[0]!;
    const inside = await read.transaction(async (ctx) => ctx.db);
    expect(inside).not.toBe(database.db);
    await expect(seen.write[0]!.transaction(async () => 1)).rejects.toThrow(
      "a transaction inside the request's transaction",
    );
  });

  it("of a write of one statement share one hidden class, run on the database itself and refuse a transaction", async () => {
    // A date for each request: one record per person per date.
    for (let i = 0; i < REQUESTS; i++) {
      const res = await app.inject({
        method: "POST",
        url: "/api/attendances",
        headers: { cookie: employeeCookie, origin: APP_URL },
        payload: {
          attendanceDate: `2025-0${1 + Math.floor(i / 25)}-${String(1 + (i % 25)).padStart(2, "0")}`,
          clockIn: "09:00:00",
        },
      });
      expect(res.statusCode, res.body).toBe(201);
    }
    const contexts = seen["one statement"];
    expect(contexts).toHaveLength(REQUESTS);
    const first = contexts[0]!;
    expect(contexts.filter((ctx) => !haveSameMap(ctx, first)).length).toBe(0);
    expect(haveSameMap(first, seen.write[0]!), "the same class as a write's").toBe(true);
    expect(first.db).toBe(database.db);
    await expect(first.transaction(async () => 1)).rejects.toThrow(
      "a transaction inside the request's transaction",
    );
  });

  // PGlite begins and commits a transaction itself (its logger sees neither); node-postgres sends both.
  it.runIf(process.env.TEST_DB === "pg")(
    "send a write's statements between BEGIN and COMMIT, and a write of one statement's alone",
    async () => {
      const out = await app.inject({
        method: "POST",
        url: "/api/logout",
        headers: { cookie, origin: APP_URL },
      });
      expect(out.statusCode).toBe(204);
      const logout = statements.kinds;
      expect(logout[0]).toBe("begin");
      expect(logout.at(-1)).toBe("commit");
      expect(logout.length).toBeGreaterThan(2);

      const clockIn = await app.inject({
        method: "POST",
        url: "/api/attendances",
        headers: { cookie: employeeCookie, origin: APP_URL },
        payload: { attendanceDate: "2025-06-02", clockIn: "09:00:00" },
      });
      expect(clockIn.statusCode, clockIn.body).toBe(201);
      expect(statements.sent).toHaveLength(1);
      expect(statements.sent[0]).toMatch(/^insert into "attendances"/);
    },
  );
});
