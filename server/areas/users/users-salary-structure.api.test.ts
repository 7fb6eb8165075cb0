import { and, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SALARY_STRUCTURE_TEXT } from "../../../shared/users/salary-structure.schema";
import { buildAdmin, buildCompany, buildEmployee, buildUser } from "../../db/seed/factories";
import { signIn } from "../../test/accounts";
import type { Client } from "../../test/harness";
import { createTestApp, type TestApp } from "../../test/harness";
import { securityLogs } from "../security-logs/security-logs.table";
import { OWN_PAY } from "./user-management.service";

/** docs/product/employees.md §2.1: the annual CTC and state of work an administrator sets on a person. */
let t: TestApp;
let company: { id: number };
let other: { id: number };
let adminClient: Client;
let root: Client;

beforeAll(async () => {
  t = await createTestApp();
  company = await buildCompany(t.database.db, { name: "Structure Co" });
  other = await buildCompany(t.database.db, { name: "Elsewhere Co" });
  const admin = await buildAdmin(t.database.db, company.id);
  adminClient = await signIn(t, admin.username, admin.password);
  const su = await buildUser(t.database.db, { role: "SUPER_ADMIN" });
  root = await signIn(t, su.username, su.password);
});
afterAll(() => t?.close());

type Person = Awaited<ReturnType<typeof buildEmployee>>;

/** The admin form's PUT of a person, with the given salary structure fields. */
const put = (by: Client, person: Person, fields: Record<string, unknown>) =>
  by.put(`/api/users/${person.id}`, {
    username: person.username,
    firstName: person.firstName,
    lastName: person.lastName,
    role: person.role,
    ...fields,
  });

const lastUpdateLogOf = async (personId: number) => {
  const [row] = await t.database.db
    .select()
    .from(securityLogs)
    .where(and(eq(securityLogs.action, "USER_UPDATED"), eq(securityLogs.resourceId, String(personId))))
    .orderBy(desc(securityLogs.id))
    .limit(1);
  return row;
};

const refusal = (field: "annualCtc" | "workState", message: string) => ({
  message,
  errors: [{ path: `body.${field}`, message }],
});

