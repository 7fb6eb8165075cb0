// Load with nothing lost (issue 13 part 5): two app processes on one PostgreSQL database behind one port (a
// TCP round-robin proxy in this process: each client connection goes to the next process in turn), driven
// by N concurrent client loops for D seconds of mixed traffic — sign-ins, leave requests and decisions,
// clock-ins, candidate status changes, payroll status changes and reads. Every write's answer is recorded;
// afterwards the database is checked: no 5xx, every acknowledged write present exactly once (and with the
// value acknowledged), every refused one absent. See bench/README.md.
import { randomUUID } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { connect, createServer, type Socket } from "node:net";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { createPool, type Database, fromPool } from "../server/db/client";
import { seedBulk } from "../server/db/seed/bulk";
import { DEFAULT_PASSWORD } from "../server/db/seed/factories";
import { PAYROLL_STATUSES } from "../shared/payroll/payroll.schema";
import { CANDIDATE_STATUSES } from "../shared/recruitment/candidates.schema";
import { Cleanup } from "./cleanup";
import { createBenchDatabase, serverBaseUrl } from "./databases";
import { log } from "./log";
import { freePort, ROOT, startServer } from "./processes";

export function settings(env: NodeJS.ProcessEnv) {
  const int = (name: string, fallback: number) => {
    const value = Number.parseInt(env[name] ?? "", 10);
    return Number.isInteger(value) && value > 0 ? value : fallback;
  };
  return {
    seconds: int("BENCH_INTEGRITY_SECONDS", 60),
    connections: int("BENCH_INTEGRITY_CONNECTIONS", 50),
  };
}
export type Settings = ReturnType<typeof settings>;

/** A TCP proxy on `port` handing each new connection to the next backend in turn. */
function roundRobinProxy(
  port: number,
  backends: number[],
  connectionsTo: number[],
): Promise<{ stop: () => Promise<void> }> {
  let next = 0;
  const open = new Set<Socket>();
  const server = createServer((client: Socket) => {
    const backend = next++ % backends.length;
    connectionsTo[backend] = (connectionsTo[backend] ?? 0) + 1;
    const upstream = connect(backends[backend]!, "127.0.0.1");
    open.add(client).add(upstream);
    client.pipe(upstream).pipe(client);
    const end = () => {
      open.delete(client);
      open.delete(upstream);
      client.destroy();
      upstream.destroy();
    };
    client.on("error", end);
    upstream.on("error", end);
    client.on("close", end);
    upstream.on("close", end);
  });
  // Stopping ends the kept-alive connections too (the servers would hold them open for 72 s).
  const stop = () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      for (const socket of open) socket.destroy();
    });
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve({ stop }));
  });
}

interface Tally {
  requests: number;
  byStatus: Record<string, number>;
  fiveHundreds: number;
  noAnswer: number;
  acknowledged: Record<string, number>;
  refused: Record<string, number>;
}

/** What the clients were told, to hold against the database afterwards. */
interface Ledger {
  leavesAcked: Map<string, number>; // reason marker → id
  leavesRefused: string[];
  decisionsAcked: Map<number, string>; // leave id → status
  decisionsRefused: { id: number; status: string }[];
  clockInsAcked: Map<number, { userId: number; date: string }>;
  clockInsRefused: { userId: number; date: string }[];
  candidateLast: Map<number, string>; // candidate id → last acknowledged status
  payrollLast: Map<number, string>; // payroll id → last acknowledged status
}

class Api {
  constructor(
    private readonly baseUrl: string,
    private readonly tally: Tally,
  ) {}

  async call(
    method: string,
    url: string,
    cookie: string | undefined,
    body?: unknown,
  ): Promise<{ status: number; json: unknown; cookie?: string }> {
    this.tally.requests++;
    let res: Response;
    try {
      res = await fetch(this.baseUrl + url, {
        method,
        headers: {
          ...(cookie ? { cookie } : {}),
          ...(body !== undefined ? { "content-type": "application/json" } : {}),
        },
        body: body !== undefined ? JSON.stringify(body) : undefined,
        signal: AbortSignal.timeout(30_000),
      });
    } catch (error) {
      this.tally.noAnswer++;
      throw error;
    }
    const text = await res.text();
    const key = String(res.status);
    this.tally.byStatus[key] = (this.tally.byStatus[key] ?? 0) + 1;
    if (res.status >= 500) this.tally.fiveHundreds++;
    const sid = res.headers
      .getSetCookie()
      .map((c) => c.split(";")[0]!)
      .find((c) => c.startsWith("sid="));
    return { status: res.status, json: text ? JSON.parse(text) : null, cookie: sid };
  }

