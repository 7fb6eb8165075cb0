import { and, eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app";
import { securityLogs } from "../areas/security-logs/security-logs.table";
import { users } from "../areas/users/users.table";
import { createPool, type DatabaseHandle, fromPool } from "../db/client";
import { buildAdmin, buildCompany } from "../db/seed/factories";
import { withDatabase } from "../test/global-setup";
import { Client, createTestApp, type TestApp } from "../test/harness";
import { pruneRateLimitHits } from "./rate-limit";
import { rateLimitHits } from "./rate-limit.table";

// docs/product/accounts.md §1: the auth routes' limit per address, counted in the database.
const LIMIT = 3;
const MINUTE = 60_000;
const wrongLogin = (username: string) => ({ username, password: "Whatever1" });

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT: String(LIMIT) });
});
afterAll(() => t?.close());

const statusesOf = (responses: { statusCode: number }[]) => responses.map((r) => r.statusCode).sort();

describe("the auth routes' rate limit (AUTH_RATE_LIMIT)", () => {
  it("answers 429 with Retry-After in seconds and { message } past the limit, counting in rate_limit_hits", async () => {
    const client = new Client(t.app, "10.2.0.1");
    for (let i = 0; i < LIMIT; i++)
      expect((await client.post("/api/login", wrongLogin("a@limit.test"))).statusCode).toBe(401);
    const over = await client.post("/api/login", wrongLogin("a@limit.test"));
    expect(over.statusCode).toBe(429);
    const retryAfter = Number(over.headers["retry-after"]);
    expect(Number.isInteger(retryAfter)).toBe(true);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(over.json()).toEqual({ message: "Too many requests. Please try again in a minute." });

    const [row] = await t.database.db
      .select()
      .from(rateLimitHits)
      .where(eq(rateLimitHits.key, "POST /api/login 10.2.0.1"));
    expect(row?.count).toBe(LIMIT + 1);
  });

  it("counts each route and each address on its own", async () => {
    const client = new Client(t.app, "10.2.0.2");
    for (let i = 0; i <= LIMIT; i++) await client.post("/api/login", wrongLogin("b@limit.test"));
    expect((await client.post("/api/login", wrongLogin("b@limit.test"))).statusCode).toBe(429);
    const forgot = await client.post("/api/forgot-password", { email: "b@limit.test" });
    expect(forgot.statusCode).toBe(200);
    const elsewhere = await new Client(t.app, "10.2.0.3").post("/api/login", wrongLogin("b@limit.test"));
    expect(elsewhere.statusCode).toBe(401);
  });

  it("shortens Retry-After as the window runs, and allows requests again once it has passed", async () => {
    const client = new Client(t.app, "10.2.0.4");
    for (let i = 0; i < LIMIT; i++) await client.post("/api/login", wrongLogin("c@limit.test"));
    t.clock.advance(30_000);
    const over = await client.post("/api/login", wrongLogin("c@limit.test"));
    expect(over.statusCode).toBe(429);
    expect(Number(over.headers["retry-after"])).toBeLessThanOrEqual(30);

    t.clock.advance(30_000);
    for (let i = 0; i < LIMIT; i++)
      expect((await client.post("/api/login", wrongLogin("c@limit.test"))).statusCode).toBe(401);
    expect((await client.post("/api/login", wrongLogin("c@limit.test"))).statusCode).toBe(429);
  });

  it("counts parallel requests exactly: of 3 × the limit at once, the limit passes", async () => {
    const client = new Client(t.app, "10.2.0.5");
    const answers = await Promise.all(
      Array.from({ length: 3 * LIMIT }, () => client.post("/api/forgot-password", { email: "d@limit.test" })),
    );
    expect(statusesOf(answers)).toEqual([
      ...Array<number>(LIMIT).fill(200),
      ...Array<number>(2 * LIMIT).fill(429),
    ]);
  });

  it("leaves the routes without a limit alone: no row for them", async () => {
    const before = await t.database.db.$count(rateLimitHits);
    for (let i = 0; i < 2 * LIMIT; i++)
      expect((await new Client(t.app, "10.2.0.6").get("/api/health")).statusCode).toBeLessThan(500);
    expect(await t.database.db.$count(rateLimitHits)).toBe(before);
  });

  it("sweeps the rows whose window has ended, and only those", async () => {
    await new Client(t.app, "10.2.0.7").post("/api/login", wrongLogin("e@limit.test"));
    const at = t.clock.now();
    await t.database.db.insert(rateLimitHits).values({
      key: "POST /api/login 10.2.0.250",
      windowStart: new Date(at.getTime() - 2 * MINUTE),
      expiresAt: new Date(at.getTime() - MINUTE),
      count: 9,
    });
    expect(await pruneRateLimitHits(t.database.db, at)).toBeGreaterThanOrEqual(1);
    const keys = (await t.database.db.select({ key: rateLimitHits.key }).from(rateLimitHits)).map(
      (r) => r.key,
    );
    expect(keys).toContain("POST /api/login 10.2.0.7");
    expect(keys).not.toContain("POST /api/login 10.2.0.250");
  });
});

