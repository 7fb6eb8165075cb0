import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildAdmin, buildCompany, buildEmployee, buildUser } from "../../db/seed/factories";
import { clientOf, signIn } from "../../test/accounts";
import type { Client } from "../../test/harness";
import { createTestApp, type TestApp } from "../../test/harness";
import { NO_OWN_PAY } from "./profile.service";

/** docs/product/employees.md §8: one's own pay settings, read-only. */
let t: TestApp;
let company: { id: number };
let admin: Awaited<ReturnType<typeof buildAdmin>>;
let adminClient: Client;
let root: Client;

beforeAll(async () => {
  t = await createTestApp();
  company = await buildCompany(t.database.db, { name: "Pay Co" });
  admin = await buildAdmin(t.database.db, company.id, {
    salary: 150_000,
    taxPercentage: 20,
    benefitsPercentage: 7.5,
  });
  adminClient = await signIn(t, admin.username, admin.password);
  const su = await buildUser(t.database.db, { role: "SUPER_ADMIN" });
  root = await signIn(t, su.username, su.password);
});
afterAll(() => t?.close());

/** An admin's edit of a person's pay through the user form (PUT /api/users/{id}). */
async function setPay(
  by: Client,
  person: Awaited<ReturnType<typeof buildEmployee>>,
  pay: { salary: number; taxPercentage: number; benefitsPercentage: number },
) {
  const res = await by.put(`/api/users/${person.id}`, {
    username: person.username,
    firstName: person.firstName,
    lastName: person.lastName,
    role: person.role,
    ...pay,
  });
  expect(res.statusCode).toBe(200);
}

describe("GET /api/user/pay", () => {
  it("answers an employee their own salary, tax % and benefits % once an admin has set them", async () => {
    const rahul = await buildEmployee(t.database.db, company.id);
    const client = await signIn(t, rahul.username, rahul.password);
    expect((await client.get("/api/user/pay")).json()).toEqual({
      salary: 0,
      taxPercentage: 0,
      benefitsPercentage: 0,
      annualCtc: null,
      workState: null,
    });

    await setPay(adminClient, rahul, { salary: 95_000, taxPercentage: 10, benefitsPercentage: 5.25 });
    const res = await client.get("/api/user/pay");
    expect(res.statusCode).toBe(200);
    // Exactly the pay figures: nothing else of the person's record.
    expect(res.json()).toEqual({
      salary: 95_000,
      taxPercentage: 10,
      benefitsPercentage: 5.25,
      annualCtc: null,
      workState: null,
    });
  });

  it("answers an admin their own figures, which another admin of the company sets", async () => {
    expect((await adminClient.get("/api/user/pay")).json()).toEqual({
      salary: 150_000,
      taxPercentage: 20,
      benefitsPercentage: 7.5,
      annualCtc: null,
      workState: null,
    });
    const colleague = await buildAdmin(t.database.db, company.id);
    const colleagueClient = await signIn(t, colleague.username, colleague.password);
    await setPay(colleagueClient, admin, { salary: 160_000, taxPercentage: 22, benefitsPercentage: 8 });
    expect((await adminClient.get("/api/user/pay")).json()).toEqual({
      salary: 160_000,
      taxPercentage: 22,
      benefitsPercentage: 8,
      annualCtc: null,
      workState: null,
    });
  });

  it("refuses a signed-out caller", async () => {
    const res = await clientOf(t).get("/api/user/pay");
    expect(res.statusCode).toBe(401);
  });

  it("answers a SUPER_ADMIN 403: they belong to no company and have no pay", async () => {
    const res = await root.get("/api/user/pay");
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(NO_OWN_PAY);
  });

  it("reads only the session's person: no query or body names someone else", async () => {
    const meera = await buildEmployee(t.database.db, company.id, {
      salary: 40_000,
      taxPercentage: 5,
      benefitsPercentage: 2,
    });
    const client = await signIn(t, meera.username, meera.password);
    const own = { salary: 40_000, taxPercentage: 5, benefitsPercentage: 2, annualCtc: null, workState: null };
    const someone = admin.id;

    for (const url of [
      `/api/user/pay?id=${someone}`,
      `/api/user/pay?userId=${someone}`,
      `/api/user/pay?username=${encodeURIComponent(admin.username)}`,
    ]) {
      const res = await client.get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.json(), url).toEqual(own);
    }
    const withBody = await client.request({
      method: "GET",
      url: "/api/user/pay",
      payload: { id: someone, userId: someone },
    });
    expect(withBody.statusCode).toBe(200);
    expect(withBody.json()).toEqual(own);

    // The person is never a path parameter, and the call is a read only.
    expect((await client.get(`/api/user/pay/${someone}`)).statusCode).toBe(404);
    expect((await client.get(`/api/users/${someone}/pay`)).statusCode).toBe(404);
    expect((await client.post("/api/user/pay", { userId: someone })).statusCode).toBe(404);
    expect((await client.put("/api/user/pay", { salary: 1_000_000 })).statusCode).toBe(404);
    expect((await client.get("/api/user/pay")).json()).toEqual(own);
  });

  it("reads a whole-rupee salary and fractional percentages as numbers", async () => {
    const person = await buildEmployee(t.database.db, company.id, {
      salary: 1_234_567,
      taxPercentage: 12.5,
      benefitsPercentage: 0.75,
    });
    const client = await signIn(t, person.username, person.password);
    const body = (await client.get("/api/user/pay")).json();
    expect(body).toEqual({
      salary: 1_234_567,
      taxPercentage: 12.5,
      benefitsPercentage: 0.75,
      annualCtc: null,
      workState: null,
    });
    expect(typeof body.taxPercentage).toBe("number");
  });
});
