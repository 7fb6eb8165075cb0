import { eq } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { buildCompany, buildEmployee } from "../../db/seed/factories";
import { signIn } from "../../test/accounts";
import { type Client, createTestApp, type TestApp } from "../../test/harness";
import { securityLogs } from "../security-logs/security-logs.table";
import { companies } from "./companies.table";

// The busiest tables hold no foreign key to companies (docs/ARCHITECTURE.md, "Company references on the
// busiest tables"): with one, each write locked the company's row until it committed, and waited while a
// transaction held it, as editing or deleting the company does. Only PostgreSQL runs two side by side.
const onPostgres = process.env.TEST_DB === "pg";
const STILL_WAITING = "still waiting after 2 s";

describe.runIf(onPostgres)("while a transaction holds the company's row", () => {
  let t: TestApp;
  let companyId: number;
  let employee: Client;
  beforeAll(async () => {
    t = await createTestApp();
    companyId = (await buildCompany(t.database.db, { name: "Held Co" })).id;
    const person = await buildEmployee(t.database.db, companyId, { firstName: "Ravi" });
    employee = await signIn(t, person.username, person.password);
  });
  afterAll(() => t?.close());
  beforeEach(() => t.clock.setTo("2026-11-20T06:00:00Z")); // 11:30 on 20 November in Kolkata

  /** Sends `request` while another transaction holds the company's row FOR UPDATE; its answer, or that it waited. */
  async function whileCompanyHeld(
    request: () => Promise<LightMyRequestResponse>,
  ): Promise<LightMyRequestResponse | typeof STILL_WAITING> {
    return t.database.db.transaction(async (tx) => {
      await tx.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId)).for("update");
      return Promise.race([
        request(),
        new Promise<typeof STILL_WAITING>((resolve) => setTimeout(() => resolve(STILL_WAITING), 2_000)),
      ]);
    });
  }

  const loggedActions = async () =>
    (
      await t.database.db
        .select({ action: securityLogs.action })
        .from(securityLogs)
        .where(eq(securityLogs.companyId, companyId))
    ).map((r) => r.action);

  it("a person clocks in meanwhile", async () => {
    const res = await whileCompanyHeld(() =>
      employee.post("/api/attendances", { attendanceDate: "2026-11-20", clockIn: "09:00:00" }),
    );
    expect(res === STILL_WAITING ? res : res.statusCode).toBe(201);
  });

  it("a person requests leave meanwhile, and the request's security-log row is written with it", async () => {
    const res = await whileCompanyHeld(() =>
      employee.post("/api/leaves", {
        startDate: "2026-12-14",
        endDate: "2026-12-15",
        reason: "Family visit",
      }),
    );
    expect(res === STILL_WAITING ? res : res.statusCode).toBe(201);
    expect(await loggedActions()).toContain("LEAVE_REQUESTED");
  });
});
