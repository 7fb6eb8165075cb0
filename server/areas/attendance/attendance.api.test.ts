import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { buildAdmin, buildCompany, buildEmployee } from "../../db/seed/factories";
import { signIn } from "../../test/accounts";
import type { Client } from "../../test/harness";
import { createTestApp, type TestApp } from "../../test/harness";
import { whileHeld } from "../../test/held";
import { attendances } from "./attendance.table";

let t: TestApp;
let company: { id: number };
let adminClient: Client;

beforeAll(async () => {
  t = await createTestApp();
  company = await buildCompany(t.database.db, { name: "Clock Co" });
  const admin = await buildAdmin(t.database.db, company.id);
  adminClient = await signIn(t, admin.username, admin.password);
});
afterAll(() => t?.close());
beforeEach(() => t.clock.setTo("2026-11-20T06:00:00Z")); // 11:30 on 20 November in Kolkata

async function employee(firstName = "Asha") {
  const person = await buildEmployee(t.database.db, company.id, { firstName, lastName: "Pillai" });
  return { person, client: await signIn(t, person.username, person.password) };
}

describe("clocking in and out", () => {
  it("clocks in with the date and time, shows it as today, clocks out with hours and tasks", async () => {
    const { client } = await employee();
    expect((await client.get("/api/attendances/today")).json()).toBeNull();
    const clockIn = await client.post("/api/attendances", {
      attendanceDate: "2026-11-20",
      clockIn: "09:15:00",
    });
    expect(clockIn.statusCode).toBe(201);
    const record = clockIn.json();
    expect(record).toMatchObject({
      attendanceDate: "2026-11-20",
      clockIn: "09:15:00",
      clockOut: null,
      effectiveHours: null,
    });
    expect((await client.get("/api/attendances/today")).json().id).toBe(record.id);
    const out = await client.patch(`/api/attendances/${record.id}`, {
      clockOut: "17:45:00",
      effectiveHours: 8.25,
      keyTasks: "Payroll review",
    });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toMatchObject({
      clockOut: "17:45:00",
      effectiveHours: 8.25,
      keyTasks: "Payroll review",
    });
  });

  it("refuses a second record for the same date (409)", async () => {
    const { client } = await employee();
    await client.post("/api/attendances", { attendanceDate: "2026-11-20", clockIn: "09:00:00" });
    const again = await client.post("/api/attendances", {
      attendanceDate: "2026-11-20",
      clockIn: "10:00:00",
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe("Attendance for this date has already been recorded");
  });

  it("refuses a future date and a clock-out before the clock-in", async () => {
    const { client } = await employee();
    const future = await client.post("/api/attendances", {
      attendanceDate: "2026-11-21",
      clockIn: "09:00:00",
    });
    expect(future.statusCode).toBe(400);
    expect(future.json().message).toBe("Cannot record attendance for future dates");
    const backwards = await client.post("/api/attendances", {
      attendanceDate: "2026-11-19",
      clockIn: "18:00:00",
      clockOut: "09:00:00",
      effectiveHours: 8,
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().message).toBe("Clock-out time cannot be before clock-in time");
  });

  it("keeps effective hours between 0.25 and 99.99 with the spec's messages", async () => {
    const { client } = await employee();
    const base = { attendanceDate: "2026-11-18", clockIn: "09:00:00", clockOut: "10:00:00" };
    expect((await client.post("/api/attendances", { ...base, effectiveHours: 0 })).json().message).toBe(
      "Effective hours must be positive",
    );
    expect((await client.post("/api/attendances", { ...base, effectiveHours: 100 })).json().message).toBe(
      "Effective hours cannot exceed 99.99",
    );
    expect((await client.post("/api/attendances", { ...base, effectiveHours: 99.99 })).statusCode).toBe(201);
  });

  it("answers the spec's message without a clock-in time", async () => {
    const { client } = await employee();
    const res = await client.post("/api/attendances", { attendanceDate: "2026-11-17", clockIn: "" });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("Start time is required");
  });
});

describe("a clock-in, one statement committed without a transaction around it", () => {
  it("shows on the company dashboard at once, like every write", async () => {
    const { client } = await employee("Prompt");
    const present = async () =>
      (await adminClient.get(`/api/companies/${company.id}/dashboard`)).json().todayAttendance.present;
    const before = await present(); // now computed and kept for 10 seconds (docs/product/dashboards.md §6)
    const clockIn = await client.post("/api/attendances", {
      attendanceDate: "2026-11-20",
      clockIn: "09:05:00",
    });
    expect(clockIn.statusCode).toBe(201);
    expect(await present()).toBe(before + 1);
  });
});

describe("today in the company's time zone", () => {
  it("puts a clock-in at 00:30 IST on the IST date although the server's UTC date is the day before", async () => {
    t.clock.setTo("2026-11-22T19:00:00Z"); // 00:30 on 23 November in Kolkata, still 22 November in UTC
    const { client } = await employee();
    const res = await client.post("/api/attendances", { attendanceDate: "2026-11-23", clockIn: "00:30:00" });
    expect(res.statusCode).toBe(201);
    expect((await client.get("/api/attendances/today")).json().attendanceDate).toBe("2026-11-23");
    const tomorrow = await client.post("/api/attendances", {
      attendanceDate: "2026-11-24",
      clockIn: "00:30:00",
    });
    expect(tomorrow.statusCode).toBe(400);
  });
});

describe("editing and deleting one's own records", () => {
  it("edits and deletes a past record; another person's record is 404", async () => {
    const { client } = await employee();
    const other = await employee("Binu");
    const record = (
      await client.post("/api/attendances", {
        attendanceDate: "2026-11-10",
        clockIn: "09:00",
        clockOut: "13:00",
        effectiveHours: 4,
      })
    ).json();
    expect(record.clockIn).toBe("09:00:00");
    const moved = await client.patch(`/api/attendances/${record.id}`, {
      attendanceDate: "2026-11-11",
      effectiveHours: 3.5,
    });
    expect(moved.json()).toMatchObject({ attendanceDate: "2026-11-11", effectiveHours: 3.5 });
    expect((await other.client.patch(`/api/attendances/${record.id}`, { keyTasks: "x" })).statusCode).toBe(
      404,
    );
    expect((await other.client.delete(`/api/attendances/${record.id}`)).statusCode).toBe(404);
    expect((await client.delete(`/api/attendances/${record.id}`)).statusCode).toBe(204);
    expect((await client.get("/api/attendances")).json()).toEqual([]);
  });

  it("cannot move a record onto a date that already has one, nor into the future", async () => {
    const { client } = await employee();
    await client.post("/api/attendances", { attendanceDate: "2026-11-12", clockIn: "09:00:00" });
    const b = (
      await client.post("/api/attendances", { attendanceDate: "2026-11-13", clockIn: "09:00:00" })
    ).json();
    expect(
      (await client.patch(`/api/attendances/${b.id}`, { attendanceDate: "2026-11-12" })).statusCode,
    ).toBe(409);
    expect(
      (await client.patch(`/api/attendances/${b.id}`, { attendanceDate: "2026-12-01" })).statusCode,
    ).toBe(400);
  });
});

describe("GET /api/companies/:id/attendances", () => {
  it("lists the company's records in a period with names, filtered by person", async () => {
    const a = await employee("Chitra");
    const b = await employee("Dev");
    await a.client.post("/api/attendances", { attendanceDate: "2026-10-15", clockIn: "09:00:00" });
    await a.client.post("/api/attendances", { attendanceDate: "2026-11-02", clockIn: "09:00:00" });
    await b.client.post("/api/attendances", { attendanceDate: "2026-11-03", clockIn: "09:00:00" });
    const november = (
      await adminClient.get(
        `/api/companies/${company.id}/attendances?startDate=2026-11-01&endDate=2026-11-30`,
      )
    ).json();
    const mine = november.filter(
      (r: { userId: number }) => r.userId === a.person.id || r.userId === b.person.id,
    );
    expect(
      mine.map((r: { firstName: string; attendanceDate: string }) => [r.firstName, r.attendanceDate]),
    ).toEqual([
      ["Dev", "2026-11-03"],
      ["Chitra", "2026-11-02"],
    ]);
    const onlyA = (
      await adminClient.get(
        `/api/companies/${company.id}/attendances?startDate=2026-10-01&endDate=2026-11-30&userId=${a.person.id}`,
      )
    ).json();
    expect(onlyA).toHaveLength(2);
    const defaultMonth = (await adminClient.get(`/api/companies/${company.id}/attendances`)).json();
    expect(
      defaultMonth.every((r: { attendanceDate: string }) => r.attendanceDate.startsWith("2026-11")),
    ).toBe(true);
  });

  it("refuses a period over a year or backwards", async () => {
    expect(
      (
        await adminClient.get(
          `/api/companies/${company.id}/attendances?startDate=2024-01-01&endDate=2026-01-01`,
        )
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await adminClient.get(
          `/api/companies/${company.id}/attendances?startDate=2026-02-01&endDate=2026-01-01`,
        )
      ).statusCode,
    ).toBe(400);
  });
});

// On PostgreSQL two requests of one person run side by side (two tabs, a double click); PGlite runs
// transactions one after another and never meets this.
describe.runIf(process.env.TEST_DB === "pg")("one's records changed by two requests at once", () => {
  /** Another request's record of `date` for `person`, not yet committed while `request` runs. */
  const whileClockedIn = <Answer>(person: { id: number }, date: string, request: () => Promise<Answer>) =>
    whileHeld(
      t.database.db,
      (tx) =>
        tx
          .insert(attendances)
          .values({ companyId: company.id, userId: person.id, attendanceDate: date, clockIn: "08:00" }),
      request,
    );

  it("a clock-in while the same day is being clocked in (no transaction around it): 409, not a server error", async () => {
    const { person, client } = await employee("Twice");
    const res = await whileClockedIn(person, "2026-11-20", () =>
      client.post("/api/attendances", { attendanceDate: "2026-11-20", clockIn: "09:00:00" }),
    );
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().message).toBe("Attendance for this date has already been recorded");
  });

  it("a record moved onto a date while that date is being clocked in: 409, not a server error", async () => {
    const { person, client } = await employee("Dual");
    const record = (
      await client.post("/api/attendances", { attendanceDate: "2026-11-12", clockIn: "09:00" })
    ).json();
    const res = await whileClockedIn(person, "2026-11-13", () =>
      client.patch(`/api/attendances/${record.id}`, { attendanceDate: "2026-11-13" }),
    );
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().message).toBe("Attendance for this date has already been recorded");
  });

  it("a record edited while it is being deleted: 404, not a server error", async () => {
    const { client } = await employee("Twotabs");
    const record = (
      await client.post("/api/attendances", { attendanceDate: "2026-11-14", clockIn: "09:00" })
    ).json();
    const res = await whileHeld(
      t.database.db,
      async (tx) => {
        await tx.select().from(attendances).where(eq(attendances.id, record.id)).for("update");
        await tx.delete(attendances).where(eq(attendances.id, record.id));
      },
      () => client.patch(`/api/attendances/${record.id}`, { keyTasks: "Too late" }),
    );
    expect(res.statusCode, res.body).toBe(404);
    expect(res.json().message).toBe("Attendance record not found");
  });
});
