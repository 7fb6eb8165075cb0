import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
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

beforeAll(async () => {
  webDir = mkdtempSync(path.join(tmpdir(), "hr-web-"));
  mkdirSync(path.join(webDir, "assets"));
  writeFileSync(path.join(webDir, "index.html"), "<!doctype html><title>HR</title><div id=root></div>");
  writeFileSync(path.join(webDir, "assets", "main-abc123.js"), "console.log('app')");
  writeFileSync(path.join(webDir, "assets", "charts-def456.js"), BIG_ASSET);
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
