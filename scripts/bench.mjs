#!/usr/bin/env node
// `npm run bench`: the benchmark suite (bench/run.ts, loaded through tsx). See bench/README.md.
// Exits non-zero only when the harness itself fails; a missed performance target is printed, not fatal.
import { register } from "tsx/esm/api";

register();
// BENCH_SUITES picks the suites: "routes" (bench/run.ts), "dashboards" (bench/dashboards.ts) and
// "security-logs" (bench/security-logs.ts), "load-integrity" (bench/load-integrity.ts) and "cluster"
// (bench/cluster.ts: one process against one per core), "hot-routes" (bench/hot-routes.ts: every area's hot
// routes on the bulk data set against their ceilings), "lighthouse" (bench/lighthouse.ts: Lighthouse on five
// pages in Debian's Chromium), "start" (bench/start.ts: npm start on a new and an existing data directory, the
// first answer and peak memory). Opt-in only, not in the default list: "growth" (bench/growth.ts: every dashboard and
// list at 2k / 20k / 100k people and the security log at 100k / 1M / 10M rows; long).
const suites = (
  process.env.BENCH_SUITES ??
  "routes,dashboards,security-logs,load-integrity,cluster,hot-routes,lighthouse,start"
)
  .split(",")
  .map((s) => s.trim());
try {
  let code = 0;
  if (suites.includes("routes")) code ||= await (await import("../bench/run.ts")).main();
  if (suites.includes("dashboards")) code ||= await (await import("../bench/dashboards.ts")).main();
  if (suites.includes("security-logs")) code ||= await (await import("../bench/security-logs.ts")).main();
  if (suites.includes("load-integrity")) code ||= await (await import("../bench/load-integrity.ts")).main();
  if (suites.includes("cluster")) code ||= await (await import("../bench/cluster.ts")).main();
  if (suites.includes("hot-routes")) code ||= await (await import("../bench/hot-routes.ts")).main();
  if (suites.includes("lighthouse")) code ||= await (await import("../bench/lighthouse.ts")).main();
  if (suites.includes("start")) code ||= await (await import("../bench/start.ts")).main();
  if (suites.includes("growth")) code ||= await (await import("../bench/growth.ts")).main();
  process.exit(code);
} catch (error) {
  console.error(`[bench] harness error: ${error instanceof Error ? (error.stack ?? error.message) : error}`);
  process.exit(1);
}
