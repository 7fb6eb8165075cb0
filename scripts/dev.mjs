#!/usr/bin/env node
// `npm run dev`: the API with reload (tsx watch) and the Vite dev server, which proxies /api to it.
import { spawn } from "node:child_process";

const port = process.env.PORT ?? "3000";
const env = { ...process.env, PORT: port, APP_URL: process.env.APP_URL ?? "http://localhost:5173" };
const children = [
  spawn("npx", ["tsx", "watch", "--clear-screen=false", "server/index.ts"], { stdio: "inherit", env }),
  spawn("npx", ["vite", "--port", "5173"], { stdio: "inherit", env }),
];
const stop = () => {
  for (const child of children) child.kill("SIGTERM");
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
for (const child of children)
  child.on("exit", (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
