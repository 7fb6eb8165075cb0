import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { todayIn } from "../../shared/common/time.rules";
import { attendances } from "../areas/attendance/attendance.table";
import { leaveRequests } from "../areas/leaves/leaves.table";
import { users } from "../areas/users/users.table";
import { buildAdmin, buildCompany, buildEmployee, buildUser } from "../db/seed/factories";
import { signIn } from "../test/accounts";
import { type Client, createTestApp, type TestApp } from "../test/harness";
import { contains, expectList, urlOf } from "./prepared-lists.fixtures";

/**
 * The prepared people lists (docs/ARCHITECTURE.md, "Prepared reads") through the API: every shape of the
 * people list (users_list_*), company attendance (att_company_*), company leaves (leave_company_*), and the
 * own reads (att_own, att_today, leave_own, leave_balance), each asked for company A then company B with
 * the same query, so the second request reuses the first one's statement with another company or person.
 */

interface Person {
  id: number;
  companyId: number | null;
  role: "SUPER_ADMIN" | "ADMIN" | "EMPLOYEE";
  firstName: string;
  lastName: string;
  username: string;
  deleted: boolean;
}

let t: TestApp;
let A: number;
let B: number;
let adminA: Client;
let adminB: Client;
let root: Client;
const people: Person[] = [];
const signedIn = new Map<string, Client>();

const nameMatches = (p: Person, q: string | undefined) =>
  contains(q, p.firstName, p.lastName, `${p.firstName} ${p.lastName}`);
const person = (name: string) => people.find((p) => `${p.firstName} ${p.lastName}` === name)!;
const live = () => people.filter((p) => !p.deleted);

async function addPerson(
  companyId: number | null,
  role: Person["role"],
  firstName: string,
  lastName: string,
  fields: { totalLeaves?: number; signIn?: boolean } = {},
) {
  const db = t.database.db;
  const built =
    role === "SUPER_ADMIN"
      ? await buildUser(db, { role, firstName, lastName })
      : role === "ADMIN"
        ? await buildAdmin(db, companyId!, { firstName, lastName })
        : await buildEmployee(db, companyId!, { firstName, lastName });
  if (fields.totalLeaves !== undefined)
    await db.update(users).set({ totalLeaves: fields.totalLeaves }).where(eq(users.id, built.id));
  if (fields.signIn)
    signedIn.set(`${firstName} ${lastName}`, await signIn(t, built.username, built.password));
  people.push({
    id: built.id,
    companyId,
    role,
    firstName,
    lastName,
    username: built.username,
    deleted: false,
  });
  return built;
}

/** Attendance rows as inserted: person, date. */
const attendanceRows: { id: number; userId: number; companyId: number; date: string }[] = [];
const leaveRows: {
  id: number;
  userId: number;
  companyId: number;
  status: string;
  days: number;
}[] = [];

async function addAttendance(name: string, date: string) {
  const p = person(name);
  const [row] = await t.database.db
    .insert(attendances)
    .values({ companyId: p.companyId!, userId: p.id, attendanceDate: date, clockIn: "09:00" })
    .returning();
  attendanceRows.push({ id: row!.id, userId: p.id, companyId: p.companyId!, date });
}

