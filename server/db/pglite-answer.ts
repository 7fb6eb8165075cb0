import { type PGlite, protocol, type QueryOptions, type Results } from "@electric-sql/pglite";

/**
 * Reads PGlite's answers straight from the bytes it answers with (PostgreSQL's wire protocol), for the
 * statements of pglite-prepared.ts. PGlite's own reading copied every
 * value into a buffer of its own before decoding it, and merged its ~340 type parsers into a new object on
 * every query: a third of the server's time on a light read (bench/README.md, "PGlite").
 *
 * Only what a statement's description and an execution answer is read: parameter types and columns; data
 * rows, the command's tag, an error. An execution's columns come from the statement's description.
 */

export interface Column {
  name: string;
  dataTypeID: number;
}

/** What a statement takes and gives: its parameters' types and its row's columns (none for a write). */
export interface Description {
  paramTypes: number[];
  fields: Column[];
}

type Parser = (value: string, typeId: number) => unknown;

const DATA_ROW = 0x44; // 'D'
const COMMAND_COMPLETE = 0x43; // 'C'
const ERROR_RESPONSE = 0x45; // 'E'
const PARAMETER_DESCRIPTION = 0x74; // 't'
const ROW_DESCRIPTION = 0x54; // 'T'
const COUNTED_COMMANDS = new Set(["INSERT", "UPDATE", "DELETE", "COPY", "MERGE"]);

const decoder = new TextDecoder();

/** Runs `message` on `pglite` and gives back every byte of its answer. */
export async function exchange(pglite: PGlite, message: Uint8Array): Promise<Uint8Array> {
  const chunks: Uint8Array[] = [];
  await pglite.execProtocolRawStream(message, {
    syncToFs: false,
    // A view of PGlite's memory, reused for the next chunk: keep a copy.
    onRawData: (chunk) => chunks.push(chunk.slice()),
  });
  return chunks.length === 1 ? (chunks[0] as Uint8Array) : concat(chunks);
}

export function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/** The database's error in `bytes` (one ErrorResponse), as PGlite reports it: a `DatabaseError`. */
function databaseError(bytes: Uint8Array): Error {
  let error: Error = new Error("The database answered with an error it could not describe");
  new protocol.Parser().parse(bytes, (message) => {
    if (message instanceof Error) error = message;
  });
  return error;
}

/**
 * Calls `visit` with each message of `bytes` (its type, where its body starts and where it ends), and
 * throws the database's error when a message is one.
 */
function eachMessage(
  bytes: Uint8Array,
  visit: (type: number, at: number, end: number, view: DataView) => void,
): void {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let start = 0;
  while (start + 5 <= bytes.length) {
    const type = bytes[start] as number;
    const end = start + 1 + view.getInt32(start + 1);
    if (type === ERROR_RESPONSE) throw databaseError(bytes.subarray(start, end));
    visit(type, start + 5, end, view);
    start = end;
  }
}

/** The answer to a Parse and a Describe of the statement: its description, or the database's error. */
export function readDescription(bytes: Uint8Array): Description {
  const description: Description = { paramTypes: [], fields: [] };
  eachMessage(bytes, (type, at, _end, view) => {
    if (type === PARAMETER_DESCRIPTION) {
      const count = view.getInt16(at);
      for (let i = 0; i < count; i++) description.paramTypes.push(view.getInt32(at + 2 + 4 * i));
    } else if (type === ROW_DESCRIPTION) {
      const count = view.getInt16(at);
      let p = at + 2;
      for (let i = 0; i < count; i++) {
        const nameEnd = bytes.indexOf(0, p);
        const name = decoder.decode(bytes.subarray(p, nameEnd));
        // After the name: table oid (4), column number (2), type oid (4), size (2), modifier (4), format (2).
        description.fields.push({ name, dataTypeID: view.getInt32(nameEnd + 7) });
        p = nameEnd + 19;
      }
    }
  });
  return description;
}

/**
 * The result of one execution, shaped as `PGlite.query`'s: rows as arrays (`rowMode: "array"`) or objects,
 * each value through `options.parsers` or the database's parser of its type; the command's tag and count.
 * Throws the database's error when the answer carries one.
 */
export function readAnswer<T>(
  pglite: PGlite,
  bytes: Uint8Array,
  columns: Column[],
  options?: QueryOptions,
): Results<T> {
  const parsers = columns.map(
    (c) => (options?.parsers?.[c.dataTypeID] ?? pglite.parsers[c.dataTypeID]) as Parser | undefined,
  );
  const asArrays = options?.rowMode === "array";
  const rows: unknown[] = [];
  let command: string | undefined;
  let affectedRows = 0;
  let rowCount: number | undefined;
  eachMessage(bytes, (type, at, end, view) => {
    if (type === DATA_ROW) {
      const count = view.getInt16(at);
      const row: unknown[] | Record<string, unknown> = asArrays ? new Array(count) : {};
      let p = at + 2;
      for (let i = 0; i < count; i++) {
        const length = view.getInt32(p);
        p += 4;
        let value: unknown = null;
        if (length !== -1) {
          const text = decoder.decode(bytes.subarray(p, p + length));
          p += length;
          const parser = parsers[i];
          value = parser ? parser(text, (columns[i] as Column).dataTypeID) : text;
        }
        if (asArrays) (row as unknown[])[i] = value;
        else (row as Record<string, unknown>)[(columns[i] as Column).name] = value;
      }
      rows.push(row);
    } else if (type === COMMAND_COMPLETE) {
      const tag = decoder.decode(bytes.subarray(at, end - 1)).split(" ");
      command = tag[0];
      const n = Number.parseInt(tag[tag.length - 1] as string, 10);
      if (command && COUNTED_COMMANDS.has(command)) affectedRows += n;
      if (!Number.isNaN(n)) rowCount = n;
    }
  });
  const result: Results<T> & { command?: string; rowCount?: number } = {
    rows: rows as T[],
    fields: columns.map((c) => ({ name: c.name, dataTypeID: c.dataTypeID })),
    affectedRows,
  };
  if (command !== undefined) result.command = command;
  if (rowCount !== undefined) result.rowCount = rowCount;
  return result;
}