describe("PUT /api/users/:id (annual CTC and state of work)", () => {
  it("sets them, answers them, lists them, and logs the change from and to", async () => {
    const person = await buildEmployee(t.database.db, company.id);
    const res = await put(adminClient, person, { annualCtc: 1_200_000, workState: "Karnataka" });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ annualCtc: 1_200_000, workState: "Karnataka" });

    const listed = await adminClient.get(`/api/companies/${company.id}/users?q=${person.lastName}`);
    expect(listed.json().find((p: { id: number }) => p.id === person.id)).toMatchObject({
      annualCtc: 1_200_000,
      workState: "Karnataka",
    });

    const log = await lastUpdateLogOf(person.id);
    expect(log?.metadata).toMatchObject({
      changes: {
        annualCtc: { from: null, to: 1_200_000 },
        workState: { from: null, to: "Karnataka" },
      },
    });
  });

  it("keeps them when left out, and clears them with null", async () => {
    const person = await buildEmployee(t.database.db, company.id);
    await put(adminClient, person, { annualCtc: 900_000, workState: "Tamil Nadu" });
    const kept = await put(adminClient, person, { department: "Finance" });
    expect(kept.json()).toMatchObject({ annualCtc: 900_000, workState: "Tamil Nadu", department: "Finance" });
    expect((await lastUpdateLogOf(person.id))?.metadata).toMatchObject({ changes: {} });

    const cleared = await put(adminClient, person, { annualCtc: null, workState: null });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json()).toMatchObject({ annualCtc: null, workState: null });
    expect((await lastUpdateLogOf(person.id))?.metadata).toMatchObject({
      changes: { annualCtc: { from: 900_000, to: null }, workState: { from: "Tamil Nadu", to: null } },
    });
  });

  it("logs a salary change the same way", async () => {
    const person = await buildEmployee(t.database.db, company.id, { salary: 50_000 });
    expect((await put(adminClient, person, { salary: 55_000 })).statusCode).toBe(200);
    expect((await lastUpdateLogOf(person.id))?.metadata).toMatchObject({
      changes: { salary: { from: 50_000, to: 55_000 } },
    });
  });

  it.each([
    [{ annualCtc: 1_200_000.5, workState: "Karnataka" }, "annualCtc", SALARY_STRUCTURE_TEXT.ctcWhole],
    [{ annualCtc: "12 lakh", workState: "Karnataka" }, "annualCtc", SALARY_STRUCTURE_TEXT.ctcWhole],
    [{ annualCtc: 0, workState: "Karnataka" }, "annualCtc", SALARY_STRUCTURE_TEXT.ctcPositive],
    [{ annualCtc: -5, workState: "Karnataka" }, "annualCtc", SALARY_STRUCTURE_TEXT.ctcPositive],
    [{ annualCtc: 100_000_001, workState: "Karnataka" }, "annualCtc", SALARY_STRUCTURE_TEXT.ctcTooLarge],
    [{ annualCtc: 1_200_000, workState: "Goa" }, "workState", SALARY_STRUCTURE_TEXT.stateOneOf],
    [{ annualCtc: 1_200_000, workState: null }, "workState", SALARY_STRUCTURE_TEXT.stateRequired],
  ] as const)("refuses %j with the field's message", async (fields, field, message) => {
    const person = await buildEmployee(t.database.db, company.id);
    const res = await put(adminClient, person, fields);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject(refusal(field, message));
  });

  it("says the states word for word", () => {
    expect(SALARY_STRUCTURE_TEXT.stateOneOf).toBe(
      "State of work must be one of Karnataka, Maharashtra, Tamil Nadu, Telangana, West Bengal",
    );
  });

  it("takes up to ₹10,00,00,000", async () => {
    const person = await buildEmployee(t.database.db, company.id);
    const res = await put(adminClient, person, { annualCtc: 100_000_000, workState: "Maharashtra" });
    expect(res.statusCode, res.body).toBe(200);
  });

  it("refuses a row left with a CTC and no state, whichever field the request leaves out", async () => {
    const person = await buildEmployee(t.database.db, company.id);
    const noState = await put(adminClient, person, { annualCtc: 1_200_000 });
    expect(noState.statusCode).toBe(400);
    expect(noState.json()).toMatchObject(refusal("workState", SALARY_STRUCTURE_TEXT.stateRequired));

    await put(adminClient, person, { annualCtc: 1_200_000, workState: "Telangana" });
    const stateCleared = await put(adminClient, person, { workState: null });
    expect(stateCleared.statusCode).toBe(400);
    expect(stateCleared.json()).toMatchObject(refusal("workState", SALARY_STRUCTURE_TEXT.stateRequired));
    // A state without a CTC is fine: the CTC may come later.
    expect((await put(adminClient, person, { annualCtc: null })).json()).toMatchObject({
      annualCtc: null,
      workState: "Telangana",
    });
  });

  it("refuses a CTC too small for its statutory contributions", async () => {
    const person = await buildEmployee(t.database.db, company.id);
    const res = await put(adminClient, person, { annualCtc: 12, workState: "West Bengal" });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject(refusal("annualCtc", SALARY_STRUCTURE_TEXT.ctcTooSmall));
    expect((await put(adminClient, person, { annualCtc: 18, workState: "West Bengal" })).statusCode).toBe(
      200,
    );
  });

  it("answers 404 to an admin of another company, and lets a SUPER_ADMIN set them", async () => {
    const elsewhere = await buildEmployee(t.database.db, other.id);
    const fields = { annualCtc: 600_000, workState: "Karnataka" };
    expect((await put(adminClient, elsewhere, fields)).statusCode).toBe(404);
    const res = await put(root, elsewhere, fields);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject(fields);
  });

  it("refuses an employee (403)", async () => {
    const rahul = await buildEmployee(t.database.db, company.id);
    const client = await signIn(t, rahul.username, rahul.password);
    const colleague = await buildEmployee(t.database.db, company.id);
    expect((await put(client, colleague, { annualCtc: 600_000, workState: "Karnataka" })).statusCode).toBe(
      403,
    );
    expect((await put(client, rahul, { annualCtc: 600_000, workState: "Karnataka" })).statusCode).toBe(403);
  });

  it("refuses an admin's own, like the rest of their pay, and saves their form sent unchanged", async () => {
    const self = await buildAdmin(t.database.db, company.id);
    const client = await signIn(t, self.username, self.password);
    const own = await put(client, self, { annualCtc: 2_000_000, workState: "Karnataka" });
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe(OWN_PAY);

    await put(adminClient, self, { annualCtc: 2_000_000, workState: "Karnataka" });
    const unchanged = await put(client, self, { annualCtc: 2_000_000, workState: "Karnataka" });
    expect(unchanged.statusCode, unchanged.body).toBe(200);
    expect((await put(client, self, { workState: "Maharashtra" })).statusCode).toBe(403);
  });
});

describe("POST /api/companies/:id/users (annual CTC and state of work)", () => {
  it("creates a person with them, or without", async () => {
    const base = { firstName: "Kiran", lastName: "Das", role: "EMPLOYEE" };
    const res = await adminClient.post(`/api/companies/${company.id}/users`, {
      ...base,
      username: "kiran.ctc@structure.test",
      annualCtc: 480_000,
      workState: "West Bengal",
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ annualCtc: 480_000, workState: "West Bengal" });

    const plain = await adminClient.post(`/api/companies/${company.id}/users`, {
      ...base,
      username: "kiran.plain@structure.test",
    });
    expect(plain.json()).toMatchObject({ annualCtc: null, workState: null });
  });

  it("refuses a CTC without a state of work", async () => {
    const res = await adminClient.post(`/api/companies/${company.id}/users`, {
      username: "nostate@structure.test",
      firstName: "No",
      lastName: "State",
      role: "EMPLOYEE",
      annualCtc: 480_000,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject(refusal("workState", SALARY_STRUCTURE_TEXT.stateRequired));
  });
});

describe("one's own salary structure", () => {
  it("is in GET /api/user/pay, and an employee cannot set it through their profile", async () => {
    const rahul = await buildEmployee(t.database.db, company.id);
    await put(adminClient, rahul, { annualCtc: 1_000_000, workState: "Maharashtra" });
    const client = await signIn(t, rahul.username, rahul.password);
    expect((await client.get("/api/user/pay")).json()).toMatchObject({
      annualCtc: 1_000_000,
      workState: "Maharashtra",
    });

    const patched = await client.patch(`/api/users/${rahul.id}`, {
      firstName: "Rahul",
      annualCtc: 9_000_000,
      workState: "Karnataka",
    });
    expect(patched.statusCode).toBe(200);
    expect((await client.get("/api/user/pay")).json()).toMatchObject({
      annualCtc: 1_000_000,
      workState: "Maharashtra",
    });
  });
});
