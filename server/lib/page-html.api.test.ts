import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PAGE_CHUNKS_ID, SIGNED_IN_USER_ID } from "../../shared/common/signed-in-page";
import { sessions } from "../areas/auth/sessions.table";
import { users } from "../areas/users/users.table";
import { buildAdmin, buildCompany, buildEmployee } from "../db/seed/factories";
import { clientOf, signIn } from "../test/accounts";
import { type Client, createTestApp, type TestApp } from "../test/harness";
import { FIRST_PAINT_TIMEOUT_MS, jsonForScript, PRELOADS_FILE } from "./page-html";

/**
 * A signed-in visit's HTML (docs/ARCHITECTURE.md, "Web"): the page's stylesheets for the visitor's role in
 * its head, its first paint in the root, and in its body the user as GET /api/user answers it and the list
 * of the page's chunks; a signed-out visit gets the plain file.
 */

const INDEX_HTML = `<!doctype html>
<html lang="en"><head><title>HR</title><script type="module" crossorigin src="/assets/index-1.js"></script></head>
<body><div id="root"></div></body></html>`;
const PRELOADS = [
  { paths: ["/auth"], roles: null, scripts: ["/assets/AuthPage-1.js"], styles: [] },
  {
    paths: ["/attendance"],
    roles: ["EMPLOYEE"],
    scripts: ["/assets/Shell-1.js", "/assets/PersonalView-1.js"],
    styles: ["/assets/all-1.css"],
  },
  {
    paths: ["/attendance"],
    roles: ["ADMIN", "SUPER_ADMIN"],
    scripts: ["/assets/Shell-1.js", "/assets/AdminView-1.js"],
    styles: ["/assets/all-1.css"],
  },
  { paths: ["/jobs/:id"], roles: null, scripts: ["/assets/Shell-1.js", "/assets/Job-1.js"], styles: [] },
];

let t: TestApp;
let webDir: string;
let admin: Client;
let employee: Client;
let employeeId: number;

beforeAll(async () => {
  webDir = mkdtempSync(path.join(tmpdir(), "hr-page-html-"));
  mkdirSync(path.join(webDir, "assets"));
  writeFileSync(path.join(webDir, "index.html"), INDEX_HTML);
  writeFileSync(path.join(webDir, PRELOADS_FILE), JSON.stringify(PRELOADS));
  t = await createTestApp({}, { webDir });
  const company = await buildCompany(t.database.db, { name: "Kochi Labs" });
  const a = await buildAdmin(t.database.db, company.id, { firstName: "Anita", lastName: "Menon" });
  const e = await buildEmployee(t.database.db, company.id, { firstName: "Rahul", lastName: "Nair" });
  employeeId = e.id;
  admin = await signIn(t, a.username, a.password);
  employee = await signIn(t, e.username, e.password);
});
afterAll(async () => {
  await t?.close();
  rmSync(webDir, { recursive: true, force: true });
});

