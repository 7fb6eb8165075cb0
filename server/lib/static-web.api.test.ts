import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app";
import { loadConfig } from "../config";
import type { DatabaseHandle } from "../db/client";
import { createTestDatabase } from "../test/test-database";

let app: FastifyInstance;
let database: DatabaseHandle;
let webDir: string;
/** A chunk large enough to stream in many pieces (a file is sent after its handler returns). */
const BIG_ASSET = `/* charts */${"x".repeat(3 * 1024 * 1024)}`;
/** Large enough (over 1 KB) for the build to write its .br and .gz copies. */
const INDEX_HTML = `<!doctype html><title>HR</title>${'<link rel="modulepreload" href="/assets/ui-base-0f1e2d.js">'.repeat(40)}<div id=root></div>`;
/** index.html with the sign-in screen's first paint in its root (scripts/prerender.mjs writes it). */
const AUTH_HTML = INDEX_HTML.replace(
  "<div id=root></div>",
  "<div id=root><main><h2>Welcome back</h2></main></div>",
);
const APP_JS = Array.from({ length: 400 }, (_, i) => `export const label${i} = "Leave request ${i}";`).join(
  "\n",
);
const PRECOMPRESS = path.resolve(import.meta.dirname, "../../scripts/precompress.mjs");

beforeAll(async () => {
  webDir = mkdtempSync(path.join(tmpdir(), "hr-web-"));
  mkdirSync(path.join(webDir, "assets"));
  mkdirSync(path.join(webDir, ".vite"));
  writeFileSync(path.join(webDir, "index.html"), INDEX_HTML);
  writeFileSync(path.join(webDir, "auth.html"), AUTH_HTML);
  writeFileSync(path.join(webDir, "assets", "main-abc123.js"), "console.log('app')");
  writeFileSync(path.join(webDir, "assets", "charts-def456.js"), BIG_ASSET);
  writeFileSync(path.join(webDir, "assets", "app-9f8e7d.js"), APP_JS);
  writeFileSync(path.join(webDir, "assets", "logo-aa11bb.png"), Buffer.alloc(4096, 7));
  writeFileSync(path.join(webDir, ".vite", "manifest.json"), JSON.stringify({ pad: "m".repeat(4096) }));
  execFileSync(process.execPath, [PRECOMPRESS, webDir], { stdio: "pipe" });
  // A compressed copy left without its file (never written by the build): must never be sent.
  writeFileSync(
    path.join(webDir, "assets", "orphan-0a0b0c.js.br"),
    readFileSync(`${webDir}/assets/app-9f8e7d.js.br`),
  );
  database = await createTestDatabase();
  app = await buildApp({
    config: loadConfig({ DATA_DIR: webDir, LOG_LEVEL: "silent", SESSION_SECRET: "s".repeat(32) }),
    db: database.db,
    webDir,
  });
});
afterAll(async () => {
  await app?.close();
  await database?.close();
  rmSync(webDir, { recursive: true, force: true });
});

describe("serving the web app", () => {
  it("answers every non-API path with index.html (SPA fallback), never cached", async () => {
    for (const url of ["/", "/auth?verified=true", "/employees", "/jobs/42", "/no/such/page"]) {
      const res = await app.inject({ method: "GET", url });
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-type"]).toMatch(/text\/html/);
      expect(res.body).toContain("<div id=root>");
      expect(res.headers["cache-control"]).toBe("no-cache");
    }
  });

  it("answers /auth with the sign-in screen's first paint, and /auth with a query with the plain page", async () => {
    const plain = await app.inject({ method: "GET", url: "/auth" });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers["content-type"]).toMatch(/text\/html/);
    expect(plain.headers["cache-control"]).toBe("no-cache");
    expect(plain.body).toBe(AUTH_HTML);
    for (const url of ["/auth?tab=signup", "/auth?verified=false", "/"]) {
      expect((await app.inject({ method: "GET", url })).body, url).toBe(INDEX_HTML);
    }
  });

  it("serves hashed assets with a long, immutable cache", async () => {
    const res = await app.inject({ method: "GET", url: "/assets/main-abc123.js" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toContain("immutable");
  });

  it("streams a large asset whole, byte for byte, several at once", async () => {
    const answers = await Promise.all(
      [1, 2, 3].map(() => app.inject({ method: "GET", url: "/assets/charts-def456.js" })),
    );
    for (const res of answers) {
      expect(res.statusCode).toBe(200);
      expect(res.body.length).toBe(BIG_ASSET.length);
      expect(res.body).toBe(BIG_ASSET);
    }
  });

  it("keeps API paths JSON: an unknown one is a 404 message, not the page", async () => {
    const res = await app.inject({ method: "GET", url: "/api/unknown" });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: "Not found" });
  });
});

