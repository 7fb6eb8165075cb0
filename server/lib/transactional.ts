import type { FastifyBaseLogger, FastifyReply, FastifyRequest, RouteOptions } from "fastify";
import type { AppContext } from "../app-context";
import { AppError } from "./errors";

/**
 * Work that must wait until the request's changes are committed (mail, for instance). It runs before the
 * answer is sent; a failure is logged, except an AppError, which becomes the answer (the changes stay).
 */
export type AfterCommitTask = () => Promise<unknown> | unknown;

/**
 * What a route hands its service: the app context whose `db` is, for a write, the request's own
 * transaction. Every change a request makes and the security-log rows that record it commit together or
 * not at all (docs/ARCHITECTURE.md, "One transaction per write").
 */
export interface RequestContext extends AppContext {
  /** Queues a task for after the commit; it never runs when the request fails and rolls back. */
  afterCommit(task: AfterCommitTask): void;
  /**
   * Like afterCommit, but the answer does not wait for it (failures are logged): for work whose duration
   * must not show in the answer, such as the reset mail that only some addresses get.
   */
  inBackground(task: AfterCommitTask): void;
  /**
   * Runs `work` in one transaction, as a write's handler runs, for a route that opts out of its own
   * (`transactional: false`) because slow work that needs no transaction comes first: sign-in checks the
   * password before it, so that no connection or row lock is held while it hashes. An error marked
   * `keepingChanges` is thrown after the commit. Refused inside a transaction.
   */
  transaction<T>(work: (ctx: RequestContext) => Promise<T>): Promise<T>;
}

declare module "fastify" {
  interface FastifyRequest {
    ctx: RequestContext;
  }
  interface FastifyContextConfig {
    /**
     * A GET that changes data (e.g. following a verification link) asks for a transaction with `true`.
     * A write whose work is outside the database and records only a log row once it is done (the test
     * e-mail) opts out with `false`, so a slow mail server never holds a database connection.
     * `"one statement"`: a write whose whole change is a single SQL statement (the clock-in) runs it
     * without BEGIN and COMMIT, two round trips fewer — PostgreSQL commits one statement atomically on its
     * own. Everything else of a write stays: reads computed before it are dropped after it, after-commit
     * tasks run once the handler has returned (never when it throws), and `ctx.transaction` is refused.
     */
    transactional?: boolean | typeof ONE_STATEMENT;
  }
}

const MUTATING = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/** The `transactional` of a write that is one SQL statement (see FastifyContextConfig). */
export const ONE_STATEMENT = "one statement";

/**
 * How a route runs: in its own transaction (every POST, PUT, PATCH and DELETE unless it opts out, and GETs
 * that ask), as one statement that commits on its own, or as a read.
 */
export function transactionModeOf(
  route: Pick<RouteOptions, "method" | "config">,
): "transaction" | typeof ONE_STATEMENT | "none" {
  const asked = route.config?.transactional;
  if (asked === ONE_STATEMENT) return ONE_STATEMENT;
  if (asked !== undefined) return asked ? "transaction" : "none";
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  return methods.some((m) => MUTATING.has(m)) ? "transaction" : "none";
}

/**
 * Marks an error as a refusal whose bookkeeping must survive: the request's changes commit and the error
 * is answered after (a failed sign-in counts the attempt and logs it, then answers 401).
 */
export function keepingChanges<E extends AppError>(error: E): E {
  Object.defineProperty(error, "keepChanges", { value: true });
  return error;
}

const keepsChanges = (error: unknown): error is AppError =>
  error instanceof AppError && (error as AppError & { keepChanges?: boolean }).keepChanges === true;

type Handler = (this: unknown, request: FastifyRequest, reply: FastifyReply) => unknown;

/**
 * The `onRoute` hook that gives every route its request context. A write's handler runs inside one
 * transaction (a write of one statement: see FastifyContextConfig); its answer is sent only after the
 * commit, and its after-commit tasks run then.
 */
