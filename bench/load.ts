// The two load generators: autocannon for HTTP, and N concurrent async loops for SQL and CPU work.
import autocannon, { type AutocannonRequest } from "autocannon";
import { quantile } from "./report";

export interface HttpRequestSpec {
  url: string;
  method: string;
  headers: Record<string, string>;
  body?: string;
  connections: number;
  /** Called before each request (autocannon's `setupRequest`): e.g. a rotating cookie or body. */
  setupRequest?: (request: AutocannonRequest) => AutocannonRequest;
  /** Record every response time, for percentiles autocannon does not report (p95). */
  recordLatencies?: boolean;
}

export interface LoadResult {
  /** Completed requests (or loop iterations) per second. */
  perSec: number;
  p50Ms: number;
  p99Ms: number;
  /** Only when the spec asked to record latencies (`recordLatencies`). */
  p95Ms?: number;
  /** non2xx + socket errors and timeouts (HTTP), or failed iterations (loops). */
  errors: number;
  non2xx: number;
  socketErrors: number;
  total: number;
  durationS: number;
  /**
   * CPU time per operation in µs: of the server process (HTTP), or of this process — the client side —
   * for loops (the database server's own CPU is not in it).
   */
  cpuUsPerOp?: number | null;
}

function assertLoopback(url: string): void {
  const host = new URL(url).hostname;
  if (!["127.0.0.1", "localhost", "[::1]", "::1"].includes(host)) {
    throw new Error(`refusing to load a non-loopback address: ${url}`);
  }
}

/** autocannon against one request for `durationS` seconds. */
export async function runHttp(spec: HttpRequestSpec, durationS: number): Promise<LoadResult> {
  assertLoopback(spec.url);
  const latencies: number[] = [];
  const instance = autocannon({
    url: spec.url,
    method: spec.method,
    headers: spec.headers,
    body: spec.body,
    connections: spec.connections,
    duration: durationS,
    timeout: 10,
    ...(spec.setupRequest ? { requests: [{ setupRequest: spec.setupRequest }] } : {}),
  });
  if (spec.recordLatencies) {
    instance.on("response", (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  }
  const result = await instance;
  const total = result["2xx"] + result.non2xx;
  latencies.sort((a, b) => a - b);
  return {
    perSec: total / result.duration,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    ...(spec.recordLatencies ? { p95Ms: round1(quantile(latencies, 0.95)) } : {}),
    errors: result.non2xx + result.errors,
    non2xx: result.non2xx,
    socketErrors: result.errors,
    total,
    durationS: result.duration,
  };
}

/**
 * `concurrency` async loops, each running `iteration` back to back until `durationS` has passed
 * (a loop starts no new iteration after the deadline; each is given its loop's index, 0 first). Counts
 * iterations per second and their latency.
 * `fatal` errors (thrown by `iteration` as a FatalLoopError) stop every loop and reject.
 */
export async function runLoops(
  iteration: (loop: number) => Promise<unknown>,
  concurrency: number,
  durationS: number,
): Promise<LoadResult> {
  const latencies: number[] = [];
  let errors = 0;
  let fatal: unknown = null;
  const started = performance.now();
  const cpuBefore = process.cpuUsage();
  const deadline = started + durationS * 1000;
  const loop = async (index: number) => {
    while (fatal === null && performance.now() < deadline) {
      const t0 = performance.now();
      try {
        await iteration(index);
        latencies.push(performance.now() - t0);
      } catch (error) {
        if (error instanceof FatalLoopError) fatal = error;
        errors++;
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, (_, index) => loop(index)));
  if (fatal !== null) throw fatal;
  const elapsedS = (performance.now() - started) / 1000;
  const cpu = process.cpuUsage(cpuBefore);
  latencies.sort((a, b) => a - b);
  return {
    perSec: latencies.length / elapsedS,
    p50Ms: round1(quantile(latencies, 0.5)),
    p99Ms: round1(quantile(latencies, 0.99)),
    errors,
    non2xx: 0,
    socketErrors: errors,
    total: latencies.length,
    durationS: elapsedS,
    cpuUsPerOp: latencies.length > 0 ? Math.round((cpu.user + cpu.system) / latencies.length) : null,
  };
}

/** An error that means the measurement itself is wrong (not a load failure): stops the loops. */
export class FatalLoopError extends Error {}

function round1(value: number): number {
  return Math.round(value * 10) / 10;
}
