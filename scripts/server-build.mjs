// The server's start bundle: `npm start` (and the browser journeys) run dist/server/index.mjs, the server's
// own TypeScript compiled into one ES module by esbuild, its packages left to node_modules. Loading one
// file instead of transpiling every module at start takes about a second and a half off the start
// (docs/ARCHITECTURE.md, Start). Tests and `npm run dev` keep running the sources through tsx.
import { spawnSync } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { isStale } from "./staleness.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export const SERVER_BUNDLE = path.join(root, "dist/server/index.mjs");
const sources = ["server", "shared", "package.json", "package-lock.json", "scripts/server-build.mjs"];

export function isServerBuildStale() {
  return isStale(root, SERVER_BUNDLE, sources);
}

/** Bundles the server when stale; returns the exit status (0 when nothing had to be done). */
export function buildServerIfStale() {
  if (!isServerBuildStale()) return 0;
  const build = spawnSync(
    path.join(root, "node_modules/.bin/esbuild"),
    [
      "server/index.ts",
      "--bundle",
      "--platform=node",
      "--format=esm",
      "--target=node20",
      "--packages=external",
      "--sourcemap",
      "--log-level=warning",
      `--outfile=${SERVER_BUNDLE}`,
    ],
    { cwd: root, stdio: "inherit" },
  );
  return build.status ?? 1;
}

/** How to run the built server: node with source maps, so stack traces name the TypeScript lines. */
export const serverCommand = () => ({
  command: process.execPath,
  args: ["--enable-source-maps", SERVER_BUNDLE],
});

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exit(buildServerIfStale());
}