describe("the lockout counter (accounts.md §3) under parallel sign-ins", () => {
  it("counts two parallel wrong passwords twice", async () => {
    const companyId = (await buildCompany(t.database.db, { name: "Parallel Co" })).id;
    await buildAdmin(t.database.db, companyId, { username: "two@parallel.test" });
    const answers = await Promise.all(
      ["10.3.0.1", "10.3.0.2"].map((ip) =>
        new Client(t.app, ip).post("/api/login", wrongLogin("two@parallel.test")),
      ),
    );
    expect(statusesOf(answers)).toEqual([401, 401]);
    const [user] = await t.database.db.select().from(users).where(eq(users.username, "two@parallel.test"));
    expect(user?.failedLoginAttempts).toBe(2);
  });
});

/**
 * A second app instance on the same database, as a second process would be: its own connection pool and
 * its own copy of the app. PostgreSQL only — PGlite is one process's embedded database, which a second
 * process cannot open (its data directory is locked), so there is nothing to share there.
 */
describe.runIf(process.env.TEST_DB === "pg")("two app instances on one PostgreSQL database", () => {
  let second: { app: FastifyInstance; database: DatabaseHandle };
  beforeAll(async () => {
    const result = await t.database.db.execute(sql`select current_database() as name`);
    const name = String((result as unknown as { rows: { name: string }[] }).rows[0]!.name);
    const database = fromPool(createPool(withDatabase(process.env.TEST_DATABASE_URL!, name), 5));
    const app = await buildApp({ config: t.config, db: database.db, now: t.clock.now, serveWeb: false });
    await app.ready();
    second = { app, database };
  });
  afterAll(async () => {
    await second?.app.close();
    await second?.database.close();
  });

  it("share the count: requests alternating between them meet one limit", async () => {
    const one = new Client(t.app, "10.4.0.1");
    const two = new Client(second.app, "10.4.0.1");
    const answers = [];
    for (let i = 0; i < LIMIT + 1; i++)
      answers.push(await (i % 2 === 0 ? one : two).post("/api/login", wrongLogin("f@limit.test")));
    expect(answers.map((a) => a.statusCode)).toEqual([...Array<number>(LIMIT).fill(401), 429]);
    expect(answers.at(-1)?.headers["retry-after"]).toBeDefined();
    expect((await one.post("/api/login", wrongLogin("f@limit.test"))).statusCode).toBe(429);
  });

  it("share the count under parallel requests: of 3 × the limit at once across both, the limit passes", async () => {
    const clients = [new Client(t.app, "10.4.0.2"), new Client(second.app, "10.4.0.2")];
    const answers = await Promise.all(
      Array.from({ length: 3 * LIMIT }, (_, i) =>
        clients[i % 2]!.post("/api/forgot-password", { email: "g@limit.test" }),
      ),
    );
    expect(statusesOf(answers)).toEqual([
      ...Array<number>(LIMIT).fill(200),
      ...Array<number>(2 * LIMIT).fill(429),
    ]);
  });

  it("share the lockout counter: six parallel wrong passwords across both lock once after five", async () => {
    const companyId = (await buildCompany(t.database.db, { name: "Shared Lock Co" })).id;
    const victim = await buildAdmin(t.database.db, companyId, { username: "six@parallel.test" });
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        new Client(i % 2 === 0 ? t.app : second.app, `10.5.0.${i + 1}`).post(
          "/api/login",
          wrongLogin("six@parallel.test"),
        ),
      ),
    );
    expect(statusesOf(answers)).toEqual([401, 401, 401, 401, 403, 403]);
    const [user] = await t.database.db.select().from(users).where(eq(users.id, victim.id));
    expect(user?.failedLoginAttempts).toBe(5);
    expect(user?.isLocked).toBe(true);
    const locked = await t.database.db
      .select()
      .from(securityLogs)
      .where(and(eq(securityLogs.action, "ACCOUNT_LOCKED"), eq(securityLogs.resourceId, String(victim.id))));
    expect(locked).toHaveLength(1);
  });
});
