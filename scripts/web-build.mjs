// Builds the web app when dist/web is missing or older than its sources (shared by start and e2e).
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const builtIndex = path.join(root, "dist/web/index.html");
const sources = ["web", "shared", "vite.config.ts", "postcss.config.cjs"];

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs; // a deleted file only shows as its folder's change
  for (const entry of readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

/** True when dist/web/index.html is missing or older than any web or shared source. */
export function isWebBuildStale() {
  if (!existsSync(builtIndex)) return true;
  const newestSource = Math.max(...sources.map((s) => newestMtime(path.join(root, s))));
  return newestSource > statSync(builtIndex).mtimeMs;
}

/** Builds (vite build, then precompress) when stale; returns the exit status (0 when nothing had to be done). */
export function buildWebIfStale() {
  if (!isWebBuildStale()) return 0;
  console.log("Building the web app…");
  const build = spawnSync("npx", ["vite", "build", "--logLevel", "warn"], { cwd: root, stdio: "inherit" });
  if (build.status !== 0) return build.status ?? 1;
  // The .br and .gz copies the server sends to browsers that accept them (server/lib/static-web.ts).
  const compress = spawnSync(process.execPath, ["scripts/precompress.mjs"], { cwd: root, stdio: "inherit" });
  return compress.status ?? 1;
}
