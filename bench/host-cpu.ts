// Where the host's CPU went while a load ran: each app process, PostgreSQL's processes, the bench itself,
// and what was left idle or taken by the hypervisor; and how long the app's main threads and PostgreSQL's
// processes were ready to run but waited for a core (bench/README.md, "What holds a write's connection").
import { readdirSync, readFileSync, readlinkSync } from "node:fs";
import { procCpuMs, processTree } from "./processes";

/** CPU readings in ms, at one moment. */
export interface CpuReading {
  atMs: number;
  /** Each process of the app's tree (a cluster's primary first, then its workers). */
  app: Map<number, number>;
  /** Each app process's main thread (its event loop): time ready to run but waiting for a core. */
  appWaiting: Map<number, number>;
  postgres: number;
  /** PostgreSQL's processes together: time ready to run but waiting for a core. */
  postgresWaiting: number;
  bench: number;
  idle: number;
  steal: number;
}

/** Percent of one core over the load: 100 is one core busy the whole time, so a 2-core host sums to 200. */
export interface HostCpu {
  appPercent: number[];
  /**
   * Of the wall time, how much each app process's event loop spent ready to run but waiting for a core: an
   * event loop that waits as long as it runs is the queue of every request in flight, whatever its CPU says.
   */
  appWaitingPercent: number[];
  postgresPercent: number;
  /** PostgreSQL's processes together, in percent of one core like their CPU. */
  postgresWaitingPercent: number;
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

/**
 * The ms a thread has waited, ready to run, for a core: the second field of `/proc/<pid>/schedstat` (ns),
 * which for a process is its main thread's. 0 for a process that is gone or a kernel without scheduler
 * statistics.
 */
export function waitingForCoreMs(schedstat: string): number {
  const waited = Number(schedstat.trim().split(/\s+/)[1]);
  return Number.isFinite(waited) ? waited / 1e6 : 0;
}

function procWaitingMs(pid: number): number {
  try {
    return waitingForCoreMs(readFileSync(`/proc/${pid}/schedstat`, "utf8"));
  } catch {
    return 0;
  }
}

export function readCpu(appPid: number): CpuReading {
  const app = new Map<number, number>();
  const appWaiting = new Map<number, number>();
  for (const pid of processTree(appPid)) {
    app.set(pid, procCpuMs(pid) ?? 0);
    appWaiting.set(pid, procWaitingMs(pid));
  }
  let postgres = 0;
  let postgresWaiting = 0;
  for (const pid of postgresPids()) {
    postgres += procCpuMs(pid) ?? 0;
    postgresWaiting += procWaitingMs(pid);
  }
  const own = process.cpuUsage();
  const host = hostIdleAndSteal(readFileSync("/proc/stat", "utf8"));
  return Object.assign(
    {
      atMs: performance.now(),
      app,
      appWaiting,
      postgres,
      postgresWaiting,
      bench: (own.user + own.system) / 1000,
    },
    host,
  );
}

/**
 * What each part used between two readings; an app process that started meanwhile counts from zero.
 * PostgreSQL's figures are sums over the processes alive at each reading, so a backend that ended between
 * them takes its earlier share away (the wait is then never counted below zero); the app's pools keep
 * their backends for the whole load.
 */
export function hostCpuBetween(from: CpuReading, to: CpuReading): HostCpu {
  const ms = to.atMs - from.atMs;
  const pct = (used: number) => Math.round((used / ms) * 1000) / 10;
  return {
    appPercent: [...to.app].map(([pid, used]) => pct(used - (from.app.get(pid) ?? 0))),
    appWaitingPercent: [...to.appWaiting].map(([pid, waited]) =>
      pct(waited - (from.appWaiting.get(pid) ?? 0)),
    ),
    postgresPercent: pct(to.postgres - from.postgres),
    postgresWaitingPercent: pct(Math.max(0, to.postgresWaiting - from.postgresWaiting)),
    benchPercent: pct(to.bench - from.bench),
    idlePercent: pct(to.idle - from.idle),
    stealPercent: pct(to.steal - from.steal),
  };
}

/**
 * "app 41 + 39 % (waiting for a core 60 + 58 %), PostgreSQL 93 % (waiting 150 %), bench 17 %, idle 1 %,
 * steal 0 %": app processes that used nothing are left out.
 */
export function describeHostCpu(c: HostCpu): string {
  const busy = c.appPercent.flatMap((p, i) => (p >= 0.5 ? [i] : []));
  const r = Math.round;
  const app = busy.length ? busy.map((i) => r(c.appPercent[i]!)).join(" + ") : "0";
  const appWaiting = busy.map((i) => r(c.appWaitingPercent[i] ?? 0)).join(" + ");
  const waiting = busy.length ? ` (waiting for a core ${appWaiting} %)` : "";
  return `app ${app} %${waiting}, PostgreSQL ${r(c.postgresPercent)} % (waiting ${r(c.postgresWaitingPercent)} %), bench ${r(c.benchPercent)} %, idle ${r(c.idlePercent)} %, steal ${r(c.stealPercent)} %`;
}
