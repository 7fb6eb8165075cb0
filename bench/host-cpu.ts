// Where the host's CPU went while a load ran: each app process, PostgreSQL's processes, the bench itself,
// and what was left idle or taken by the hypervisor (bench/README.md, "Where the CPU goes").
import { readdirSync, readFileSync, readlinkSync } from "node:fs";
import { procCpuMs, processTree } from "./processes";

/** CPU readings in ms, at one moment. */
export interface CpuReading {
  atMs: number;
  /** Each process of the app's tree (a cluster's primary first, then its workers). */
  app: Map<number, number>;
  postgres: number;
  bench: number;
  idle: number;
  steal: number;
}

/** Percent of one core over the load: 100 is one core busy the whole time, so a 2-core host sums to 200. */
export interface HostCpu {
  appPercent: number[];
  postgresPercent: number;
  benchPercent: number;
  idlePercent: number;
  stealPercent: number;
}

/** The local PostgreSQL server's processes (the postmaster and every backend), read from /proc. */
function postgresPids(): number[] {
  const pids: number[] = [];
  for (const name of readdirSync("/proc")) {
    if (!/^\d+$/.test(name)) continue;
    try {
      if (readlinkSync(`/proc/${name}/exe`).endsWith("/postgres")) pids.push(Number(name));
    } catch {
      // another user's process, or one that ended meanwhile
    }
  }
  return pids;
}

/** The host's idle and steal time in ms, all cores together (the "cpu" line of /proc/stat, in USER_HZ). */
export function hostIdleAndSteal(stat: string): { idle: number; steal: number } {
  const fields = stat.slice(0, stat.indexOf("\n")).trim().split(/\s+/);
  if (fields[0] !== "cpu") throw new Error("/proc/stat does not start with the cpu line");
  return { idle: Number(fields[4]) * 10, steal: Number(fields[8] ?? 0) * 10 };
}

export function readCpu(appPid: number): CpuReading {
  const app = new Map<number, number>();
  for (const pid of processTree(appPid)) app.set(pid, procCpuMs(pid) ?? 0);
  const postgres = postgresPids().reduce((sum, pid) => sum + (procCpuMs(pid) ?? 0), 0);
  const own = process.cpuUsage();
  const host = hostIdleAndSteal(readFileSync("/proc/stat", "utf8"));
  return Object.assign(
    { atMs: performance.now(), app, postgres, bench: (own.user + own.system) / 1000 },
    host,
  );
}

/** What each part used between two readings; an app process that started meanwhile counts from zero. */
export function hostCpuBetween(from: CpuReading, to: CpuReading): HostCpu {
  const ms = to.atMs - from.atMs;
  const pct = (used: number) => Math.round((used / ms) * 1000) / 10;
  return {
    appPercent: [...to.app].map(([pid, used]) => pct(used - (from.app.get(pid) ?? 0))),
    postgresPercent: pct(to.postgres - from.postgres),
    benchPercent: pct(to.bench - from.bench),
    idlePercent: pct(to.idle - from.idle),
    stealPercent: pct(to.steal - from.steal),
  };
}

/** "app 41 + 39 %, PostgreSQL 93 %, bench 17 %, idle 1 %, steal 0 %": processes that used nothing are left out. */
export function describeHostCpu(c: HostCpu): string {
  const app = c.appPercent.filter((p) => p >= 0.5).map((p) => Math.round(p));
  const r = Math.round;
  return `app ${app.length ? app.join(" + ") : 0} %, PostgreSQL ${r(c.postgresPercent)} %, bench ${r(c.benchPercent)} %, idle ${r(c.idlePercent)} %, steal ${r(c.stealPercent)} %`;
}
