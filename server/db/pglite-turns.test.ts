import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { integer, pgTable } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { drizzlePglitePrepared } from "./pglite-prepared";
import { ROUND_BUDGET_MS } from "./pglite-turns";

const counters = pgTable("counters", { value: integer("value").notNull() });

let pglite: PGlite;
let db: ReturnType<typeof drizzlePglitePrepared>;

beforeAll(async () => {
  pglite = await PGlite.create();
  await pglite.exec("create table counters (value integer not null); insert into counters values (0)");
  db = drizzlePglitePrepared(pglite, { counters });
});
afterAll(() => pglite.close());

/** A statement that keeps PGlite busy for a while (a fraction of a millisecond or more), synchronously. */
const busy = () =>
  db
    .select({ n: sql<number>`(select count(*) from generate_series(1, 3000))::int` })
    .from(counters)
    .prepare("turns_busy");

/** Runs `count` statements one after the other, as one long request would, counting those done. */
async function series(count: number, progress: { done: number }) {
  const statement = busy();
  for (let i = 0; i < count; i++) {
    const [row] = await statement.execute();
    expect(row?.n).toBe(3000);
    progress.done++;
  }
}

/** The event loop's next check phase: what a request read from a socket meanwhile would wait for. */
const nextTurnOfTheLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/** A long series (the first test checks it outlasts several rounds), started. */
function longSeries() {
  const count = 60;
  const started = performance.now();
  const progress = { done: 0 };
  const run = series(count, progress);
  return { count, progress, run, started };
}

describe("statements on PGlite share the event loop in rounds", () => {
  it("lets the event loop turn while a long series of statements runs, and every statement answers", async () => {
    const { count, progress, run, started } = longSeries();
    await nextTurnOfTheLoop();
    const doneWhenTheLoopTurned = progress.done;
    await run;
    expect(performance.now() - started).toBeGreaterThan(4 * ROUND_BUDGET_MS);
    expect(progress.done).toBe(count);
    // Without rounds the series runs to its end before the event loop turns at all.
    expect(doneWhenTheLoopTurned).toBeLessThan(count);
  });

  it("answers a short request that arrives during a long one before the long one ends, in order of arrival", async () => {
    const { count, progress, run } = longSeries();
    const finished: string[] = [];
    // Two requests read from their sockets while the long one runs: each starts in a later turn of the loop.
    await nextTurnOfTheLoop();
    const first = series(1, { done: 0 }).then(() => finished.push(`first after ${progress.done}`));
    const second = series(1, { done: 0 }).then(() => finished.push(`second after ${progress.done}`));
    await Promise.all([first, second]);
    const doneWhenShortOnesEnded = progress.done;
    await run;
    expect(finished.map((f) => f.split(" ")[0])).toEqual(["first", "second"]);
    expect(doneWhenShortOnesEnded).toBeLessThan(count);
  });

  it("keeps a transaction whole: a read arriving while it waits for its next round sees its commit, not half of it", async () => {
    const seen: number[] = [];
    const transaction = db.transaction(async (tx) => {
      for (let i = 1; i <= 20; i++) {
        await tx.update(counters).set({ value: i });
        await tx.execute(sql`select count(*) from generate_series(1, 3000)`);
      }
    });
    await nextTurnOfTheLoop();
    const read = db
      .select({ value: counters.value })
      .from(counters)
      .then((rows) => seen.push(rows[0]!.value));
    await Promise.all([transaction, read]);
    expect(seen).toEqual([20]);
  });
});
