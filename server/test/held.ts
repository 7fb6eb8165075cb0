import type { Database } from "../db/client";
import { signal } from "./signal";

/**
 * Runs `hold` in a transaction kept open while `request` is sent, then commits it; answers the request's
 * answer. For races on PostgreSQL: the request either waits for the held rows (a lock) and then sees the
 * commit, or — without a lock — finishes meanwhile on what it read before.
 */
export async function whileHeld<Answer>(
  db: Database,
  hold: (tx: Database) => Promise<unknown>,
  request: () => Promise<Answer>,
): Promise<Answer> {
  const started = signal();
  const held = signal();
  const holding = db.transaction(async (tx) => {
    await hold(tx as unknown as Database);
    started.fire();
    await held.promise;
  });
  await started.promise;
  const answer = request();
  // Long enough for the request to reach the held rows (or, without a lock, to finish).
  await new Promise((resolve) => setTimeout(resolve, 300));
  held.fire();
  await holding;
  return answer;
}
