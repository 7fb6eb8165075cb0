// Builds the web app when dist/web is missing or older than its sources (shared by start and e2e).
import { spawnSync } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { isStale } from "./staleness.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const builtIndex = path.join(root, "dist/web/index.html");
const sources = ["web", "shared", "vite.config.ts", "postcss.config.cjs"];

/** True when dist/web/index.html is missing or older than any web or shared source. */
export function isWebBuildStale() {
  return isStale(root, builtIndex, sources);
}

/** Builds (vite build, the pages' preloads, the first paint of /auth, then precompress) when stale; returns the exit status (0 when nothing had to be done). */
export function buildWebIfStale() {
  if (!isWebBuildStale()) return 0;
  console.log("Building the web app…");
  const build = spawnSync("npx", ["vite", "build", "--logLevel", "warn"], { cwd: root, stdio: "inherit" });
  if (build.status !== 0) return build.status ?? 1;
  // Each page's chunks, which the server names in a signed-in page's HTML (scripts/page-preloads.mjs).
  const preloads = spawnSync(process.execPath, ["scripts/page-preloads.mjs"], {
    cwd: root,
    stdio: "inherit",
  });
  if (preloads.status !== 0) return preloads.status ?? 1;
  // /auth's first paint in the HTML (scripts/prerender.mjs), compressed with the rest below.
  const prerender = spawnSync(process.execPath, ["scripts/prerender.mjs"], { cwd: root, stdio: "inherit" });
  if (prerender.status !== 0) return prerender.status ?? 1;
  // The .br and .gz copies the server sends to browsers that accept them (server/lib/static-web.ts).
  const compress = spawnSync(process.execPath, ["scripts/precompress.mjs"], { cwd: root, stdio: "inherit" });
  return compress.status ?? 1;
}
