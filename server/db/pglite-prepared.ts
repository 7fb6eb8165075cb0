import {
  type PGlite,
  protocol,
  type QueryOptions,
  type Results,
  type Transaction,
} from "@electric-sql/pglite";
import {
  createTableRelationsHelpers,
  extractTablesRelationalConfig,
  type Query,
  type TablesRelationalConfig,
} from "drizzle-orm";
import type { Cache } from "drizzle-orm/cache/core";
import { NoopCache } from "drizzle-orm/cache/core";
import type { WithCacheConfig } from "drizzle-orm/cache/core/types";
import { type Logger, NoopLogger } from "drizzle-orm/logger";
import {
  PgDatabase,
  PgDialect,
  type PgPreparedQuery,
  type PgTransactionConfig,
  type PreparedQueryConfig,
  type SelectedFieldsOrdered,
} from "drizzle-orm/pg-core";
import { PglitePreparedQuery, PgliteSession, PgliteTransaction } from "drizzle-orm/pglite";
import { concat, type Description, exchange, readAnswer, readDescription } from "./pglite-answer";
import { awaitStatementTurn } from "./pglite-turns";

/**
 * Named prepared statements on PGlite (docs/ARCHITECTURE.md, "Prepared reads"). Drizzle's PGlite driver
 * ignores a statement's name: every execution sent the SQL text again, in six calls into PGlite, which
 * parsed and planned it each time. The hot reads name their statements (`lib/prepared.ts`), so here, as
 * node-postgres does on PostgreSQL, a named statement is parsed once per database and every later execution
 * is one call that binds and executes it (and PostgreSQL keeps a generic plan when it is as good). Measured
 * on the demo data: a company's leave page 500 → 80 µs a statement.
 *
 * A statement without a name is parsed and planned for its values each time, as before, but in two calls
 * (parse and describe; bind and execute) instead of six, and its answer is read from the wire too: the same
 * page 454–486 → 342–353 µs, `select 1` 86–138 → 46–57 µs.
 */

interface PreparedStatement extends Description {
  text: string;
}

/** Each database's named statements. A statement lives as long as its database (one connection). */
const statementsOf = new WeakMap<PGlite, Map<string, PreparedStatement>>();

const { serialize } = protocol;

/** PostgreSQL keeps the first 63 bytes of a statement's name. */
const MAX_NAME_BYTES = 63;

/**
 * Errors after which a named statement must be prepared again: its result type changed under it (0A000,
 * "cached plan must not change result type", after an ALTER of a table it reads), or it is gone (26000).
 */
const STALE = new Set(["0A000", "26000"]);

/**
 * Parses `text` as the statement `name` ("" the unnamed one) and describes it. On an error the database
 * is brought out of it (a Sync) before the error is thrown.
 */
async function parseAndDescribe(pglite: PGlite, name: string, text: string): Promise<Description> {
  const answer = await exchange(
    pglite,
    concat([
      // A named statement this process no longer knows (see STALE) may still exist: closing a statement
      // that does not exist is not an error.
      ...(name ? [serialize.close({ type: "S", name })] : []),
      serialize.parse({ name, text }),
      serialize.describe({ type: "S", name }),
    ]),
  );
  try {
    return readDescription(answer);
  } catch (error) {
    await exchange(pglite, serialize.sync());
    throw error;
  }
}

/** Binds `params` to the statement `name` ("" the unnamed one), runs it and reads its answer. */
async function bindAndExecute<T>(
  pglite: PGlite,
  name: string,
  { paramTypes, fields }: Description,
  params: unknown[],
  options: QueryOptions | undefined,
  inTransaction: boolean,
): Promise<Results<T>> {
  let values: (string | null)[];
  try {
    values = params.map((value, i) => {
      if (value === null || value === undefined) return null;
      const type = paramTypes[i] as number;
      const serializer = options?.serializers?.[type] ?? pglite.serializers[type];
      return serializer ? serializer(value) : String(value);
    });
  } catch (error) {
    // A value its type cannot take (an invalid Date): end what the Parse began, as PGlite.query does.
    await exchange(pglite, serialize.sync());
    throw error;
  }
  const answer = await exchange(
    pglite,
    concat([serialize.bind({ statement: name, values }), serialize.execute({}), serialize.sync()]),
  );
  if (!inTransaction) await pglite.syncToFs();
  return readAnswer<T>(pglite, answer, fields, options);
}

