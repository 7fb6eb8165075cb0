// What a suite that runs the app as a user would needs first: the build `npm start` makes, and the demo data.
import { spawnSync } from "node:child_process";
import os from "node:os";
import { ROOT } from "./processes";

const BUILDERS = {
  web: "import('./scripts/web-build.mjs').then((m) => process.exit(m.buildWebIfStale()))",
  server: "import('./scripts/server-build.mjs').then((m) => process.exit(m.buildServerIfStale()))",
};

/** Builds the web app (and the server's start bundle) when out of date, as `npm start` does before it serves. */
export function buildIfStale(parts: Array<keyof typeof BUILDERS>): void {
  for (const part of parts) {
    const build = spawnSync(process.execPath, ["-e", BUILDERS[part]], { cwd: ROOT, stdio: "inherit" });
    if (build.status !== 0) throw new Error(`the ${part} build failed (${build.status})`);
  }
}

/** `npm run seed:demo` into `dataDir` (the app stopped: the embedded database is one process's). */
export function seedDemo(dataDir: string): void {
  const seed = spawnSync(process.execPath, ["--import", "tsx", "server/db/seed/demo-cli.ts"], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH ?? "/usr/bin:/bin",
      HOME: process.env.HOME ?? os.tmpdir(),
      DATA_DIR: dataDir,
    },
    encoding: "utf8",
  });
  if (seed.status !== 0) throw new Error(`seed:demo failed (${seed.status}):\n${seed.stderr}`);
}
