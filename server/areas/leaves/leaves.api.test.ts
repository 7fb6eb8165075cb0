import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildAdmin, buildCompany, buildEmployee, buildUser } from "../../db/seed/factories";
import { signIn } from "../../test/accounts";
import type { Client } from "../../test/harness";
import { createTestApp, type TestApp } from "../../test/harness";
import { whileHeld } from "../../test/held";
import { securityLogs } from "../security-logs/security-logs.table";
import { users } from "../users/users.table";
import { leaveRequests } from "./leaves.table";

let t: TestApp;
let company: { id: number };
let adminClient: Client;
let admin: { id: number };

beforeAll(async () => {
  t = await createTestApp();
  company = await buildCompany(t.database.db, { name: "Leave Co" });
  const a = await buildAdmin(t.database.db, company.id, { firstName: "Hema" });
  admin = a;
  adminClient = await signIn(t, a.username, a.password);
});
afterAll(() => t?.close());

async function newEmployee(totalLeaves?: number) {
  const person = await buildEmployee(t.database.db, company.id, { firstName: "Ravi", lastName: "Kumar" });
  if (totalLeaves !== undefined) {
    await t.database.db.update(users).set({ totalLeaves }).where(eq(users.id, person.id));
  }
  return { person, client: await signIn(t, person.username, person.password) };
}

const fullDay = (startDate: string, endDate: string, reason = "Family visit") => ({
  startDate,
  endDate,
  reason,
  isHalfDay: false,
});
const halfDay = (date: string, halfDayType = "FORENOON") => ({
  startDate: date,
  endDate: date,
  reason: "Doctor",
  isHalfDay: true,
  halfDayType,
});

