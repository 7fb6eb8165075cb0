import type { z } from "zod";
import { TOTAL_COUNT_HEADER } from "../../shared/common/limits";

/**
 * The API client of docs/product/README.md §7: cookies on every call, a JSON content type only with a body,
 * and every non-OK answer turned into an Error whose message is "status: body text".
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
    statusText: string,
  ) {
    super(`${status}: ${body || statusText}`);
    this.name = "ApiError";
  }

  /** The server's `{ message }` when the body is JSON, else the raw text. */
  get serverMessage(): string {
    const message = this.json?.message;
    return typeof message === "string" ? message : this.body;
  }

  /** The parsed JSON body, when it is an object. */
  get json(): Record<string, unknown> | null {
    const parsed = parseJson(this.body);
    return isRecord(parsed) ? parsed : null;
  }

  /** The fields a 400 names (`errors: [{ path, message }]` of the shared error schema); none otherwise. */
  get fieldErrors(): { path: string; message: string }[] {
    const errors = this.json?.errors;
    if (!Array.isArray(errors)) return [];
    // An entry of another shape is skipped rather than failing the list.
    return errors.filter(
      (entry): entry is { path: string; message: string } =>
        isRecord(entry) && typeof entry.path === "string" && typeof entry.message === "string",
    );
  }
}

// The error paths read plain JSON without Zod, so the sign-in page's first download carries no schema
// library (docs/ARCHITECTURE.md, Web: the /auth budget).
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The readable part of any error thrown by the client, for toasts. */
export function errorMessage(error: unknown, fallback = "An unexpected error occurred"): string {
  if (error instanceof ApiError) return error.serverMessage || fallback;
  if (error instanceof Error) return error.message || fallback;
  return fallback;
}

async function throwIfNotOk(res: Response): Promise<void> {
  if (!res.ok) {
    const text = await res.text();
    throw new ApiError(res.status, text, res.statusText);
  }
}

/** An answer that does not have the shape its shared DTO schema promises (checked in development and tests). */
export class ResponseShapeError extends Error {
  constructor(
    readonly call: string,
    readonly issues: string,
  ) {
    super(`${call}: the answer does not match its schema\n${issues}`);
    this.name = "ResponseShapeError";
  }
}

/** Whether answers are parsed with their schema: in development and in tests, never in the production build. */
export function checksResponses(): boolean {
  return import.meta.env.DEV || import.meta.env.MODE === "test";
}

/**
 * A schema, or a loader of one: a page whose first download must stay small names its schemas lazily
 * (`async () => (await import("…schema")).xSchema`), so Zod and the shared schemas load only where answers
 * are checked (development and tests). The sign-in page, the shell, the dashboards and the queries they
 * share do (docs/ARCHITECTURE.md, Web).
 */
export type SchemaSource<S extends z.ZodType> = S | (() => Promise<S>);

const schemaOf = <S extends z.ZodType>(source: SchemaSource<S>): Promise<S> =>
  typeof source === "function" ? source() : Promise.resolve(source);

/**
 * The answer typed by its schema. In development and tests it is parsed, and a mismatch throws a
 * ResponseShapeError naming the call; in production the server's response schemas are trusted.
 */
export async function checkResponse<S extends z.ZodType>(
  source: SchemaSource<S>,
  data: unknown,
  call: string,
): Promise<z.output<S>> {
  if (!checksResponses()) return data as z.output<S>;
  const schema = await schemaOf(source);
  const { parseResponse } = await import("./responseCheck");
  return parseResponse(schema, data, call);
}

async function send(method: string, url: string, body: unknown): Promise<Response> {
  const res = await fetch(url, {
    method,
    credentials: "include",
    headers: body === undefined ? {} : { "Content-Type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  await throwIfNotOk(res);
  return res;
}

/** The JSON answer; DELETE and 204 answers (and an empty body) yield an empty object. */
async function readJson(method: string, res: Response): Promise<unknown> {
  if (method === "DELETE" || res.status === 204) return {};
  const text = await res.text();
  return text ? JSON.parse(text) : {};
}

/** One call: method, path, optional JSON body, and the schema of the answer when the caller reads it. */
export async function apiRequest<S extends z.ZodType>(
  method: string,
  url: string,
  body: unknown,
  schema: SchemaSource<S>,
): Promise<z.output<S>>;
/** A call whose answer is not read. */
export async function apiRequest<_Unread = unknown>(
  method: string,
  url: string,
  body?: unknown,
): Promise<unknown>;
export async function apiRequest(
  method: string,
  url: string,
  body?: unknown,
  schema?: SchemaSource<z.ZodType>,
) {
  const data = await readJson(method, await send(method, url, body));
  return schema ? checkResponse(schema, data, `${method} ${url}`) : data;
}

/** GET with the answer's schema. */
export function apiGet<S extends z.ZodType>(url: string, schema: SchemaSource<S>): Promise<z.output<S>> {
  return apiRequest("GET", url, undefined, schema);
}

/**
 * One page of a list and the number of rows that match in all (the X-Total-Count header).
 * `serverPaged` is false when the answer had no X-Total-Count: a server that does not page that list
 * yet sent every row, and the screen pages (and searches) them itself.
 */
export type Page<T> = { items: T[]; total: number; serverPaged: boolean };

/** Reads X-Total-Count; without it (a server that does not page yet) the total is the rows received. */
export function totalFromHeader(header: string | null, received: number): number {
  if (header === null || header.trim() === "") return received;
  const total = Number(header);
  return Number.isInteger(total) && total >= 0 ? total : received;
}

/** GET a list: the rows checked against the item schema, and the total matching rows. */
export async function apiList<S extends z.ZodType>(
  url: string,
  itemSchema: SchemaSource<S>,
): Promise<Page<z.output<S>>> {
  const res = await send("GET", url, undefined);
  const data = await readJson("GET", res);
  const items = await checkResponse(
    async () => (await import("./responseCheck")).listOf(await schemaOf(itemSchema)),
    data,
    `GET ${url}`,
  );
  const header = res.headers.get(TOTAL_COUNT_HEADER);
  return { items, total: totalFromHeader(header, items.length), serverPaged: header !== null };
}

/** Uploads a raw body (a file) with its own content type; the answer is checked against its schema. */
export async function apiUpload<S extends z.ZodType>(
  url: string,
  file: Blob,
  schema: SchemaSource<S>,
): Promise<z.output<S>> {
  const res = await fetch(url, {
    method: "POST",
    credentials: "include",
    headers: { "Content-Type": file.type || "application/octet-stream" },
    body: file,
  });
  await throwIfNotOk(res);
  return checkResponse(schema, await res.json(), `POST ${url}`);
}

/**
 * The signed-in user's kind of load: a GET whose answer is checked and typed by its schema, where
 * `on401: "returnNull"` turns 401 into "no data" (signed out) instead of an error.
 */
export function getQueryFn<S extends z.ZodType>(options: {
  on401: "returnNull" | "throw";
  url: string;
  schema: SchemaSource<S>;
}): () => Promise<z.output<S> | null> {
  return async () => {
    const res = await fetch(options.url, { credentials: "include" });
    if (options.on401 === "returnNull" && res.status === 401) return null;
    await throwIfNotOk(res);
    return checkResponse(options.schema, await res.json(), `GET ${options.url}`);
  };
}
