#!/usr/bin/env node
// Playwright's webServer: a throw-away world for the browser journeys.
//  1. a fresh temp folder (E2E_RUN_DIR when the config made one) holding DATA_DIR and the mail sink;
//  2. a real SMTP sink (smtp-server) on a free loopback port that writes each message to <run>/sink/*.eml;
//  3. the demo seed on that DATA_DIR, run to completion first (PGlite allows one process per data dir);
//  4. the app itself on E2E_PORT (3100), sending its mail to the sink.
// SIGTERM/SIGINT stop the app, close the sink and remove the folder (kept when E2E_KEEP=1).
import { spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, renameSync, rmdirSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { SMTPServer } from "smtp-server";
import { serverCommand } from "../scripts/server-build.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const port = Number(process.env.E2E_PORT ?? 3100);
const runDir = process.env.E2E_RUN_DIR ?? mkdtempSync(path.join(os.tmpdir(), "hr-e2e-"));
const dataDir = path.join(runDir, "data");
const sinkDir = path.join(runDir, "sink");
rmSync(dataDir, { recursive: true, force: true });
rmSync(sinkDir, { recursive: true, force: true });
mkdirSync(dataDir, { recursive: true });
mkdirSync(sinkDir, { recursive: true });

let received = 0;
const sink = new SMTPServer({
  disabledCommands: ["STARTTLS"],
  authOptional: true,
  logger: false,
  onData(stream, _session, callback) {
    const chunks = [];
    stream.on("data", (chunk) => chunks.push(chunk));
    stream.on("end", () => {
      received += 1;
      const name = `${Date.now()}-${String(received).padStart(4, "0")}.eml`;
      const file = path.join(sinkDir, name);
      // Written aside, then renamed: a reader never sees half a message.
      writeFileSync(`${file}.part`, Buffer.concat(chunks));
      renameSync(`${file}.part`, file);
      callback();
    });
    stream.on("error", callback);
  },
});
await new Promise((resolve, reject) => {
  sink.once("error", reject);
  sink.listen(0, "127.0.0.1", resolve);
});
const address = sink.server.address();
const sinkPort = typeof address === "object" && address ? address.port : 0;
console.log(`[e2e] SMTP sink on 127.0.0.1:${sinkPort}, mailbox ${sinkDir}`);

const env = {
  ...process.env,
  NODE_ENV: "test",
  PORT: String(port),
  HOST: "127.0.0.1",
  APP_URL: `http://localhost:${port}`,
  DATA_DIR: dataDir,
  SMTP_URL: `smtp://127.0.0.1:${sinkPort}?ignoreTLS=true`,
  MAIL_FROM: "HR <no-reply@hr.test>",
  LOG_LEVEL: "warn",
  AUTH_RATE_LIMIT: "1000",
};
// Never let a developer's environment point the journeys at a real database or bootstrap account.
for (const key of [
  "DATABASE_URL",
  "SUPER_ADMIN_EMAIL",
  "SUPER_ADMIN_PASSWORD",
  "SUPER_ADMIN_TWO_FACTOR",
  "SESSION_SECRET",
  "CHAT_WIDGET_SRC",
]) {
  delete env[key];
}

let app = null;
let stopping = false;

async function stop(code) {
  if (stopping) return;
  stopping = true;
  if (app && app.exitCode === null && app.signalCode === null) {
    const exited = new Promise((resolve) => app.once("exit", resolve));
    app.kill("SIGTERM");
    const timer = setTimeout(() => app.kill("SIGKILL"), 10_000);
    await exited;
    clearTimeout(timer);
  }
  await new Promise((resolve) => sink.close(resolve));
  if (process.env.E2E_KEEP === "1") console.log(`[e2e] kept ${runDir}`);
  else {
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(sinkDir, { recursive: true, force: true });
    try {
      rmdirSync(runDir); // only when empty: a folder named by the caller keeps anything else in it
    } catch {}
  }
  process.exit(code);
}
process.on("SIGTERM", () => void stop(0));
// Whatever ends this process (a crash included) must not leave the app running on the port.
process.on("exit", () => {
  if (app && app.exitCode === null && app.signalCode === null) app.kill("SIGKILL");
});
process.on("SIGINT", () => void stop(0));

const seed = spawn(process.execPath, ["--import", "tsx", "server/db/seed/demo-cli.ts"], {
  cwd: root,
  env,
  stdio: ["ignore", "ignore", "inherit"],
});
const seedStatus = await new Promise((resolve) => seed.once("exit", (c) => resolve(c ?? 1)));
if (seedStatus !== 0) {
  console.error(`[e2e] the demo seed failed (exit ${seedStatus})`);
  await stop(1);
}

if (!stopping) {
  // The app as `npm start` runs it: the start bundle scripts/e2e.mjs built.
  const { command, args } = serverCommand();
  app = spawn(command, args, { cwd: root, env, stdio: "inherit" });
  app.once("exit", (code, signal) => {
    if (stopping) return;
    console.error(`[e2e] the app stopped by itself (${signal ?? `exit ${code}`})`);
    app = null;
    void stop(code ?? 1);
  });
}