async function addLeave(name: string, status: string, start: string, end: string, halfDay = false) {
  const p = person(name);
  const [row] = await t.database.db
    .insert(leaveRequests)
    .values({
      companyId: p.companyId!,
      userId: p.id,
      startDate: start,
      endDate: end,
      reason: `${name} ${status}`,
      status,
      isHalfDay: halfDay,
      halfDayType: halfDay ? "FORENOON" : null,
    })
    .returning();
  const days = halfDay ? 0.5 : (Date.parse(end) - Date.parse(start)) / 86_400_000 + 1;
  leaveRows.push({ id: row!.id, userId: p.id, companyId: p.companyId!, status, days });
}

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  A = (await buildCompany(db, { name: "Alpha Prepared" })).id;
  B = (await buildCompany(db, { name: "Beta Prepared" })).id;
  const za = await addPerson(A, "ADMIN", "Zara", "Admin");
  adminA = await signIn(t, za.username, za.password);
  const yb = await addPerson(B, "ADMIN", "Yusuf", "Admin");
  adminB = await signIn(t, yb.username, yb.password);
  const r = await addPerson(null, "SUPER_ADMIN", "Root", "Super");
  root = await signIn(t, r.username, r.password);
  await addPerson(A, "EMPLOYEE", "Anil", "Menon", { signIn: true });
  await addPerson(A, "EMPLOYEE", "Bindu", "50% Nair");
  await addPerson(A, "EMPLOYEE", "Deepak", "500 Rao");
  await addPerson(A, "EMPLOYEE", "Esha", "Iyer_K", { totalLeaves: 15, signIn: true });
  await addPerson(A, "EMPLOYEE", "Anil", "Gone");
  await addPerson(B, "EMPLOYEE", "Anil", "Kurup", { signIn: true });
  await addPerson(B, "EMPLOYEE", "Farah", "50% Khan");
  await addPerson(B, "EMPLOYEE", "Gopal", "500 Das");
  await addPerson(B, "EMPLOYEE", "Hari", "Nath_S");
  // Anil Gone is removed: no list shows him or his records.
  const gone = person("Anil Gone");
  gone.deleted = true;
  await db.update(users).set({ isDeleted: true, deletedAt: new Date() }).where(eq(users.id, gone.id));

  for (const [name, date] of [
    ["Anil Menon", "2025-01-06"],
    ["Anil Menon", "2025-01-07"],
    ["Anil Menon", "2024-12-31"],
    ["Bindu 50% Nair", "2025-01-08"],
    ["Deepak 500 Rao", "2025-01-08"],
    ["Esha Iyer_K", "2025-01-06"],
    ["Anil Gone", "2025-01-06"],
    ["Anil Kurup", "2025-01-06"],
    ["Anil Kurup", "2025-01-09"],
    ["Farah 50% Khan", "2025-01-07"],
    ["Gopal 500 Das", "2025-01-08"],
    ["Hari Nath_S", "2025-01-09"],
  ] as const)
    await addAttendance(name, date);

  await addLeave("Anil Menon", "PENDING", "2025-02-03", "2025-02-04");
  await addLeave("Anil Menon", "APPROVED", "2025-01-13", "2025-01-13");
  await addLeave("Anil Menon", "REJECTED", "2025-01-20", "2025-01-21");
  await addLeave("Esha Iyer_K", "APPROVED", "2025-02-10", "2025-02-10", true);
  await addLeave("Esha Iyer_K", "PENDING", "2025-03-03", "2025-03-05");
  await addLeave("Bindu 50% Nair", "PENDING", "2025-02-11", "2025-02-11");
  await addLeave("Deepak 500 Rao", "APPROVED", "2025-02-12", "2025-02-12");
  await addLeave("Anil Gone", "PENDING", "2025-05-01", "2025-05-01");
  await addLeave("Anil Kurup", "PENDING", "2025-04-01", "2025-04-01");
  await addLeave("Anil Kurup", "APPROVED", "2025-04-02", "2025-04-02");
  await addLeave("Farah 50% Khan", "REJECTED", "2025-02-03", "2025-02-03");
  await addLeave("Gopal 500 Das", "PENDING", "2025-02-04", "2025-02-04");
  await addLeave("Hari Nath_S", "APPROVED", "2025-02-05", "2025-02-06");

  // Bindu and Farah are locked now; Deepak's lock has run out (Active).
  const lock = (name: string, until: Date) =>
    db
      .update(users)
      .set({ isLocked: true, failedLoginAttempts: 5, lockedUntil: until })
      .where(eq(users.id, person(name).id));
  await lock("Bindu 50% Nair", new Date(Date.now() + 3_600_000));
  await lock("Farah 50% Khan", new Date(Date.now() + 3_600_000));
  await lock("Deepak 500 Rao", new Date(Date.now() - 60_000));
});
afterAll(() => t?.close());

const locked = (p: Person) => ["Bindu", "Farah"].includes(p.firstName);
const SEARCHES = [undefined, "anil", "50%", "_", "ADMIN", "example.com"];

