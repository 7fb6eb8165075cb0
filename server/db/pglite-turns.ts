/**
 * Sharing the event loop with a synchronous database (docs/ARCHITECTURE.md, "Databases": the
 * event loop). PGlite answers inside the call, so a request never waits on I/O: without a pause, each
 * request read in one turn of the event loop runs to its end before the next turn reads the requests that
 * arrived meanwhile, and a request arriving just after a turn began waits for that whole turn and then for
 * its place in the next one — about a tenth of the requests at twice the others' latency under load.
 *
 * So statements take their turn in rounds: a statement that finds the current round older than
 * `ROUND_BUDGET_MS` waits for the next one, which begins after the event loop has read new requests. Those
 * wait in order of arrival, behind every request already in progress, so each request waits about as long
 * as the others. A round under the budget pauses nothing; the pause is one `setImmediate` a round, not one
 * a statement.
 */

/** Milliseconds of statements (and the work between them) a round runs before the event loop reads again. */
export const ROUND_BUDGET_MS = 1;

let roundStartedAt = Number.NEGATIVE_INFINITY;
let waiting: Array<() => void> = [];
let nextRoundScheduled = false;

function beginRound(): void {
  nextRoundScheduled = false;
  roundStartedAt = performance.now();
  const resume = waiting;
  waiting = [];
  for (const go of resume) go();
}

/**
 * Resolves at once while the current round is within its budget; otherwise in the next round, after every
 * statement that asked before it. Await it before a statement takes the database.
 */
export function awaitStatementTurn(): Promise<void> | undefined {
  if (performance.now() - roundStartedAt <= ROUND_BUDGET_MS) return undefined;
  return new Promise<void>((go) => {
    waiting.push(go);
    if (!nextRoundScheduled) {
      nextRoundScheduled = true;
      setImmediate(beginRound);
    }
  });
}
