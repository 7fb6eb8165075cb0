import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { FastifyInstance, InjectOptions, LightMyRequestResponse, RouteOptions } from "fastify";
import { buildApp } from "../app";
import { type Config, loadConfig } from "../config";
import type { DatabaseHandle } from "../db/client";
import type { Mailer } from "../lib/mail";
import type { StatementRecorder } from "./statements";
import { createTestDatabase } from "./test-database";

export const APP_URL = "http://localhost:3999";

/** A clock the test can move forward. */
export class TestClock {
  private offsetMs = 0;
  now = (): Date => new Date(Date.now() + this.offsetMs);
  advance(ms: number): void {
    this.offsetMs += ms;
  }
  /** Moves the clock to an instant (it keeps ticking from there). */
  setTo(iso: string): void {
    this.offsetMs = Date.parse(iso) - Date.now();
  }
}

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  config: Config;
  clock: TestClock;
  /** Every route the app registered, as Fastify's onRoute saw it. */
  routes: RouteOptions[];
  /** The local mailbox (DATA_DIR/mail) the app writes real .eml files to. */
  mailbox: Mailbox;
  close(): Promise<void>;
}

/** The whole app on a fresh database of its own, with a file mailbox in a temporary DATA_DIR. */
export async function createTestApp(
  env: Record<string, string> = {},
  deps: {
    mailer?: Mailer;
    /** A built web app to serve too (none by default), and the module drawing its first paints. */
    webDir?: string;
    firstPaintFile?: string;
    /** Records what each request sends to the database (server/test/statements.ts). */
    statements?: StatementRecorder;
    /** On PostgreSQL, the address the app connects by, given the database's (a relay: round-trips.ts). */
    postgresThrough?: (url: string) => string;
  } = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "hr-test-"));
  const config = loadConfig({
    DATA_DIR: dataDir,
    APP_URL,
    LOG_LEVEL: "silent",
    AUTH_RATE_LIMIT: "1000",
    SESSION_SECRET: "test-secret-test-secret-test-secret",
    ...env,
  });
  const database = await createTestDatabase(deps.statements, deps.postgresThrough);
  const clock = new TestClock();
  const routes: RouteOptions[] = [];
  const app = await buildApp({
    config,
    db: database.db,
    now: clock.now,
    mailer: deps.mailer,
    serveWeb: deps.webDir !== undefined,
    webDir: deps.webDir,
    firstPaintFile: deps.firstPaintFile,
    routeObserver: (route) => {
      routes.push(route);
      deps.statements?.observe(route);
    },
  });
  await app.ready();
  return {
    app,
    database,
    config,
    clock,
    routes,
    mailbox: new Mailbox(path.join(dataDir, "mail")),
    async close() {
      await app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Reads the .eml files the app wrote. */
export class Mailbox {
  constructor(readonly dir: string) {}

  all(): { to: string; subject: string; raw: string }[] {
    let files: string[] = [];
    try {
      files = readdirSync(this.dir).sort();
    } catch {
      return [];
    }
    return files.map((f) => {
      const raw = readFileSync(path.join(this.dir, f), "utf8");
      return {
        raw,
        to: /^To: (.*)$/m.exec(raw)?.[1]?.trim() ?? "",
        subject: /^Subject: (.*)$/m.exec(raw)?.[1]?.trim() ?? "",
      };
    });
  }

  /** Waits (up to `ms`) for a mail to an address with a subject: for mail sent in the background. */
  async waitFor(to: string, subjectIncludes: string, ms = 5000): Promise<void> {
    const deadline = Date.now() + ms;
    const arrived = () => this.all().some((m) => m.to.includes(to) && m.subject.includes(subjectIncludes));
    while (!arrived()) {
      if (Date.now() > deadline)
        throw new Error(`no mail to ${to} about "${subjectIncludes}" within ${ms} ms`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  /** The last mail to an address with a subject, and the first link in it with a token. */
  lastLinkTo(to: string, subjectIncludes: string): { link: string; token: string } {
    const mail = this.all()
      .filter((m) => m.to.includes(to) && m.subject.includes(subjectIncludes))
      .at(-1);
    if (!mail) throw new Error(`no mail to ${to} about "${subjectIncludes}"`);
    const body = mail.raw.replace(/=\r?\n/g, "").replace(/=3D/g, "=");
    const link = /https?:\/\/\S*token=[\w%-]+/.exec(body)?.[0];
    if (!link) throw new Error("no link in the mail");
    return { link, token: decodeURIComponent(new URL(link).searchParams.get("token") ?? "") };
  }
}

/** A browser-like client: keeps the session cookie between calls. */
export class Client {
  private cookie: string | undefined;
  constructor(
    private readonly app: FastifyInstance,
    private readonly ip = "127.0.0.1",
  ) {}

  async request(options: InjectOptions): Promise<LightMyRequestResponse> {
    const headers = { ...(options.headers ?? {}), ...(this.cookie ? { cookie: this.cookie } : {}) };
    const res = await this.app.inject({ remoteAddress: this.ip, ...options, headers });
    const setCookie = res.headers["set-cookie"];
    const first = Array.isArray(setCookie) ? setCookie[0] : setCookie;
    if (first) {
      const pair = first.split(";")[0]!;
      this.cookie = pair.endsWith("=") ? undefined : pair;
    }
    return res;
  }

  get = (url: string) => this.request({ method: "GET", url });
  post = (url: string, payload?: unknown) =>
    this.request({ method: "POST", url, payload: payload as InjectOptions["payload"] });
  patch = (url: string, payload?: unknown) =>
    this.request({ method: "PATCH", url, payload: payload as InjectOptions["payload"] });
  put = (url: string, payload?: unknown) =>
    this.request({ method: "PUT", url, payload: payload as InjectOptions["payload"] });
  delete = (url: string) => this.request({ method: "DELETE", url });

  get sessionCookie(): string | undefined {
    return this.cookie;
  }
}
