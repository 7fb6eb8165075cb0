// `npm run bench`: boots the server on PostgreSQL and on PGlite, loads each route of bench/routes.ts with
// autocannon, measures the route's ceilings (bare Fastify, raw SQL, other CPU work) at the same
// concurrency, prints a markdown table and writes bench/results/<timestamp>.json and latest.json.
// The parts: settings.ts (BENCH_*), backend-run.ts (server, load, SQL ceilings), ceilings.ts (HTTP and
// other ceilings), rows.ts (result rows), report.ts (the table), results.ts (the JSON files).
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { type BackendRun, benchBackend } from "./backend-run";
import { benchHttpCeilings, benchWorkCeilings } from "./ceilings";
import { Cleanup } from "./cleanup";
import { log } from "./log";
import { ROOT } from "./processes";
import { renderReport } from "./report";
import { writeResults } from "./results";
import { buildRows } from "./rows";
import { readSettings } from "./settings";

/** Runs the whole benchmark; resolves to the exit code (0 unless the harness itself failed). */
export async function main(): Promise<number> {
  const settings = readSettings(process.env);
  const startedAt = new Date();
  const tmp = mkdtempSync(path.join(os.tmpdir(), "hr-bench-"));
  const cleanup = new Cleanup();
  cleanup.add("remove temp dir", () => rmSync(tmp, { recursive: true, force: true }));
  const onSignal = (signal: NodeJS.Signals) => {
    log(`${signal}: cleaning up`);
    void cleanup.runAll().then(() => process.exit(130));
  };
  process.once("SIGINT", onSignal);
  process.once("SIGTERM", onSignal);

  try {
    const backendRuns: BackendRun[] = [];
    for (const backend of settings.backends)
      backendRuns.push(await benchBackend(backend, settings, tmp, cleanup));

    const fixture = backendRuns[0]!.fixture;
    const responseBytes = new Map<string, number>();
    for (const run of backendRuns)
      for (const r of run.runs) if (!responseBytes.has(r.route)) responseBytes.set(r.route, r.responseBytes);
    const http = await benchHttpCeilings(settings, fixture, responseBytes, cleanup);
    const work = await benchWorkCeilings(settings, fixture);

    const rows = buildRows(settings, backendRuns, http, work);
    const finishedAt = new Date();
    const report = renderReport(rows);
    process.stdout.write(
      `\n## Benchmark ${startedAt.toISOString()} (${os.cpus().length} × ${os.cpus()[0]?.model ?? "cpu"}, Node ${process.version})\n\n${report}\n`,
    );
    for (const run of backendRuns) {
      if (run.serverLogLines > 0) {
        log(
          `${run.backend}: the server wrote ${run.serverLogLines} log lines at warn or above; the last ones:`,
        );
        process.stderr.write(`${run.serverLogTail.split("\n").slice(-5).join("\n")}\n`);
      }
    }

    const file = writeResults({ startedAt, finishedAt, settings, rows, http, work, backendRuns });
    process.stdout.write(`\nResults: ${path.relative(ROOT, file)} (and bench/results/latest.json)\n`);
    return 0;
  } finally {
    process.off("SIGINT", onSignal);
    process.off("SIGTERM", onSignal);
    await cleanup.runAll();
  }
}
