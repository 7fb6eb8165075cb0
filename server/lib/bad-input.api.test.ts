import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildAdmin, buildCompany, buildEmployee, buildUser } from "../db/seed/factories";
import { clientOf, signIn } from "../test/accounts";
import type { Client } from "../test/harness";
import { createTestApp, type TestApp } from "../test/harness";

/** Tried as a new user would: a wrong date or a NUL in a text field is a 400 with a clear message, never a 500. */
let t: TestApp;
let company: { id: number };
let admin: Client;
let employee: Client;
let root: Client;
const NUL = "\u0000";
const CONTROL = "Must not contain control characters";

beforeAll(async () => {
  t = await createTestApp();
  t.clock.setTo("2026-11-20T06:00:00Z");
  const db = t.database.db;
  company = await buildCompany(db);
  const a = await buildAdmin(db, company.id);
  const e = await buildEmployee(db, company.id);
  const su = await buildUser(db, { role: "SUPER_ADMIN" });
  admin = await signIn(t, a.username, a.password);
  employee = await signIn(t, e.username, e.password);
  root = await signIn(t, su.username, su.password);
});
afterAll(() => t?.close());

const leave = (startDate: string, endDate = "2026-12-02") => ({
  startDate,
  endDate,
  reason: "Family",
  isHalfDay: false,
});

/** A 400 whose errors name the field with that message. */
function expectRefused(res: { statusCode: number; json(): unknown }, path: string, message: string) {
  expect(res.statusCode).toBe(400);
  const body = res.json() as { message: string; errors: { path: string; message: string }[] };
  expect(body.errors).toContainEqual({ path, message });
}

describe("dates are parsed strictly", () => {
  it("refuses a leave whose start date is not a date", async () => {
    for (const startDate of ["2026-13-45", "not-a-date", "2026-02-30", "2026-12-1", ""]) {
      const res = await employee.post("/api/leaves", leave(startDate));
      expect(res.statusCode, startDate).toBe(400);
      expect(res.json().message).toBe("Start date is required and must be valid");
      expectRefused(res, "body.startDate", "Start date is required and must be valid");
    }
    expectRefused(
      await employee.post("/api/leaves", leave("2026-12-01", "2026-13-45")),
      "body.endDate",
      "End date is required and must be valid",
    );
  });

  it("refuses a holiday or attendance on a day that does not exist", async () => {
    expectRefused(
      await admin.post(`/api/companies/${company.id}/holidays`, { name: "Onam", date: "2026-13-45" }),
      "body.date",
      "Date must be a valid date (yyyy-MM-dd)",
    );
    expectRefused(
      await employee.post("/api/attendances", { attendanceDate: "2026-02-30", clockIn: "09:00:00" }),
      "body.attendanceDate",
      "Date must be a valid date (yyyy-MM-dd)",
    );
    const range = await employee.get("/api/attendances?startDate=2026-11-31&endDate=2026-12-01");
    expect(range.statusCode).toBe(400);
  });

  it("still takes a real date, and the date part of an ISO instant where the form may send one", async () => {
    const res = await employee.post("/api/leaves", leave("2026-12-01T00:00:00.000Z", "2026-12-02"));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ startDate: "2026-12-01", endDate: "2026-12-02" });
  });
});

describe("text refuses control characters", () => {
  it("refuses a NUL in a holiday name", async () => {
    const res = await admin.post(`/api/companies/${company.id}/holidays`, {
      name: `Diwali${NUL}`,
      date: "2026-11-08",
    });
    expectRefused(res, "body.name", CONTROL);
    const list = (await admin.get(`/api/companies/${company.id}/holidays`)).json();
    expect(list).toEqual([]);
  });

  it("refuses a NUL in a company name, a first name, a leave reason and an attendance task", async () => {
    expectRefused(
      await root.post("/api/companies", { name: `Acme${NUL}`, logo: "https://example.com/a.png" }),
      "body.name",
      CONTROL,
    );
    expectRefused(
      await admin.patch(`/api/companies/${company.id}`, { name: `Acme${NUL}` }),
      "body.name",
      CONTROL,
    );
    expectRefused(
      await admin.post(`/api/companies/${company.id}/users`, {
        username: "new.person@example.com",
        password: "Passw0rd!",
        firstName: `Ne${NUL}w`,
        lastName: "Person",
        role: "EMPLOYEE",
      }),
      "body.firstName",
      CONTROL,
    );
    expectRefused(
      await employee.post("/api/leaves", { ...leave("2026-12-10", "2026-12-11"), reason: `Family${NUL}` }),
      "body.reason",
      CONTROL,
    );
    expectRefused(
      await employee.post("/api/attendances", {
        attendanceDate: "2026-11-19",
        clockIn: "09:00:00",
        keyTasks: `a${NUL}`,
      }),
      "body.keyTasks",
      CONTROL,
    );
    expectRefused(
      await employee.post("/api/company-admin-signup", {
        company: { name: `Co${NUL}`, description: "x" },
        user: { username: "x@y.zz", password: "Passw0rd1", firstName: "Ann", lastName: "Lee" },
        agreeToTerms: true,
      }),
      "body.company.name",
      CONTROL,
    );
  });

  it("refuses a line break in a single-line field, but keeps it in a reason", async () => {
    expectRefused(
      await admin.patch(`/api/companies/${company.id}`, { name: "Acme\nWorks" }),
      "body.name",
      CONTROL,
    );
    const res = await employee.post("/api/leaves", {
      ...leave("2026-12-14", "2026-12-14"),
      reason: "Family function\n\tin Kochi",
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().reason).toBe("Family function\n\tin Kochi");
  });

  it("bounds text as README.md §5.2 says: names 100, descriptions and reasons 5,000", async () => {
    expectRefused(
      await admin.post(`/api/companies/${company.id}/holidays`, {
        name: "x".repeat(101),
        date: "2026-11-09",
      }),
      "body.name",
      "Holiday name must be at most 100 characters",
    );
    expectRefused(
      await employee.post("/api/leaves", { ...leave("2026-12-21", "2026-12-21"), reason: "x".repeat(5001) }),
      "body.reason",
      "Reason must be at most 5000 characters",
    );
  });

  it("refuses half of a surrogate pair instead of storing U+FFFD in its place (found by the bad-input fuzzer)", async () => {
    const sent = JSON.stringify({ name: "Onam", date: "2026-11-10", description: "a\uD800b" });
    expect(sent).toContain("\\ud800");
    const res = await admin.request({
      method: "POST",
      url: `/api/companies/${company.id}/holidays`,
      headers: { "content-type": "application/json" },
      payload: sent,
    });
    expectRefused(res, "body.description", "Text contains a character that cannot be stored");
    const list = (await admin.get(`/api/companies/${company.id}/holidays`)).json() as { name: string }[];
    expect(list.map((h) => h.name)).not.toContain("Onam");
  });

  it("takes a company name of emoji at signup, its generated logo included (found by the bad-input fuzzer)", async () => {
    const res = await clientOf(t).post("/api/company-admin-signup", {
      company: { name: "😀 👩‍👩‍👧‍👦", description: "x" },
      user: {
        username: "emoji.founder@example.com",
        password: "Passw0rd1",
        firstName: "Ann",
        lastName: "Lee",
      },
      agreeToTerms: true,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().company.name).toBe("😀 👩‍👩‍👧‍👦");
  });
});
