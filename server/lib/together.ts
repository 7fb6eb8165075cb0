/**
 * Statements of one transaction issued at once, where none needs an earlier one's answer: on PostgreSQL
 * they travel in one round trip and run in the order given (db/pg-pipelined-client.ts); on the embedded
 * database, one after the other in that order. Waits for every one to settle, so that none is still to run
 * when a failure ends the transaction, and throws the first failure in the order given: the cause, not the
 * "current transaction is aborted" of the statements after it.
 */
export async function together<const P extends readonly Promise<unknown>[]>(
  statements: P,
): Promise<{ -readonly [K in keyof P]: Awaited<P[K]> }> {
  const settled = await Promise.allSettled(statements);
  for (const outcome of settled) if (outcome.status === "rejected") throw outcome.reason;
  return settled.map((outcome) => (outcome as PromiseFulfilledResult<unknown>).value) as {
    -readonly [K in keyof P]: Awaited<P[K]>;
  };
}
