#!/usr/bin/env node
// `npm run test:e2e`: the browser journeys in headless Debian Chromium against the built app.
// Builds the web app and the server's start bundle if stale (as `npm start` does), makes sure Chromium is there, then runs Playwright with the list
// reporter and a JSON report (e2e/playwright.config.ts: PLAYWRIGHT_JSON_OUTPUT_NAME when set,
// else test-results/e2e-report.json). Extra arguments go to Playwright.
import { spawnSync } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { ensureChromium } from "./ensure-chromium.mjs";
import { buildServerIfStale } from "./server-build.mjs";
import { buildWebIfStale } from "./web-build.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

for (const [build, what] of [
  [buildWebIfStale, "The web app"],
  [buildServerIfStale, "The server's start bundle"],
]) {
  const status = build();
  if (status !== 0) {
    console.error(`${what} did not build; the browser journeys cannot run.`);
    process.exit(status);
  }
}
const chromium = ensureChromium();

const result = spawnSync(
  "npx",
  ["playwright", "test", "-c", "e2e/playwright.config.ts", ...process.argv.slice(2)],
  { cwd: root, stdio: "inherit", env: { ...process.env, CHROMIUM_PATH: chromium } },
);
process.exit(result.status ?? 1);
