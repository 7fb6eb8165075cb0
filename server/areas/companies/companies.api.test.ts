import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildAdmin, buildCompany, buildEmployee, buildUser } from "../../db/seed/factories";
import { signIn } from "../../test/accounts";
import { createTestApp, type TestApp } from "../../test/harness";
import { companies } from "./companies.table";

let t: TestApp;
let own: { id: number };
let other: { id: number };
beforeAll(async () => {
  t = await createTestApp();
  own = await buildCompany(t.database.db, { name: "Own Co", description: "Ours" });
  other = await buildCompany(t.database.db, { name: "Other Co" });
});
afterAll(() => t?.close());

describe("GET /api/companies/:id", () => {
  it("lets an employee and an admin read their own company", async () => {
    for (const person of [
      await buildEmployee(t.database.db, own.id),
      await buildAdmin(t.database.db, own.id),
    ]) {
      const client = await signIn(t, person.username, person.password);
      const res = await client.get(`/api/companies/${own.id}`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        id: own.id,
        name: "Own Co",
        description: "Ours",
        payrollEnabled: false,
      });
    }
  });

  it("answers 404 for another company's record, as for one that does not exist", async () => {
    const admin = await buildAdmin(t.database.db, own.id);
    const client = await signIn(t, admin.username, admin.password);
    const res = await client.get(`/api/companies/${other.id}`);
    expect(res.statusCode).toBe(404);
    expect((await client.get("/api/companies/999999")).json()).toEqual(res.json());
  });

  it("lets a super admin read any company, but not a deleted one", async () => {
    const root = await buildUser(t.database.db, { role: "SUPER_ADMIN" });
    const client = await signIn(t, root.username, root.password);
    expect((await client.get(`/api/companies/${other.id}`)).statusCode).toBe(200);
    const gone = await buildCompany(t.database.db, { name: "Gone Co" });
    await t.database.db.update(companies).set({ isDeleted: true }).where(eq(companies.id, gone.id));
    expect((await client.get(`/api/companies/${gone.id}`)).statusCode).toBe(404);
  });

  it("answers 400 for an id that is not a positive integer", async () => {
    const root = await buildUser(t.database.db, { role: "SUPER_ADMIN" });
    const client = await signIn(t, root.username, root.password);
    expect((await client.get("/api/companies/abc")).statusCode).toBe(400);
    expect((await client.get("/api/companies/-3")).statusCode).toBe(400);
  });
});
