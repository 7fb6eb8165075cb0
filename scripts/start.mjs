#!/usr/bin/env node
// `npm start`: builds the web app and the server's start bundle when they are missing or older than their
// sources, then serves everything.
import { spawn } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { buildServerIfStale, serverCommand } from "./server-build.mjs";
import { buildWebIfStale } from "./web-build.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

for (const build of [buildWebIfStale, buildServerIfStale]) {
  const status = build();
  if (status !== 0) process.exit(status);
}

const { command, args } = serverCommand();
const server = spawn(command, args, { cwd: root, stdio: "inherit" });
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));
