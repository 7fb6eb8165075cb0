#!/usr/bin/env node
// `npm test`: unit and API tests (PGlite, and PostgreSQL when TEST_DATABASE_URL is set), the browser
// journeys in headless Chromium against the built app, then the bundle budgets. Ends with one "N passed, N
// failed" line.
import { spawnSync } from "node:child_process";
import { mkdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { ensureChromium } from "./ensure-chromium.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const reports = path.join(root, "test-results", "summary");
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

function run(label, command, args, env = {}) {
  console.log(`\n=== ${label} ===`);
  const result = spawnSync(command, args, { cwd: root, stdio: "inherit", env: { ...process.env, ...env } });
  return result.status ?? 1;
}

function counts(file, read) {
  try {
    return read(JSON.parse(readFileSync(file, "utf8")));
  } catch {
    return null;
  }
}

if (!process.env.TEST_DATABASE_URL) {
  console.log("TEST_DATABASE_URL is not set: the API tests run on the embedded database only.");
}

const vitestJson = path.join(reports, "vitest.json");
const vitestStatus = run("unit and API tests", "npx", [
  "vitest",
  "run",
  "--reporter=default",
  "--reporter=json",
  `--outputFile.json=${vitestJson}`,
]);

ensureChromium();
const e2eJson = path.join(reports, "playwright.json");
const e2eStatus = run("browser journeys", "node", ["scripts/e2e.mjs"], {
  PLAYWRIGHT_JSON_OUTPUT_NAME: e2eJson,
});

// The browser journeys built the app (or found it fresh): each page's first download against its budget
// (scripts/bundle-report.mjs), one more check of the suite.
const budgetStatus = run("bundle budgets", "node", ["scripts/bundle-report.mjs"]);

const v = counts(vitestJson, (r) => ({
  passed: r.numPassedTests,
  failed: r.numFailedTests + (r.numRuntimeErrorTestSuites ?? 0),
}));
const p = counts(e2eJson, (r) => ({ passed: r.stats.expected + r.stats.flaky, failed: r.stats.unexpected }));
const budgets = budgetStatus === 0 ? { passed: 1, failed: 0 } : { passed: 0, failed: 1 };
const passed = (v?.passed ?? 0) + (p?.passed ?? 0) + budgets.passed;
let failed = (v?.failed ?? 0) + (p?.failed ?? 0) + budgets.failed;
if (!v || !p) failed += 1; // a runner that produced no report counts as a failure
const ok = vitestStatus === 0 && e2eStatus === 0 && budgetStatus === 0 && failed === 0;

console.log(
  `\nunit+API: ${v ? `${v.passed} passed, ${v.failed} failed` : "no report"}; browser: ${p ? `${p.passed} passed, ${p.failed} failed` : "no report"}; bundle budgets: ${budgetStatus === 0 ? "within" : "OVER"}`,
);
console.log(`${passed} passed, ${ok ? failed : Math.max(failed, 1)} failed`);
process.exit(ok ? 0 : 1);
