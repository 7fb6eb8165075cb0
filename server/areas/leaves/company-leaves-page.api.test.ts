import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildAdmin, buildCompany, buildEmployee, buildUser } from "../../db/seed/factories";
import { signIn } from "../../test/accounts";
import { type Client, createTestApp, type TestApp } from "../../test/harness";
import { pageThrough as pageThroughList } from "../../test/paging";
import { planOf, planWithValues } from "../../test/plans";
import { users } from "../users/users.table";
import { companyLeaveStatements } from "./leaves.service";
import { leaveRequests } from "./leaves.table";

/**
 * A company's leave list (docs/product/leave.md §6.2) as the admins page through it: pending first, then
 * newest, then the newest id; only the requests of the company's people who are not removed, under their
 * names as they are now. Its page and its count read leave_requests_listed_pending_idx alone, the listing and
 * the names kept on each request by the database (migration 0030, bench/README.md hot routes): these hold the
 * answer to what a join of every request to its person and a sort gave.
 */

let t: TestApp;
let A: number;
let B: number;
let adminA: Client;

interface Row {
  id: number;
  userId: number;
  status: string;
  createdAt: Date;
}
const rowsOfA: Row[] = [];
const people = new Map<number, { name: string; live: boolean }>();

const STATUSES = ["APPROVED", "PENDING", "REJECTED"] as const;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  A = (await buildCompany(db, { name: "Pager Co" })).id;
  B = (await buildCompany(db, { name: "Elsewhere Co" })).id;
  const admin = await buildAdmin(db, A, { firstName: "Hema", lastName: "Admin" });
  adminA = await signIn(t, admin.username, admin.password);
  const names = ["Asha Rao", "Bala Iyer", "Chitra Nair", "Dev Gone", "Esha Moved"];
  const persons = [];
  for (const name of names) {
    const [firstName, lastName] = name.split(" ");
    const p = await buildEmployee(db, A, { firstName, lastName, passwordHash: "not-used" });
    persons.push(p);
    people.set(p.id, { name, live: true });
  }
  // Several requests each, some made at the same instant (the order then falls to the id), of every status.
  const base = Date.parse("2031-02-01T10:00:00Z");
  let n = 0;
  for (const p of persons) {
    for (let k = 0; k < 5; k += 1) {
      n += 1;
      const createdAt = new Date(base + (n % 4) * 60_000);
      const day = `2031-03-${String(n).padStart(2, "0")}`;
      const [row] = await db
        .insert(leaveRequests)
        .values({
          companyId: A,
          userId: p.id,
          startDate: day,
          endDate: day,
          reason: "Paging",
          status: STATUSES[n % 3]!,
          createdAt,
        })
        .returning();
      rowsOfA.push({ id: row!.id, userId: p.id, status: row!.status, createdAt });
    }
  }
  // Dev is removed; Esha now works for B. Neither's requests are A's list any more, nor counted in it.
  await db.update(users).set({ isDeleted: true, deletedAt: new Date() }).where(eq(users.id, persons[3]!.id));
  await db.update(users).set({ companyId: B }).where(eq(users.id, persons[4]!.id));
  people.get(persons[3]!.id)!.live = false;
  people.get(persons[4]!.id)!.live = false;
});
afterAll(() => t?.close());

/** The admins' order (docs/product/leave.md §6.2): pending first, then newest, then the newest id. */
const inListOrder = (x: Omit<Row, "userId">, y: Omit<Row, "userId">) =>
  Number(y.status === "PENDING") - Number(x.status === "PENDING") ||
  y.createdAt.getTime() - x.createdAt.getTime() ||
  y.id - x.id;

/** The list as the product defines it, computed here from the rows written. */
function expected(filter: (r: Row) => boolean = () => true): number[] {
  return rowsOfA
    .filter((r) => people.get(r.userId)!.live && filter(r))
    .sort(inListOrder)
    .map((r) => r.id);
}

/** Every page of `size` from the first, their ids joined, and the totals each page sent. */
const pageThrough = (query: string, size: number) =>
  pageThroughList(adminA, `/api/companies/${A}/leaves?${query}`, size);

