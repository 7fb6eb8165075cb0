import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/client";
import { buildAdmin, buildCompany, buildEmployee, buildUser } from "../../db/seed/factories";
import { signIn } from "../../test/accounts";
import type { Client } from "../../test/harness";
import { createTestApp, type TestApp } from "../../test/harness";
import { whileHeld } from "../../test/held";
import { users } from "./users.table";

/**
 * An ADMIN changes a person of their company while a SUPER_ADMIN moves that person to another company: the
 * ADMIN's write names the company it read (docs/SCALING.md §3), so once the move commits it changes nobody
 * and answers 404, instead of reaching into the other company or saying it was done. PostgreSQL only: PGlite
 * runs one transaction at a time.
 */
let t: TestApp;
let admin: Client;
let companyA: { id: number };
let companyB: { id: number };
beforeAll(async () => {
  t = await createTestApp();
  companyA = await buildCompany(t.database.db, { name: "Moving From" });
  companyB = await buildCompany(t.database.db, { name: "Moving To" });
  const a = await buildAdmin(t.database.db, companyA.id);
  admin = await signIn(t, a.username, a.password);
  await buildUser(t.database.db, { role: "SUPER_ADMIN" });
});
afterAll(() => t?.close());

const movingTo = (userId: number, companyId: number) => async (tx: Database) => {
  await tx.update(users).set({ companyId }).where(eq(users.id, userId));
};
const personRow = async (userId: number) =>
  (await t.database.db.select().from(users).where(eq(users.id, userId)))[0]!;

describe.runIf(process.env.TEST_DB === "pg")("a person moved to another company meanwhile", () => {
  it("an ADMIN's removal: 404, and the person stays, live, in their new company", async () => {
    const person = await buildEmployee(t.database.db, companyA.id);
    const res = await whileHeld(t.database.db, movingTo(person.id, companyB.id), () =>
      admin.delete(`/api/users/${person.id}`),
    );
    expect(res.statusCode, res.body).toBe(404);
    expect(res.json().message).toBe("User not found");
    const row = await personRow(person.id);
    expect({ companyId: row.companyId, isDeleted: row.isDeleted }).toEqual({
      companyId: companyB.id,
      isDeleted: false,
    });
  });

  it("an ADMIN's change of their yearly leave: 404, and the allocation stays as it was", async () => {
    const person = await buildEmployee(t.database.db, companyA.id);
    const before = (await personRow(person.id)).totalLeaves;
    const res = await whileHeld(t.database.db, movingTo(person.id, companyB.id), () =>
      admin.patch(`/api/users/${person.id}/total-leaves`, { totalLeaves: before + 5 }),
    );
    expect(res.statusCode, res.body).toBe(404);
    expect((await personRow(person.id)).totalLeaves).toBe(before);
  });
});
