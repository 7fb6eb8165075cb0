// When a build is older than its sources (the web app's and the server's start bundle).
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

/** The newest modification time under a file or folder (0 when it does not exist). */
export function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs; // a deleted file only shows as its folder's change
  for (const entry of readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

/** True when `built` is missing or older than any of the `sources` (paths under `root`). */
export function isStale(root, built, sources) {
  if (!existsSync(built)) return true;
  const newestSource = Math.max(...sources.map((source) => newestMtime(path.join(root, source))));
  return newestSource > statSync(built).mtimeMs;
}