describe("GET /api/companies/:id/leaves, page by page", () => {
  it("pages through pending first, then newest, then the newest id, with the same total on every page", async () => {
    const want = expected();
    expect(want.length).toBe(15);
    for (const size of [1, 4, 25]) {
      const { ids, totals } = await pageThrough("", size);
      expect(ids).toEqual(want);
      expect(totals).toEqual([want.length]);
    }
  });

  it("leaves out a removed person's requests and those of a person now in another company, also from B's list", async () => {
    const listed = (await adminA.get(`/api/companies/${A}/leaves?limit=500`)).json() as {
      userId: number;
      firstName: string;
      companyName: string;
    }[];
    expect(new Set(listed.map((r) => `${r.firstName} ${r.companyName}`))).toEqual(
      new Set(["Asha Pager Co", "Bala Pager Co", "Chitra Pager Co"]),
    );
    const adminB = await buildAdmin(t.database.db, B);
    const clientB = await signIn(t, adminB.username, adminB.password);
    const ofB = await clientB.get(`/api/companies/${B}/leaves`);
    expect(ofB.json()).toEqual([]);
    expect(ofB.headers["x-total-count"]).toBe("0");
  });

  it("keeps the order and totals with a status and with a search, and counts past the end", async () => {
    const pending = await pageThrough("status=PENDING&", 2);
    expect(pending.ids).toEqual(expected((r) => r.status === "PENDING"));
    expect(pending.totals).toEqual([pending.ids.length]);
    const bala = await pageThrough("q=bala&", 2);
    expect(bala.ids).toEqual(expected((r) => people.get(r.userId)!.name === "Bala Iyer"));
    const past = await adminA.get(`/api/companies/${A}/leaves?limit=5&offset=40`);
    expect(past.json()).toEqual([]);
    expect(past.headers["x-total-count"]).toBe("15");
  });
});

describe("the names and listing each request keeps (migration 0030)", () => {
  it("follows a rename, a removal undone and a move back, and the SUPER_ADMIN's list keeps the moved", async () => {
    const db = t.database.db;
    const [asha, , , dev, esha] = [...people.keys()];
    const listedNames = async () => {
      const rows = (await adminA.get(`/api/companies/${A}/leaves?limit=500`)).json() as {
        userId: number;
        firstName: string;
        lastName: string;
      }[];
      return new Set(rows.map((r) => `${r.userId} ${r.firstName} ${r.lastName}`));
    };
    await db.update(users).set({ firstName: "Asha", lastName: "Menon" }).where(eq(users.id, asha!));
    expect(await listedNames()).toContain(`${asha} Asha Menon`);
    expect(await listedNames()).not.toContain(`${asha} Asha Rao`);

    const su = await buildUser(db, { role: "SUPER_ADMIN" });
    const root = await signIn(t, su.username, su.password);
    const everywhere = (await root.get("/api/companies/all/leaves?limit=500")).json() as { userId: number }[];
    expect(everywhere.some((r) => r.userId === esha)).toBe(true);

    await db.update(users).set({ isDeleted: false, deletedAt: null }).where(eq(users.id, dev!));
    await db.update(users).set({ companyId: A }).where(eq(users.id, esha!));
    const back = (await adminA.get(`/api/companies/${A}/leaves?limit=1`)).headers["x-total-count"];
    expect(back).toBe(String(rowsOfA.length));
    expect(await listedNames()).toContain(`${dev} Dev Gone`);
    expect(await listedNames()).toContain(`${esha} Esha Moved`);

    // Put back as the other tests found them.
    await db.update(users).set({ firstName: "Asha", lastName: "Rao" }).where(eq(users.id, asha!));
    await db.update(users).set({ isDeleted: true, deletedAt: new Date() }).where(eq(users.id, dev!));
    await db.update(users).set({ companyId: B }).where(eq(users.id, esha!));
    expect((await adminA.get(`/api/companies/${A}/leaves?limit=1`)).headers["x-total-count"]).toBe("15");
  });

  it("a request made for a person of another company, or a removed one, is not listed", async () => {
    const db = t.database.db;
    const dev = [...people.keys()][3]!;
    const [row] = await db
      .insert(leaveRequests)
      .values({ companyId: A, userId: dev, startDate: "2031-05-01", endDate: "2031-05-01", reason: "Late" })
      .returning();
    expect(row).toMatchObject({ personListed: false, personFirstName: "Dev", personLastName: "Gone" });
    await db.delete(leaveRequests).where(eq(leaveRequests.id, row!.id));
  });
});

