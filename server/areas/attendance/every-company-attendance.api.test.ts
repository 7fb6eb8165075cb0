import { and, eq, gte, lte } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildCompany, buildEmployee, buildUser } from "../../db/seed/factories";
import { signIn } from "../../test/accounts";
import { createTestApp, type TestApp } from "../../test/harness";
import { pageThrough as pageThroughList } from "../../test/paging";
import { planWithValues } from "../../test/plans";
import { users } from "../users/users.table";
import { companyAttendanceStatements } from "./attendance.service";
import { attendances } from "./attendance.table";

/**
 * A SUPER_ADMIN's list of every company's attendance (docs/product/attendance.md §8): every record whose
 * person is not removed, wherever they work now, newest day first, then by name and record. Its page walks
 * attendances_date_order_idx and its total is every record less the removed people's (migration 0032,
 * docs/SCALING.md §4): these hold the answer to what a join of every record to its person and a sort gave.
 */

let t: TestApp;
let removed: number;
let moved: number;
const recordsOf = new Map<number, number[]>();

beforeAll(async () => {
  t = await createTestApp();
  t.clock.setTo("2026-11-20T06:00:00Z");
  const db = t.database.db;
  const A = (await buildCompany(db, { name: "Every Days Co" })).id;
  const B = (await buildCompany(db, { name: "Every Other Co" })).id;
  // Two people share both names (the record decides), in two companies; one removed, one moved since.
  const names = [
    [A, "Asha", "Rao"],
    [A, "Bala", "Nair"],
    [B, "Bala", "Nair"],
    [A, "Chitra", "Gone"],
    [A, "Dev", "Moved"],
  ] as const;
  const persons = [];
  for (const [companyId, firstName, lastName] of names) {
    persons.push(await buildEmployee(db, companyId, { firstName, lastName, passwordHash: "not-used" }));
  }
  for (let day = 1; day <= 6; day += 1) {
    for (const [i, p] of [...persons].reverse().entries()) {
      if ((day + i) % 3 === 0) continue;
      const attendanceDate = `2026-11-${String(day).padStart(2, "0")}`;
      const [row] = await db
        .insert(attendances)
        .values({ companyId: p.companyId!, userId: p.id, attendanceDate, clockIn: "09:00:00" })
        .returning();
      recordsOf.set(p.id, [...(recordsOf.get(p.id) ?? []), row!.id]);
    }
  }
  removed = persons[3]!.id;
  moved = persons[4]!.id;
  await db.update(users).set({ isDeleted: true, deletedAt: new Date() }).where(eq(users.id, removed));
  await db.update(users).set({ companyId: B }).where(eq(users.id, moved));
});
afterAll(() => t?.close());

/** Every company's records of a period as the database holds them, in the list's order, worked out here. */
async function everyCompanyExpected(from: string, to: string): Promise<number[]> {
  const rows = await t.database.db
    .select({
      id: attendances.id,
      date: attendances.attendanceDate,
      first: users.firstName,
      last: users.lastName,
    })
    .from(attendances)
    .innerJoin(users, eq(users.id, attendances.userId))
    .where(
      and(
        eq(users.isDeleted, false),
        gte(attendances.attendanceDate, from),
        lte(attendances.attendanceDate, to),
      ),
    );
  const cmp = (x: string, y: string) => (x < y ? -1 : x > y ? 1 : 0);
  return rows
    .sort((x, y) => cmp(y.date, x.date) || cmp(x.first, y.first) || cmp(x.last, y.last) || x.id - y.id)
    .map((r) => r.id);
}

describe("GET /api/companies/all/attendances (a SUPER_ADMIN's every company)", () => {
  it("pages through every company's records in order: a moved person's too, never a removed one's", async () => {
    const su = await buildUser(t.database.db, { role: "SUPER_ADMIN" });
    const root = await signIn(t, su.username, su.password);
    const want = await everyCompanyExpected("2026-11-01", "2026-11-30");
    expect(want).toEqual(expect.arrayContaining(recordsOf.get(moved)!));
    for (const id of recordsOf.get(removed)!) expect(want).not.toContain(id);
    for (const size of [4, 25]) {
      const { ids, totals } = await pageThroughList(
        root,
        "/api/companies/all/attendances?startDate=2026-11-01&endDate=2026-11-30&",
        size,
      );
      expect(ids).toEqual(want);
      expect(totals).toEqual([want.length]);
    }
    const past = await root.get(
      "/api/companies/all/attendances?startDate=2026-11-01&endDate=2026-11-30&limit=5&offset=900",
    );
    expect(past.json()).toEqual([]);
    expect(Number(past.headers["x-total-count"])).toBe(want.length);
  });

  const values = { start: "2026-11-01", end: "2026-11-30", limit: 25, offset: 0 };
  const statementsOfAll = () =>
    companyAttendanceStatements(t.database.db, { everyCompany: true, user: false, search: false });

  it("reads a page in its order from attendances_date_order_idx: nothing sorted", async () => {
    const plan = await planWithValues(t.database.db, statementsOfAll().page, values, ["seqscan", "sort"]);
    expect(plan).toContain("Index Scan using attendances_date_order_idx");
    expect(plan).not.toMatch(/\bSort\b/);
  });

  it("counts the period from that index, less the removed people's records (users_removed_idx)", async () => {
    const plan = await planWithValues(t.database.db, statementsOfAll().count, values, [
      "seqscan",
      "bitmapscan",
    ]);
    expect(plan).toContain("Index Only Scan using attendances_date_order_idx");
    expect(plan).toContain("users_removed_idx");
  });
});
