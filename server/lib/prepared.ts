import type { Database } from "../db/client";

/**
 * Statements a hot read runs on every request, built once and prepared (docs/ARCHITECTURE.md, "Prepared
 * reads"). A read whose SQL has a few shapes — a filter given or not, every company or one — gets one
 * prepared statement per shape; every value that changes between requests is a `sql.placeholder`, given to
 * `execute`. Drizzle then skips building the query, and PostgreSQL parses and plans a named statement once
 * per connection instead of on every request.
 *
 * `key(shape)` names the shape (a few characters: the statement's name is `${name}_${key}`, or `name` for an empty key; and PostgreSQL
 * keeps 63 bytes of a name); `build(db, shape, statementName)` makes the statements with `.prepare(...)`.
 * Statements belong to the database they were prepared on: a request's transaction (a new `db` each time)
 * gets its own, which is no faster than building the query but stays correct.
 */
export function preparedPerShape<Shape, Statements>(
  name: string,
  key: (shape: Shape) => string,
  build: (db: Database, shape: Shape, statementName: string) => Statements,
): (db: Database, shape: Shape) => Statements {
  const byDatabase = new WeakMap<Database, Map<string, Statements>>();
  return (db, shape) => {
    let shapes = byDatabase.get(db);
    if (!shapes) {
      shapes = new Map();
      byDatabase.set(db, shapes);
    }
    const shapeKey = key(shape);
    let statements = shapes.get(shapeKey);
    if (!statements) {
      statements = build(db, shape, shapeKey ? `${name}_${shapeKey}` : name);
      shapes.set(shapeKey, statements);
    }
    return statements;
  };
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