describe("POST /api/leaves", () => {
  it("creates PENDING requests counting 0.5 for a half day and end − start + 1 otherwise", async () => {
    const { client } = await newEmployee();
    const half = await client.post("/api/leaves", halfDay("2030-03-02"));
    expect(half.statusCode).toBe(201);
    expect(half.json()).toMatchObject({
      status: "PENDING",
      isHalfDay: true,
      halfDayType: "FORENOON",
      days: 0.5,
    });
    const three = await client.post("/api/leaves", fullDay("2030-03-10", "2030-03-12"));
    expect(three.json()).toMatchObject({
      status: "PENDING",
      days: 3,
      startDate: "2030-03-10",
      endDate: "2030-03-12",
    });
    expect((await client.get("/api/leaves/balance")).json()).toEqual({
      totalLeaves: 20,
      leavesTaken: 0,
      leavesPending: 3.5,
      leavesRemaining: 16.5,
    });
    expect((await client.get("/api/leaves")).json()).toHaveLength(2);
  });

  it("takes the start date as the end of a half day, whatever end date is sent", async () => {
    const { client } = await newEmployee();
    const res = await client.post("/api/leaves", {
      ...halfDay("2030-04-01", "AFTERNOON"),
      endDate: "2030-04-09",
    });
    expect(res.json()).toMatchObject({ startDate: "2030-04-01", endDate: "2030-04-01", days: 0.5 });
  });

  it("refuses an end before the start (400)", async () => {
    const { client } = await newEmployee();
    const res = await client.post("/api/leaves", fullDay("2030-05-10", "2030-05-09"));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("End date cannot be before start date");
  });

  it("answers the spec's validation messages", async () => {
    const { client } = await newEmployee();
    const noReason = await client.post("/api/leaves", {
      ...fullDay("2030-06-01", "2030-06-01"),
      reason: " ",
    });
    expect(noReason.json().message).toBe("Reason is required");
    const badStart = await client.post("/api/leaves", fullDay("2030-02-30", "2030-03-01"));
    expect(badStart.json().message).toBe("Start date is required and must be valid");
    const noType = await client.post("/api/leaves", { ...halfDay("2030-06-02"), halfDayType: null });
    expect(noType.json().message).toBe(
      "Half day type is required for half day leaves, and end date is required for full day leaves",
    );
    const noEnd = await client.post("/api/leaves", {
      startDate: "2030-06-03",
      reason: "x",
      isHalfDay: false,
    });
    expect(noEnd.statusCode).toBe(400);
  });

  it("accepts ISO instants and keeps their calendar date", async () => {
    const { client } = await newEmployee();
    const res = await client.post(
      "/api/leaves",
      fullDay("2030-07-01T00:00:00.000Z", "2030-07-02T00:00:00.000Z"),
    );
    expect(res.json()).toMatchObject({ startDate: "2030-07-01", endDate: "2030-07-02", days: 2 });
  });

  it("refuses overlap with the person's pending or approved leave (409), but not with rejected leave", async () => {
    const { client } = await newEmployee();
    const first = (await client.post("/api/leaves", fullDay("2030-08-10", "2030-08-12"))).json();
    const overlapping = await client.post("/api/leaves", halfDay("2030-08-12"));
    expect(overlapping.statusCode).toBe(409);
    expect(
      (await adminClient.patch(`/api/leaves/${first.id}/status`, { status: "REJECTED" })).statusCode,
    ).toBe(200);
    expect((await client.post("/api/leaves", halfDay("2030-08-12"))).statusCode).toBe(201);
  });

  it("refuses overlap with approved leave too, and takes dates either side of it", async () => {
    const { client } = await newEmployee();
    const approved = (await client.post("/api/leaves", fullDay("2030-10-06", "2030-10-08"))).json();
    expect(
      (await adminClient.patch(`/api/leaves/${approved.id}/status`, { status: "APPROVED" })).statusCode,
    ).toBe(200);
    const across = await client.post("/api/leaves", fullDay("2030-10-01", "2030-10-06"));
    expect(across.statusCode).toBe(409);
    expect(across.json().message).toBe("This leave overlaps another pending or approved leave request");
    expect((await client.post("/api/leaves", fullDay("2030-10-01", "2030-10-05"))).statusCode).toBe(201);
    expect((await client.post("/api/leaves", halfDay("2030-10-09"))).statusCode).toBe(201);
  });

  it("refuses a request over the remaining balance, counting pending requests", async () => {
    const { client } = await newEmployee(5);
    expect((await client.post("/api/leaves", fullDay("2030-09-01", "2030-09-04"))).statusCode).toBe(201);
    const over = await client.post("/api/leaves", fullDay("2030-09-10", "2030-09-11"));
    expect(over.statusCode).toBe(400);
    expect(over.json().message).toMatch(/Insufficient leave balance/);
    expect((await client.post("/api/leaves", halfDay("2030-09-10"))).statusCode).toBe(201);
    expect((await client.post("/api/leaves", halfDay("2030-09-11"))).statusCode).toBe(201);
    expect((await client.post("/api/leaves", halfDay("2030-09-12"))).statusCode).toBe(400);
  });

  it("keeps nothing of a refused request: no request, no security-log row", async () => {
    const { person, client } = await newEmployee(2);
    expect((await client.post("/api/leaves", fullDay("2031-01-06", "2031-01-07"))).statusCode).toBe(201);
    const kept = async () => ({
      requests: (await t.database.db.select().from(leaveRequests).where(eq(leaveRequests.userId, person.id)))
        .length,
      logged: (
        await t.database.db
          .select()
          .from(securityLogs)
          .where(and(eq(securityLogs.userId, person.id), eq(securityLogs.action, "LEAVE_REQUESTED")))
      ).length,
    });
    expect(await kept()).toEqual({ requests: 1, logged: 1 });
    expect((await client.post("/api/leaves", halfDay("2031-01-07"))).statusCode).toBe(409); // overlaps
    expect((await client.post("/api/leaves", halfDay("2031-01-09"))).statusCode).toBe(400); // nothing remains
    expect(await kept()).toEqual({ requests: 1, logged: 1 });
    expect((await client.get("/api/leaves/balance")).json()).toMatchObject({
      leavesPending: 2,
      leavesRemaining: 0,
    });
  });

  it.runIf(process.env.TEST_DB === "pg")(
    "counts a request of the same person committed while it waited (two tabs): no overdrawn balance",
    async () => {
      const { person, client } = await newEmployee(5);
      // Another request of theirs in progress: it holds their row, as a leave request does, and adds 4 days.
      const res = await whileHeld(
        t.database.db,
        async (tx) => {
          await tx.select().from(users).where(eq(users.id, person.id)).for("update");
          await tx.insert(leaveRequests).values({
            companyId: company.id,
            userId: person.id,
            startDate: "2031-02-02",
            endDate: "2031-02-05",
            reason: "First tab",
          });
        },
        () => client.post("/api/leaves", fullDay("2031-02-16", "2031-02-17")),
      );
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().message).toBe("Insufficient leave balance: 2 day(s) requested, 1 remaining");
    },
  );

  it.runIf(process.env.TEST_DB === "pg")(
    "refuses (403) a request of a person moved to another company while it waited, and keeps nothing of it",
    async () => {
      const { person, client } = await newEmployee(5);
      const elsewhere = await buildCompany(t.database.db, { name: "Elsewhere Co" });
      // A SUPER_ADMIN's move of the person, in progress: the session was read before it, the lock waits for it.
      const res = await whileHeld(
        t.database.db,
        (tx) => tx.update(users).set({ companyId: elsewhere.id }).where(eq(users.id, person.id)),
        () => client.post("/api/leaves", fullDay("2031-03-02", "2031-03-03")),
      );
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json().message).toBe("Only members of a company can request leave");
      const kept = await t.database.db
        .select()
        .from(leaveRequests)
        .where(eq(leaveRequests.userId, person.id));
      expect(kept).toEqual([]);
    },
  );

  it("does not let a super admin without a company request leave", async () => {
    const root = await buildUser(t.database.db, { role: "SUPER_ADMIN" });
    const client = await signIn(t, root.username, root.password);
    expect((await client.post("/api/leaves", halfDay("2030-10-01"))).statusCode).toBe(403);
  });
});

