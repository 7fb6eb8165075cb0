import fc from "fast-check";
import {
  BAD_NUMBERS,
  BAD_SEGMENTS,
  encode,
  idSegment,
  idValue,
  knownId,
  nameSegment,
  nastyString,
  storableString,
  wrongValue,
} from "./bad-values";
import type { JsonSchema, Operation } from "./openapi-walk";

/**
 * Generators of bad requests for any route, driven by its OpenAPI description: bodies that nearly fit the
 * schema (every string a nasty one), the same with one field wrong, missing or extra, any JSON at all,
 * text that is not JSON, the wrong content type; URLs with ids that are negative, huge, or not numbers;
 * query values of every kind. The values themselves are in bad-values.ts.
 */

/** The smallest PNG, as a data URL (a company logo). */
const TINY_PNG =
  "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==";

const pad = (n: number, width = 2) => String(n).padStart(width, "0");

/** A date that exists, in the window the product works in. */
const validDate = fc
  .record({
    y: fc.integer({ min: 2024, max: 2027 }),
    m: fc.integer({ min: 1, max: 12 }),
    d: fc.integer({ min: 1, max: 28 }),
  })
  .map(({ y, m, d }) => `${y}-${pad(m)}-${pad(d)}`);
const validTime = fc
  .record({ h: fc.integer({ min: 0, max: 23 }), m: fc.integer({ min: 0, max: 59 }) })
  .map(({ h, m }) => `${pad(h)}:${pad(m)}:00`);

/** Values that fit what a field of that name means, so a body gets past validation to the service and the database. */
function hinted(name: string, schema: JsonSchema, mode: Mode): fc.Arbitrary<unknown> | null {
  const type = schema.type;
  const or = (good: fc.Arbitrary<unknown>, bad: fc.Arbitrary<unknown>) =>
    mode === "valid" ? good : fc.oneof(good, bad);
  if (type === "string") {
    if (/date$/i.test(name)) return or(validDate, nastyString);
    if (/^clock(In|Out)$/.test(name)) return or(validTime, nastyString);
    if (/^(username|email|to)$/.test(name))
      return or(
        fc.stringMatching(/^[a-z][a-z0-9.]{0,10}[a-z0-9]$/).map((s) => `${s}@example.com`),
        nastyString,
      );
    if (name === "logo") return or(fc.constant(TINY_PNG), nastyString);
    if (/password$/i.test(name))
      return or(
        fc.stringMatching(/^[a-z]{0,8}$/).map((s) => `Passw0rd${s}`),
        nastyString,
      );
    if (name === "timezone")
      return fc.constantFrom("Asia/Kolkata", "UTC", "Europe/London", "Mars/Phobos", "", "\u0000");
    if (name === "currency") return fc.constantFrom("USD", "INR", "EUR", "XXX", "usd", "");
  }
  if (type === "integer" || type === "number") {
    if (name === "month")
      return or(
        fc.integer({ min: 1, max: 12 }),
        fc.oneof(fc.integer({ min: -1, max: 13 }), fc.constantFrom(...BAD_NUMBERS)),
      );
    if (name === "year")
      return or(fc.integer({ min: 2024, max: 2027 }), fc.constantFrom(...BAD_NUMBERS, 1899, 10000));
    if (/Id$/.test(name) || name === "id") return mode === "valid" ? knownId : idValue;
  }
  return null;
}

/** A value that (nearly) fits the schema; every string is a nasty one, every number may be out of bounds. */
export type Mode = "valid" | "nasty";

/**
 * A value for the schema: "valid" fits it as far as the description tells (so the request reaches the
 * service and the database), "nasty" puts nasty text in every string and numbers past the bounds.
 */
