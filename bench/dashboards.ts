// The dashboards benchmark (issue 6): loads a large data set into PostgreSQL (200 companies, 20,000 people,
// 365 days of attendance by default), boots the server on it and measures the latency of both dashboard
// calls, one request at a time. Targets: company dashboard p95 ≤ 30 ms, super admin p95 ≤ 150 ms.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { createPool, fromPool } from "../server/db/client";
import { seedBulk } from "../server/db/seed/bulk";
import { Cleanup } from "./cleanup";
import { createBenchDatabase, serverBaseUrl } from "./databases";
import { percentiles } from "./latency";
import { log } from "./log";
import { freePort, ROOT, startServer } from "./processes";
import { signIn } from "./sign-in";

const TARGETS = { company: 30, superAdmin: 150 } as const;

function settings(env: NodeJS.ProcessEnv) {
  const int = (name: string, fallback: number) => {
    const value = Number.parseInt(env[name] ?? "", 10);
    return Number.isInteger(value) && value > 0 ? value : fallback;
  };
  return {
    companies: int("BENCH_DASH_COMPANIES", 200),
    employees: int("BENCH_DASH_EMPLOYEES", 20_000),
    days: int("BENCH_DASH_DAYS", 365),
    requests: int("BENCH_DASH_REQUESTS", 300),
  };
}

/** `requests` sequential calls after a warm-up; every answer must be 200. */
async function measure(url: string, cookie: string, requests: number) {
  const call = async () => {
    const started = performance.now();
    const res = await fetch(url, { headers: { cookie } });
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`${url} answered ${res.status}`);
    return performance.now() - started;
  };
  for (let i = 0; i < 20; i++) await call();
  const samples: number[] = [];
  for (let i = 0; i < requests; i++) samples.push(await call());
  return percentiles(samples);
}

export async function main(): Promise<number> {
  const s = settings(process.env);
  const cleanup = new Cleanup();
  const tmp = mkdtempSync(path.join(os.tmpdir(), "hr-bench-dash-"));
  cleanup.add("remove temp dir", () => rmSync(tmp, { recursive: true, force: true }));
  try {
    const database = await createBenchDatabase(serverBaseUrl());
    cleanup.add("drop database", () => database.drop());
    log(
      `dashboards: loading ${s.companies} companies, ${s.employees} people, ${s.days} days into ${database.name}`,
    );
    const handle = fromPool(createPool(database.url, 4));
    await handle.migrate();
    const seedStarted = Date.now();
    const bulk = await seedBulk(handle.db, { companies: s.companies, employees: s.employees, days: s.days });
    const seedSeconds = (Date.now() - seedStarted) / 1000;
    await handle.db.execute(sql`analyze`);
    await handle.close();
    log(`dashboards: ${bulk.attendances} attendance records in ${seedSeconds.toFixed(1)} s`);

    const port = await freePort();
    const server = await startServer({
      script: "server/index.ts",
      port,
      readyPath: "/api/health",
      env: {
        PORT: String(port),
        HOST: "127.0.0.1",
        APP_URL: `http://127.0.0.1:${port}`,
        DATA_DIR: tmp,
        DATABASE_URL: database.url,
        LOG_LEVEL: "warn",
        AUTH_RATE_LIMIT: "100000",
      },
    });
    cleanup.add("stop server", () => server.stop());
    const adminCookie = await signIn(server.baseUrl, bulk.adminUsername);
    const rootCookie = await signIn(server.baseUrl, bulk.superAdminUsername);
    const company = await measure(
      `${server.baseUrl}/api/companies/${bulk.firstCompanyId}/dashboard`,
      adminCookie,
      s.requests,
    );
    const superAdmin = await measure(`${server.baseUrl}/api/super-admin/dashboard`, rootCookie, s.requests);

    const rows = [
      { call: `GET /api/companies/{id}/dashboard`, ...company, target: TARGETS.company },
      { call: "GET /api/super-admin/dashboard", ...superAdmin, target: TARGETS.superAdmin },
    ];
    const lines = [
      "| call | p50 ms | p95 ms | p99 ms | max ms | target p95 | verdict |",
      "| --- | --: | --: | --: | --: | --: | --- |",
      ...rows.map(
        (r) =>
          `| ${r.call} | ${r.p50} | ${r.p95} | ${r.p99} | ${r.max} | ≤ ${r.target} | ${r.p95 <= r.target ? "PASS" : "FAIL"} |`,
      ),
    ];
    process.stdout.write(
      `\n## Dashboards on PostgreSQL: ${s.companies} companies, ${s.employees} people, ${bulk.attendances} attendance records (${s.requests} sequential requests each)\n\n${lines.join("\n")}\n`,
    );
    const dir = path.join(ROOT, "bench", "results");
    mkdirSync(dir, { recursive: true });
    const file = path.join(dir, `dashboards-${new Date().toISOString().replace(/[:.]/g, "-")}.json`);
    writeFileSync(
      file,
      `${JSON.stringify({ at: new Date().toISOString(), settings: s, seedSeconds, attendances: bulk.attendances, rows }, null, 2)}\n`,
    );
    process.stdout.write(`\nResults: ${path.relative(ROOT, file)}\n`);
    return 0;
  } finally {
    await cleanup.runAll();
  }
}
