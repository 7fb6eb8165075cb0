import { sql } from "drizzle-orm";
import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildAdmin, buildCompany } from "../db/seed/factories";
import { clientOf } from "../test/accounts";
import { APP_URL, createTestApp, type TestApp } from "../test/harness";
import { handleError } from "./error-handler";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

describe("HTTP conventions", () => {
  it("GET /api/health answers ok with the database", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/health" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: "ok", database: "ok" });
  });

  it("sends the security headers on every answer, without HSTS over http", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/health" });
    expect(res.headers["content-security-policy"]).toContain("default-src 'self'");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["x-frame-options"]).toBe("SAMEORIGIN");
    expect(res.headers["strict-transport-security"]).toBeUndefined();
  });

  it("refuses a mutation from another Origin with 403 and accepts the app's own", async () => {
    const company = await buildCompany(t.database.db);
    const admin = await buildAdmin(t.database.db, company.id);
    const payload = { username: admin.username, password: admin.password };
    const foreign = await t.app.inject({
      method: "POST",
      url: "/api/login",
      payload,
      headers: { origin: "https://evil.example" },
    });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.headers["set-cookie"]).toBeUndefined();
    const own = await t.app.inject({
      method: "POST",
      url: "/api/login",
      payload,
      headers: { origin: APP_URL },
    });
    expect(own.statusCode).toBe(200);
  });

  it("checks authentication before validation", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/companies/not-a-number" });
    expect(res.statusCode).toBe(401);
  });

  it("answers an unknown API path with a JSON 404", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/nothing-here" });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: "Not found" });
  });

  it("answers 413 for a body over 6 MB", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/login",
      headers: { "content-type": "application/json" },
      payload: JSON.stringify({ username: "a".repeat(7 * 1024 * 1024), password: "x" }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBeTruthy();
  });

  it("publishes the OpenAPI description generated from the route schemas, and its docs page", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/openapi.json" });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(["/api/login", "/api/user", "/api/company-admin-signup", "/api/reset-password"]),
    );
    const loginBody = doc.paths["/api/login"].post.requestBody.content["application/json"].schema;
    expect(loginBody.required).toEqual(["username", "password"]);
    const docs = await t.app.inject({ method: "GET", url: "/api/docs" });
    expect([200, 302]).toContain(docs.statusCode);
  });

  it("exposes the chat widget setting (unset here)", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/client-config" });
    expect(res.json()).toEqual({ chatWidgetSrc: null });
  });
});

describe("AUTH_RATE_LIMIT", () => {
  it("answers 429 with Retry-After past the per-address limit, per address", async () => {
    const limited = await createTestApp({ AUTH_RATE_LIMIT: "3" });
    try {
      const payload = { username: "who@limit.test", password: "Whatever1" };
      const client = clientOf(limited, "10.1.1.1");
      for (let i = 0; i < 3; i++) expect((await client.post("/api/login", payload)).statusCode).toBe(401);
      const over = await client.post("/api/login", payload);
      expect(over.statusCode).toBe(429);
      expect(over.headers["retry-after"]).toBeDefined();
      expect(over.json().message).toMatch(/Too many requests/);
      const otherAddress = await clientOf(limited, "10.1.1.2").post("/api/login", payload);
      expect(otherAddress.statusCode).toBe(401);
    } finally {
      await limited.close();
    }
  });
});

describe("bad input is a 400, never a 500", () => {
  it("answers a malformed JSON body with 400", async () => {
    for (const payload of ['{"username": "a@b.c", "password":', "{'single': 'quotes'}", '{"a": "\\u00"}']) {
      const res = await t.app.inject({
        method: "POST",
        url: "/api/login",
        headers: { "content-type": "application/json" },
        payload,
      });
      expect(res.statusCode, payload).toBe(400);
      expect(res.json().message).toBe("Request body is not valid JSON");
    }
  });

  it("answers a NUL in a sign-in name with 400, before the database sees it", async () => {
    const res = await clientOf(t).post("/api/login", { username: "a\u0000@b.c", password: "x" });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("Must not contain control characters");
  });

  it("turns a database's refusal of a value (22xxx data exceptions) into 400", async () => {
    // A route that hands its input to the database unchecked, behind the app's own error handler.
    const probe = Fastify({ logger: false });
    probe.setErrorHandler(handleError);
    const db = t.database.db;
    probe.post<{ Body: { kind: string; value: string } }>("/probe", async (request) => {
      const { kind, value } = request.body;
      if (kind === "date") await db.execute(sql`select ${value}::date`);
      if (kind === "text") await db.execute(sql`select ${value}::text`);
      if (kind === "json") await db.execute(sql`select ${value}::jsonb`);
      if (kind === "int") await db.execute(sql`select ${value}::numeric::int`);
      if (kind === "bug") await db.execute(sql`select 1 / 0`);
      return { ok: true };
    });
    await probe.ready();
    try {
      const cases = [
        { kind: "date", value: "2026-13-45", message: "Invalid date or time" }, // 22008
        { kind: "date", value: "not-a-date", message: "Invalid date or time" }, // 22007
        {
          kind: "text",
          value: "nul\u0000inside",
          message: "Text contains a character that cannot be stored",
        },
        {
          kind: "json",
          value: '{"a": "\\u0000"}',
          message: "Text contains a character that cannot be stored",
        },
        { kind: "int", value: "99999999999", message: "A number is out of range" }, // 22003
      ];
      for (const { kind, value, message } of cases) {
        const res = await probe.inject({ method: "POST", url: "/probe", payload: { kind, value } });
        expect(res.statusCode, `${kind} ${JSON.stringify(value)}`).toBe(400);
        expect(res.json()).toEqual({ message });
      }
      // A fault of the server's own (division by zero) is still a 500.
      const bug = await probe.inject({ method: "POST", url: "/probe", payload: { kind: "bug", value: "" } });
      expect(bug.statusCode).toBe(500);
    } finally {
      await probe.close();
    }
  });
});