export function nearValid(
  schema: JsonSchema,
  name = "",
  depth = 0,
  mode: Mode = "nasty",
): fc.Arbitrary<unknown> {
  if (depth > 4) return fc.constant(null);
  const options = schema.anyOf ?? schema.oneOf;
  let arbitrary: fc.Arbitrary<unknown>;
  if (options && options.length > 0) {
    arbitrary = fc.oneof(...options.map((o) => nearValid(o, name, depth + 1, mode)));
  } else if (schema.enum && schema.enum.length > 0) {
    arbitrary =
      mode === "valid"
        ? fc.constantFrom(...schema.enum)
        : fc.oneof(
            { weight: 4, arbitrary: fc.constantFrom(...schema.enum) },
            { weight: 1, arbitrary: nastyString },
          );
  } else if (schema.const !== undefined) {
    arbitrary = fc.constant(schema.const);
  } else {
    arbitrary = hinted(name, schema, mode) ?? byType(schema, name, depth, mode);
  }
  return schema.nullable ? fc.option(arbitrary, { nil: null, freq: 5 }) : arbitrary;
}

function byType(schema: JsonSchema, name: string, depth: number, mode: Mode): fc.Arbitrary<unknown> {
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  const min = schema.minimum ?? -1e9;
  const max = schema.maximum ?? 1e9;
  if (mode === "valid") {
    switch (type) {
      case "string":
        return storableString.filter(
          (v) => v.length >= (schema.minLength ?? 0) && v.length <= (schema.maxLength ?? 5000),
        );
      case "integer":
        return fc.integer({
          min: Math.max(Math.ceil(min), schema.exclusiveMinimum === true ? 1 : -1e9),
          max: Math.min(Math.floor(max), 1e9),
        });
      case "number":
        return fc.oneof(
          fc.integer({ min: Math.ceil(Math.max(min, -1e9)), max: Math.floor(Math.min(max, 1e9)) }),
          fc.double({
            min: Math.max(min, -1e9),
            max: Math.min(max, 1e9),
            noNaN: true,
            noDefaultInfinity: true,
          }),
        );
    }
  }
  switch (type) {
    case "string":
      return fc.oneof(
        {
          weight: 2,
          arbitrary: fc.string({
            minLength: Math.min(schema.minLength ?? 0, 5),
            maxLength: Math.min(schema.maxLength ?? 30, 30),
          }),
        },
        { weight: 3, arbitrary: nastyString },
      );
    case "integer": {
      const min = Math.max(schema.minimum ?? -1e6, -1e9);
      const max = Math.min(schema.maximum ?? 1e6, 1e9);
      return fc.oneof(
        { weight: 3, arbitrary: fc.integer({ min: Math.ceil(min), max: Math.floor(max) }) },
        { weight: 1, arbitrary: fc.constantFrom(...BAD_NUMBERS) },
      );
    }
    case "number": {
      const min = Math.max(schema.minimum ?? -1e9, -1e15);
      const max = Math.min(schema.maximum ?? 1e9, 1e15);
      return fc.oneof(
        { weight: 2, arbitrary: fc.integer({ min: Math.ceil(min), max: Math.floor(max) }) },
        { weight: 2, arbitrary: fc.double({ min, max, noNaN: true }) },
        { weight: 1, arbitrary: fc.constantFrom(...BAD_NUMBERS) },
      );
    }
    case "boolean":
      return fc.boolean();
    case "array":
      return fc.array(schema.items ? nearValid(schema.items, name, depth + 1, mode) : wrongValue, {
        maxLength: 3,
      });
    case "object": {
      const properties = schema.properties ?? {};
      const model: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [key, sub] of Object.entries(properties)) model[key] = nearValid(sub, key, depth + 1, mode);
      return fc.record(model, { requiredKeys: (schema.required ?? []).filter((k) => k in properties) });
    }
    default:
      return wrongValue;
  }
}

/** Keys a caller should not be able to set, and keys that poison a naive merge. */
const EXTRA_KEYS = [
  "role",
  "companyId",
  "isLocked",
  "payrollEnabled",
  "totalLeaves",
  "status",
  "id",
  "passwordHash",
  "isDeleted",
  "x",
];

type Mutation = { kind: "drop" | "wrong" | "extra"; index: number; value: unknown; extraKey: string };