describe("the people lists (users_list_*)", () => {
  it("GET /api/companies/:id/users: employees, or admins too; A then B, and `all` counts both", async () => {
    for (const includeAdmins of [undefined, "true"]) {
      const roles = includeAdmins ? ["ADMIN", "EMPLOYEE"] : ["EMPLOYEE"];
      for (const q of SEARCHES) {
        const expected = (companyId: number | "all") =>
          live()
            .filter((p) => roles.includes(p.role) && (companyId === "all" || p.companyId === companyId))
            .filter((p) => nameMatches(p, q) || contains(q, p.username))
            .map((p) => p.id);
        const params = { includeAdmins, q };
        await expectList(adminA, `/api/companies/${A}/users`, params, expected(A));
        await expectList(adminB, `/api/companies/${B}/users`, params, expected(B));
        await expectList(root, "/api/companies/all/users", params, expected("all"));
        await expectList(root, `/api/companies/${B}/users`, params, expected(B));
      }
    }
  });

  it("GET /api/users/company/:id and /api/users: every role, locked now or not, searched", async () => {
    for (const onlyLocked of [undefined, "true"]) {
      for (const q of SEARCHES) {
        const expected = (companyId: number | "all") =>
          live()
            .filter((p) => companyId === "all" || p.companyId === companyId)
            .filter((p) => !onlyLocked || locked(p))
            .filter((p) => nameMatches(p, q) || contains(q, p.username))
            .map((p) => p.id);
        const params = { locked: onlyLocked, q };
        await expectList(adminA, `/api/users/company/${A}`, params, expected(A));
        await expectList(adminB, `/api/users/company/${B}`, params, expected(B));
        await expectList(root, "/api/users", params, expected("all"));
        // An ADMIN asking for every company gets their own.
        await expectList(adminB, "/api/users", params, expected(B));
      }
    }
  });

  it("narrows for real: the searches and the lock find fewer than the whole list", () => {
    expect(
      live()
        .filter((p) => nameMatches(p, "50%"))
        .map((p) => p.firstName),
    ).toEqual(["Bindu", "Farah"]);
    expect(
      live()
        .filter((p) => nameMatches(p, "_"))
        .map((p) => p.firstName),
    ).toEqual(["Esha", "Hari"]);
    expect(live().filter(locked)).toHaveLength(2);
  });
});

describe("company attendance (att_company_*)", () => {
  const JANUARY = { startDate: "2025-01-01", endDate: "2025-01-31" };
  const expected = (
    companyId: number | "all",
    f: { startDate: string; endDate: string; userId?: number; q?: string },
  ) =>
    attendanceRows
      .filter((r) => companyId === "all" || r.companyId === companyId)
      .filter((r) => r.date >= f.startDate && r.date <= f.endDate)
      .filter((r) => f.userId === undefined || r.userId === f.userId)
      .filter((r) => {
        const p = people.find((x) => x.id === r.userId)!;
        return !p.deleted && nameMatches(p, f.q);
      })
      .map((r) => r.id);

  it("answers each company its own rows, for every filter; `all` both", async () => {
    const menon = person("Anil Menon").id;
    const kurup = person("Anil Kurup").id;
    const periods = [
      JANUARY,
      { startDate: "2025-01-07", endDate: "2025-01-08" },
      { ...JANUARY, startDate: "2024-12-01" },
    ];
    for (const period of periods) {
      for (const userId of [undefined, menon, kurup]) {
        for (const q of [undefined, "anil", "menon", "50%", "_"]) {
          const f = { ...period, userId, q };
          await expectList(adminA, `/api/companies/${A}/attendances`, f, expected(A, f));
          await expectList(adminB, `/api/companies/${B}/attendances`, f, expected(B, f));
          await expectList(root, "/api/companies/all/attendances", f, expected("all", f));
        }
      }
    }
    expect(expected(A, { ...JANUARY, q: "50%" })).toHaveLength(1);
    expect(expected(B, { ...JANUARY, userId: menon })).toEqual([]);
  });

  it("shows the person's name with each row", async () => {
    const res = await adminB.get(urlOf(`/api/companies/${B}/attendances`, { ...JANUARY, q: "nath_" }));
    expect(
      res.json().map((r: { firstName: string; lastName: string }) => `${r.firstName} ${r.lastName}`),
    ).toEqual(["Hari Nath_S"]);
  });
});

