// Child servers of the benchmark: started with their own environment, on loopback, stopped by pid.
import { type ChildProcess, spawn } from "node:child_process";
import { readdirSync, readFileSync, readlinkSync } from "node:fs";
import { createServer } from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/** A free TCP port on 127.0.0.1 (asked of the kernel, then released). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => {
        if (address && typeof address === "object") resolve(address.port);
        else reject(new Error("no port"));
      });
    });
  });
}

export interface ChildServer {
  pid: number;
  baseUrl: string;
  /** The last lines the process wrote (stdout and stderr). */
  tail(): string;
  /** Lines written since start (warn level and above, with LOG_LEVEL=warn). */
  lineCount(): number;
  stop(): Promise<void>;
}

const TAIL_LINES = 40;

/**
 * Starts `node --import tsx <script>` with exactly `env` (plus PATH and HOME) and waits until
 * `readyPath` answers 200, for at most `timeoutMs`.
 */
export async function startServer(options: {
  script: string;
  port: number;
  env: Record<string, string>;
  readyPath: string;
  timeoutMs?: number;
  /** Extra node flags, e.g. --cpu-prof. */
  nodeArgs?: string[];
  /** Run the script through tsx (TypeScript sources; default), or with plain node (`scripts/start.mjs`). */
  tsx?: boolean;
  /** How often readiness is asked (ms; default 200). */
  pollMs?: number;
}): Promise<ChildServer> {
  const baseUrl = `http://127.0.0.1:${options.port}`;
  const env: Record<string, string> = { PATH: process.env.PATH ?? "/usr/bin:/bin", ...options.env };
  if (process.env.HOME) env.HOME = process.env.HOME;
  const loader = options.tsx === false ? [] : ["--import", "tsx"];
  const child = spawn(process.execPath, [...(options.nodeArgs ?? []), ...loader, options.script], {
    cwd: ROOT,
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  const lines: string[] = [];
  let count = 0;
  const collect = (chunk: Buffer) => {
    for (const line of chunk.toString("utf8").split("\n")) {
      if (!line.trim()) continue;
      count++;
      lines.push(line.length > 2000 ? `${line.slice(0, 2000)}…` : line);
      if (lines.length > TAIL_LINES) lines.shift();
    }
  };
  child.stdout?.on("data", collect);
  child.stderr?.on("data", collect);
  let exited: number | null = null;
  const exit = new Promise<void>((resolve) => {
    child.on("exit", (code, signal) => {
      exited = code ?? (signal ? 128 : 0);
      resolve();
    });
  });

  const server: ChildServer = {
    pid: child.pid ?? -1,
    baseUrl,
    tail: () => lines.join("\n"),
    lineCount: () => count,
    stop: () => stopChild(child, exit, () => exited !== null),
  };

  const deadline = Date.now() + (options.timeoutMs ?? 60_000);
  while (Date.now() < deadline) {
    if (exited !== null) {
      throw new Error(`${options.script} exited with ${exited} before it was ready:\n${server.tail()}`);
    }
    try {
      const response = await fetch(baseUrl + options.readyPath, { signal: AbortSignal.timeout(2_000) });
      await response.arrayBuffer();
      if (response.ok) return server;
    } catch {
      // not listening yet
    }
    await sleep(options.pollMs ?? 200);
  }
  await server.stop();
  throw new Error(
    `${options.script} was not ready within ${options.timeoutMs ?? 60_000} ms:\n${server.tail()}`,
  );
}

async function stopChild(child: ChildProcess, exit: Promise<void>, hasExited: () => boolean): Promise<void> {
  if (hasExited()) return;
  child.kill("SIGTERM");
  const timer = setTimeout(() => {
    if (!hasExited()) child.kill("SIGKILL");
  }, 15_000);
  await exit;
  clearTimeout(timer);
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** A field of /proc/<pid>/status in kB (VmRSS, VmHWM), or null when unreadable. */
export function procStatusKb(pid: number, field: "VmRSS" | "VmHWM"): number | null {
  try {
    const status = readFileSync(`/proc/${pid}/status`, "utf8");
    const match = new RegExp(`^${field}:\\s+(\\d+) kB`, "m").exec(status);
    return match ? Number(match[1]) : null;
  } catch {
    return null;
  }
}

/**
 * Polls the resident set of a server's Node processes (a cluster's primary and workers) every `everyMs` and
 * keeps the peak of their sum, until stopped.
 */
export function sampleRss(pid: number, everyMs = 100): { stop(): number | null } {
  let peakKb: number | null = null;
  const take = () => {
    if (procStatusKb(pid, "VmRSS") === null) return;
    const kb = nodeProcesses(processTree(pid)).reduce((sum, p) => sum + (procStatusKb(p, "VmRSS") ?? 0), 0);
    if (peakKb === null || kb > peakKb) peakKb = kb;
  };
  take();
  const timer = setInterval(take, everyMs);
  return {
    stop() {
      clearInterval(timer);
      take();
      return peakKb;
    },
  };
}

/**
 * Waits until a process and its children (a cluster's workers) have been quiet — under `busyPercent` of a core — for `quietMs` in a row, at most
 * `timeoutMs`; answers how long it waited. A server that has just started still does work of its own in
 * the background (the app draws every page's first paint a second after its start, ~0.7 s of CPU), which
 * would otherwise land in the first route's measurement.
 */
export async function waitForQuiet(
  pid: number,
  { quietMs = 1500, busyPercent = 10, timeoutMs = 20_000, windowMs = 250 } = {},
): Promise<number> {
  const started = Date.now();
  let quietFor = 0;
  let before = treeCpuMs(pid);
  while (quietFor < quietMs && Date.now() - started < timeoutMs) {
    await sleep(windowMs);
    const after = treeCpuMs(pid);
    if (before === null || after === null) break;
    quietFor = ((after - before) / windowMs) * 100 < busyPercent ? quietFor + windowMs : 0;
    before = after;
  }
  return Date.now() - started;
}

/** User + system CPU time a process has used so far, in milliseconds (from /proc/<pid>/stat), or null. */
export function procCpuMs(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    // The command name (field 2) may hold spaces: count fields after its closing parenthesis.
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    const ticks = Number(fields[11]) + Number(fields[12]); // utime, stime (fields 14 and 15)
    return Number.isFinite(ticks) ? (ticks * 1000) / CLOCK_TICKS_PER_SECOND : null;
  } catch {
    return null;
  }
}

// USER_HZ: 100 on every Linux architecture Node supports.
const CLOCK_TICKS_PER_SECOND = 100;

/** kB (as /proc reports them) in whole MB, or null. */
export const mb = (kb: number | null) => (kb === null ? null : Math.round(kb / 1024));

/** CPU microseconds per completed operation between two readings in ms. */
export const cpuPerOp = (beforeMs: number | null, afterMs: number | null, ops: number) =>
  beforeMs === null || afterMs === null || ops === 0 ? null : Math.round(((afterMs - beforeMs) * 1000) / ops);

/** The process and its descendants (a cluster's primary and workers), from /proc. */
export function processTree(pid: number): number[] {
  const tree = [pid];
  for (let i = 0; i < tree.length; i++) {
    const dir = `/proc/${tree[i]}/task`;
    let tasks: string[] = [];
    try {
      tasks = readdirSync(dir);
    } catch {
      continue;
    }
    for (const task of tasks) {
      try {
        const children = readFileSync(`${dir}/${task}/children`, "utf8").trim();
        if (children) tree.push(...children.split(" ").map(Number));
      } catch {
        // the task ended meanwhile
      }
    }
  }
  return tree;
}

/** The Node processes among `pids`: tsx's esbuild service may be running beside any of them, or not. */
export function nodeProcesses(pids: number[]): number[] {
  return pids.filter((pid) => {
    try {
      return readlinkSync(`/proc/${pid}/exe`) === process.execPath;
    } catch {
      return false;
    }
  });
}

/**
 * User + system CPU time of a process and its descendants (a cluster's primary and workers), in ms; null
 * when the process itself is gone. A descendant that ended meanwhile no longer counts.
 */
export function treeCpuMs(pid: number): number | null {
  if (procCpuMs(pid) === null) return null;
  return processTree(pid).reduce((sum, p) => sum + (procCpuMs(p) ?? 0), 0);
}
