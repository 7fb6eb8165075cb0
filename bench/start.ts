// The embedded default's start (issue 14): `npm start` (scripts/start.mjs, the app already built) on a new
// data directory, then again on that directory once it holds the demo data, each timed from the spawn to
// the first 200 of GET /api/health, with the server's peak resident memory once it has settled (the first
// paint's pages are drawn a second after the start). `BENCH_SUITES=start npm run bench`.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { buildIfStale, seedDemo } from "./app-setup";
import { Cleanup } from "./cleanup";
import { log } from "./log";
import { freePort, mb, processTree, procStatusKb, ROOT, sleep, startServer } from "./processes";
import { fileStamp, markdownTable } from "./report";

/** The target: the first answer on an existing data directory within this many seconds. */
export const START_TARGET_S = 5;

export function startSettings(env: NodeJS.ProcessEnv) {
  const positive = (name: string, fallback: number) => {
    const value = Number(env[name]);
    return Number.isFinite(value) && value > 0 ? value : fallback;
  };
  return {
    /** Starts on the existing data directory, after the one that creates it. */
    rounds: Math.trunc(positive("BENCH_START_ROUNDS", 3)),
    /** Seconds the server runs after its first answer before its peak memory is read. */
    settleS: positive("BENCH_START_SETTLE_S", 10),
  };
}

export interface StartRow {
  start: number;
  dataDir: "new" | "existing, demo data";
  firstAnswerS: number;
  /** The largest peak resident set (VmHWM) of the start's processes: the server's. */
  peakRssMb: number | null;
}

/** Only a start on an existing data directory has a target; a new one creates and migrates its database. */
export function judgeStart(row: Pick<StartRow, "dataDir" | "firstAnswerS">): string {
  if (row.dataDir === "new") return "–";
  return row.firstAnswerS <= START_TARGET_S
    ? "PASS"
    : `FAIL: ${row.firstAnswerS.toFixed(1)} s > ${START_TARGET_S} s`;
}

export function renderStartTable(rows: StartRow[]): string {
  return markdownTable(
    ["start", "data directory", "first answer s", "peak RSS MB", "target"],
    rows.map((r) => [
      String(r.start),
      r.dataDir,
      r.firstAnswerS.toFixed(2),
      r.peakRssMb === null ? "–" : String(r.peakRssMb),
      judgeStart(r),
    ]),
    ["right", "left", "right", "right", "left"],
  );
}

async function timeOneStart(dataDir: string, settleS: number): Promise<Omit<StartRow, "start" | "dataDir">> {
  const port = await freePort();
  const spawnedAt = performance.now();
  const server = await startServer({
    script: "scripts/start.mjs",
    tsx: false,
    pollMs: 20,
    port,
    readyPath: "/api/health",
    timeoutMs: 120_000,
    env: {
      PORT: String(port),
      HOST: "127.0.0.1",
      APP_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
    },
  });
  const firstAnswerS = (performance.now() - spawnedAt) / 1000;
  try {
    await sleep(settleS * 1000);
    const peaks = processTree(server.pid).map((pid) => procStatusKb(pid, "VmHWM") ?? 0);
    return { firstAnswerS, peakRssMb: mb(Math.max(...peaks)) };
  } finally {
    await server.stop();
  }
}

export async function main(): Promise<number> {
  const s = startSettings(process.env);
  log("start: building the app if it is out of date (npm start would, before its first start)");
  buildIfStale(["web", "server"]);
  const cleanup = new Cleanup();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "hr-bench-start-"));
  cleanup.add("remove data dir", () => rmSync(dataDir, { recursive: true, force: true }));
  try {
    const startedAt = new Date();
    const rows: StartRow[] = [];
    for (let start = 1; start <= s.rounds + 1; start++) {
      const dataDirKind = start === 1 ? "new" : "existing, demo data";
      log(`start: ${start} of ${s.rounds + 1}, data directory: ${dataDirKind}`);
      rows.push({ start, dataDir: dataDirKind, ...(await timeOneStart(dataDir, s.settleS)) });
      if (start === 1) {
        log("start: seeding the demo data");
        seedDemo(dataDir);
      }
    }
    const existing = rows.filter((r) => r.dataDir !== "new");
    const passed = existing.filter((r) => judgeStart(r) === "PASS").length;
    process.stdout.write(
      `\n## npm start on the embedded database ${startedAt.toISOString()} (${os.cpus().length} × ${os.cpus()[0]?.model ?? "cpu"}, Node ${process.version}, load average at start ${os.loadavg()[0]!.toFixed(2)}; peak RSS ${s.settleS} s after the first answer)\n\n${renderStartTable(rows)}\n\n${passed} of ${existing.length} starts on an existing data directory answer within ${START_TARGET_S} s\n`,
    );
    const dir = path.join(ROOT, "bench", "results");
    mkdirSync(dir, { recursive: true });
    const file = path.join(dir, `start-${fileStamp(startedAt)}.json`);
    writeFileSync(
      file,
      `${JSON.stringify({ at: startedAt.toISOString(), cpus: os.cpus().length, settings: s, targetS: START_TARGET_S, rows }, null, 2)}\n`,
    );
    process.stdout.write(`\nResults: ${path.relative(ROOT, file)}\n`);
    return 0;
  } finally {
    await cleanup.runAll();
  }
}
