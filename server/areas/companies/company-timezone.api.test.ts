import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildAdmin, buildCompany, buildEmployee, buildUser } from "../../db/seed/factories";
import { signIn } from "../../test/accounts";
import type { Client } from "../../test/harness";
import { createTestApp, type TestApp } from "../../test/harness";
import { companies } from "./companies.table";

/** A company's time zone: set in its settings, part of the company and signed-in user answers, its "today". */
let t: TestApp;
let company: { id: number };
let admin: Client;
let employee: Client;
let root: Client;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  company = await buildCompany(db, { name: "Pacific Works" });
  const a = await buildAdmin(db, company.id);
  const e = await buildEmployee(db, company.id);
  const su = await buildUser(db, { role: "SUPER_ADMIN" });
  admin = await signIn(t, a.username, a.password);
  employee = await signIn(t, e.username, e.password);
  root = await signIn(t, su.username, su.password);
});
afterAll(() => t?.close());

describe("a company's time zone", () => {
  it("is Asia/Kolkata until someone chooses another, in the company and its people's answers", async () => {
    expect((await admin.get(`/api/companies/${company.id}`)).json().timezone).toBe("Asia/Kolkata");
    expect((await employee.get("/api/user")).json().timezone).toBe("Asia/Kolkata");
  });

  it("is set by the company's ADMIN and then shown to its people", async () => {
    const res = await admin.patch(`/api/companies/${company.id}`, { timezone: "America/Los_Angeles" });
    expect(res.statusCode).toBe(200);
    expect(res.json().timezone).toBe("America/Los_Angeles");
    expect((await root.get(`/api/companies/${company.id}`)).json().timezone).toBe("America/Los_Angeles");
    expect((await employee.get("/api/user")).json().timezone).toBe("America/Los_Angeles");
    expect((await admin.get("/api/user")).json().timezone).toBe("America/Los_Angeles");
  });

  it("is set by a SUPER_ADMIN, on create too", async () => {
    const res = await root.patch(`/api/companies/${company.id}`, { timezone: "Europe/London" });
    expect(res.statusCode).toBe(200);
    expect(res.json().timezone).toBe("Europe/London");
    const created = await root.post("/api/companies", {
      name: "Tokyo Branch",
      logo: "https://example.com/logo.png",
      timezone: "Asia/Tokyo",
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().timezone).toBe("Asia/Tokyo");
    const plain = await root.post("/api/companies", {
      name: "Plain Co",
      logo: "https://example.com/logo.png",
    });
    expect(plain.json().timezone).toBe("Asia/Kolkata");
  });

  it("refuses a name that is not a time zone with 400", async () => {
    for (const timezone of ["Mars/Olympus_Mons", "+05:30", "", "Asia/Kolkata\u0000", 42]) {
      const res = await admin.patch(`/api/companies/${company.id}`, { timezone });
      expect(res.statusCode, String(timezone)).toBe(400);
      expect(res.json().errors).toContainEqual({ path: "body.timezone", message: "Invalid time zone" });
    }
    expect((await admin.get(`/api/companies/${company.id}`)).json().timezone).toBe("Europe/London");
  });

  it("is not the employee's to change", async () => {
    const res = await employee.patch(`/api/companies/${company.id}`, { timezone: "UTC" });
    expect(res.statusCode).toBe(403);
  });

  it("is the platform's for a SUPER_ADMIN without a company", async () => {
    expect((await root.get("/api/user")).json().timezone).toBe("Asia/Kolkata");
    const other = await createTestApp({ PLATFORM_TIMEZONE: "UTC" });
    try {
      const su = await buildUser(other.database.db, { role: "SUPER_ADMIN" });
      const client = await signIn(other, su.username, su.password);
      expect((await client.get("/api/user")).json().timezone).toBe("UTC");
      const login = await (await signIn(other, su.username, su.password)).get("/api/user");
      expect(login.json()).toMatchObject({ companyId: null, timezone: "UTC" });
    } finally {
      await other.close();
    }
  });
});

describe("today follows the company's time zone", () => {
  it("records a clock-in at 04:00 UTC on 10 March on the 9th in Los Angeles and the 10th in India", async () => {
    const db = t.database.db;
    const la = await buildCompany(db, { name: "Los Angeles Co" });
    await db.update(companies).set({ timezone: "America/Los_Angeles" }).where(eq(companies.id, la.id));
    const india = await buildCompany(db, { name: "Kochi Co" });
    const laPerson = await buildEmployee(db, la.id);
    const indiaPerson = await buildEmployee(db, india.id);
    const laClient = await signIn(t, laPerson.username, laPerson.password);
    const indiaClient = await signIn(t, indiaPerson.username, indiaPerson.password);

    t.clock.setTo("2026-03-10T04:00:00Z"); // 21:00 on the 9th in Los Angeles, 09:30 on the 10th in India
    const tooEarly = await laClient.post("/api/attendances", {
      attendanceDate: "2026-03-10",
      clockIn: "20:55:00",
    });
    expect(tooEarly.statusCode).toBe(400);
    expect(tooEarly.json().message).toBe("Cannot record attendance for future dates");
    const laIn = await laClient.post("/api/attendances", {
      attendanceDate: "2026-03-09",
      clockIn: "20:55:00",
    });
    expect(laIn.statusCode).toBe(201);
    expect((await laClient.get("/api/attendances/today")).json()).toMatchObject({
      attendanceDate: "2026-03-09",
    });

    const indiaIn = await indiaClient.post("/api/attendances", {
      attendanceDate: "2026-03-10",
      clockIn: "09:25:00",
    });
    expect(indiaIn.statusCode).toBe(201);
    expect((await indiaClient.get("/api/attendances/today")).json()).toMatchObject({
      attendanceDate: "2026-03-10",
    });
  });
});
