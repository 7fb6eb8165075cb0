#!/usr/bin/env node
// `npm run bench`: the benchmark suite (bench/run.ts, loaded through tsx). See bench/README.md.
// Exits non-zero only when the harness itself fails; a missed performance target is printed, not fatal.
import { register } from "tsx/esm/api";

register();
try {
  const { main } = await import("../bench/run.ts");
  process.exit(await main());
} catch (error) {
  console.error(`[bench] harness error: ${error instanceof Error ? (error.stack ?? error.message) : error}`);
  process.exit(1);
}
