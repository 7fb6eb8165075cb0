import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/**
 * The project's folder (the one holding package.json), found from this module's own place, whether it runs
 * from its source under `server/` (tests, `npm run dev`) or from the start bundle in `dist/server/`
 * (`npm start`, docs/ARCHITECTURE.md). Migrations, the built web app and package.json are found from it.
 */
function findProjectRoot(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, "package.json"))) return dir;
    if (path.dirname(dir) === dir) throw new Error(`No package.json above ${from}`);
  }
}

export const PROJECT_ROOT = findProjectRoot(path.dirname(fileURLToPath(import.meta.url)));
