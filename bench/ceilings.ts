// The ceilings measured once per run, whatever the backend: bare Fastify (HTTP) and other CPU work.
// (The raw SQL ceilings depend on the backend: see bench/backend-run.ts.)
import type { Cleanup } from "./cleanup";
import { type LoadResult, runHttp, runLoops } from "./load";
import { log } from "./log";
import { cpuPerOp, freePort, procCpuMs, startServer } from "./processes";
import { requestSpec } from "./requests";
import type { Fixture } from "./routes";
import { durationOf, type Settings } from "./settings";

/** The bare-Fastify ceiling of every route, answering a constant of the route's answer size. */
export async function benchHttpCeilings(
  settings: Settings,
  fixture: Fixture,
  responseBytes: Map<string, number>,
  cleanup: Cleanup,
): Promise<Record<string, LoadResult>> {
  const port = await freePort();
  const server = await startServer({
    script: "bench/ceiling-server.ts",
    port,
    env: { PORT: String(port), LOG_LEVEL: "warn" },
    readyPath: "/ceiling",
  });
  const stop = cleanup.add("stop ceiling server", () => server.stop());
  const out: Record<string, LoadResult> = {};
  for (const route of settings.routes) {
    const size = responseBytes.get(route.name) ?? 0;
    const spec = requestSpec(route, fixture, `${server.baseUrl}/ceiling?size=${size}`);
    const durationS = durationOf(route, settings);
    log(`HTTP ceiling for ${route.name} (${size} B) × ${route.connections} connections, ${durationS} s`);
    await runHttp(spec, settings.warmupS);
    const cpuBefore = procCpuMs(server.pid);
    const load = await runHttp(spec, durationS);
    out[route.name] = { ...load, cpuUsPerOp: cpuPerOp(cpuBefore, procCpuMs(server.pid), load.total) };
  }
  await stop();
  return out;
}

/** Ceilings of CPU work besides HTTP and SQL (argon2id for sign-in), run in this process. */
export async function benchWorkCeilings(
  settings: Settings,
  fixture: Fixture,
): Promise<Record<string, LoadResult>> {
  const out: Record<string, LoadResult> = {};
  for (const route of settings.routes) {
    if (!route.work) continue;
    const durationS = durationOf(route, settings);
    log(`${route.work.name} ceiling for ${route.name} × ${route.connections} loops, ${durationS} s`);
    const unit = await route.work.prepare(fixture);
    await runLoops(unit, route.connections, settings.warmupS);
    out[route.name] = await runLoops(unit, route.connections, durationS);
  }
  return out;
}