  async signIn(username: string): Promise<string> {
    const res = await this.call("POST", "/api/login", undefined, { username, password: DEFAULT_PASSWORD });
    if (res.status !== 200 || !res.cookie) throw new Error(`sign-in of ${username} answered ${res.status}`);
    return res.cookie;
  }
}

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;
const isoDay = (d: Date) => d.toISOString().slice(0, 10);
const daysFrom = (base: Date, n: number) => new Date(base.getTime() + n * 86_400_000);

async function rows<T>(db: Database, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

export interface IntegrityResult {
  elapsedS: number;
  tally: Tally;
  /** Client connections the proxy handed to each process. */
  connectionsTo: number[];
  faults: string[];
  pass: boolean;
}

/** One run: seed, two servers behind the proxy, the traffic, the database check; everything undone after. */
export async function runLoadIntegrity(s: Settings, base: URL = serverBaseUrl()): Promise<IntegrityResult> {
  const cleanup = new Cleanup();
  const tmp = mkdtempSync(path.join(os.tmpdir(), "hr-bench-integrity-"));
  cleanup.add("remove temp dir", () => rmSync(tmp, { recursive: true, force: true }));
  try {
    const database = await createBenchDatabase(base);
    cleanup.add("drop database", () => database.drop());
    const handle = fromPool(createPool(database.url, 4));
    cleanup.add("close pool", () => handle.close());
    await handle.migrate();
    // Two companies of `connections` people each (the first its ADMIN); the second runs payroll.
    await seedBulk(handle.db, { companies: 2, employees: 2 * s.connections, days: 1 });
    const db = handle.db;
    const companies = await rows<{ id: number; payroll_enabled: boolean }>(
      db,
      sql`select id, payroll_enabled from companies order by id`,
    );
    const people = await rows<{ id: number; username: string; role: string; company_id: number }>(
      db,
      sql`select id, username, role, company_id from users where company_id is not null order by id`,
    );
    const jobs = await rows<{ id: number; company_id: number }>(
      db,
      sql`select id, company_id from jobs order by id`,
    );
    const employees = people.filter((p) => p.role === "EMPLOYEE");
    const admins = new Map(people.filter((p) => p.role === "ADMIN").map((p) => [p.company_id, p]));
    // One candidate per client loop, in the loop's company (a loop is the only one changing it).
    const candidates: number[] = [];
    for (let i = 0; i < s.connections; i++) {
      const employee = employees[i % employees.length]!;
      const job = jobs.find((j) => j.company_id === employee.company_id)!;
      const [row] = await rows<{ id: number }>(
        db,
        sql`insert into candidates (company_id, job_id, name, relevant_experience, expected_ctc, cv_file_path)
            values (${employee.company_id}, ${job.id}, ${`Candidate ${i}`}, 2, 600000, 'cv.pdf') returning id`,
      );
      candidates.push(row!.id);
    }
    const payrollCompany = companies.find((c) => c.payroll_enabled)!.id;
    const payrollRows = (
      await rows<{ id: number }>(
        db,
        sql`select id from payrolls where company_id = ${payrollCompany} order by id`,
      )
    ).map((r) => r.id);

    // Two app processes on the database, one port in front of them.
    const [portA, portB, proxyPort] = [await freePort(), await freePort(), await freePort()];
    const appUrl = `http://127.0.0.1:${proxyPort}`;
    const servers = [];
    for (const port of [portA, portB]) {
      const dataDir = path.join(tmp, String(port));
      mkdirSync(dataDir);
      const server = await startServer({
        script: "server/index.ts",
        port,
        readyPath: "/api/health",
        env: {
          PORT: String(port),
          HOST: "127.0.0.1",
          APP_URL: appUrl,
          DATA_DIR: dataDir,
          DATABASE_URL: database.url,
          LOG_LEVEL: "warn",
          AUTH_RATE_LIMIT: "1000000000",
          SESSION_SECRET: "bench-integrity-secret-0123456789",
        },
      });
      cleanup.add(`stop server ${port}`, () => server.stop());
      servers.push(server);
    }
    const connectionsTo = [0, 0];
    const proxy = await roundRobinProxy(proxyPort, [portA, portB], connectionsTo);
    cleanup.add("stop proxy", () => proxy.stop());

    const tally: Tally = {
      requests: 0,
      byStatus: {},
      fiveHundreds: 0,
      noAnswer: 0,
      acknowledged: {},
      refused: {},
    };
    const ledger: Ledger = {
      leavesAcked: new Map(),
      leavesRefused: [],
      decisionsAcked: new Map(),
      decisionsRefused: [],
      clockInsAcked: new Map(),
      clockInsRefused: [],
      candidateLast: new Map(),
      payrollLast: new Map(),
    };
    const ack = (kind: string) => {
      tally.acknowledged[kind] = (tally.acknowledged[kind] ?? 0) + 1;
    };
    const refuse = (kind: string) => {
      tally.refused[kind] = (tally.refused[kind] ?? 0) + 1;
    };
    const api = new Api(appUrl, tally);
    const adminCookies = new Map<number, string>();
    for (const [companyId, admin] of admins) adminCookies.set(companyId, await api.signIn(admin.username));
    /** Acknowledged PENDING leaves waiting for a decision, per company; each is taken by one loop. */
    const pending = new Map<number, number[]>(companies.map((c) => [c.id, []]));
    const today = new Date();

    log(
      `load-integrity: ${s.connections} connections for ${s.seconds} s through ${appUrl} → :${portA}, :${portB}`,
    );
    const deadline = performance.now() + s.seconds * 1000;
    const loop = async (i: number) => {
      const me = employees[i % employees.length]!;
      const adminCookie = adminCookies.get(me.company_id)!;
      let cookie = await api.signIn(me.username);
      while (performance.now() < deadline) {
        const roll = Math.random();
        if (roll < 0.05) {
          cookie = await api.signIn(me.username);
        } else if (roll < 0.25) {
          // A one-day leave on a random day of the next two years: overlaps are refused (409).
          const day = isoDay(daysFrom(today, 30 + Math.floor(Math.random() * 700)));
          const reason = `bench ${randomUUID()}`;
          const res = await api.call("POST", "/api/leaves", cookie, { startDate: day, endDate: day, reason });
          if (res.status === 201) {
            const id = (res.json as { id: number }).id;
            ledger.leavesAcked.set(reason, id);
            pending.get(me.company_id)!.push(id);
            ack("leave request");
          } else if (res.status < 500) {
            ledger.leavesRefused.push(reason);
            refuse("leave request");
          }
        } else if (roll < 0.37) {
          // A decision on a pending leave; one in four re-decides a decided one the other way (409).
          const decided = [...ledger.decisionsAcked.keys()];
          const queue = pending.get(me.company_id)!;
          if (Math.random() < 0.25 && decided.length > 0) {
            const id = pick(decided);
            const status = ledger.decisionsAcked.get(id) === "APPROVED" ? "REJECTED" : "APPROVED";
            const res = await api.call("PATCH", `/api/leaves/${id}/status`, adminCookie, { status });
            if (res.status === 200) throw new Error(`leave ${id} was decided twice`);
            if (res.status < 500) {
              ledger.decisionsRefused.push({ id, status });
              refuse("leave decision");
            }
          } else if (queue.length > 0) {
            const id = queue.shift()!;
            const status = Math.random() < 0.5 ? "APPROVED" : "REJECTED";
            const res = await api.call("PATCH", `/api/leaves/${id}/status`, adminCookie, { status });
            if (res.status === 200) {
              ledger.decisionsAcked.set(id, status);
              ack("leave decision");
            } else if (res.status < 500) {
              ledger.decisionsRefused.push({ id, status });
              refuse("leave decision");
            }
          }
        } else if (roll < 0.52) {
          // A clock-in on one of the last 90 days: a second one the same day is refused (409).
          const date = isoDay(daysFrom(today, -1 - Math.floor(Math.random() * 90)));
          const res = await api.call("POST", "/api/attendances", cookie, {
            attendanceDate: date,
            clockIn: "09:00",
          });
          if (res.status === 201) {
            ledger.clockInsAcked.set((res.json as { id: number }).id, { userId: me.id, date });
            ack("clock-in");
          } else if (res.status < 500) {
            ledger.clockInsRefused.push({ userId: me.id, date });
            refuse("clock-in");
          }
        } else if (roll < 0.62) {
          const id = candidates[i]!;
          const status = pick(CANDIDATE_STATUSES);
          const res = await api.call("PATCH", `/api/candidates/${id}/status`, adminCookie, { status });
          if (res.status === 200) {
            ledger.candidateLast.set(id, status);
            ack("candidate status");
          } else if (res.status < 500) refuse("candidate status");
        } else if (roll < 0.7) {
          const id = payrollRows[i % payrollRows.length]!;
          if (i >= payrollRows.length) continue;
          const status = pick(PAYROLL_STATUSES);
          const payrollCookie = adminCookies.get(payrollCompany)!;
          const res = await api.call("PATCH", `/api/payrolls/${id}/status`, payrollCookie, { status });
          if (res.status === 200) {
            ledger.payrollLast.set(id, status);
            ack("payroll status");
          } else if (res.status < 500) refuse("payroll status");
        } else {
          const company = `/api/companies/${me.company_id}`;
          if (Math.random() < 0.2) await api.call("GET", `${company}/leaves?limit=50`, adminCookie);
          else {
            const url = pick([
              "/api/user",
              "/api/leaves",
              "/api/leaves/balance",
              "/api/attendances",
              `${company}/holidays`,
            ]);
            await api.call("GET", url, cookie);
          }
        }
      }
    };
    const started = performance.now();
    const outcomes = await Promise.allSettled(Array.from({ length: s.connections }, (_, i) => loop(i)));
    const elapsedS = (performance.now() - started) / 1000;
    const loopFailures = outcomes.filter((o) => o.status === "rejected").map((o) => String(o.reason));

    // The database against what the clients were told.
    const faults: string[] = [...loopFailures];
    const leaves = await rows<{ id: number; reason: string; status: string }>(
      db,
      sql`select id, reason, status from leave_requests where reason like 'bench %'`,
    );
    const byReason = new Map<string, { id: number; status: string }[]>();
    for (const l of leaves) byReason.set(l.reason, [...(byReason.get(l.reason) ?? []), l]);
    for (const [reason, id] of ledger.leavesAcked) {
      const found = byReason.get(reason) ?? [];
      if (found.length !== 1 || found[0]!.id !== id) faults.push(`leave ${id}: ${found.length} rows`);
    }
    for (const reason of ledger.leavesRefused)
      if (byReason.has(reason)) faults.push(`refused leave "${reason}" is stored`);
    if (leaves.length !== ledger.leavesAcked.size)
      faults.push(`${leaves.length} bench leaves stored, ${ledger.leavesAcked.size} acknowledged`);
    const leaveStatus = new Map(leaves.map((l) => [l.id, l.status]));
    for (const [id, status] of ledger.decisionsAcked)
      if (leaveStatus.get(id) !== status)
        faults.push(`leave ${id}: ${leaveStatus.get(id)}, acknowledged ${status}`);
    for (const { id, status } of ledger.decisionsRefused)
      if (!ledger.decisionsAcked.has(id) && leaveStatus.get(id) === status)
        faults.push(`leave ${id}: refused decision ${status} stored`);

    const attendance = await rows<{ id: number; user_id: number; date: string; n: number }>(
      db,
      sql`select min(id) as id, user_id, attendance_date::text as date, count(*)::int as n
          from attendances where attendance_date < current_date group by user_id, attendance_date`,
    );
    const attendanceByDay = new Map(attendance.map((a) => [`${a.user_id} ${a.date}`, a]));
    for (const [id, { userId, date }] of ledger.clockInsAcked) {
      const found = attendanceByDay.get(`${userId} ${date}`);
      if (found?.n !== 1 || Number(found.id) !== id)
        faults.push(`clock-in ${id} of ${userId} on ${date}: ${found?.n ?? 0} rows`);
    }
    for (const { userId, date } of ledger.clockInsRefused) {
      const found = attendanceByDay.get(`${userId} ${date}`);
      if (found && !ledger.clockInsAcked.has(Number(found.id)))
        faults.push(`refused clock-in of ${userId} on ${date} is stored`);
    }
    const acknowledgedDays = new Set([...ledger.clockInsAcked.values()].map((c) => `${c.userId} ${c.date}`));
    if (attendance.length !== acknowledgedDays.size)
      faults.push(`${attendance.length} past attendance days stored, ${acknowledgedDays.size} acknowledged`);

    const candidateRows = await rows<{ id: number; status: string }>(
      db,
      sql`select id, status from candidates`,
    );
    const candidateStatus = new Map(candidateRows.map((c) => [c.id, c.status]));
    for (const [id, status] of ledger.candidateLast)
      if (candidateStatus.get(id) !== status)
        faults.push(`candidate ${id}: ${candidateStatus.get(id)}, acknowledged ${status}`);
    const payrollStatus = new Map(
      (await rows<{ id: number; status: string }>(db, sql`select id, status from payrolls`)).map((p) => [
        p.id,
        p.status,
      ]),
    );
    for (const [id, status] of ledger.payrollLast)
      if (payrollStatus.get(id) !== status)
        faults.push(`payroll ${id}: ${payrollStatus.get(id)}, acknowledged ${status}`);

    const pass = faults.length === 0 && tally.fiveHundreds === 0 && tally.noAnswer === 0;
    return { elapsedS, tally, connectionsTo, faults, pass };
  } finally {
    await cleanup.runAll();
  }
}

export async function main(): Promise<number> {
  const s = settings(process.env);
  const result = await runLoadIntegrity(s);
  const { elapsedS, tally, connectionsTo, faults, pass } = result;
  const writesAcked = Object.values(tally.acknowledged).reduce((a, b) => a + b, 0);
  const writesRefused = Object.values(tally.refused).reduce((a, b) => a + b, 0);
  const kinds = [...new Set([...Object.keys(tally.acknowledged), ...Object.keys(tally.refused)])].sort();
  const lines = [
    "| write | acknowledged | refused |",
    "| --- | --: | --: |",
    ...kinds.map((k) => `| ${k} | ${tally.acknowledged[k] ?? 0} | ${tally.refused[k] ?? 0} |`),
    `| **all** | **${writesAcked}** | **${writesRefused}** |`,
  ];
  process.stdout.write(
    `\n## Load with nothing lost: 2 processes on PostgreSQL behind one port, ${s.connections} connections, ${elapsedS.toFixed(1)} s\n\n` +
      `${tally.requests} requests (${Math.round(tally.requests / elapsedS)}/s), answers ${JSON.stringify(tally.byStatus)}, ` +
      `5xx ${tally.fiveHundreds}, no answer ${tally.noAnswer}; client connections to the two processes ${connectionsTo.join(" / ")}\n\n${lines.join("\n")}\n\n` +
      `Database check: ${faults.length === 0 ? "every acknowledged write present exactly once, every refused one absent" : `${faults.length} faults:\n${faults.slice(0, 20).join("\n")}`}\n` +
      `Verdict: ${pass ? "PASS" : "FAIL"}\n`,
  );
  const dir = path.join(ROOT, "bench", "results");
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `load-integrity-${new Date().toISOString().replace(/[:.]/g, "-")}.json`);
  writeFileSync(
    file,
    `${JSON.stringify({ at: new Date().toISOString(), settings: s, ...result }, null, 2)}\n`,
  );
  process.stdout.write(`\nResults: ${path.relative(ROOT, file)}\n`);
  return pass ? 0 : 1;
}