describe("precompressing the build (scripts/precompress.mjs)", () => {
  const sibling = (file: string) => path.join(webDir, file);

  it("writes a .br and a .gz beside each compressible file that decompress to it", () => {
    for (const file of ["index.html", "assets/app-9f8e7d.js", "assets/charts-def456.js"]) {
      const original = readFileSync(sibling(file));
      // Buffer#equals: toEqual walks a 3 MB buffer byte by byte for half a minute.
      expect(brotliDecompressSync(readFileSync(sibling(`${file}.br`))).equals(original)).toBe(true);
      expect(gunzipSync(readFileSync(sibling(`${file}.gz`))).equals(original)).toBe(true);
    }
  });

  it("skips files under 1 KB, formats compressed already, and dot folders", () => {
    for (const file of ["assets/main-abc123.js", "assets/logo-aa11bb.png", ".vite/manifest.json"]) {
      expect(existsSync(sibling(`${file}.br`))).toBe(false);
      expect(existsSync(sibling(`${file}.gz`))).toBe(false);
    }
  });
});

describe("serving the precompressed copies", () => {
  const get = (url: string, acceptEncoding?: string, method: "GET" | "HEAD" = "GET") =>
    app.inject({ method, url, headers: acceptEncoding ? { "accept-encoding": acceptEncoding } : {} });
  const brFile = () => readFileSync(path.join(webDir, "assets/app-9f8e7d.js.br"));

  it("sends the brotli copy to a browser that accepts br, with the original's type and cache", async () => {
    const res = await get("/assets/app-9f8e7d.js", "gzip, deflate, br, zstd");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-encoding"]).toBe("br");
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers["content-type"]).toMatch(/^application\/javascript/);
    expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(Number(res.headers["content-length"])).toBe(brFile().length);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(APP_JS);
  });

  it("sends the gzip copy when gzip is all the browser accepts", async () => {
    for (const acceptEncoding of ["gzip", "gzip, deflate", "br;q=0, gzip"]) {
      const res = await get("/assets/app-9f8e7d.js", acceptEncoding);
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-encoding"]).toBe("gzip");
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(res.headers["content-type"]).toMatch(/^application\/javascript/);
      expect(res.headers["cache-control"]).toContain("immutable");
      expect(gunzipSync(res.rawPayload).toString()).toBe(APP_JS);
    }
  });

  it("sends the file itself when the browser accepts neither, still varying on Accept-Encoding", async () => {
    for (const acceptEncoding of [undefined, "identity", "deflate"]) {
      const res = await get("/assets/app-9f8e7d.js", acceptEncoding);
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-encoding"]).toBeUndefined();
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(res.headers["content-type"]).toMatch(/^application\/javascript/);
      expect(res.body).toBe(APP_JS);
    }
  });

  it("sends a file without copies (under 1 KB) as it is", async () => {
    const res = await get("/assets/main-abc123.js", "br, gzip");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-encoding"]).toBeUndefined();
    expect(res.body).toBe("console.log('app')");
  });

  it("answers HEAD with the copy's headers and no body", async () => {
    const res = await get("/assets/app-9f8e7d.js", "br", "HEAD");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-encoding"]).toBe("br");
    expect(res.headers["content-type"]).toMatch(/^application\/javascript/);
    expect(Number(res.headers["content-length"])).toBe(brFile().length);
    expect(res.rawPayload.length).toBe(0);
  });

  it("compresses the SPA fallback too, never cached", async () => {
    for (const url of ["/", "/employees"]) {
      const res = await get(url, "gzip, br");
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-encoding"]).toBe("br");
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(res.headers["content-type"]).toMatch(/^text\/html/);
      expect(res.headers["cache-control"]).toBe("no-cache");
      expect(brotliDecompressSync(res.rawPayload).toString()).toBe(INDEX_HTML);
    }
  });

  it("never sends a copy whose file does not exist, nor a copy at its own address", async () => {
    for (const url of ["/assets/orphan-0a0b0c.js", "/assets/app-9f8e7d.js.br", "/assets/app-9f8e7d.js.gz"]) {
      const res = await get(url, "br");
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-type"]).toMatch(/^text\/html/);
      expect(res.headers["cache-control"]).toBe("no-cache");
      expect(brotliDecompressSync(res.rawPayload).toString()).toBe(INDEX_HTML);
      const plain = await get(url);
      expect(plain.headers["content-encoding"]).toBeUndefined();
      expect(plain.body).toBe(INDEX_HTML);
    }
  });
});