export function createRequestContextHook(base: AppContext) {
  return (route: RouteOptions): void => {
    const handler = route.handler as Handler;
    const mode = transactionModeOf(route);
    const label = `${String(route.method)} ${route.url}`;

    if (mode === "none") {
      // A read keeps its handler's own way of answering (a file streams after the handler returns).
      route.handler = function (this: unknown, request: FastifyRequest, reply: FastifyReply) {
        request.ctx = outsideTransaction(base, request.log);
        return handler.call(this, request, reply);
      } as RouteOptions["handler"];
      return;
    }

    const inTransaction = mode === "transaction";
    route.handler = async function (this: unknown, request: FastifyRequest, reply: FastifyReply) {
      let result: unknown;
      try {
        result = await runWrite(
          base,
          request.log,
          async (ctx) => {
            request.ctx = ctx;
            const value = await handler.call(this, request, reply);
            if (reply.sent) throw new Error(`${label} answered before its change was committed`);
            return value;
          },
          inTransaction,
        );
      } finally {
        request.ctx = outsideTransaction(base, request.log);
      }
      // A write returns its payload; one that answers nothing (204, a redirect) is sent here, after the commit.
      if (result === undefined) return reply.send();
      return result;
    } as RouteOptions["handler"];
  };
}

/**
 * Runs `work` in one transaction with a context whose `db` is it — or, for a write of one statement
 * (`inTransaction` false), on the database itself, where that statement commits on its own. After the
 * commit, reads computed before it are dropped, background tasks start and after-commit tasks run; an error
 * marked `keepingChanges` is thrown after the commit (the after-commit tasks then do not run), any other
 * rolls everything back (a one-statement write's statement, if it ran, stays: nothing follows it).
 */
async function runWrite<T>(
  base: AppContext,
  log: FastifyBaseLogger,
  work: (ctx: RequestContext) => Promise<T>,
  inTransaction = true,
): Promise<T> {
  const tasks: AfterCommitTask[] = [];
  const background: AfterCommitTask[] = [];
  const afterCommit = (task: AfterCommitTask) => void tasks.push(task);
  const inBackground = (task: AfterCommitTask) => void background.push(task);
  let refusal: AppError | undefined;
  const attempt = async (db: AppContext["db"], sessions: AppContext["sessions"]) => {
    const ctx = requestContext(base, db, sessions, afterCommit, inBackground, nested);
    try {
      return await work(ctx);
    } catch (error) {
      if (!keepsChanges(error)) throw error;
      refusal = error;
      return undefined;
    }
  };
  const result = inTransaction
    ? await base.db.transaction((tx) => attempt(tx, base.sessions.using(tx)))
    : await attempt(base.db, base.sessions).finally(() => base.reads.invalidate());
  // Committed: reads computed before this write are not served after it (server/lib/read-cache.ts).
  base.reads.invalidate();
  void runAll(background, log);
  if (refusal) throw refusal;
  const failure = await runAll(tasks, log);
  if (failure) throw failure;
  // Only a refusal, thrown above, leaves the transaction without work's value.
  return result as T;
}

const nested: RequestContext["transaction"] = () =>
  Promise.reject(new Error("a transaction inside the request's transaction"));

/** The context of a read, or of a write's code after its commit: tasks run at once. */
function outsideTransaction(base: AppContext, log: FastifyBaseLogger): RequestContext {
  const now = (task: AfterCommitTask) => void runAll([task], log);
  const transaction: RequestContext["transaction"] = (work) => runWrite(base, log, work);
  return requestContext(base, base.db, base.sessions, now, now, transaction);
}

/**
 * A request's context, written out field by field: in Node 20 `{ ...base, more }` gives every result a hidden
 * class of its own (about 2.5 µs a request, and every read of `ctx.x` megamorphic); docs/ARCHITECTURE.md,
 * "Presenters".
 */
function requestContext(
  base: AppContext,
  db: AppContext["db"],
  sessions: AppContext["sessions"],
  afterCommit: RequestContext["afterCommit"],
  inBackground: RequestContext["inBackground"],
  transaction: RequestContext["transaction"],
): RequestContext {
  return {
    config: base.config,
    db,
    mailer: base.mailer,
    files: base.files,
    sessions,
    reads: base.reads,
    now: base.now,
    afterCommit,
    inBackground,
    transaction,
  };
}

/** Runs every task; answers the first AppError one of them threw (the others' failures are logged). */
async function runAll(tasks: AfterCommitTask[], log: FastifyBaseLogger): Promise<AppError | undefined> {
  let answer: AppError | undefined;
  for (const task of tasks) {
    try {
      await task();
    } catch (err) {
      if (err instanceof AppError) answer ??= err;
      else log.error({ err }, "after-commit task failed");
    }
  }
  return answer;
}
