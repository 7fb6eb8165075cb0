import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import v8 from "node:v8";
import type { FastifyInstance, FastifyRequest, RouteOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app";
import { loadConfig } from "../config";
import type { DatabaseHandle } from "../db/client";
import { buildAdmin, buildCompany } from "../db/seed/factories";
import { APP_URL } from "../test/harness";
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

const seen: Record<"read" | "write", RequestContext[]> = { read: [], write: [] };

/** Records the context each request of the route hands its handler (the transaction hook wraps this). */
function recordContexts(route: RouteOptions): void {
  const which =
    route.url === "/api/logout"
      ? "write"
      : route.url === "/api/user" && route.method === "GET"
        ? "read"
        : null;
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

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), "hr-ctx-"));
  const config = loadConfig({
    DATA_DIR: dataDir,
    APP_URL,
    LOG_LEVEL: "silent",
    SESSION_SECRET: "test-secret-test-secret-test-secret",
  });
  database = await createTestDatabase();
  app = await buildApp({ config, db: database.db, routeObserver: recordContexts });
  await app.ready();
  const company = await buildCompany(database.db, { name: "Context Co" });
  const admin = await buildAdmin(database.db, company.id);
  const login = await app.inject({
    method: "POST",
    url: "/api/login",
    payload: { username: admin.username, password: admin.password },
  });
  expect(login.statusCode).toBe(200);
  cookie = String(login.headers["set-cookie"]).split(";")[0]!;
});
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
});
