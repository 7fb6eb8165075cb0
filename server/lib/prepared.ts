import { is } from "drizzle-orm";
import { PgPreparedQuery, PgTransaction } from "drizzle-orm/pg-core";
import { type Database, preparedKindOf, rebindPrepared } from "../db/client";
import { withCompiledMapper } from "../db/row-mapper";

/**
 * Statements a hot read runs on every request, built once and prepared (docs/ARCHITECTURE.md, "Prepared
 * reads"). A read whose SQL has a few shapes — a filter given or not, every company or one — gets one
 * prepared statement per shape; every value that changes between requests is a `sql.placeholder`, given to
 * `execute`. Drizzle then skips building the query, and PostgreSQL parses and plans a named statement once
 * per connection instead of on every request. Their rows are mapped by a mapper worked out once per
 * statement (`db/row-mapper.ts`).
 *
 * `key(shape)` names the shape (a few characters: the statement's name is `${name}_${key}`, or `name` for an empty key; and PostgreSQL
 * keeps 63 bytes of a name); `build(db, shape, statementName)` makes the statements with `.prepare(...)`,
 * and returns one of them or an object of them.
 *
 * Statements belong to the database they were prepared on, and a request's transaction is a new `db` each
 * time: its statements are built on the first transaction, and each later one gets copies that send the
 * same SQL on its own connection (`rebindPrepared`), instead of building the queries again (0.2–0.3 ms of
 * Drizzle a write request, measured on a leave request on PGlite).
 */
export function preparedPerShape<Shape, Statements>(
  name: string,
  key: (shape: Shape) => string,
  build: (db: Database, shape: Shape, statementName: string) => Statements,
): (db: Database, shape: Shape) => Statements {
  const byDatabase = new WeakMap<Database, Map<string, Statements>>();
  const inTransactions = new Map<string, Statements>();
  return (db, shape) => {
    const kind = is(db, PgTransaction) ? preparedKindOf(db) : null;
    if (kind) {
      const shapeKey = `${kind} ${key(shape)}`;
      const built = inTransactions.get(shapeKey);
      if (built) return rebound(built, db);
      const statements = withCompiledMapper(build(db, shape, statementNameOf(name, key(shape))));
      inTransactions.set(shapeKey, statements);
      return statements;
    }
    let shapes = byDatabase.get(db);
    if (!shapes) {
      shapes = new Map();
      byDatabase.set(db, shapes);
    }
    const shapeKey = key(shape);
    let statements = shapes.get(shapeKey);
    if (!statements) {
      statements = withCompiledMapper(build(db, shape, statementNameOf(name, shapeKey)));
      shapes.set(shapeKey, statements);
    }
    return statements;
  };
}

const statementNameOf = (name: string, shapeKey: string) => (shapeKey ? `${name}_${shapeKey}` : name);

/** `statements` (one prepared query, or an object of them) for `db`'s transaction. */
function rebound<Statements>(statements: Statements, db: Database): Statements {
  if (is(statements, PgPreparedQuery)) return rebindPrepared(statements as object, db) as Statements;
  return Object.fromEntries(
    Object.entries(statements as object).map(([k, v]) => [
      k,
      is(v, PgPreparedQuery) ? rebindPrepared(v as object, db) : v,
    ]),
  ) as Statements;
}

/** A read of one shape only: `preparedPerShape` without a shape. */
export function preparedOnce<Statements>(
  name: string,
  build: (db: Database, statementName: string) => Statements,
): (db: Database) => Statements {
  const perShape = preparedPerShape(
    name,
    () => "",
    (db, _shape: undefined, statementName) => build(db, statementName),
  );
  return (db) => perShape(db, undefined);
}