/** Every company's requests whose person is not removed, in the list's order, worked out here. */
async function everyCompanyExpected(status?: string): Promise<number[]> {
  const rows = await t.database.db
    .select({ id: leaveRequests.id, status: leaveRequests.status, createdAt: leaveRequests.createdAt })
    .from(leaveRequests)
    .innerJoin(users, eq(users.id, leaveRequests.userId))
    .where(and(eq(users.isDeleted, false), status ? eq(leaveRequests.status, status) : undefined));
  return rows.sort(inListOrder).map((r) => r.id);
}

describe("GET /api/companies/all/leaves (a SUPER_ADMIN's every company)", () => {
  it("pages through every company's requests in order: a moved person's too, never a removed one's", async () => {
    const su = await buildUser(t.database.db, { role: "SUPER_ADMIN" });
    const root = await signIn(t, su.username, su.password);
    const want = await everyCompanyExpected();
    const [, , , dev, esha] = [...people.keys()];
    expect(want).toEqual(expect.arrayContaining(rowsOfA.filter((r) => r.userId === esha).map((r) => r.id)));
    expect(want).not.toContain(rowsOfA.find((r) => r.userId === dev)!.id);
    for (const size of [4, 25]) {
      const { ids, totals } = await pageThroughList(root, "/api/companies/all/leaves?", size);
      expect(ids).toEqual(want);
      expect(totals).toEqual([want.length]);
    }
    const pending = await root.get("/api/companies/all/leaves?status=PENDING&limit=1");
    expect(Number(pending.headers["x-total-count"])).toBe((await everyCompanyExpected("PENDING")).length);
  });

  const values = { status: "PENDING", limit: 25, offset: 0 };
  const statementsOfAll = (status: boolean) =>
    companyLeaveStatements(t.database.db, { everyCompany: true, status, search: false });

  it("reads a page in its order from leave_requests_pending_order_idx: nothing sorted", async () => {
    const plan = await planWithValues(t.database.db, statementsOfAll(false).page, values, [
      "seqscan",
      "sort",
    ]);
    expect(plan).toContain("Index Scan using leave_requests_pending_order_idx");
    expect(plan).not.toMatch(/\bSort\b/);
  });

  it("counts every request from that index less the removed people's (users_removed_idx)", async () => {
    for (const status of [false, true]) {
      const plan = await planWithValues(t.database.db, statementsOfAll(status).count, values, [
        "seqscan",
        "bitmapscan",
      ]);
      expect(plan).toContain("leave_requests_pending_order_idx");
      expect(plan).toContain("users_removed_idx");
    }
  });
});

// On PGlite (one connection) the app's own prepared statements can be explained after a request ran them.
describe.runIf(process.env.TEST_DB !== "pg")("leave_requests_listed_pending_idx (migration 0030)", () => {
  const explained = (statement: string) =>
    planOf(t.database.db, sql.raw(`execute ${statement}`), ["seqscan", "sort"]);

  it("serves a company's page in its order from that index: no person looked up, nothing sorted", async () => {
    expect((await adminA.get(`/api/companies/${A}/leaves`)).statusCode).toBe(200);
    const plan = await explained(`leave_company_co(${A}, ${A}, 25, 0)`);
    expect(plan).toContain("Index Scan using leave_requests_listed_pending_idx");
    expect(plan).not.toContain("users");
    expect(plan).not.toMatch(/\bSort\b/);
  });

  it("counts a company's list from that index alone, without its people", async () => {
    expect((await adminA.get(`/api/companies/${A}/leaves?limit=5&offset=40`)).statusCode).toBe(200);
    const plan = await explained(`leave_company_co_n(${A})`);
    expect(plan).toMatch(/Index Only Scan using leave_requests_listed_pending_idx/);
    expect(plan).not.toContain("users");
  });
});