describe("PATCH /api/leaves/:id/status", () => {
  it("approves a pending request: taken days grow, the person is mailed, the decision is logged", async () => {
    const { person, client } = await newEmployee();
    const leave = (await client.post("/api/leaves", fullDay("2030-11-02", "2030-11-04"))).json();
    const res = await adminClient.patch(`/api/leaves/${leave.id}/status`, { status: "APPROVED" });
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe("APPROVED");
    expect((await client.get("/api/leaves/balance")).json()).toMatchObject({
      leavesTaken: 3,
      leavesPending: 0,
      leavesRemaining: 17,
    });
    expect(
      t.mailbox
        .all()
        .some((m) => m.to.includes(person.username) && m.subject === "Your leave request was approved"),
    ).toBe(true);
    const logs = await t.database.db
      .select()
      .from(securityLogs)
      .where(eq(securityLogs.action, "LEAVE_APPROVED"));
    expect(logs.some((l) => l.resourceId === String(leave.id) && l.userId === admin.id)).toBe(true);
  });

  it("decides only PENDING requests (409 the second time)", async () => {
    const { client } = await newEmployee();
    const leave = (await client.post("/api/leaves", halfDay("2030-11-20"))).json();
    expect(
      (await adminClient.patch(`/api/leaves/${leave.id}/status`, { status: "REJECTED" })).statusCode,
    ).toBe(200);
    const again = await adminClient.patch(`/api/leaves/${leave.id}/status`, { status: "APPROVED" });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe("Only pending leave requests can be approved or rejected");
  });

  it("never lets anyone decide their own request, nor an employee decide one", async () => {
    const leave = (await adminClient.post("/api/leaves", halfDay("2030-12-01"))).json();
    expect(
      (await adminClient.patch(`/api/leaves/${leave.id}/status`, { status: "APPROVED" })).statusCode,
    ).toBe(403);
    const { client } = await newEmployee();
    const own = (await client.post("/api/leaves", halfDay("2030-12-02"))).json();
    expect((await client.patch(`/api/leaves/${own.id}/status`, { status: "APPROVED" })).statusCode).toBe(403);
    const status = (await client.get("/api/leaves")).json()[0].status;
    expect(status).toBe("PENDING");
  });

  it("refuses a status other than APPROVED or REJECTED", async () => {
    const { client } = await newEmployee();
    const leave = (await client.post("/api/leaves", halfDay("2030-12-05"))).json();
    expect(
      (await adminClient.patch(`/api/leaves/${leave.id}/status`, { status: "PENDING" })).statusCode,
    ).toBe(400);
  });
});

