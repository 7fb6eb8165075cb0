import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildAdmin, buildCompany, buildEmployee } from "../../db/seed/factories";
import { signIn } from "../../test/accounts";
import { type Client, createTestApp, type TestApp } from "../../test/harness";
import { pageThrough as pageThroughList } from "../../test/paging";
import { users } from "../users/users.table";
import { attendances } from "./attendance.table";

/**
 * A company's attendance for a period (docs/product/attendance.md) as the admins page through it: newest day
 * first, then first name, last name and id; only the records of the company's people who are not removed.
 * The page looks each person up on its own, so that it reads the records a day at a time
 * (bench/README.md, hot routes): these hold the answer to what a plain join and a sort gave.
 */

let t: TestApp;
let A: number;
let B: number;
let adminA: Client;

interface Row {
  id: number;
  userId: number;
  attendanceDate: string;
}
const rowsOfA: Row[] = [];
const people = new Map<number, { first: string; last: string; live: boolean }>();

beforeAll(async () => {
  t = await createTestApp();
  t.clock.setTo("2026-11-20T06:00:00Z");
  const db = t.database.db;
  A = (await buildCompany(db, { name: "Days Co" })).id;
  B = (await buildCompany(db, { name: "Other Days Co" })).id;
  const admin = await buildAdmin(db, A, { firstName: "Zed", lastName: "Admin" });
  adminA = await signIn(t, admin.username, admin.password);
  // Two people share a first name (the last name then decides) and two share both (the id decides).
  const names = [
    ["Asha", "Rao"],
    ["Asha", "Iyer"],
    ["Bala", "Nair"],
    ["Bala", "Nair"],
    ["Chitra", "Gone"],
    ["Dev", "Moved"],
  ] as const;
  const persons = [];
  for (const [first, last] of names) {
    const p = await buildEmployee(db, A, { firstName: first, lastName: last, passwordHash: "not-used" });
    persons.push(p);
    people.set(p.id, { first, last, live: true });
  }
  // Each person on most days of 1–9 November (not everyone every day), created out of name order.
  for (let day = 1; day <= 9; day += 1) {
    for (const [i, p] of [...persons].reverse().entries()) {
      if ((day + i) % 4 === 0) continue;
      const attendanceDate = `2026-11-${String(day).padStart(2, "0")}`;
      const [row] = await db
        .insert(attendances)
        .values({ companyId: A, userId: p.id, attendanceDate, clockIn: "09:00:00" })
        .returning();
      rowsOfA.push({ id: row!.id, userId: p.id, attendanceDate });
    }
  }
  // Chitra is removed; Dev now works for B. Neither's records are A's list any more, nor counted in it.
  await db.update(users).set({ isDeleted: true, deletedAt: new Date() }).where(eq(users.id, persons[4]!.id));
  await db.update(users).set({ companyId: B }).where(eq(users.id, persons[5]!.id));
  people.get(persons[4]!.id)!.live = false;
  people.get(persons[5]!.id)!.live = false;
});
afterAll(() => t?.close());

/** The list as the product defines it, computed here from the rows written. */
function expected(from: string, to: string, filter: (r: Row) => boolean = () => true): number[] {
  const cmp = (x: string, y: string) => (x < y ? -1 : x > y ? 1 : 0);
  return rowsOfA
    .filter((r) => people.get(r.userId)!.live && r.attendanceDate >= from && r.attendanceDate <= to)
    .filter(filter)
    .sort((x, y) => {
      const px = people.get(x.userId)!;
      const py = people.get(y.userId)!;
      return (
        cmp(y.attendanceDate, x.attendanceDate) ||
        cmp(px.first, py.first) ||
        cmp(px.last, py.last) ||
        x.id - y.id
      );
    })
    .map((r) => r.id);
}

/** Every page of `size` from the first, their ids joined, and the totals each page sent. */
const pageThrough = (query: string, size: number) =>
  pageThroughList(adminA, `/api/companies/${A}/attendances?${query}&`, size);

describe("GET /api/companies/:id/attendances, page by page", () => {
  it("pages through newest day first, then by name and id, with the same total on every page", async () => {
    const want = expected("2026-11-01", "2026-11-30");
    expect(want.length).toBeGreaterThan(20);
    for (const size of [1, 7, 25]) {
      const { ids, totals } = await pageThrough("startDate=2026-11-01&endDate=2026-11-30", size);
      expect(ids).toEqual(want);
      expect(totals).toEqual([want.length]);
    }
    const middle = await pageThrough("startDate=2026-11-03&endDate=2026-11-06", 5);
    expect(middle.ids).toEqual(expected("2026-11-03", "2026-11-06"));
  });

  it("leaves out a removed person's records and those of a person now in another company, also from B's list", async () => {
    const listed = (
      await adminA.get(`/api/companies/${A}/attendances?startDate=2026-11-01&endDate=2026-11-30&limit=500`)
    ).json() as { firstName: string; lastName: string }[];
    expect(new Set(listed.map((r) => `${r.firstName} ${r.lastName}`))).toEqual(
      new Set(["Asha Rao", "Asha Iyer", "Bala Nair"]),
    );
    const adminB = await buildAdmin(t.database.db, B);
    const clientB = await signIn(t, adminB.username, adminB.password);
    const ofB = await clientB.get(`/api/companies/${B}/attendances?startDate=2026-11-01&endDate=2026-11-30`);
    expect(ofB.json()).toEqual([]);
    expect(ofB.headers["x-total-count"]).toBe("0");
  });

  it("keeps the order and totals for one person and with a search, and counts past the end", async () => {
    const [asha] = [...people].find(([, p]) => p.first === "Asha" && p.last === "Iyer")!;
    const one = await pageThrough(`startDate=2026-11-01&endDate=2026-11-30&userId=${asha}`, 3);
    expect(one.ids).toEqual(expected("2026-11-01", "2026-11-30", (r) => r.userId === asha));
    const bala = await pageThrough("startDate=2026-11-01&endDate=2026-11-30&q=bala", 4);
    expect(bala.ids).toEqual(
      expected("2026-11-01", "2026-11-30", (r) => people.get(r.userId)!.first === "Bala"),
    );
    expect(bala.totals).toEqual([bala.ids.length]);
    const past = await adminA.get(
      `/api/companies/${A}/attendances?startDate=2026-11-01&endDate=2026-11-30&limit=5&offset=400`,
    );
    expect(past.json()).toEqual([]);
    expect(Number(past.headers["x-total-count"])).toBe(expected("2026-11-01", "2026-11-30").length);
  });
});
