import { and, eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { holidays } from "../areas/holidays/holidays.table";
import { leaveRequests } from "../areas/leaves/leaves.table";
import { users } from "../areas/users/users.table";
import { buildAdmin, buildCompany, buildEmployee, buildUser } from "../db/seed/factories";
import { signIn } from "../test/accounts";
import { type Client, createTestApp, type TestApp } from "../test/harness";

/** Every list route pages (docs/product/README.md, lists): limit 1–500, offset, q, X-Total-Count. */
let t: TestApp;
let company: { id: number };
let admin: Client;
let root: Client;
const names = ["Anil Menon", "Bindu Nair", "Chitra Pillai", "Deepak Rao", "Esha 50% Iyer"];

beforeAll(async () => {
  t = await createTestApp();
  company = await buildCompany(t.database.db, { name: "Paged Co" });
  const a = await buildAdmin(t.database.db, company.id, { firstName: "Zara", lastName: "Admin" });
  admin = await signIn(t, a.username, a.password);
  const r = await buildUser(t.database.db, { role: "SUPER_ADMIN" });
  root = await signIn(t, r.username, r.password);
  for (const name of names) {
    const [firstName, ...rest] = name.split(" ");
    await buildEmployee(t.database.db, company.id, { firstName, lastName: rest.join(" ") });
  }
});
afterAll(() => t?.close());

const total = (res: { headers: Record<string, unknown> }) => Number(res.headers["x-total-count"]);
const fullNames = (rows: { firstName: string; lastName: string }[]) =>
  rows.map((r) => `${r.firstName} ${r.lastName}`);

describe("GET /api/companies/:id/users", () => {
  it("answers a page and the total of matching rows", async () => {
    const first = await admin.get(`/api/companies/${company.id}/users?limit=2`);
    expect(first.statusCode).toBe(200);
    expect(total(first)).toBe(5);
    expect(fullNames(first.json())).toEqual(["Anil Menon", "Bindu Nair"]);
    const last = await admin.get(`/api/companies/${company.id}/users?limit=2&offset=4`);
    expect(fullNames(last.json())).toEqual(["Esha 50% Iyer"]);
    expect(total(last)).toBe(5);
  });

  it("answers a page past the end empty, with the total still counted", async () => {
    const past = await admin.get(`/api/companies/${company.id}/users?limit=2&offset=10`);
    expect(past.statusCode).toBe(200);
    expect(past.json()).toEqual([]);
    expect(total(past)).toBe(5);
  });

  it("searches first name, last name, whole name and e-mail, ignoring case", async () => {
    const byLast = await admin.get(`/api/companies/${company.id}/users?q=NAIR`);
    expect(fullNames(byLast.json())).toEqual(["Bindu Nair"]);
    expect(total(byLast)).toBe(1);
    const whole = await admin.get(`/api/companies/${company.id}/users?q=${encodeURIComponent("chitra pil")}`);
    expect(fullNames(whole.json())).toEqual(["Chitra Pillai"]);
  });

  it("takes % and _ in a search literally", async () => {
    const percent = await admin.get(`/api/companies/${company.id}/users?q=${encodeURIComponent("50%")}`);
    expect(fullNames(percent.json())).toEqual(["Esha 50% Iyer"]);
    const underscore = await admin.get(`/api/companies/${company.id}/users?q=_`);
    expect(underscore.json()).toEqual([]);
    expect(total(underscore)).toBe(0);
  });

  it("refuses a limit outside 1–500 and a negative offset with 400", async () => {
    for (const query of ["limit=0", "limit=501", "limit=2.5", "limit=ten", "offset=-1"]) {
      const res = await admin.get(`/api/companies/${company.id}/users?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message).toMatch(/Limit|Offset/);
    }
  });
});

describe("the other list routes", () => {
  it("page and count the same way", async () => {
    const routes = [
      { client: root, url: "/api/companies?limit=1" },
      { client: root, url: "/api/users?limit=1" },
      { client: admin, url: `/api/users/company/${company.id}?limit=1` },
      { client: admin, url: `/api/companies/${company.id}/users/leaves?limit=1` },
      { client: admin, url: `/api/companies/${company.id}/leaves?limit=1` },
      { client: admin, url: `/api/companies/${company.id}/attendances?limit=1` },
      { client: admin, url: `/api/companies/${company.id}/holidays?limit=1` },
      { client: admin, url: "/api/leaves?limit=1" },
      { client: admin, url: "/api/attendances?limit=1" },
    ];
    for (const { client, url } of routes) {
      const res = await client.get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.json().length, url).toBeLessThanOrEqual(1);
      expect(Number.isInteger(total(res)), url).toBe(true);
    }
    const allocations = await admin.get(`/api/companies/${company.id}/users/leaves?limit=2&q=menon`);
    expect(fullNames(allocations.json())).toEqual(["Anil Menon"]);
    expect(total(allocations)).toBe(1);
  });

  it("counts a company's pending requests exactly with status=PENDING", async () => {
    const [first, second] = await t.database.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.companyId, company.id), eq(users.role, "EMPLOYEE")))
      .limit(2);
    await t.database.db.insert(leaveRequests).values([
      {
        companyId: company.id,
        userId: first!.id,
        startDate: "2032-01-05",
        endDate: "2032-01-05",
        reason: "A",
      },
      {
        companyId: company.id,
        userId: first!.id,
        startDate: "2032-01-06",
        endDate: "2032-01-06",
        reason: "B",
      },
      {
        companyId: company.id,
        userId: second!.id,
        startDate: "2032-01-07",
        endDate: "2032-01-07",
        reason: "C",
        status: "APPROVED",
      },
    ]);
    const pending = await admin.get(`/api/companies/${company.id}/leaves?status=PENDING&limit=1`);
    expect(total(pending)).toBe(2);
    expect(pending.json()[0].status).toBe("PENDING");
    const all = await admin.get(`/api/companies/${company.id}/leaves?limit=1`);
    expect(total(all)).toBe(3);
    expect((await admin.get(`/api/companies/${company.id}/leaves?status=LOST`)).statusCode).toBe(400);
  });

  it("keeps only accounts locked now with locked=true, for user management, with q and the total", async () => {
    const byName = async (firstName: string) => {
      const [row] = await t.database.db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.companyId, company.id), eq(users.firstName, firstName)));
      return row!.id;
    };
    const [anil, bindu] = [await byName("Anil"), await byName("Bindu")];
    const lock = (id: number, lockedUntil: Date) =>
      t.database.db
        .update(users)
        .set({ isLocked: true, failedLoginAttempts: 5, lockedUntil })
        .where(eq(users.id, id));
    await lock(anil, new Date(Date.now() + 10 * 60_000));
    await lock(bindu, new Date(Date.now() - 60_000)); // the lock has run out: Active
    try {
      const locked = await admin.get(`/api/users/company/${company.id}?locked=true&limit=25`);
      expect(fullNames(locked.json())).toEqual(["Anil Menon"]);
      expect(total(locked)).toBe(1);
      const everyone = await admin.get(`/api/users/company/${company.id}?locked=false&limit=1`);
      expect(total(everyone)).toBe(names.length + 1);
      const searched = await root.get("/api/users?locked=true&q=bindu");
      expect(total(searched)).toBe(0);
      const found = await root.get("/api/users?locked=true&q=menon&limit=1");
      expect(fullNames(found.json())).toEqual(["Anil Menon"]);
      expect((await admin.get("/api/users?locked=yes")).statusCode).toBe(400);
    } finally {
      await t.database.db
        .update(users)
        .set({ isLocked: false, failedLoginAttempts: 0, lockedUntil: null })
        .where(inArray(users.id, [anil, bindu]));
    }
  });

  it("answers at most 1,000 rows without a limit, with the whole total", async () => {
    await t.database.db.execute(sql`
      insert into ${holidays} (company_id, name, date)
      select ${company.id}, 'Holiday ' || n, date '2040-01-01' + n from generate_series(1, 1005) as n`);
    const res = await admin.get(`/api/companies/${company.id}/holidays`);
    expect(res.json()).toHaveLength(1000);
    expect(total(res)).toBe(1005);
    const page = await admin.get(`/api/companies/${company.id}/holidays?limit=500&offset=1000`);
    expect(page.json()).toHaveLength(5);
  });
});