/** The user the page carries, read back as the browser's code reads it. */
function userIn(html: string): unknown {
  const match = html.match(
    new RegExp(`<script type="application/json" id="${SIGNED_IN_USER_ID}">(.*?)</script>`),
  );
  return match ? JSON.parse(match[1]!) : null;
}
/** The chunks the page lists, inert, for the entry to preload (web/lib/pageChunks.ts). */
function preloadsIn(html: string): string[] {
  const template = html.match(new RegExp(`<template id="${PAGE_CHUNKS_ID}">(.*?)</template>`));
  return [...(template?.[1] ?? "").matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map(
    (m) => m[1]!,
  );
}
const stylesIn = (html: string) =>
  [...html.matchAll(/<link rel="stylesheet" crossorigin href="([^"]+)">/g)].map((m) => m[1]);

describe("a signed-in visit's HTML", () => {
  it("carries the user exactly as GET /api/user answers it, and no cache keeps it", async () => {
    for (const client of [admin, employee]) {
      const page = await client.get("/attendance");
      expect(page.statusCode).toBe(200);
      expect(page.headers["content-type"]).toMatch(/^text\/html/);
      expect(page.headers["cache-control"]).toBe("no-store");
      expect(userIn(page.body)).toEqual((await client.get("/api/user")).json());
    }
  });

  it("names the page's stylesheets in the head and its chunks in the body, for the visitor's role", async () => {
    const adminPage = (await admin.get("/attendance")).body;
    expect(preloadsIn(adminPage)).toEqual(["/assets/Shell-1.js", "/assets/AdminView-1.js"]);
    expect(stylesIn(adminPage)).toEqual(["/assets/all-1.css"]);
    expect(adminPage.indexOf("all-1.css")).toBeLessThan(adminPage.indexOf("</head>"));
    // Nothing fetches the chunks before the first paint: their links wait in a template in the body.
    expect(adminPage.slice(0, adminPage.indexOf("</head>"))).not.toContain("modulepreload");
    expect(adminPage.indexOf(PAGE_CHUNKS_ID)).toBeGreaterThan(adminPage.indexOf("</head>"));
    const employeePage = (await employee.get("/attendance")).body;
    expect(preloadsIn(employeePage)).toEqual(["/assets/Shell-1.js", "/assets/PersonalView-1.js"]);
  });

  it("matches a page with a parameter and a trailing slash; a path of no page gets the user alone", async () => {
    expect(preloadsIn((await admin.get("/jobs/42")).body)).toEqual([
      "/assets/Shell-1.js",
      "/assets/Job-1.js",
    ]);
    expect(preloadsIn((await admin.get("/attendance/")).body)).toContain("/assets/AdminView-1.js");
    const unknown = (await admin.get("/no/such/page")).body;
    expect(preloadsIn(unknown)).toEqual([]);
    expect(userIn(unknown)).toMatchObject({ role: "ADMIN", firstName: "Anita" });
  });

  it("keeps a name that looks like markup inside the JSON, where the browser reads it back unchanged", async () => {
    const name = "</script><script>alert(1)</script><!--";
    await t.database.db.update(users).set({ lastName: name }).where(eq(users.id, employeeId));
    const html = (await employee.get("/")).body;
    expect(html).not.toContain("<script>alert(1)");
    expect(html).not.toContain("<!--");
    expect(userIn(html)).toMatchObject({ lastName: name });
    expect(jsonForScript('{"a":"<\u2028"}')).toBe('{"a":"\\u003c\\u2028"}');
    expect(JSON.parse(jsonForScript('{"a":"<\u2028"}'))).toEqual({ a: "<\u2028" });
  });

  it("is the plain file when signed out or with a cookie of no session", async () => {
    const anonymous = await clientOf(t).get("/attendance");
    expect(anonymous.body).toBe(INDEX_HTML);
    expect(anonymous.headers["cache-control"]).toBe("no-cache");
    const leaving = await clientOf(t).request({
      method: "GET",
      url: "/attendance",
      headers: { cookie: "sid=unknown-token" },
    });
    expect(leaving.body).toBe(INDEX_HTML);
  });

  it("is the plain file again once the session is removed", async () => {
    const e = await buildEmployee(t.database.db, (await buildCompany(t.database.db, {})).id, {});
    const client = await signIn(t, e.username, e.password);
    expect(userIn((await client.get("/leaves")).body)).toMatchObject({ id: e.id });
    await t.database.db.delete(sessions).where(eq(sessions.userId, e.id));
    const after = await client.get("/leaves");
    expect(after.body).toBe(INDEX_HTML);
    expect(after.headers["cache-control"]).toBe("no-cache");
  });

  it("never answers an API path with the page", async () => {
    const res = await admin.get("/api/no-such-route");
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: "Not found" });
  });
});

/** Stands in for the build's dist/ssr/signedInFirstPaint.js: each path of the test asks for one outcome. */
const FIRST_PAINT_MODULE = `
export async function renderSignedInFirstPaint(user, url) {
  if (url.endsWith("?late")) {
    await new Promise((resolve) => setTimeout(resolve, ${FIRST_PAINT_TIMEOUT_MS} + 500));
    return "<h1>Too late</h1>";
  }
  if (url.endsWith("?broken")) throw new Error("cannot draw");
  if (url.endsWith("?none")) return null;
  return '<h1 class="m_title">' + url + " drawn for " + user.role + "</h1>";
}
export async function warmSignedInFirstPaint() {
  globalThis.firstPaintWarmedAt = Date.now();
}
`;

