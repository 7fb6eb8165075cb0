import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import http from "node:http";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

/**
 * `node --import tsx server/index.ts` as `npm start` runs it, with WEB_CONCURRENCY=2: on PostgreSQL a
 * primary and two app processes on one port (server/cluster.ts); on the embedded database one process.
 * Every request goes on a connection of its own, so the cluster hands them out in turn.
 */
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const SUPER_ADMIN = { username: "cluster-root@example.com", password: "Cluster-Passw0rd!" };

interface LogLine {
  pid: number;
  msg: string;
  level: number;
  [key: string]: unknown;
}

interface Server {
  child: ChildProcess;
  port: number;
  lines: LogLine[];
  exit: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

async function startServer(env: Record<string, string>): Promise<Server> {
  const port = await freePort();
  const child = spawn(process.execPath, ["--import", "tsx", "server/index.ts"], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH ?? "/usr/bin:/bin",
      PORT: String(port),
      HOST: "127.0.0.1",
      LOG_LEVEL: "info",
      SESSION_SECRET: "cluster-test-secret-0123456789",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const lines: LogLine[] = [];
  let rest = "";
  child.stdout?.on("data", (chunk: Buffer) => {
    const text = rest + chunk.toString("utf8");
    const parts = text.split("\n");
    rest = parts.pop() ?? "";
    for (const part of parts) if (part.startsWith("{")) lines.push(JSON.parse(part) as LogLine);
  });
  child.stderr?.on("data", (chunk: Buffer) => process.stderr.write(chunk));
  const exit = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on("exit", (code, signal) => resolve({ code, signal })),
  );
  return { child, port, lines, exit };
}

async function waitFor<T>(what: string, probe: () => T | undefined | false, timeoutMs = 45_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = probe();
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** One request on a new connection (no keep-alive agent). */
function request(
  port: number,
  method: string,
  url: string,
  options: { cookie?: string; body?: unknown } = {},
): Promise<{ status: number; setCookie: string[] }> {
  return new Promise((resolve, reject) => {
    const body = options.body === undefined ? undefined : JSON.stringify(options.body);
    const req = http.request(
      {
        host: "127.0.0.1",
        port,
        method,
        path: url,
        agent: false,
        headers: {
          ...(options.cookie ? { cookie: options.cookie } : {}),
          ...(body ? { "content-type": "application/json" } : {}),
        },
      },
      (res) => {
        res.resume();
        res.on("end", () =>
          resolve({ status: res.statusCode ?? 0, setCookie: res.headers["set-cookie"] ?? [] }),
        );
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}

const isRunning = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

const pidsServing = (server: Server, url: string) =>
  new Set(
    server.lines
      .filter((l) => l.msg === "incoming request" && (l.req as { url: string }).url === url)
      .map((l) => l.pid),
  );

const listeningLines = (server: Server) => server.lines.filter((l) => l.msg === "app process listening");

describe.runIf(process.env.TEST_DATABASE_URL)("WEB_CONCURRENCY=2 on PostgreSQL (server/cluster.ts)", () => {
  const base = process.env.TEST_DATABASE_URL!;
  const name = `hr_cluster_${randomBytes(4).toString("hex")}`;
  let dataDir = "";
  let server: Server;
  let cookie = "";

  const adminQuery = async (sql: string) => {
    const client = new pg.Client({ connectionString: base });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), "hr-cluster-"));
    await adminQuery(`create database ${name}`);
    const url = new URL(base);
    url.pathname = `/${name}`;
    server = await startServer({
      DATABASE_URL: url.toString(),
      WEB_CONCURRENCY: "2",
      DATA_DIR: dataDir,
      SUPER_ADMIN_EMAIL: SUPER_ADMIN.username,
      SUPER_ADMIN_PASSWORD: SUPER_ADMIN.password,
    });
    await waitFor("the ready line", () => server.lines.find((l) => l.msg === "HR platform ready"), 60_000);
  }, 90_000);

  afterAll(async () => {
    if (server && server.child.exitCode === null && server.child.signalCode === null) {
      for (const line of listeningLines(server)) if (isRunning(line.pid)) process.kill(line.pid, "SIGKILL");
      server.child.kill("SIGKILL");
      await server.exit;
    }
    await adminQuery(`drop database if exists ${name} with (force)`);
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }, 30_000);

  it("prepares the database once in the primary and serves from two other processes", async () => {
    const primary = server.child.pid!;
    const ready = server.lines.find((l) => l.msg === "HR platform ready")!;
    expect(ready).toMatchObject({ pid: primary, processes: 2, database: "postgresql" });
    const created = server.lines.filter((l) => l.msg === "super admin created from the environment");
    expect(created.map((l) => l.pid)).toEqual([primary]);
    // The start's check of PostgreSQL's own upkeep (docs/OPERATIONS.md): by the primary, once, when it is off.
    const client = new pg.Client({ connectionString: base });
    await client.connect();
    const { rows } = await client
      .query<{ setting: string }>(
        "select setting from pg_settings where name in ('autovacuum', 'track_counts')",
      )
      .finally(() => client.end());
    const upkeepOff = rows.some((r) => r.setting !== "on");
    const warned = server.lines.filter((l) => l.level === 40 && l.msg.startsWith("PostgreSQL's "));
    expect(warned.map((l) => l.pid)).toEqual(upkeepOff ? [primary] : []);

    // Each worker logs its line after its listen, so it may come just after the primary's ready line.
    const workers = await waitFor(
      "both workers' lines",
      () => listeningLines(server).length === 2 && listeningLines(server),
    );
    expect(workers.map((l) => l.slot).sort()).toEqual([1, 2]);
    expect(new Set(workers.map((l) => l.pid)).size).toBe(2);
    expect(workers.map((l) => l.pid)).not.toContain(primary);
    // The periodic jobs run in one process only.
    expect(workers.filter((l) => l.periodicJobs).map((l) => l.slot)).toEqual([1]);

    for (let i = 0; i < 6; i++) expect((await request(server.port, "GET", "/api/health")).status).toBe(200);
    await waitFor("the health checks' log lines", () => pidsServing(server, "/api/health").size === 2);
    expect([...pidsServing(server, "/api/health")].sort()).toEqual(workers.map((l) => l.pid).sort());
  }, 30_000);

  it("keeps a session signed in on one process valid on every process", async () => {
    const login = await request(server.port, "POST", "/api/login", { body: SUPER_ADMIN });
    expect(login.status).toBe(200);
    cookie = login.setCookie.map((c) => c.split(";")[0]!).find((c) => c.startsWith("sid="))!;
    expect(cookie).toBeDefined();

    for (let i = 0; i < 6; i++)
      expect((await request(server.port, "GET", "/api/user", { cookie })).status).toBe(200);
    expect((await request(server.port, "GET", "/api/user")).status).toBe(401);
    await waitFor("two processes answering /api/user", () => pidsServing(server, "/api/user").size === 2);
  }, 30_000);

  it("restarts an app process that dies, the others serving meanwhile", async () => {
    const second = listeningLines(server).find((l) => l.slot === 2)!;
    process.kill(second.pid, "SIGKILL");
    const ended = await waitFor("the restart line", () =>
      server.lines.find((l) => l.msg === "an app process ended; restarting it"),
    );
    expect(ended).toMatchObject({ slot: 2, pid: second.pid, signal: "SIGKILL", restartInMs: 1000 });
    expect((await request(server.port, "GET", "/api/user", { cookie })).status).toBe(200);

    const again = await waitFor("the new process", () =>
      listeningLines(server).find((l) => l.slot === 2 && l.pid !== second.pid),
    );
    expect(again.periodicJobs).toBe(false);
    const before = pidsServing(server, "/api/user");
    for (let i = 0; i < 4; i++)
      expect((await request(server.port, "GET", "/api/user", { cookie })).status).toBe(200);
    await waitFor("the new process answering", () => pidsServing(server, "/api/user").has(again.pid));
    expect(before.has(again.pid)).toBe(false);
  }, 30_000);

  it("ends every process on SIGTERM, and the primary exits 0 after them", async () => {
    const workerPids = listeningLines(server).map((l) => l.pid);
    server.child.kill("SIGTERM");
    expect(await server.exit).toEqual({ code: 0, signal: null });
    expect(workerPids.filter(isRunning)).toEqual([]);
    expect(server.lines.filter((l) => l.msg === "shutting down").length).toBeGreaterThanOrEqual(3);
  }, 40_000);
});

// Starting a server takes seconds, so this runs where the test above does: in the runs with PostgreSQL.
describe.runIf(process.env.TEST_DATABASE_URL)("WEB_CONCURRENCY=2 on the embedded database", () => {
  it("serves from one process and says why", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "hr-cluster-embedded-"));
    const server = await startServer({ WEB_CONCURRENCY: "2", DATA_DIR: dataDir });
    try {
      const ready = await waitFor("the ready line", () =>
        server.lines.find((l) => l.msg === "HR platform ready"),
      );
      expect(ready).toMatchObject({ pid: server.child.pid, processes: 1 });
      expect(server.lines.find((l) => l.msg.startsWith("WEB_CONCURRENCY is ignored"))).toMatchObject({
        level: 40,
        webConcurrency: 2,
      });
      expect(listeningLines(server)).toEqual([]);
      expect((await request(server.port, "GET", "/api/health")).status).toBe(200);
      await waitFor("the health check's log line", () => pidsServing(server, "/api/health").size > 0);
      expect([...pidsServing(server, "/api/health")]).toEqual([server.child.pid]);
    } finally {
      server.child.kill("SIGTERM");
      expect(await server.exit).toEqual({ code: 0, signal: null });
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
