import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig, devices } from "@playwright/test";

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, "..");
const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://localhost:${port}`;

// One folder per run for the database and the mail sink. The runner sets it before it starts the web
// server and the workers, and both inherit it, so the tests read the very mailbox the server writes.
process.env.E2E_RUN_DIR ??= mkdtempSync(path.join(os.tmpdir(), "hr-e2e-"));
process.env.E2E_PORT = String(port);

const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const jsonReport =
  process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? path.join(root, "test-results", "e2e-report.json");

export default defineConfig({
  testDir: here,
  testMatch: "**/*.spec.ts",
  outputDir: path.join(root, "test-results", "e2e"),
  fullyParallel: false,
  workers: 1, // two cores, and PGlite is a single connection
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [["list"], ["json", { outputFile: path.resolve(jsonReport) }]],
  use: {
    baseURL,
    trace: "on-first-retry",
    screenshot: "only-on-failure",
    actionTimeout: 10_000,
    navigationTimeout: 15_000,
  },
  projects: [
    {
      name: "chromium-desktop",
      use: {
        ...devices["Desktop Chrome"],
        viewport: { width: 1366, height: 800 },
        launchOptions: {
          executablePath: chromiumPath,
          args: [
            "--no-sandbox",
            "--disable-gpu",
            "--disable-quic",
            "--disable-background-networking",
            "--disable-component-update",
            "--disable-sync",
            "--no-first-run",
          ],
        },
      },
    },
  ],
  webServer: {
    command: "node e2e/serve.mjs",
    cwd: root,
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: "pipe",
    stderr: "pipe",
    gracefulShutdown: { signal: "SIGTERM", timeout: 15_000 },
  },
});
