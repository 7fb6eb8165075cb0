// One process of a PostgreSQL SQL ceiling run in several (bench/sql-ceiling-processes.ts): says "ready" once
// loaded, reads its job as JSON on stdin, waits for the common start, runs `sqlCeiling` with its share of
// the loops and writes the LoadResult as JSON on stdout.
import { sqlCeiling } from "./hot-routes-sql";
import type { CeilingJob } from "./sql-ceiling-processes";

process.stdout.write("ready\n");
const chunks: Buffer[] = [];
for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
const job = JSON.parse(Buffer.concat(chunks).toString("utf8")) as CeilingJob;
const wait = job.startAt - Date.now();
if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
const result = await sqlCeiling(
  "postgresql",
  { url: job.url },
  job.routeIndex,
  job.sets,
  job.write,
  job.concurrency,
  job.warmupS,
  job.durationS,
);
process.stdout.write(`${JSON.stringify(result)}\n`);
