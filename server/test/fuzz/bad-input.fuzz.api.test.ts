import { sql } from "drizzle-orm";
import fc from "fast-check";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildPayroll, setPayrollEnabled } from "../../areas/payroll/payroll.fixtures";
import { buildAdmin, buildCompany, buildEmployee, buildUser } from "../../db/seed/factories";
import { clientOf, signIn } from "../accounts";
import { type Client, createTestApp, type TestApp } from "../harness";
import { type Body, bodyFor, extraHeaders, urlFor } from "./arbitraries";
import {
  EXCLUDED,
  HIDDEN,
  type Operation,
  operationsOf,
  SIGNED_OUT_ONLY,
  unaccountedRoutes,
} from "./openapi-walk";

/**
 * Bad input everywhere, generated (issue 13 §4; docs/product/README.md §5): every route of the OpenAPI
 * description, as each kind of caller, gets generated requests — bodies near the schema with nasty text,
 * one field wrong, missing or extra, any JSON, malformed JSON, the wrong content type, a body past the
 * limit; ids negative, huge or not numbers; odd query values; a forged cookie or a foreign Origin. Every
 * answer must be a success (2xx, or a 3xx redirect) or a 4xx whose body is JSON `{ message: string }`:
 * never a 5xx.
 *
 * Deterministic: FUZZ_SEED (printed) replays a run; FUZZ_RUNS sets the requests per route and caller
 * (default 30, about 10,700 requests); FUZZ_ONLY (a regular expression over "METHOD /path") narrows the walk.
 */

const SEED = Number(process.env.FUZZ_SEED ?? 20260513);
const RUNS = Number(process.env.FUZZ_RUNS ?? 30);
const ONLY = process.env.FUZZ_ONLY ? new RegExp(process.env.FUZZ_ONLY) : null;

type Role = "EMPLOYEE" | "ADMIN" | "SUPER_ADMIN";
interface Caller {
  name: "signed out" | "employee" | "admin" | "super admin";
  role: Role | null;
  client: Client | null;
}

let t: TestApp;
let companyA: { id: number };
const callers: Caller[] = [
  { name: "signed out", role: null, client: null },
  { name: "employee", role: "EMPLOYEE", client: null },
  { name: "admin", role: "ADMIN", client: null },
  { name: "super admin", role: "SUPER_ADMIN", client: null },
];

/**
 * The callers get user ids far above the walk's (1–40 and the bad ones), so the walk's deletes, role
 * changes and locks land on other people, not on the sessions it walks with.
 */
async function withHighUserIds<T>(make: () => Promise<T>): Promise<T> {
  const db = t.database.db;
  const seq = sql`pg_get_serial_sequence('users', 'id')`;
  await db.execute(
    sql`select setval(${seq}, (select greatest(coalesce(max(id), 0), 5000000) + 1 from users))`,
  );
  try {
    return await make();
  } finally {
    await db.execute(
      sql`select setval(${seq}, (select coalesce(max(id), 0) + 1 from users where id < 5000000), false)`,
    );
  }
}

/** The caller's session, made again when the walk ended it (a signed-out caller has none). */
async function signedIn(caller: Caller): Promise<Client> {
  if (!caller.role) return clientOf(t);
  if (caller.client) {
    const me = await caller.client.get("/api/user");
    if (me.statusCode === 200 && me.json().role === caller.role) return caller.client;
  }
  const db = t.database.db;
  const user = await withHighUserIds(() =>
    caller.role === "SUPER_ADMIN"
      ? buildUser(db, { role: "SUPER_ADMIN" })
      : caller.role === "ADMIN"
        ? buildAdmin(db, companyA.id)
        : buildEmployee(db, companyA.id),
  );
  caller.client = await signIn(t, user.username, user.password);
  return caller.client;
}

beforeAll(async () => {
  t = await createTestApp();
  t.clock.setTo("2026-05-13T06:00:00Z");
  const db = t.database.db;
  companyA = await buildCompany(db, { name: "Fuzz A" });
  const companyB = await buildCompany(db, { name: "Fuzz B" });
  await setPayrollEnabled(db, companyA.id, true);
  for (const company of [companyA, companyB]) {
    for (let i = 0; i < 3; i++)
      await buildPayroll(db, await buildEmployee(db, company.id, { salary: 50_000 }));
    await buildAdmin(db, company.id);
  }
  for (const caller of callers) await signedIn(caller);
}, 60_000);
afterAll(() => t?.close());

