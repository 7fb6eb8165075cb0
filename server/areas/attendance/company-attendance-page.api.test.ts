import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildAdmin, buildCompany, buildEmployee, buildUser } from "../../db/seed/factories";
import { signIn } from "../../test/accounts";
import { type Client, createTestApp, type TestApp } from "../../test/harness";
import { pageThrough as pageThroughList } from "../../test/paging";
import { planOf } from "../../test/plans";
import { signal } from "../../test/signal";
import { users } from "../users/users.table";
import { attendances } from "./attendance.table";

/**
 * A company's attendance for a period (docs/product/attendance.md) as the admins page through it: newest day
 * first, then first name, last name and id; only the records of the company's people who are not removed.
 * The page reads the names the database keeps on each record, in order from an index (bench/README.md, hot
 * routes): these hold the answer to what a plain join to the people and a sort give.
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

/**
 * Which records a company's list shows is kept by the database (attendances.person_listed, migration 0025):
 * every way a person leaves or returns to a company, through the product or not, must move their records.
 */
describe("GET /api/companies/:id/attendances, whose records are listed", () => {
  const november = "startDate=2026-11-01&endDate=2026-11-30&limit=500";
  const adminOf = async (companyId: number) => {
    const admin = await buildAdmin(t.database.db, companyId);
    return signIn(t, admin.username, admin.password);
  };
  /** The names listed and the total, as an admin of `companyId` sees them. */
  const listedBy = async (client: Client, companyId: number | "all", filter = "") => {
    const res = await client.get(`/api/companies/${companyId}/attendances?${november}${filter}`);
    expect(res.statusCode).toBe(200);
    const rows = res.json() as { firstName: string; lastName: string }[];
    expect(Number(res.headers["x-total-count"])).toBe(rows.length);
    return rows.map((r) => `${r.firstName} ${r.lastName}`).sort();
  };

  it("follows a person removed through the product, moved by a SUPER_ADMIN, and moved back", async () => {
    const db = t.database.db;
    const C = (await buildCompany(db, { name: "Moves Co" })).id;
    const D = (await buildCompany(db, { name: "Moves Elsewhere Co" })).id;
    const adminC = await adminOf(C);
    const adminD = await adminOf(D);
    const rootUser = await buildUser(db, { role: "SUPER_ADMIN", firstName: "Root", lastName: "Moves" });
    const root = await signIn(t, rootUser.username, rootUser.password);
    const stays = await buildEmployee(db, C, { firstName: "Stays", lastName: "Here" });
    const leaves = await buildEmployee(db, C, { firstName: "Leaves", lastName: "Us" });
    const moves = await buildEmployee(db, C, { firstName: "Moves", lastName: "On" });
    for (const p of [stays, leaves, moves]) {
      await db.insert(attendances).values([
        { companyId: C, userId: p.id, attendanceDate: "2026-11-02", clockIn: "09:00:00" },
        { companyId: C, userId: p.id, attendanceDate: "2026-11-03", clockIn: "09:00:00" },
      ]);
    }
    const all = ["Leaves Us", "Leaves Us", "Moves On", "Moves On", "Stays Here", "Stays Here"];
    expect(await listedBy(adminC, C)).toEqual(all);

    expect((await adminC.delete(`/api/users/${leaves.id}`)).statusCode).toBe(204);
    const moved = await root.put(`/api/users/${moves.id}`, {
      username: moves.username,
      firstName: "Moves",
      lastName: "On",
      role: "EMPLOYEE",
      companyId: D,
    });
    expect(moved.statusCode).toBe(200);
    expect(await listedBy(adminC, C)).toEqual(["Stays Here", "Stays Here"]);
    // A search and one person's records ask through their own statements: the same rule there.
    expect(await listedBy(adminC, C, "&q=moves")).toEqual([]);
    expect(await listedBy(adminC, C, `&userId=${leaves.id}`)).toEqual([]);
    // The records stay C's: not D's list, and still in every company's list (a person who is not removed).
    expect(await listedBy(adminD, D)).toEqual([]);
    const everywhere = await listedBy(root, "all");
    expect(everywhere.filter((n) => n === "Moves On")).toHaveLength(2);
    expect(everywhere).not.toContain("Leaves Us");

    const back = await root.put(`/api/users/${moves.id}`, {
      username: moves.username,
      firstName: "Moves",
      lastName: "On",
      role: "EMPLOYEE",
      companyId: C,
    });
    expect(back.statusCode).toBe(200);
    // No route restores a removed person; whoever does it in the database brings their records back too.
    await db.update(users).set({ isDeleted: false, deletedAt: null }).where(eq(users.id, leaves.id));
    expect(await listedBy(adminC, C)).toEqual(all);
    expect(await listedBy(adminC, C, "&q=moves")).toEqual(["Moves On", "Moves On"]);
    expect(await listedBy(adminC, C, `&userId=${leaves.id}`)).toEqual(["Leaves Us", "Leaves Us"]);
  });

  it("does not list a record written for a removed person or for another company's person", async () => {
    const db = t.database.db;
    const E = (await buildCompany(db, { name: "Written Co" })).id;
    const adminE = await adminOf(E);
    const gone = await buildEmployee(db, E, { firstName: "Gone", lastName: "Before" });
    await db.update(users).set({ isDeleted: true, deletedAt: new Date() }).where(eq(users.id, gone.id));
    const elsewhere = await buildEmployee(db, B, { firstName: "Works", lastName: "Elsewhere" });
    const here = await buildEmployee(db, E, { firstName: "Works", lastName: "Here" });
    await db.insert(attendances).values([
      { companyId: E, userId: gone.id, attendanceDate: "2026-11-04", clockIn: "09:00:00" },
      { companyId: E, userId: elsewhere.id, attendanceDate: "2026-11-04", clockIn: "09:00:00" },
      { companyId: E, userId: here.id, attendanceDate: "2026-11-04", clockIn: "09:00:00" },
    ]);
    expect(await listedBy(adminE, E)).toEqual(["Works Here"]);
    // A record moved to the person's own company is listed there; its flag cannot be set by hand.
    await db.update(attendances).set({ personListed: true }).where(eq(attendances.userId, gone.id));
    await db.update(attendances).set({ companyId: B }).where(eq(attendances.userId, elsewhere.id));
    expect(await listedBy(adminE, E)).toEqual(["Works Here"]);
    const adminB = await adminOf(B);
    expect(await listedBy(adminB, B)).toContain("Works Elsewhere");
  });

  it("shows and sorts by a person's name as it is now, however it was changed", async () => {
    const db = t.database.db;
    const G = (await buildCompany(db, { name: "Names Co" })).id;
    const adminG = await adminOf(G);
    const mira = await buildEmployee(db, G, { firstName: "Mira", lastName: "Shah" });
    const kiran = await buildEmployee(db, G, { firstName: "Kiran", lastName: "Das" });
    await db.insert(attendances).values(
      [mira, kiran].map((p) => ({
        companyId: G,
        userId: p.id,
        attendanceDate: "2026-11-06",
        clockIn: "09:00:00",
      })),
    );
    /** The names in the list's own order (not sorted here), with the total. */
    const inOrder = async (filter = "") => {
      const res = await adminG.get(`/api/companies/${G}/attendances?${november}${filter}`);
      expect(res.statusCode).toBe(200);
      return (res.json() as { firstName: string; lastName: string }[]).map(
        (r) => `${r.firstName} ${r.lastName}`,
      );
    };
    expect(await inOrder()).toEqual(["Kiran Das", "Mira Shah"]);

    // An admin's form, the person's own profile, and a change made in the database: each list follows.
    const renamed = await adminG.put(`/api/users/${mira.id}`, {
      username: mira.username,
      firstName: "Anil",
      lastName: "Shah",
      role: "EMPLOYEE",
      companyId: G,
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(await inOrder()).toEqual(["Anil Shah", "Kiran Das"]);
    expect(await inOrder(`&userId=${mira.id}`)).toEqual(["Anil Shah"]);
    const kiranClient = await signIn(t, kiran.username, kiran.password);
    const profile = await kiranClient.patch(`/api/users/${kiran.id}`, {
      firstName: "Aarav",
      lastName: "Das",
    });
    expect(profile.statusCode, profile.body).toBe(200);
    expect(await inOrder()).toEqual(["Aarav Das", "Anil Shah"]);
    await db.update(users).set({ lastName: "Bose" }).where(eq(users.id, kiran.id));
    expect(await inOrder()).toEqual(["Aarav Bose", "Anil Shah"]);

    // A record's copy of the name cannot be set by hand: the database writes the person's back.
    await db
      .update(attendances)
      .set({ personFirstName: "Zzz", personLastName: "Forged" })
      .where(eq(attendances.userId, mira.id));
    expect(await inOrder()).toEqual(["Aarav Bose", "Anil Shah"]);
  });

  // PostgreSQL runs requests at once: a record written while its person is being removed must end up as
  // the removal says, whichever of the two commits first (the record's trigger locks the person's row).
  it.runIf(process.env.TEST_DB === "pg")(
    "marks a record written while its person is removed, whichever commits first",
    async () => {
      const db = t.database.db;
      const F = (await buildCompany(db, { name: "Race Co" })).id;
      const listedOf = async (userId: number) =>
        (
          await db
            .select({ listed: attendances.personListed })
            .from(attendances)
            .where(eq(attendances.userId, userId))
        ).map((r) => r.listed);
      /** `first` runs in a transaction held open until `second` has started, then commits. */
      const interleave = async (
        first: (tx: typeof db) => Promise<unknown>,
        second: (tx: typeof db) => Promise<unknown>,
      ) => {
        const started = signal();
        const held = signal();
        const one = db.transaction(async (tx) => {
          await first(tx as unknown as typeof db);
          started.fire();
          await held.promise;
        });
        await started.promise;
        const two = db.transaction(async (tx) => {
          await second(tx as unknown as typeof db);
        });
        // Long enough for the second to reach the first's row lock (or, without one, to finish).
        await new Promise((resolve) => setTimeout(resolve, 300));
        held.fire();
        await Promise.all([one, two]);
      };
      const remove = (userId: number) => (tx: typeof db) =>
        tx.update(users).set({ isDeleted: true, deletedAt: new Date() }).where(eq(users.id, userId));
      const record = (userId: number) => (tx: typeof db) =>
        tx
          .insert(attendances)
          .values({ companyId: F, userId, attendanceDate: "2026-11-05", clockIn: "09:00:00" });

      const removedFirst = await buildEmployee(db, F, { firstName: "Removed", lastName: "First" });
      await interleave(remove(removedFirst.id), record(removedFirst.id));
      expect(await listedOf(removedFirst.id)).toEqual([false]);

      const writtenFirst = await buildEmployee(db, F, { firstName: "Written", lastName: "First" });
      await interleave(record(writtenFirst.id), remove(writtenFirst.id));
      expect(await listedOf(writtenFirst.id)).toEqual([false]);
    },
  );

  // On PGlite (one connection) the app's own prepared statements can be explained after a request ran them.
  const explained = (statement: string) =>
    planOf(t.database.db, sql.raw(`execute ${statement}`), ["seqscan", "bitmapscan"]);

  it.runIf(process.env.TEST_DB !== "pg")(
    "counts a company's period from the listed records' index alone, without its people",
    async () => {
      const past = await adminA.get(
        `/api/companies/${A}/attendances?startDate=2026-11-01&endDate=2026-11-30&limit=5&offset=400`,
      );
      expect(past.statusCode).toBe(200);
      const prepared = (await t.database.db.execute(
        sql`select parameter_types::text[] as types from pg_prepared_statements where name = 'att_company_co_n'`,
      )) as unknown as { rows: { types: string[] }[] };
      expect(prepared.rows[0]?.types).toEqual(["integer", "date", "date"]);
      const plan = await explained(`att_company_co_n(${A}, '2026-11-01', '2026-11-30')`);
      expect(plan).toMatch(/Index Only Scan using attendances_listed_company_\w+_idx/);
      expect(plan).not.toContain("users");
    },
  );

  it.runIf(process.env.TEST_DB !== "pg")(
    "reads a company's page in its order from one index: no people looked up, nothing sorted",
    async () => {
      const res = await adminA.get(`/api/companies/${A}/attendances?startDate=2026-11-01&endDate=2026-11-30`);
      expect(res.statusCode).toBe(200);
      const plan = await explained(
        `att_company_co(${A}, '2026-11-01', '2026-11-30', ${A}, '2026-11-01', '2026-11-30', 25, 0)`,
      );
      expect(plan).toContain("Index Scan using attendances_listed_company_order_idx");
      expect(plan).not.toContain("users");
      expect(plan).not.toContain("Sort");
    },
  );
});