/** One field of a near-valid object gone, of the wrong type, or one field too many. */
function mutate(value: unknown, m: Mutation): unknown {
  if (!value || typeof value !== "object" || Array.isArray(value)) return value;
  const copy: Record<string, unknown> = { ...(value as Record<string, unknown>) };
  const keys = Object.keys(copy);
  const key = keys.length > 0 ? keys[m.index % keys.length]! : undefined;
  if (m.kind === "drop" && key) delete copy[key];
  else if (m.kind === "wrong" && key) copy[key] = m.value;
  else copy[m.extraKey] = m.value;
  return copy;
}

const mutation: fc.Arbitrary<Mutation> = fc.record({
  kind: fc.constantFrom("drop", "wrong", "extra"),
  index: fc.nat(),
  value: wrongValue,
  extraKey: fc.oneof(fc.constantFrom(...EXTRA_KEYS), fc.string({ maxLength: 10 })),
});

/** Bodies that are not JSON, or are JSON of a kind no parser should trust. */
const deepArray = `${"[".repeat(20_000)}${"]".repeat(20_000)}`;
const RAW_BODIES: readonly string[] = [
  "",
  " ",
  "{",
  "}",
  '{"a":}',
  "{'a':1}",
  '{"a":1,}',
  "[1,2",
  "nul",
  "undefined",
  "NaN",
  "\u0000",
  "\uFEFF{}",
  '{"__proto__":{"isAdmin":true}}',
  '{"constructor":{"prototype":{"isAdmin":true}}}',
  '{"a":"\\ud800"}',
  '{"a":"\\u0000"}',
  '{"a":1e999}',
  '{"a":-0}',
  `{"a":"${"x".repeat(1000)}`,
  deepArray,
  `{"a":${deepArray}}`,
  "<xml/>",
  "a=1&b=2",
];

/** Past the 6 MB body limit. */
const TOO_LARGE = JSON.stringify({ blob: "b".repeat(6 * 1024 * 1024 + 10) });

const CONTENT_TYPES: readonly (string | undefined)[] = [
  "application/json",
  "application/json; charset=utf-8",
  "application/json; charset=utf-16",
  "application/json; charset=latin1",
  "application/JSON",
  "application/merge-patch+json",
  "text/plain",
  "text/html",
  "application/x-www-form-urlencoded",
  "multipart/form-data",
  "multipart/form-data; boundary=xyz",
  "image/png",
  "application/octet-stream",
  "*/*",
  "",
  ";;;",
  undefined,
];

export interface Body {
  payload?: string;
  contentType?: string;
  /** What kind of body this is, for the report of a failure. */
  kind: string;
}

const json = (kind: string) => (value: unknown) => ({
  payload: JSON.stringify(value),
  contentType: "application/json",
  kind,
});

/** Bodies for an operation: mostly near its schema, then anything at all. */
export function bodyFor(op: Operation): fc.Arbitrary<Body> {
  const schema = op.body;
  const base = schema ? nearValid(schema) : wrongValue;
  const valid = schema ? nearValid(schema, "", 0, "valid") : wrongValue;
  const withType = fc
    .tuple(base.map(JSON.stringify), fc.constantFrom(...CONTENT_TYPES))
    .map(([payload, contentType]) => ({
      payload,
      contentType,
      kind: "schema body, other content type",
    }));
  return fc.oneof(
    { weight: schema ? 4 : 1, arbitrary: valid.map(json("fits the schema")) },
    {
      weight: schema ? 4 : 1,
      arbitrary: fc.tuple(valid, mutation).map(([v, m]) => json(`fits, one field ${m.kind}`)(mutate(v, m))),
    },
    { weight: schema ? 3 : 1, arbitrary: base.map(json("near the schema, nasty values")) },
    {
      weight: schema ? 2 : 1,
      arbitrary: fc.tuple(base, mutation).map(([v, m]) => json(`nasty, one field ${m.kind}`)(mutate(v, m))),
    },
    { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 3 }).map(json("any JSON")) },
    {
      weight: 2,
      arbitrary: fc
        .constantFrom(...RAW_BODIES)
        .map((payload) => ({ payload, contentType: "application/json", kind: "malformed JSON" })),
    },
    { weight: 2, arbitrary: withType },
    { weight: schema ? 1 : 4, arbitrary: fc.constant({ kind: "no body" }) },
    {
      weight: 1,
      arbitrary: fc.constant({
        payload: TOO_LARGE,
        contentType: "application/json",
        kind: "past the body limit",
      }),
    },
  );
}

