#!/usr/bin/env node
// `npm start`: builds the web app when it is missing or older than its sources, then serves everything.
import { spawn } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { buildWebIfStale } from "./web-build.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

const buildStatus = buildWebIfStale();
if (buildStatus !== 0) process.exit(buildStatus);

const server = spawn(process.execPath, ["--import", "tsx", "server/index.ts"], {
  cwd: root,
  stdio: "inherit",
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));
