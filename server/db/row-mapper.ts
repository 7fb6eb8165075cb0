import { Column, getTableName, is, noopDecoder, SQL, Subquery } from "drizzle-orm";
import { PgPreparedQuery, type SelectedFieldsOrdered } from "drizzle-orm/pg-core";

/**
 * A prepared query's rows turned into objects by a mapper worked out once per statement, instead of
 * Drizzle's generic `mapResultRow`, which finds each cell's decoder (a few `is()` prototype walks) and walks
 * its path on every cell of every row: 3–9 % of the server's CPU on the hot reads (bench/README.md, "Rows
 * mapped by a function written per statement"). The answer is the same object Drizzle builds — the same keys
 * in the same order, the same decoded values, a left join's missing table as `null` — which
 * `row-mapper.api.test.ts` holds it to.
 *
 * Both drivers' prepared queries (node-postgres' and PGlite's) call `customResultMapper(rows)` when it is
 * set and map with `mapResultRow` otherwise; a copy made for another transaction (`withClient`) keeps it.
 */

type Decode = ((value: unknown) => unknown) | null;

/** The shape of a row's object: each key a cell's index or a nested object, in the order Drizzle adds them. */
type Shape = Map<string, number | Shape>;

type RowsMapper = (rows: unknown[][]) => Record<string, unknown>[];

const identity = Column.prototype.mapFromDriverValue;

interface Decoder {
  mapFromDriverValue(value: unknown): unknown;
}

/** The decoder Drizzle's `mapResultRow` picks for `field`; null when it returns its value as it is. */
function decoderOf(field: SelectedFieldsOrdered[number]["field"]): Decode {
  const sqlOf = (value: unknown) => value as { decoder: Decoder };
  let decoder: Decoder;
  if (is(field, Column)) decoder = field;
  else if (is(field, SQL)) decoder = sqlOf(field).decoder;
  else if (is(field, Subquery)) decoder = sqlOf((field._ as unknown as { sql: SQL }).sql).decoder;
  else decoder = sqlOf((field as SQL.Aliased).sql).decoder;
  const decode = decoder.mapFromDriverValue;
  if (decode === identity || decode === noopDecoder.mapFromDriverValue) return null;
  return decode.bind(decoder); // a column's method may read its column
}

/**
 * The mapper of a statement selecting `fields`, with the joined tables' `joinsNotNullableMap`: one function
 * written for the statement that builds each row as one object literal (`{"id": r[0], "name": …}`), which
 * V8 allocates at once with its final shape, instead of adding the keys one by one. Only the statement's
 * own keys (as JSON strings) and cell numbers are written into it.
 */
export function compileRowMapper(
  fields: SelectedFieldsOrdered,
  joinsNotNullableMap?: Record<string, boolean>,
): RowsMapper {
  const decoders = fields.map(({ field }) => decoderOf(field));
  const shape: Shape = new Map();
  fields.forEach(({ path }, index) => {
    let node = shape;
    for (const key of path.slice(0, -1)) {
      let next = node.get(key);
      if (typeof next !== "object") {
        next = new Map();
        node.set(key, next);
      }
      node = next;
    }
    node.set(path[path.length - 1]!, index);
  });

  const cell = (index: number) =>
    decoders[index] ? `(r[${index}] === null ? null : d[${index}](r[${index}]))` : `r[${index}]`;
  const literal = (node: Shape): string =>
    `{${[...node].map(([key, value]) => `${JSON.stringify(key)}: ${typeof value === "number" ? cell(value) : literal(value)}`).join(", ")}}`;
  const nulling = nullableJoins(fields, joinsNotNullableMap).map(
    ({ key, first }) =>
      `if (o[${JSON.stringify(key)}][${JSON.stringify(first)}] === null) o[${JSON.stringify(key)}] = null;`,
  );
  const mapRow = new Function("d", "r", `const o = ${literal(shape)};\n${nulling.join("\n")}\nreturn o;`) as (
    decoders: Decode[],
    row: unknown[],
  ) => Record<string, unknown>;
  return (rows) => {
    const mapped = new Array<Record<string, unknown>>(rows.length);
    for (let i = 0; i < rows.length; i++) mapped[i] = mapRow(decoders, rows[i]!);
    return mapped;
  };
}

/**
 * Drizzle's nulling of a join's object (`{ user: users, company: companies }` with a left join): decided by
 * the object's first column, and only when every later column of it comes from that column's table and that
 * table may be missing. Each such object's key, and the key of its first column.
 */
function nullableJoins(
  fields: SelectedFieldsOrdered,
  joinsNotNullableMap: Record<string, boolean> | undefined,
): Array<{ key: string; first: string }> {
  if (!joinsNotNullableMap) return [];
  const groups = new Map<string, { first: string; table: string; mixed: boolean }>();
  for (const { path, field } of fields) {
    if (!is(field, Column) || path.length !== 2) continue;
    const table = getTableName(field.table);
    const group = groups.get(path[0]!);
    if (!group) groups.set(path[0]!, { first: path[1]!, table, mixed: false });
    else if (group.table !== table) group.mixed = true;
  }
  return [...groups]
    .filter(([, group]) => !group.mixed && !joinsNotNullableMap[group.table])
    .map(([key, group]) => ({ key, first: group.first }));
}

/**
 * Gives a Drizzle prepared query (or each of an object of them) a compiled row mapper; one that has no
 * fields (a statement without rows to map) or its own mapper (a relational query) is left as it is.
 */
export function withCompiledMapper<Statements>(statements: Statements): Statements {
  if (is(statements, PgPreparedQuery)) {
    install(statements);
  } else if (statements && typeof statements === "object") {
    for (const value of Object.values(statements)) if (is(value, PgPreparedQuery)) install(value);
  }
  return statements;
}

function install(prepared: object): void {
  const query = prepared as {
    fields?: SelectedFieldsOrdered;
    joinsNotNullableMap?: Record<string, boolean>;
    customResultMapper?: RowsMapper;
  };
  if (!query.fields || query.customResultMapper) return;
  query.customResultMapper = compileRowMapper(query.fields, query.joinsNotNullableMap);
}