/** A per-route, per-caller seed drawn from the run's seed, so each walk is the same whatever runs before it. */
function seedOf(key: string): number {
  let h = SEED | 0;
  for (let i = 0; i < key.length; i++) h = Math.imul(h ^ key.charCodeAt(i), 16777619);
  return h >>> 0;
}

/** What is wrong with an answer, or null when it keeps the rules. */
function problemWith(res: LightMyRequestResponse): string | null {
  if (res.statusCode >= 500) return `answered ${res.statusCode}`;
  if (res.statusCode < 400) return null;
  if (!String(res.headers["content-type"] ?? "").includes("application/json"))
    return `a ${res.statusCode} of type ${res.headers["content-type"]}`;
  try {
    const body = res.json() as { message?: unknown };
    if (typeof body?.message !== "string" || body.message.length === 0)
      return `a ${res.statusCode} without a message`;
  } catch {
    return `a ${res.statusCode} whose body is not JSON`;
  }
  return null;
}

const clip = (s: string | undefined, n = 200) =>
  s === undefined ? "(none)" : JSON.stringify(s.length > n ? `${s.slice(0, n)}…(${s.length} chars)` : s);

interface Generated {
  url: string;
  body: Body;
  headers: Record<string, string>;
}

let tried = 0;
/** How many answers of each status, printed with the count: how deep the walk got (a 2xx got past validation). */
const statuses = new Map<number, number>();
const failures: string[] = [];

async function walk(op: Operation, caller: Caller): Promise<void> {
  const client = await signedIn(caller);
  const arbitrary = fc.record({ url: urlFor(op), body: bodyFor(op), headers: extraHeaders });
  await fc.assert(
    fc.asyncProperty(arbitrary, async (g: Generated) => {
      const headers: Record<string, string> = { ...g.headers };
      if (g.body.contentType !== undefined) headers["content-type"] = g.body.contentType;
      tried++;
      const res = await (caller.role ? client : clientOf(t)).request({
        method: op.method as "GET",
        url: g.url,
        headers,
        ...(g.body.payload !== undefined ? { payload: g.body.payload } : {}),
      });
      statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
      const problem = problemWith(res);
      if (problem)
        failures.push(
          `${op.key} as ${caller.name}: ${problem}\n    ${op.method} ${clip(g.url)} headers ${JSON.stringify(headers).slice(0, 200)}\n` +
            `    body (${g.body.kind}) ${clip(g.body.payload)}\n    answer ${clip(res.body, 300)}`,
        );
      return true;
    }),
    { seed: seedOf(`${op.key} ${caller.name}`), numRuns: RUNS },
  );
}

describe("bad input everywhere, generated", () => {
  it("walks every registered route: each is in the OpenAPI description, or listed with its reason", async () => {
    const operations = operationsOf(t.app.swagger());
    expect(unaccountedRoutes(t.routes, operations)).toEqual([]);
    for (const key of [...Object.keys(EXCLUDED), ...Object.keys(SIGNED_OUT_ONLY)])
      expect(
        operations.map((o) => o.key),
        `${key} is listed but not a route`,
      ).toContain(key);
  });

  it("answers every generated request with a success or a 4xx { message }, never a 5xx", async () => {
    const started = Date.now();
    const described = operationsOf(t.app.swagger());
    const hidden: Operation[] = Object.keys(HIDDEN).map((key) => {
      const [method, path] = key.split(" ") as [string, string];
      return { key, method, path, pathParams: [], queryParams: [] };
    });
    const operations = [...described, ...hidden].filter(
      (op) => !(op.key in EXCLUDED) && (!ONLY || ONLY.test(op.key)),
    );
    for (const op of operations) {
      for (const caller of callers) {
        if (op.key in SIGNED_OUT_ONLY && caller.role) continue;
        await walk(op, caller);
      }
    }
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    console.info(
      `bad-input walk: ${tried} requests, ${operations.length} routes × ${callers.length} callers, ${RUNS} runs each, ` +
        `seed ${SEED} (replay: FUZZ_SEED=${SEED} FUZZ_RUNS=${RUNS}), ${seconds} s, ${failures.length} failures\n  statuses: ` +
        [...statuses]
          .sort(([a], [b]) => a - b)
          .map(([status, n]) => `${status}×${n}`)
          .join(" "),
    );
    expect(failures.slice(0, 40).join("\n"), `${failures.length} bad answers`).toBe("");
  }, 600_000);
});