/**
 * A statement's turn on the database. `inTransaction`: the caller holds the database's transaction (a
 * request's write), so only the statement's turn is taken; otherwise the statement waits for any
 * transaction to end, as `PGlite.query` outside one does.
 */
async function exclusive<T>(pglite: PGlite, inTransaction: boolean, run: () => Promise<T>): Promise<T> {
  const turn = awaitStatementTurn();
  if (turn) await turn;
  await pglite._checkReady(); // "PGlite is closed", as PGlite.query says, rather than a crash inside it
  return inTransaction
    ? pglite._runExclusiveQuery(run)
    : pglite._runExclusiveTransaction(() => pglite._runExclusiveQuery(run));
}

/**
 * Runs the statement `name` (parsing `text` under that name the first time) with `params`, and answers as
 * `PGlite.query` does.
 */
export function queryNamed<T>(
  pglite: PGlite,
  name: string,
  text: string,
  params: unknown[],
  options?: QueryOptions,
  inTransaction = false,
): Promise<Results<T>> {
  if (Buffer.byteLength(name) > MAX_NAME_BYTES) {
    // PostgreSQL would cut it to 63 bytes, so two long names could collide for good.
    return Promise.reject(new Error(`Prepared statement names have at most 63 bytes — "${name}"`));
  }
  return exclusive(pglite, inTransaction, async () => {
    let statements = statementsOf.get(pglite);
    if (!statements) {
      statements = new Map();
      statementsOf.set(pglite, statements);
    }
    let statement = statements.get(name);
    if (statement && statement.text !== text) {
      // As node-postgres refuses it: one name, two texts is a bug in the caller.
      throw new Error(`Prepared statements must be unique — "${name}" was prepared with other SQL`);
    }
    if (!statement) {
      statement = { text, ...(await parseAndDescribe(pglite, name, text)) };
      statements.set(name, statement);
    }
    try {
      return await bindAndExecute<T>(pglite, name, statement, params, options, inTransaction);
    } catch (error) {
      // Prepared again on its next run (the old one closed first): a table it reads changed shape.
      if (STALE.has((error as { code?: unknown }).code as string)) statements.delete(name);
      throw error;
    }
  });
}

/**
 * Runs `text` once, as `PGlite.query` does (parsed and planned for these values), in two calls into PGlite
 * instead of six, its answer read from the wire.
 */
export function queryUnnamed<T>(
  pglite: PGlite,
  text: string,
  params: unknown[],
  options?: QueryOptions,
  inTransaction = false,
): Promise<Results<T>> {
  return exclusive(pglite, inTransaction, async () => {
    const description = await parseAndDescribe(pglite, "", text);
    return bindAndExecute<T>(pglite, "", description, params, options, inTransaction);
  });
}

type Schema = Record<string, unknown>;

/** The name each named query of a StatementSession was prepared with (PglitePreparedQuery keeps none). */
const namedStatements = new WeakMap<object, string>();

/**
 * A copy of a Drizzle prepared query that runs through `client`: both drivers' prepared queries keep the SQL,
 * its parameters and the row mapping as they were built, and send through their `client` field.
 */
export function withClient<P extends object>(prepared: P, client: unknown): P {
  const copy = Object.assign(Object.create(Object.getPrototypeOf(prepared)), prepared) as P;
  (copy as { client: unknown }).client = client;
  if (namedStatements.has(prepared)) namedStatements.set(copy, namedStatements.get(prepared)!);
  return copy;
}

