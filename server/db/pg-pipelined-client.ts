import pg from "pg";

/**
 * The node-postgres client of the app's pool, which makes fewer round trips (docs/ARCHITECTURE.md, "Round
 * trips to PostgreSQL"): on the machines this runs on, a send on loopback costs the app more time than most
 * of a route's own code (the backend it wakes often takes the app's core).
 *
 * - It runs in pipeline mode: a statement issued while another is on its way is sent at once, not after that
 *   one's answer, and the statements issued in one synchronous run leave in one write. PostgreSQL still runs
 *   them one after the other, in order, each after the one before has finished.
 * - A transaction's BEGIN is answered at once and sent, in the same write, just before the transaction's
 *   first statement. A COMMIT or ROLLBACK that follows it with nothing in between ends a transaction that
 *   never started, so it is answered at once too. The caller hears of a failed BEGIN through the statement
 *   sent with it. BEGIN fails only on a broken connection (the statement with it then fails too) or a
 *   cancelled query (the app cancels none); it is held only on a connection outside any transaction.
 * - A connection given back to the pool holding a BEGIN (no caller does: Drizzle always ends its
 *   transaction first) forgets it (`forgetHeldBegin`, createPool), so the next caller starts clean.
 */
export class PipelinedClient extends pg.Client {
  #beginHeld = false;
  #corked = false;

  constructor(config?: pg.ClientConfig) {
    super(Object.assign({}, config, { pipeline: true }) as pg.ClientConfig);
  }

  // biome-ignore lint/suspicious/noExplicitAny: forwards every overload of pg's query unchanged
  override query(config: any, values?: any, callback?: any): any {
    const text = typeof config === "string" ? config : config?.text;
    const plain = typeof callback !== "function" && typeof values !== "function";
    if (plain && isWord(text, "begin") && !this.#beginHeld && this.getTransactionStatus() === "I") {
      this.#beginHeld = true;
      return Promise.resolve(answered("BEGIN"));
    }
    if (!this.#beginHeld) {
      this.#corkForThisRun();
      return super.query(config, values, callback);
    }
    this.#beginHeld = false;
    if (plain && (isWord(text, "commit") || isWord(text, "rollback"))) {
      return Promise.resolve(answered(String(text).toUpperCase()));
    }
    this.#corkForThisRun();
    const begun = super.query("begin");
    // Heard of through the statement (or its callback), never left unhandled.
    begun.catch(() => {});
    const statement = super.query(config, values, callback);
    if (!plain) return statement;
    return Promise.all([begun, statement]).then(([, result]) => result);
  }

  /** Drops a held BEGIN that was never sent: the connection goes back to the pool outside a transaction. */
  forgetHeldBegin(): void {
    this.#beginHeld = false;
  }

  /** Holds the socket's writes until the current synchronous run ends, so they leave as one. */
  #corkForThisRun(): void {
    if (this.#corked) return;
    const stream = (this as unknown as { connection: { stream: Corkable } }).connection.stream;
    this.#corked = true;
    stream.cork();
    queueMicrotask(() => {
      this.#corked = false;
      stream.uncork();
    });
  }
}

interface Corkable {
  cork(): void;
  uncork(): void;
}

const isWord = (text: unknown, word: string) =>
  typeof text === "string" && text.trim().toLowerCase() === word;

/** What node-postgres answers for a statement that returns no rows. */
const answered = (command: string) => ({ command, rowCount: null, oid: null, rows: [], fields: [] });
