// A PostgreSQL SQL ceiling run by several client processes at once: the ceiling of an app served by as
// many processes (bench/README.md, "One process and one per core"). One process's loops share one
// event loop, which at a few thousand statements a second is itself a limit that N app processes do not have.
import { spawn } from "node:child_process";
import type { Statement } from "./hot-routes-sql";
import type { LoadResult } from "./load";
import { ROOT } from "./processes";

export interface CeilingJob {
  url: string;
  routeIndex: number;
  /** The recorded sets (hot-routes-sql.ts, `sqlCeiling`): a write's split among the processes, one per loop. */
  sets: Statement[][];
  write: boolean;
  concurrency: number;
  warmupS: number;
  durationS: number;
  /** Date.now() at which every process begins its warm-up, so that the measured seconds coincide. */
  startAt: number;
}

/** From the last process ready to the common start. */
const START_DELAY_MS = 300;
/** How long a process may take to load tsx and the harness. */
const READY_TIMEOUT_MS = 60_000;

/** `concurrency` loops split as evenly as they go over `processes` (50 over 2: 25 and 25). */
export function splitLoops(concurrency: number, processes: number): number[] {
  const n = Math.max(1, Math.min(processes, concurrency));
  return Array.from({ length: n }, (_, i) => Math.floor(concurrency / n) + (i < concurrency % n ? 1 : 0));
}

/**
 * The results of loads that ran side by side as one: their rates and counts add; the median is the
 * completions-weighted mean of theirs and the p99 the worst of theirs (the exact quantiles of the union
 * would need every latency, which the processes do not send).
 */
export function mergeLoads(parts: LoadResult[]): LoadResult {
  const total = parts.reduce((sum, p) => sum + p.total, 0);
  const weighted = (pick: (p: LoadResult) => number) =>
    total === 0 ? 0 : parts.reduce((sum, p) => sum + pick(p) * p.total, 0) / total;
  const cpu = parts.every((p) => p.cpuUsPerOp != null) ? Math.round(weighted((p) => p.cpuUsPerOp!)) : null;
  return {
    perSec: parts.reduce((sum, p) => sum + p.perSec, 0),
    p50Ms: Math.round(weighted((p) => p.p50Ms) * 10) / 10,
    p99Ms: Math.max(...parts.map((p) => p.p99Ms)),
    errors: parts.reduce((sum, p) => sum + p.errors, 0),
    non2xx: parts.reduce((sum, p) => sum + p.non2xx, 0),
    socketErrors: parts.reduce((sum, p) => sum + p.socketErrors, 0),
    total,
    durationS: Math.max(...parts.map((p) => p.durationS)),
    cpuUsPerOp: cpu,
  };
}

/** The route's recorded statements by `concurrency` loops spread over `processes` client processes. */
export async function sqlCeilingInProcesses(
  job: Omit<CeilingJob, "concurrency" | "startAt">,
  concurrency: number,
  processes: number,
): Promise<LoadResult> {
  const children = splitLoops(concurrency, processes).map(startChild);
  // A write's loops each replay a set of their own: every process takes as many sets as it has loops.
  const setsOf = (child: number) => {
    if (!job.write) return job.sets;
    const first = children.slice(0, child).reduce((sum, c) => sum + c.loops, 0);
    return job.sets.slice(first, first + children[child]!.loops);
  };
  // Whatever fails — a process that never gets ready, one whose run fails — ends the others too.
  try {
    await Promise.all(children.map((c) => c.ready));
    const startAt = Date.now() + START_DELAY_MS;
    for (const [i, c] of children.entries())
      c.send({ ...job, sets: setsOf(i), concurrency: c.loops, startAt });
    return mergeLoads(await Promise.all(children.map((c) => c.result)));
  } catch (error) {
    for (const c of children) c.kill();
    throw error;
  }
}

/** A client process: `ready` once it has loaded, `result` once it has run the job it is `send`. */
function startChild(loops: number) {
  let markReady: () => void = () => {};
  const ready = new Promise<void>((resolve) => {
    markReady = resolve;
  });
  let send: (job: CeilingJob) => void = () => {};
  let kill: () => void = () => {};
  const result = new Promise<LoadResult>((resolve, reject) => {
    const child = spawn(process.execPath, ["--import", "tsx", "bench/sql-ceiling-child.ts"], {
      cwd: ROOT,
      env: {
        PATH: process.env.PATH ?? "/usr/bin:/bin",
        ...(process.env.HOME ? { HOME: process.env.HOME } : {}),
      },
      stdio: ["pipe", "pipe", "pipe"],
    });
    let out = "";
    let err = "";
    child.stdout.on("data", (chunk: Buffer) => {
      out += chunk.toString("utf8");
      if (out.split("\n").includes("ready")) markReady();
    });
    child.stderr.on("data", (chunk: Buffer) => {
      err += chunk.toString("utf8");
    });
    child.on("error", reject);
    // A process that dies between "ready" and its job: its exit says so, not an uncaught EPIPE.
    child.stdin.on("error", () => {});
    // "close", not "exit": the last line of stdout (the result) may come after the exit.
    child.on("close", (code) => {
      const line = out.trim().split("\n").pop() ?? "";
      if (code === 0 && line.startsWith("{")) resolve(JSON.parse(line) as LoadResult);
      else reject(new Error(`SQL ceiling process exited with ${code}: ${err.trim().slice(-2000)}`));
    });
    send = (job) => child.stdin.end(JSON.stringify(job));
    kill = () => child.kill("SIGKILL");
  });
  // A process that ends before it is ready fails `ready` too, and one that takes too long.
  let timer: NodeJS.Timeout | undefined;
  const tooLong = new Promise<void>((_, reject) => {
    timer = setTimeout(() => reject(new Error("SQL ceiling process not ready in time")), READY_TIMEOUT_MS);
  });
  const readyOrFailed = Promise.race([ready, result.then(() => {}), tooLong]).finally(() =>
    clearTimeout(timer),
  );
  tooLong.catch(() => {});
  result.catch(() => {});
  // The executor above ran synchronously: `send` and `kill` are the child's.
  return { loops, ready: readyOrFailed, result, send, kill };
}
