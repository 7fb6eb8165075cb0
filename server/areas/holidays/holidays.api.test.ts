import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/client";
import { buildAdmin, buildCompany, buildEmployee } from "../../db/seed/factories";
import { signIn } from "../../test/accounts";
import type { Client } from "../../test/harness";
import { createTestApp, type TestApp } from "../../test/harness";
import { whileHeld } from "../../test/held";
import { holidays } from "./holidays.table";

let t: TestApp;
let company: { id: number };
let adminClient: Client;
let employeeClient: Client;

beforeAll(async () => {
  t = await createTestApp();
  company = await buildCompany(t.database.db, { name: "Holiday Co" });
  const admin = await buildAdmin(t.database.db, company.id);
  adminClient = await signIn(t, admin.username, admin.password);
  const person = await buildEmployee(t.database.db, company.id);
  employeeClient = await signIn(t, person.username, person.password);
});
afterAll(() => t?.close());

describe("company holidays", () => {
  it("lets the admin add holidays that employees then read, sorted by date", async () => {
    const diwali = await adminClient.post(`/api/companies/${company.id}/holidays`, {
      name: "Diwali",
      date: "2030-11-01",
      description: "Festival of lights",
      companyId: 999,
    });
    expect(diwali.statusCode).toBe(201);
    expect(diwali.json()).toMatchObject({ name: "Diwali", companyId: company.id, isRecurring: false });
    await adminClient.post(`/api/companies/${company.id}/holidays`, {
      name: "Republic Day",
      date: "2030-01-26",
      isRecurring: true,
    });
    const list = (await employeeClient.get(`/api/companies/${company.id}/holidays`)).json();
    expect(list.map((h: { name: string }) => h.name)).toEqual(["Republic Day", "Diwali"]);
    expect(list[0].isRecurring).toBe(true);
  });

  it("answers 'Holiday name is required' without a name", async () => {
    const res = await adminClient.post(`/api/companies/${company.id}/holidays`, {
      name: " ",
      date: "2030-05-01",
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("Holiday name is required");
  });

  it("updates and deletes; an employee may do neither", async () => {
    const created = (
      await adminClient.post(`/api/companies/${company.id}/holidays`, { name: "Onam", date: "2030-09-05" })
    ).json();
    expect(
      (await employeeClient.put(`/api/holidays/${created.id}`, { name: "Mine", date: "2030-09-05" }))
        .statusCode,
    ).toBe(403);
    const updated = await adminClient.put(`/api/holidays/${created.id}`, {
      name: "Thiruvonam",
      date: "2030-09-06",
      isRecurring: true,
    });
    expect(updated.json()).toMatchObject({ name: "Thiruvonam", date: "2030-09-06", isRecurring: true });
    expect((await employeeClient.delete(`/api/holidays/${created.id}`)).statusCode).toBe(403);
    expect((await adminClient.delete(`/api/holidays/${created.id}`)).statusCode).toBe(204);
    expect((await adminClient.delete(`/api/holidays/${created.id}`)).statusCode).toBe(404);
  });
});

// On PostgreSQL two administrators' requests run side by side; PGlite runs transactions one after another.
describe.runIf(process.env.TEST_DB === "pg")("a holiday changed while it is being deleted", () => {
  it("answers 404, not a server error, and a second deletion 404 too", async () => {
    const add = (name: string) =>
      adminClient.post(`/api/companies/${company.id}/holidays`, { name, date: "2031-08-15" });
    const deleting = (id: number) => async (tx: Database) => {
      await tx.select().from(holidays).where(eq(holidays.id, id)).for("update");
      await tx.delete(holidays).where(eq(holidays.id, id));
    };
    const edited = (await add("Edited")).json();
    const editing = await whileHeld(t.database.db, deleting(edited.id), () =>
      adminClient.put(`/api/holidays/${edited.id}`, { name: "Edited again", date: "2031-08-16" }),
    );
    expect(editing.statusCode, editing.body).toBe(404);
    expect(editing.json().message).toBe("Holiday not found");

    const removed = (await add("Removed")).json();
    const removing = await whileHeld(t.database.db, deleting(removed.id), () =>
      adminClient.delete(`/api/holidays/${removed.id}`),
    );
    expect(removing.statusCode, removing.body).toBe(404);
  });
});
