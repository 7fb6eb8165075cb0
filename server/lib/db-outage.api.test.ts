import net from "node:net";
import { afterAll, describe, expect, it } from "vitest";
import { buildApp } from "../app";
import { loadConfig } from "../config";
import { createPool, fromPool } from "../db/client";

/**
 * PostgreSQL behind a TCP proxy that the test switches off and on: while it is off every database call
 * answers 503 `Service temporarily unavailable`; when it is back the app recovers without a restart.
 */
const target = new URL(process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres");

class SwitchableProxy {
  private server: net.Server | undefined;
  private sockets = new Set<net.Socket>();
  constructor(readonly port: number) {}

  async on(): Promise<void> {
    this.server = net.createServer((client) => {
      const upstream = net.connect(Number(target.port || 5432), target.hostname);
      for (const s of [client, upstream]) {
        this.sockets.add(s);
        s.on("error", () => s.destroy());
        s.on("close", () => this.sockets.delete(s));
      }
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((resolve) => this.server!.listen(this.port, "127.0.0.1", resolve));
  }

  async off(): Promise<void> {
    for (const s of this.sockets) s.destroy();
    if (this.server) await new Promise<void>((resolve) => this.server!.close(() => resolve()));
    this.server = undefined;
  }
}

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe("database outage", () => {
  let cleanup: (() => Promise<void>) | undefined;
  afterAll(async () => cleanup?.());

  it("answers 503 while PostgreSQL is unreachable and recovers by itself", async () => {
    const proxy = new SwitchableProxy(await freePort());
    const url = new URL(target);
    url.host = `127.0.0.1:${proxy.port}`;
    const handle = fromPool(createPool(url.toString(), 2));
    const app = await buildApp({
      config: loadConfig({
        DATA_DIR: "/tmp/hr-outage-test",
        LOG_LEVEL: "silent",
        SESSION_SECRET: "x".repeat(32),
      }),
      db: handle.db,
      serveWeb: false,
    });
    cleanup = async () => {
      await app.close();
      await handle.close();
      await proxy.off();
    };

    const down = await app.inject({ method: "GET", url: "/api/health" });
    expect(down.statusCode).toBe(503);
    expect(down.json()).toEqual({ message: "Service temporarily unavailable" });
    const login = await app.inject({
      method: "POST",
      url: "/api/login",
      payload: { username: "a@b.c", password: "x" },
    });
    expect(login.statusCode).toBe(503);

    await proxy.on();
    const up = await app.inject({ method: "GET", url: "/api/health" });
    expect(up.statusCode).toBe(200);

    await proxy.off();
    const downAgain = await app.inject({ method: "GET", url: "/api/health" });
    expect(downAgain.statusCode).toBe(503);
    await proxy.on();
    expect((await app.inject({ method: "GET", url: "/api/health" })).statusCode).toBe(200);
  });
});