describe("admin lists", () => {
  it("lists the company's requests with names and company, pending first", async () => {
    const { client } = await newEmployee();
    const decided = (await client.post("/api/leaves", halfDay("2031-01-05"))).json();
    await adminClient.patch(`/api/leaves/${decided.id}/status`, { status: "APPROVED" });
    const pending = (await client.post("/api/leaves", halfDay("2031-01-06"))).json();
    const list = (await adminClient.get(`/api/companies/${company.id}/leaves`)).json();
    const ids = list.map((l: { id: number }) => l.id);
    expect(ids.indexOf(pending.id)).toBeLessThan(ids.indexOf(decided.id));
    expect(list.find((l: { id: number }) => l.id === pending.id)).toMatchObject({
      firstName: "Ravi",
      lastName: "Kumar",
      companyName: "Leave Co",
      isHalfDay: true,
    });
  });

  it("counts exactly the company's requests, and a SUPER_ADMIN's `all` every company's", async () => {
    await newEmployee().then(({ client }) => client.post("/api/leaves", fullDay("2031-03-03", "2031-03-04")));
    const other = await buildCompany(t.database.db, { name: "Other Leave Co" });
    const stranger = await buildEmployee(t.database.db, other.id);
    const strangerClient = await signIn(t, stranger.username, stranger.password);
    await strangerClient.post("/api/leaves", fullDay("2031-03-03", "2031-03-04"));
    const stored = await t.database.db.select({ companyId: leaveRequests.companyId }).from(leaveRequests);
    const own = await adminClient.get(`/api/companies/${company.id}/leaves`);
    expect(Number(own.headers["x-total-count"])).toBe(
      stored.filter((l) => l.companyId === company.id).length,
    );
    const root = await buildUser(t.database.db, { role: "SUPER_ADMIN" });
    const rootClient = await signIn(t, root.username, root.password);
    const all = await rootClient.get("/api/companies/all/leaves");
    expect(Number(all.headers["x-total-count"])).toBe(stored.length);
  });

  it("shows each person's total and approved days, and sets an allocation within 0–365", async () => {
    const { person, client } = await newEmployee();
    const leave = (await client.post("/api/leaves", fullDay("2031-02-01", "2031-02-02"))).json();
    await adminClient.patch(`/api/leaves/${leave.id}/status`, { status: "APPROVED" });
    const row = (await adminClient.get(`/api/companies/${company.id}/users/leaves`))
      .json()
      .find((r: { id: number }) => r.id === person.id);
    expect(row).toMatchObject({ totalLeaves: 20, leavesTaken: 2, companyName: "Leave Co" });
    const set = await adminClient.patch(`/api/users/${person.id}/total-leaves`, { totalLeaves: 30 });
    expect(set.json()).toEqual({ id: person.id, totalLeaves: 30, leavesTaken: 2 });
    expect((await client.get("/api/leaves/balance")).json().leavesRemaining).toBe(28);
    for (const bad of [366, -1, 2.5]) {
      const res = await adminClient.patch(`/api/users/${person.id}/total-leaves`, { totalLeaves: bad });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe("Total leaves must be a whole number from 0 to 365");
    }
  });

  it("refuses an admin changing their own allocation; another admin of the company or a SUPER_ADMIN may", async () => {
    const own = await adminClient.patch(`/api/users/${admin.id}/total-leaves`, { totalLeaves: 200 });
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe("You cannot change your own leave allocation");
    const [unchanged] = await t.database.db.select().from(users).where(eq(users.id, admin.id));
    expect(unchanged!.totalLeaves).not.toBe(200);

    const colleague = await buildAdmin(t.database.db, company.id);
    const colleagueClient = await signIn(t, colleague.username, colleague.password);
    const byColleague = await colleagueClient.patch(`/api/users/${admin.id}/total-leaves`, {
      totalLeaves: 25,
    });
    expect(byColleague.statusCode).toBe(200);
    const root = await buildUser(t.database.db, { role: "SUPER_ADMIN" });
    const rootClient = await signIn(t, root.username, root.password);
    const byRoot = await rootClient.patch(`/api/users/${admin.id}/total-leaves`, { totalLeaves: 26 });
    expect(byRoot.json()).toMatchObject({ id: admin.id, totalLeaves: 26 });
  });
});
