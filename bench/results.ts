// The result JSON of a run: bench/results/<timestamp>.json and its copy bench/results/latest.json.
import { mkdirSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { BackendRun } from "./backend-run";
import type { LoadResult } from "./load";
import { ROOT } from "./processes";
import { fileStamp } from "./report";
import type { ResultRow } from "./rows";
import type { Settings } from "./settings";

export interface RunResults {
  startedAt: Date;
  finishedAt: Date;
  settings: Settings;
  rows: ResultRow[];
  http: Record<string, LoadResult>;
  work: Record<string, LoadResult>;
  backendRuns: BackendRun[];
}

/** The full figures of a run, as written to the JSON files: rows, machine, settings and raw numbers. */
export function resultJson({ startedAt, finishedAt, settings, rows, http, work, backendRuns }: RunResults) {
  return {
    startedAt: startedAt.toISOString(),
    finishedAt: finishedAt.toISOString(),
    machine: {
      node: process.version,
      platform: `${os.platform()} ${os.release()}`,
      cpus: os.cpus().length,
      cpuModel: os.cpus()[0]?.model ?? null,
      totalMemoryMb: Math.round(os.totalmem() / 1024 / 1024),
    },
    settings: {
      durationOverrideS: settings.durationOverrideS,
      warmupS: settings.warmupS,
      backends: settings.backends,
      routes: settings.routes.map((r) => r.name),
    },
    rows,
    raw: {
      httpCeilings: http,
      workCeilings: work,
      backends: backendRuns.map((b) => ({
        backend: b.backend,
        runs: b.runs,
        sqlCeilings: b.sql,
        serverVmHwmMb: b.serverVmHwmMb,
        serverLogLines: b.serverLogLines,
      })),
    },
  };
}

/** Writes bench/results/<timestamp>.json and latest.json; returns the timestamped file's path. */
export function writeResults(results: RunResults): string {
  const dir = path.join(ROOT, "bench/results");
  mkdirSync(dir, { recursive: true });
  const json = `${JSON.stringify(resultJson(results), null, 2)}\n`;
  const file = path.join(dir, `${fileStamp(results.startedAt)}.json`);
  writeFileSync(file, json);
  writeFileSync(path.join(dir, "latest.json"), json);
  return file;
}