describe("own attendance (att_own, att_today)", () => {
  it("gives each person their own rows of the period, one after the other", async () => {
    const periods = [
      { startDate: "2025-01-01", endDate: "2025-01-31" },
      { startDate: "2024-12-01", endDate: "2025-01-06" },
      { startDate: "2025-01-09", endDate: "2025-01-09" },
    ];
    for (const period of periods) {
      for (const name of ["Anil Menon", "Esha Iyer_K", "Anil Kurup"]) {
        const p = person(name);
        const client = signedIn.get(name)!;
        const mine = attendanceRows
          .filter((r) => r.userId === p.id && r.date >= period.startDate && r.date <= period.endDate)
          .map((r) => r.id);
        await expectList(client, "/api/attendances", period, mine);
      }
    }
  });

  it("answers today's record of the person asking, or null", async () => {
    const today = todayIn("Asia/Kolkata", t.clock.now());
    const anil = person("Anil Menon");
    const [row] = await t.database.db
      .insert(attendances)
      .values({ companyId: A, userId: anil.id, attendanceDate: today, clockIn: "08:15" })
      .returning();
    try {
      const mine = await signedIn.get("Anil Menon")!.get("/api/attendances/today");
      expect(mine.statusCode).toBe(200);
      expect(mine.json()).toMatchObject({ id: row!.id, userId: anil.id, attendanceDate: today });
      const esha = await signedIn.get("Esha Iyer_K")!.get("/api/attendances/today");
      expect(esha.statusCode).toBe(200);
      expect(esha.json()).toBeNull();
      const again = await signedIn.get("Anil Menon")!.get("/api/attendances/today");
      expect(again.json().id).toBe(row!.id);
    } finally {
      await t.database.db.delete(attendances).where(eq(attendances.id, row!.id));
    }
  });
});

describe("company leaves (leave_company_*)", () => {
  it("answers each company its own requests, by status and name; `all` both", async () => {
    for (const status of [undefined, "PENDING", "APPROVED", "REJECTED"]) {
      for (const q of [undefined, "anil", "50%", "_", "kurup"]) {
        const expected = (companyId: number | "all") =>
          leaveRows
            .filter((r) => companyId === "all" || r.companyId === companyId)
            .filter((r) => status === undefined || r.status === status)
            .filter((r) => {
              const p = people.find((x) => x.id === r.userId)!;
              return !p.deleted && nameMatches(p, q);
            })
            .map((r) => r.id);
        const params = { status, q };
        await expectList(adminA, `/api/companies/${A}/leaves`, params, expected(A));
        await expectList(adminB, `/api/companies/${B}/leaves`, params, expected(B));
        await expectList(root, "/api/companies/all/leaves", params, expected("all"));
        await expectList(root, `/api/companies/${A}/leaves`, params, expected(A));
      }
    }
  });
});

describe("own leaves and balance (leave_own, leave_balance)", () => {
  const owners = () => [
    { p: person("Anil Menon"), client: signedIn.get("Anil Menon")!, totalLeaves: 20 },
    { p: person("Esha Iyer_K"), client: signedIn.get("Esha Iyer_K")!, totalLeaves: 15 },
    { p: person("Anil Kurup"), client: signedIn.get("Anil Kurup")!, totalLeaves: 20 },
  ];

  it("gives each person their own requests, one after the other", async () => {
    for (const { p, client } of [...owners(), ...owners()]) {
      const mine = leaveRows.filter((r) => r.userId === p.id).map((r) => r.id);
      expect(mine.length).toBeGreaterThan(0);
      await expectList(client, "/api/leaves", {}, mine);
    }
  });

  it("gives each person their own balance", async () => {
    for (const { p, client, totalLeaves } of [...owners(), ...owners()]) {
      const days = (status: string) =>
        leaveRows.filter((r) => r.userId === p.id && r.status === status).reduce((s, r) => s + r.days, 0);
      const res = await client.get("/api/leaves/balance");
      expect(res.statusCode).toBe(200);
      const taken = days("APPROVED");
      const pending = days("PENDING");
      expect(res.json()).toEqual({
        totalLeaves,
        leavesTaken: taken,
        leavesPending: pending,
        leavesRemaining: totalLeaves - taken - pending,
      });
    }
  });
});
