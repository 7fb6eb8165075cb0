import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app";
import { loadConfig } from "../config";
import type { DatabaseHandle } from "../db/client";
import { buildAdmin, buildCompany } from "../db/seed/factories";
import { WEB_DIST } from "../lib/static-web";
import { clientOf, signIn } from "./accounts";
import { createTestApp, type TestApp } from "./harness";
import { createTestDatabase } from "./test-database";

/**
 * Headers and cookies (issue 13 §8): a content security policy that runs only the app's own script files,
 * HSTS and a `__Host-` session cookie when APP_URL is https (the plain name over http, for local use), and
 * `Cache-Control: no-store` on the API's answers, which carry personal data.
 */

const HTTPS_URL = "https://hr.example.com";
const CHAT = "https://chat.example.net/widget.js";

let http: TestApp;
let https: TestApp;
beforeAll(async () => {
  [http, https] = await Promise.all([createTestApp(), createTestApp({ APP_URL: HTTPS_URL })]);
});
afterAll(async () => {
  await Promise.all([http?.close(), https?.close()]);
});

/** A policy's directives by name: `script-src 'self'` → { "script-src": ["'self'"] }. */
function directives(policy: unknown): Record<string, string[]> {
  return Object.fromEntries(
    String(policy)
      .split(";")
      .map((d) => d.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...values]) => [name!, values]),
  );
}

/** Sign-in of a fresh admin: the answer with its Set-Cookie. */
async function signInAnswer(t: TestApp) {
  const company = await buildCompany(t.database.db);
  const admin = await buildAdmin(t.database.db, company.id);
  const res = await clientOf(t).post("/api/login", { username: admin.username, password: admin.password });
  expect(res.statusCode).toBe(200);
  return { res, admin, company, cookie: String(res.headers["set-cookie"]) };
}

describe("Content-Security-Policy", () => {
  it("runs only the app's own script files: no inline script, no eval, no other origin", async () => {
    for (const t of [http, https]) {
      const csp = directives(
        (await t.app.inject({ method: "GET", url: "/api/health" })).headers["content-security-policy"],
      );
      expect(csp["script-src"]).toEqual(["'self'"]);
      expect(csp["script-src-attr"]).toEqual(["'none'"]);
      expect(csp["default-src"]).toEqual(["'self'"]);
      expect(csp["object-src"]).toEqual(["'none'"]);
      expect(csp["base-uri"]).toEqual(["'self'"]);
      expect(csp["frame-ancestors"]).toEqual(["'self'"]);
    }
  });

  it("adds only the chat widget's origin to scripts when CHAT_WIDGET_SRC is set", async () => {
    const t = await createTestApp({ CHAT_WIDGET_SRC: CHAT });
    try {
      const res = await t.app.inject({ method: "GET", url: "/api/health" });
      const csp = directives(res.headers["content-security-policy"]);
      expect(csp["script-src"]).toEqual(["'self'", "https://chat.example.net"]);
    } finally {
      await t.close();
    }
  });

  it("asks the browser to upgrade requests only behind https", async () => {
    const plain = directives(
      (await http.app.inject({ method: "GET", url: "/api/health" })).headers["content-security-policy"],
    );
    const secure = directives(
      (await https.app.inject({ method: "GET", url: "/api/health" })).headers["content-security-policy"],
    );
    expect(plain["upgrade-insecure-requests"]).toBeUndefined();
    expect(secure["upgrade-insecure-requests"]).toEqual([]);
  });

  it("keeps inline script out of the API docs page too, which works over http", async () => {
    for (const t of [http, https]) {
      const res = await t.app.inject({ method: "GET", url: "/api/docs" });
      expect(res.statusCode).toBe(200);
      const csp = directives(res.headers["content-security-policy"]);
      expect(csp["script-src"]).toEqual(["'self'"]);
      expect(csp["upgrade-insecure-requests"] !== undefined).toBe(t === https);
      for (const src of res.body.matchAll(/<script\b([^>]*)>/g)) expect(src[1]).toMatch(/\bsrc=/);
    }
  });

  it("needs no inline script in the web app's page: every <script> has a src", () => {
    const pages = [path.resolve("web/index.html"), path.join(WEB_DIST, "index.html")].filter(existsSync);
    expect(pages.length).toBeGreaterThan(0);
    for (const page of pages) {
      const html = readFileSync(page, "utf8");
      const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
      expect(scripts.length, page).toBeGreaterThan(0);
      for (const [, attributes, body] of scripts) {
        expect(attributes, page).toMatch(/\bsrc=/);
        expect(body!.trim(), page).toBe("");
      }
      expect(html, page).not.toMatch(/\son[a-z]+=/i); // no inline event handlers either
    }
  });
});