/** A query value as it travels (encoded, or now and then deliberately malformed). */
function queryValue(schema: JsonSchema, name: string): fc.Arbitrary<string> {
  return fc.oneof(
    {
      weight: 3,
      arbitrary: nearValid(schema, name, 0, "valid").map((v) =>
        encode(typeof v === "string" ? v : JSON.stringify(v)),
      ),
    },
    {
      weight: 2,
      arbitrary: nearValid(schema, name).map((v) => encode(typeof v === "string" ? v : JSON.stringify(v))),
    },
    { weight: 2, arbitrary: nastyString.map(encode) },
    { weight: 1, arbitrary: fc.constantFrom(...BAD_SEGMENTS) },
  );
}

/** The query string: each declared parameter or not, now and then twice, an unknown one, or junk. */
export function queryFor(op: Operation): fc.Arbitrary<string> {
  const parts = op.queryParams.map((p) =>
    fc.option(
      fc
        .tuple(queryValue(p.schema, p.name), fc.option(queryValue(p.schema, p.name), { freq: 6 }))
        .map(([a, b]) => (b === null ? `${p.name}=${a}` : `${p.name}=${a}&${p.name}=${b}`)),
      { freq: 2 },
    ),
  );
  const extra = fc.option(
    fc.oneof(
      fc.constantFrom(
        "unknown=1",
        "__proto__[x]=1",
        "limit[]=1",
        "a[b][c]=d",
        "%=%",
        "&&&",
        "=",
        "q",
        "limit=1&limit=2",
      ),
      nastyString.map((s) => `${encode(s)}=${encode(s)}`),
    ),
    { freq: 3 },
  );
  return fc.tuple(fc.tuple(...parts), extra).map(([declared, junk]) => {
    const all = [...declared, junk].filter((p): p is string => p !== null);
    return all.length > 0 ? `?${all.join("&")}` : "";
  });
}

/** The URL with every path parameter filled (ids good and bad, file names odd). */
export function urlFor(op: Operation): fc.Arbitrary<string> {
  const segments = op.pathParams.map((p) =>
    p.schema.type === "integer" || p.name === "id" ? idSegment : nameSegment,
  );
  return fc.tuple(fc.tuple(...segments), queryFor(op)).map(([values, query]) => {
    let i = 0;
    const path = op.path.replace(/\{\w+\}/g, () => values[i++] ?? "1");
    return path + query;
  });
}

/** Headers besides the session cookie: mostly none, now and then a foreign Origin, a forged cookie, an odd Accept. */
export const extraHeaders: fc.Arbitrary<Record<string, string>> = fc.oneof(
  { weight: 6, arbitrary: fc.constant({}) },
  {
    weight: 1,
    arbitrary: fc
      .constantFrom("http://evil.example", "null", "http://localhost:3999")
      .map((origin) => ({ origin })),
  },
  {
    weight: 1,
    arbitrary: fc
      .constantFrom(
        "sid=",
        "sid=garbage",
        "sid=s%3Aabc.def",
        "sid=%00",
        `sid=${"a".repeat(5000)}`,
        "sid=s%3A%E0%A4%A.x",
      )
      .map((cookie) => ({ cookie })),
  },
  {
    weight: 1,
    arbitrary: fc.constantFrom("text/html", "application/xml", ";;").map((accept) => ({ accept })),
  },
);
