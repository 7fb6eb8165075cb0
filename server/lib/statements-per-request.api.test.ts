import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { buildCandidate, buildJob } from "../areas/recruitment/recruitment.fixtures";
import { buildAdmin, buildCompany, buildEmployee } from "../db/seed/factories";
import { signIn } from "../test/accounts";
import { type Client, createTestApp, type TestApp } from "../test/harness";
import { StatementRecorder } from "../test/statements";

/**
 * The statements a hot route sends after its sign-in check: each is a send, and on this machine the send
 * costs the server more CPU than most of the route's own code (bench/README.md, "Fewer round trips").
 * Statements sent together share a round trip on PostgreSQL; db/pg-pipelined-client.api.test.ts counts those.
 * BEGIN and COMMIT are left out here (PGlite sends neither through the logger); request-context.api.test.ts
 * checks them on PostgreSQL.
 */
const statements = new StatementRecorder();
const sent = () => statements.kinds.filter((kind) => kind !== "begin" && kind !== "commit");

let t: TestApp;
let admin: Client;
let employee: Client;
let company: { id: number };

beforeAll(async () => {
  t = await createTestApp({}, { statements });
  company = await buildCompany(t.database.db, { name: "Round Trip Co" });
  const a = await buildAdmin(t.database.db, company.id);
  admin = await signIn(t, a.username, a.password);
  const person = await buildEmployee(t.database.db, company.id);
  employee = await signIn(t, person.username, person.password);
});
afterAll(() => t?.close());
beforeEach(() => t.clock.setTo("2026-11-20T06:00:00Z"));

describe("statements a hot route sends", () => {
  it("a page of jobs: one, its card counts inside it", async () => {
    const job = await buildJob(t.database.db, company.id, { title: "Counted once" });
    await buildCandidate(t.database.db, job, { status: "Interview" });
    const res = await admin.get("/api/jobs");
    expect(res.statusCode).toBe(200);
    expect(res.json()[0].candidateCounts).toEqual({ total: 1, new: 0, inProcess: 1, success: 0 });
    expect(sent()).toEqual(["select"]);
  });

  it("a clock-in: its insert alone", async () => {
    const res = await employee.post("/api/attendances", {
      attendanceDate: "2026-11-20",
      clockIn: "09:00:00",
    });
    expect(res.statusCode).toBe(201);
    expect(statements.kinds).toEqual(["insert"]);
  });

  it("a leave request: the person's row locked, then the request checked and inserted with its log row", async () => {
    const res = await employee.post("/api/leaves", {
      startDate: "2026-12-01",
      endDate: "2026-12-01",
      reason: "Family",
      isHalfDay: false,
    });
    expect(res.statusCode).toBe(201);
    expect(sent()).toEqual(["select", "with"]);
  });
});