describe("Strict-Transport-Security", () => {
  it("is sent on every answer when APP_URL is https, for a year with subdomains", async () => {
    for (const url of ["/api/health", "/api/user", "/api/no-such-route"]) {
      const res = await https.app.inject({ method: "GET", url });
      expect(res.headers["strict-transport-security"], url).toBe("max-age=31536000; includeSubDomains");
    }
  });

  it("is never sent over http, where a browser would ignore it (and localhost must keep working)", async () => {
    const res = await http.app.inject({ method: "GET", url: "/api/health" });
    expect(res.headers["strict-transport-security"]).toBeUndefined();
  });
});

describe("the session cookie", () => {
  it("is __Host-sid behind https: Secure, Path=/, no Domain, HttpOnly, SameSite=Lax", async () => {
    const { cookie } = await signInAnswer(https);
    expect(cookie).toMatch(/^__Host-sid=[^;]+;/);
    const attributes = cookie.split(/;\s*/).slice(1);
    expect(attributes).toEqual(
      expect.arrayContaining(["Path=/", "HttpOnly", "Secure", "SameSite=Lax", "Max-Age=604800"]),
    );
    expect(cookie).not.toMatch(/Domain=/i);
  });

  it("is plain sid over http, without Secure (which a browser would refuse there)", async () => {
    const { cookie } = await signInAnswer(http);
    expect(cookie).toMatch(/^sid=[^;]+;/);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).not.toMatch(/Secure/);
    expect(cookie).not.toMatch(/Domain=/i);
  });

  it("signs in behind https with __Host-sid only: the same token under the plain name is not a session", async () => {
    const { admin } = await signInAnswer(https);
    const client = await signIn(https, admin.username, admin.password);
    expect((await client.get("/api/user")).statusCode).toBe(200);
    const token = client.sessionCookie!.slice("__Host-sid=".length);
    const planted = await https.app.inject({
      method: "GET",
      url: "/api/user",
      headers: { cookie: `sid=${token}` },
    });
    expect(planted.statusCode).toBe(401);
  });

  it("is cleared under its own name at sign-out, with the attributes the prefix needs", async () => {
    const { admin } = await signInAnswer(https);
    const client = await signIn(https, admin.username, admin.password);
    const res = await client.post("/api/logout");
    expect(res.statusCode).toBe(204);
    const cleared = String(res.headers["set-cookie"]);
    expect(cleared).toMatch(/^__Host-sid=;/);
    expect(cleared).toMatch(/Path=\//);
    expect(cleared).toMatch(/Secure/);
    expect((await client.get("/api/user")).statusCode).toBe(401);
  });
});

describe("Cache-Control on API answers", () => {
  it("is no-store on answers with personal data: the signed-in user, a company's people", async () => {
    const { company, admin } = await signInAnswer(http);
    const client = await signIn(http, admin.username, admin.password);
    for (const url of ["/api/user", `/api/companies/${company.id}/users`]) {
      const res = await client.get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers["cache-control"], url).toBe("no-store");
    }
  });

  it("is no-store on every API answer without caching of its own: sign-in, errors, unknown paths", async () => {
    const { res } = await signInAnswer(https);
    expect(res.headers["cache-control"]).toBe("no-store");
    for (const url of ["/api/user", "/api/health", "/api/no-such-route", "/api?x=1"]) {
      const answer = await http.app.inject({ method: "GET", url });
      expect(answer.headers["cache-control"], url).toBe("no-store");
    }
  });
});

describe("the web app's files", () => {
  let app: FastifyInstance;
  let database: DatabaseHandle;
  let webDir: string;
  beforeAll(async () => {
    webDir = mkdtempSync(path.join(tmpdir(), "hr-web-headers-"));
    mkdirSync(path.join(webDir, "assets"));
    writeFileSync(
      path.join(webDir, "index.html"),
      '<!doctype html><script type="module" src="/assets/a.js"></script>',
    );
    writeFileSync(path.join(webDir, "assets", "main-abc123.js"), "console.log('app')");
    database = await createTestDatabase();
    const config = loadConfig({
      DATA_DIR: webDir,
      APP_URL: HTTPS_URL,
      LOG_LEVEL: "silent",
      SESSION_SECRET: "s".repeat(32),
    });
    app = await buildApp({ config, db: database.db, webDir });
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
    rmSync(webDir, { recursive: true, force: true });
  });

  it("keep their own caching (hashed assets for a year, the page revalidated) and the same headers", async () => {
    const asset = await app.inject({ method: "GET", url: "/assets/main-abc123.js" });
    expect(asset.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    const page = await app.inject({ method: "GET", url: "/dashboard" });
    expect(page.headers["cache-control"]).toBe("no-cache");
    for (const res of [asset, page]) {
      expect(directives(res.headers["content-security-policy"])["script-src"]).toEqual(["'self'"]);
      expect(res.headers["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains");
      expect(res.headers["x-content-type-options"]).toBe("nosniff");
    }
  });
});