describe("a signed-in visit's first paint", () => {
  it("is not loaded at the start, so that the server answers first: the first second's pages come without it", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "hr-first-paint-early-"));
    const file = path.join(dir, "signedInFirstPaint.mjs");
    writeFileSync(file, 'export async function renderSignedInFirstPaint() { return "<h1>drawn</h1>"; }');
    const early = await createTestApp({}, { webDir, firstPaintFile: file });
    try {
      const company = await buildCompany(early.database.db, {});
      const a = await buildAdmin(early.database.db, company.id, {});
      const client = await signIn(early, a.username, a.password);
      expect((await client.get("/payrolls")).body).toContain('<div id="root"></div>');
      await expect
        .poll(async () => (await client.get("/payrolls")).body, { timeout: 10_000 })
        .toContain("<h1>drawn</h1>");
    } finally {
      await early.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  let painted: TestApp;
  let visitor: Client;
  let paintDir: string;

  beforeAll(async () => {
    paintDir = mkdtempSync(path.join(tmpdir(), "hr-first-paint-"));
    const firstPaintFile = path.join(paintDir, "signedInFirstPaint.mjs");
    writeFileSync(firstPaintFile, FIRST_PAINT_MODULE);
    writeFileSync(path.join(webDir, "assets", "all-1.css"), ".m_title{font-size:2rem}.m_table{width:100%}");
    painted = await createTestApp({}, { webDir, firstPaintFile });
    const company = await buildCompany(painted.database.db, {});
    const a = await buildAdmin(painted.database.db, company.id, {});
    visitor = await signIn(painted, a.username, a.password);
    // The module loads a second after the start, then warms every page.
    const state = globalThis as { firstPaintWarmedAt?: number };
    for (let waited = 0; !state.firstPaintWarmedAt && waited < 10_000; waited += 50)
      await new Promise((resolve) => setTimeout(resolve, 50));
  });
  afterAll(async () => {
    await painted?.close();
    rmSync(paintDir, { recursive: true, force: true });
  });

  it("is drawn into the root, inert until the page's code replaces it, with the query it was asked with", async () => {
    const html = (await visitor.get("/attendance?view=all")).body;
    expect(html).toContain(
      '<div id="root"><div inert aria-busy="true"><h1 class="m_title">/attendance?view=all drawn for ADMIN</h1></div></div>',
    );
    expect(userIn(html)).toMatchObject({ role: "ADMIN" });
    expect(preloadsIn(html)).toEqual(["/assets/Shell-1.js", "/assets/AdminView-1.js"]);
  });

  it("draws every page once after it loads, so that the first visit of each gets its paint", () => {
    expect((globalThis as { firstPaintWarmedAt?: number }).firstPaintWarmedAt).toBeGreaterThan(0);
  });

  it("carries the stylesheet rules it uses in its head instead of waiting for the page's stylesheets", async () => {
    const html = (await visitor.get("/attendance")).body;
    const head = html.slice(0, html.indexOf("</head>"));
    expect(head).toContain("<style data-first-paint>.m_title{font-size:2rem}</style>");
    expect(head).not.toContain("m_table");
    expect(stylesIn(html)).toEqual([]);
  });

  it("is left out when it fails, is late or is not a page: the page's code draws it, as without one", async () => {
    for (const url of ["/attendance?broken", "/attendance?late", "/attendance?none"]) {
      const page = await visitor.get(url);
      expect(page.statusCode, url).toBe(200);
      expect(page.body, url).toContain('<div id="root"></div>');
      expect(userIn(page.body), url).toMatchObject({ role: "ADMIN" });
      // Without a first paint, the page's stylesheets are linked as before.
      expect(stylesIn(page.body), url).toEqual(["/assets/all-1.css"]);
      expect(page.body, url).not.toContain("data-first-paint");
    }
  });

  it("is sent compressed as the browser accepts it, and the same page once unpacked", async () => {
    const plain = await visitor.request({ method: "GET", url: "/payrolls", headers: {} });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    const br = await visitor.request({
      method: "GET",
      url: "/payrolls",
      headers: { "accept-encoding": "gzip, br" },
    });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString("utf8")).toBe(plain.body);
    const gzip = await visitor.request({
      method: "GET",
      url: "/payrolls",
      headers: { "accept-encoding": "gzip, br;q=0" },
    });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzip.rawPayload).toString("utf8")).toBe(plain.body);
  });
});