/** Whether `session` is this module's (a database opened by `drizzlePglitePrepared`, or one of its transactions). */
export const isStatementSession = (session: unknown): session is { rebind<P extends object>(p: P): P } =>
  session instanceof StatementSession;

/** Drizzle's PGlite session, with a named statement run as one (`queryNamed`). */
class StatementSession extends PgliteSession<Schema, TablesRelationalConfig> {
  constructor(
    private readonly pglite: PGlite,
    private readonly connection: PGlite | Transaction,
    private readonly sqlDialect: PgDialect,
    private readonly relational: ConstructorParameters<typeof PgliteSession>[2],
    private readonly queryLogger: Logger = new NoopLogger(),
    private readonly queryCache: Cache = new NoopCache(),
  ) {
    super(connection, sqlDialect, relational as never, { logger: queryLogger, cache: queryCache });
  }

  override prepareQuery<T extends PreparedQueryConfig = PreparedQueryConfig>(
    query: Query,
    fields: SelectedFieldsOrdered | undefined,
    name: string | undefined,
    isResponseInArrayMode: boolean,
    customResultMapper?: (rows: unknown[][]) => T["execute"],
    queryMetadata?: { type: "select" | "update" | "delete" | "insert"; tables: string[] },
    cacheConfig?: WithCacheConfig,
  ): PgPreparedQuery<T> {
    const prepared = new PglitePreparedQuery<T>(
      this.clientFor(name),
      query.sql,
      query.params,
      this.queryLogger,
      this.queryCache,
      queryMetadata,
      cacheConfig,
      fields,
      name,
      isResponseInArrayMode,
      customResultMapper,
    );
    if (name) namedStatements.set(prepared, name);
    return prepared;
  }

  /** What a prepared query of this session runs its statement through (Drizzle's `client`). */
  clientFor(name: string | undefined): PGlite {
    const transaction = this.connection === this.pglite ? null : (this.connection as Transaction);
    const client = {
      query: <R>(text: string, params: unknown[], options?: QueryOptions) => {
        // As PGlite's transaction refuses it: a statement kept past its transaction's end.
        if (transaction?.closed) return Promise.reject(new Error("Transaction is closed"));
        return name
          ? queryNamed<R>(this.pglite, name, text, params, options, transaction !== null)
          : queryUnnamed<R>(this.pglite, text, params, options, transaction !== null);
      },
    };
    return client as PGlite;
  }

  /** `prepared` (built on another session of this database) run through this one: see lib/prepared.ts. */
  rebind<P extends object>(prepared: P): P {
    return withClient(prepared, this.clientFor(namedStatements.get(prepared)));
  }

  override async transaction<T>(
    transaction: (tx: PgliteTransaction<Schema, TablesRelationalConfig>) => Promise<T>,
    config?: PgTransactionConfig,
  ): Promise<T> {
    const turn = awaitStatementTurn(); // its BEGIN is a statement too
    if (turn) await turn;
    return this.pglite.transaction(async (connection) => {
      const session = new StatementSession(
        this.pglite,
        connection,
        this.sqlDialect,
        this.relational,
        this.queryLogger,
        this.queryCache,
      );
      const tx = new PgliteTransaction<Schema, TablesRelationalConfig>(
        this.sqlDialect,
        session,
        this.relational,
      );
      if (config) await tx.setTransaction(config);
      return transaction(tx);
    });
  }
}

/**
 * A Drizzle database on `pglite` whose named statements are prepared (as `drizzle-orm/pglite`'s `drizzle`
 * builds it otherwise: the same dialect, relational schema, logger).
 */
export function drizzlePglitePrepared(pglite: PGlite, schema: Schema, logger?: Logger) {
  const dialect = new PgDialect();
  const tables = extractTablesRelationalConfig(schema, createTableRelationsHelpers);
  const relational = { fullSchema: schema, schema: tables.tables, tableNamesMap: tables.tableNamesMap };
  const session = new StatementSession(pglite, pglite, dialect, relational, logger);
  return new PgDatabase(dialect, session, relational);
}
