import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertLog, signedInRoot } from "../areas/security-logs/security-logs.fixtures";
import { securityLogs } from "../areas/security-logs/security-logs.table";
import { buildCompany } from "../db/seed/factories";
import type { Client, TestApp } from "../test/harness";
import { createTestApp } from "../test/harness";
import { type Params, urlOf } from "./prepared-lists.fixtures";

/**
 * The security log viewer's prepared pages (seclog_*: one statement per combination of level, companyId,
 * resourceType, action, startDate and endDate — a date end excluded, a date-time end included) through the
 * API. Every shape is asked twice with other values (company A then company B, and so on), so the second
 * request reuses the first one's statement; the rows expected are worked out from the table's rows.
 */

interface Row {
  id: number;
  ms: number;
  level: string;
  action: string;
  companyId: number | null;
  resourceType: string | null;
}

let t: TestApp;
let root: Client;
let A: number;
let B: number;
let rows: Row[] = [];

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  A = (await buildCompany(db, { name: "Alpha Logs" })).id;
  B = (await buildCompany(db, { name: "Beta Logs" })).id;
  root = await signedInRoot(t);
  const levels = ["INFO", "WARNING", "ERROR", "SECURITY"] as const;
  const companyIds = [A, B, null];
  const resourceTypes = ["leave", "job", null];
  const actions = ["ACT_ONE", "ACT_TWO"];
  // Rows on the edges of the periods asked below, and between them.
  const instants = [
    "2041-03-01T12:00:00Z",
    "2041-03-02T00:00:00Z",
    "2041-03-03T08:30:00Z",
    "2041-03-05T00:00:00Z",
    "2041-03-05T23:59:59Z",
    "2041-03-06T00:00:00Z",
    "2041-03-07T10:00:00Z",
    "2041-03-08T00:00:00Z",
  ];
  for (let i = 0; i < 48; i += 1) {
    await insertLog(db, {
      timestamp: new Date(instants[i % instants.length]!),
      level: levels[i % levels.length],
      companyId: companyIds[i % companyIds.length],
      resourceType: resourceTypes[(i >> 1) % resourceTypes.length],
      action: actions[(i >> 2) % actions.length],
      message: `Row ${i}`,
    });
  }
  // Every row of the log (the sign-in's too), as the expectations read them.
  rows = (
    await db
      .select({
        id: securityLogs.id,
        timestamp: securityLogs.timestamp,
        level: securityLogs.level,
        action: securityLogs.action,
        companyId: securityLogs.companyId,
        resourceType: securityLogs.resourceType,
      })
      .from(securityLogs)
  ).map((r) => ({ ...r, ms: r.timestamp.getTime() }));
  expect(rows.length).toBeLessThan(100); // one page holds them all
});
afterAll(() => t?.close());

interface Filter {
  level?: string;
  companyId?: number;
  resourceType?: string;
  action?: string;
  startDate?: string;
  endDate?: string;
}

/** The period of a filter (docs/product/security-logs.md §4.1): a date end through its whole UTC day. */
function periodOf(f: Filter) {
  const from =
    f.startDate === undefined
      ? undefined
      : Date.parse(f.startDate.length === 10 ? `${f.startDate}T00:00:00Z` : f.startDate);
  const to =
    f.endDate === undefined
      ? undefined
      : f.endDate.length === 10
        ? { ms: Date.parse(`${f.endDate}T00:00:00Z`) + 86_400_000, inclusive: false }
        : { ms: Date.parse(f.endDate), inclusive: true };
  return { from, to };
}

/** The ids of the rows a filter keeps. */
function expected(f: Filter): number[] {
  const { from, to } = periodOf(f);
  return rows
    .filter((r) => f.level === undefined || r.level === f.level)
    .filter((r) => f.companyId === undefined || r.companyId === f.companyId)
    .filter((r) => f.resourceType === undefined || r.resourceType === f.resourceType)
    .filter((r) => f.action === undefined || r.action === f.action)
    .filter((r) => from === undefined || r.ms >= from)
    .filter((r) => to === undefined || (to.inclusive ? r.ms <= to.ms : r.ms < to.ms))
    .map((r) => r.id);
}

/** The whole page and a page past the end, with the total in the body and in X-Total-Count. */
async function expectLogs(filter: Filter, ids: number[]) {
  const label = urlOf("/api/security-logs", filter as Params);
  const whole = await root.get(urlOf("/api/security-logs", { ...filter, limit: 100 }));
  expect(whole.statusCode, label).toBe(200);
  const body = whole.json();
  expect(
    body.logs.map((l: { id: number }) => l.id).sort((a: number, b: number) => a - b),
    label,
  ).toEqual([...ids].sort((a, b) => a - b));
  expect(body.total, label).toBe(ids.length);
  expect(Number(whole.headers["x-total-count"]), label).toBe(ids.length);
  const first = (await root.get(urlOf("/api/security-logs", { ...filter, limit: 1 }))).json();
  expect(first.logs, label).toHaveLength(Math.min(1, ids.length));
  expect(first.total, label).toBe(ids.length);
  const past = await root.get(urlOf("/api/security-logs", { ...filter, limit: 5, offset: ids.length + 1 }));
  expect(past.statusCode, label).toBe(200);
  expect(past.json(), `${label} past the end`).toMatchObject({
    logs: [],
    total: ids.length,
    offset: ids.length + 1,
  });
}

/** Two sets of values for every filter: the second request of a shape reuses the first one's statement. */
const VALUES = (): Required<Omit<Filter, "endDate">>[] => [
  { level: "WARNING", companyId: A, resourceType: "leave", action: "ACT_ONE", startDate: "2041-03-02" },
  {
    level: "SECURITY",
    companyId: B,
    resourceType: "job",
    action: "ACT_TWO",
    startDate: "2041-03-05T23:59:59Z",
  },
];
const ENDS = [undefined, "2041-03-05", "2041-03-06T00:00:00Z", "2041-03-02"];
const KEYS = ["level", "companyId", "resourceType", "action", "startDate"] as const;

describe("GET /api/security-logs without a search (seclog_*)", () => {
  it("keeps exactly the rows of every combination of filters, for each set of values in turn", async () => {
    let narrowed = 0;
    for (let mask = 0; mask < 1 << KEYS.length; mask += 1) {
      for (const endDate of ENDS) {
        for (const values of VALUES()) {
          const filter: Filter = { endDate };
          KEYS.forEach((key, bit) => {
            if (mask & (1 << bit)) Object.assign(filter, { [key]: values[key] });
          });
          const { from, to } = periodOf(filter);
          // A period holding no instant is refused (400), not a shape.
          if (from !== undefined && to !== undefined && (to.inclusive ? from > to.ms : from >= to.ms))
            continue;
          const ids = expected(filter);
          if (ids.length > 0 && ids.length < rows.length) narrowed += 1;
          await expectLogs(filter, ids);
        }
      }
    }
    expect(narrowed).toBeGreaterThan(100);
  });

  it("tells company A's rows from company B's with the same filters", async () => {
    for (const level of ["WARNING", "ERROR"]) {
      const a = expected({ level, companyId: A });
      const b = expected({ level, companyId: B });
      expect(a.length).toBeGreaterThan(0);
      expect(b.length).toBeGreaterThan(0);
      expect(a.filter((id) => b.includes(id))).toEqual([]);
      await expectLogs({ level, companyId: A }, a);
      await expectLogs({ level, companyId: B }, b);
    }
  });
});
