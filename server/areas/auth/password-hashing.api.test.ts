import { hash } from "@node-rs/argon2";
import { eq, inArray } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildAdmin, buildCompany, buildEmployee, buildUser } from "../../db/seed/factories";
import { databaseConflict } from "../../lib/errors";
import { hashPassword } from "../../lib/passwords";
import { clientOf, SIGNUP, signIn } from "../../test/accounts";
import { type Client, createTestApp, type TestApp } from "../../test/harness";
import { attendances } from "../attendance/attendance.table";
import { companies } from "../companies/companies.table";
import { users } from "../users/users.table";
import { issueToken } from "./tokens.service";
import { userTokens } from "./tokens.table";

// New passwords hashed with PASSWORD_HASH_TIME_COST=60 (thirty times the least allowed): each hashing takes a
// good part of a second, long enough for another request to come and go meanwhile.
const PASSES = 60;
const NEW_PASSWORD = "Slow-N3w-passw0rd";

let t: TestApp;
let companyId: number;
let admin: Client;
beforeAll(async () => {
  t = await createTestApp({ PASSWORD_HASH_TIME_COST: String(PASSES) });
  companyId = (await buildCompany(t.database.db, { name: "Hashing Co" })).id;
  const hr = await buildAdmin(t.database.db, companyId, { username: "hr@hashing.test" });
  admin = await signIn(t, hr.username, hr.password);
});
afterAll(() => t?.close());

const storedHashOf = async (id: number) =>
  (await t.database.db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, id)))[0]!.hash;
const idOf = async (username: string) =>
  (await t.database.db.select({ id: users.id }).from(users).where(eq(users.username, username)))[0]!.id;

/**
 * Sends the request that hashes a password and, while it hashes, an administrator's edit of `person`. The
 * edit is answered before the hashing request has written anything (`written` still false): nothing waited
 * for the hashing. Before, the hashing ran inside the request's transaction, and on PGlite every other
 * request waited for that transaction to end. Answers the hashing request's response once it is done.
 */
async function editedWhileHashing(
  slow: () => Promise<LightMyRequestResponse>,
  person: number,
  written: () => Promise<boolean>,
): Promise<LightMyRequestResponse> {
  const hashing = slow();
  await new Promise((resolve) => setTimeout(resolve, 50));
  const edit = await admin.patch(`/api/users/${person}`, { lastName: "Edited-meanwhile" });
  expect(edit.statusCode, edit.body).toBe(200);
  expect(await written()).toBe(false);
  const res = await hashing;
  expect(await written()).toBe(true);
  return res;
}

const accountExists = (username: string) => async () =>
  (await t.database.db.select({ id: users.id }).from(users).where(eq(users.username, username))).length > 0;
const passwordChanged = async (id: number) => {
  const before = await storedHashOf(id);
  return async () => (await storedHashOf(id)) !== before;
};

const madeWithPasses = (stored: string) => Number(/,t=(\d+),/.exec(stored)?.[1]);

describe("a new password is hashed before its request's transaction, with PASSWORD_HASH_TIME_COST", () => {
  it("company sign-up", async () => {
    const bystander = await buildEmployee(t.database.db, companyId);
    const username = "founder@hashing.test";
    const res = await editedWhileHashing(
      () =>
        clientOf(t).post("/api/company-admin-signup", {
          ...SIGNUP,
          company: { name: "Hashed Later Ltd", description: "" },
          user: { ...SIGNUP.user, username, password: NEW_PASSWORD },
        }),
      bystander.id,
      accountExists(username),
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(madeWithPasses(await storedHashOf(await idOf(username)))).toBe(PASSES);
    await signIn(t, username, NEW_PASSWORD);
  });

  it("an administrator adding a person with a password", async () => {
    const bystander = await buildEmployee(t.database.db, companyId);
    const username = "added@hashing.test";
    const res = await editedWhileHashing(
      () =>
        admin.post(`/api/companies/${companyId}/users`, {
          username,
          password: NEW_PASSWORD,
          firstName: "Added",
          lastName: "Person",
          role: "EMPLOYEE",
        }),
      bystander.id,
      accountExists(username),
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(madeWithPasses(await storedHashOf(res.json().id))).toBe(PASSES);
    await signIn(t, username, NEW_PASSWORD);
  });

  it("an administrator setting a person's password: the person's row is not held meanwhile", async () => {
    const person = await buildEmployee(t.database.db, companyId, { username: "reset-by-hr@hashing.test" });
    const res = await editedWhileHashing(
      () =>
        admin.put(`/api/users/${person.id}`, {
          username: person.username,
          firstName: "Set",
          lastName: "By HR",
          role: "EMPLOYEE",
          password: NEW_PASSWORD,
        }),
      person.id,
      await passwordChanged(person.id),
    );
    expect(res.statusCode, res.body).toBe(200);
    // Applied after the edit, on the row as the edit left it: the form's values win.
    expect(res.json()).toMatchObject({ firstName: "Set", lastName: "By HR" });
    expect(madeWithPasses(await storedHashOf(person.id))).toBe(PASSES);
    await signIn(t, person.username, NEW_PASSWORD);
  });

  it("changing one's own password: neither the database nor one's row is held meanwhile", async () => {
    const person = await buildEmployee(t.database.db, companyId, { username: "changer@hashing.test" });
    const self = await signIn(t, person.username, person.password);
    const res = await editedWhileHashing(
      () =>
        self.post(`/api/users/${person.id}/change-password`, {
          currentPassword: person.password,
          newPassword: NEW_PASSWORD,
        }),
      person.id,
      await passwordChanged(person.id),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(madeWithPasses(await storedHashOf(person.id))).toBe(PASSES);
    await signIn(t, person.username, NEW_PASSWORD);
  });

  it("a password reset by its link", async () => {
    const person = await buildAdmin(t.database.db, companyId, { username: "forgot@hashing.test" });
    const token = await issueToken(t.database.db, person.id, "reset", t.clock.now());
    const res = await editedWhileHashing(
      () => clientOf(t).post("/api/reset-password", { token, newPassword: NEW_PASSWORD }),
      person.id,
      await passwordChanged(person.id),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(madeWithPasses(await storedHashOf(person.id))).toBe(PASSES);
    await signIn(t, person.username, NEW_PASSWORD);
  });

  it("an invitation accepted", async () => {
    const person = await buildEmployee(t.database.db, companyId, {
      username: "invited@hashing.test",
      isVerified: false,
    });
    const token = await issueToken(t.database.db, person.id, "invite", t.clock.now());
    const res = await editedWhileHashing(
      () => clientOf(t).post("/api/register", { token, password: NEW_PASSWORD }),
      person.id,
      await passwordChanged(person.id),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(madeWithPasses(await storedHashOf(person.id))).toBe(PASSES);
    await signIn(t, person.username, NEW_PASSWORD);
  });
});

describe("checks that refuse before any hashing, and again inside the transaction", () => {
  it("a reset link used up while the new password hashed works once", async () => {
    const person = await buildAdmin(t.database.db, companyId, { username: "twice@hashing.test" });
    const token = await issueToken(t.database.db, person.id, "reset", t.clock.now());
    const answers = await Promise.all([
      clientOf(t).post("/api/reset-password", { token, newPassword: NEW_PASSWORD }),
      clientOf(t).post("/api/reset-password", { token, newPassword: "Other-passw0rd" }),
    ]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 400]);
    const refused = answers.find((res) => res.statusCode === 400)!;
    expect(refused.json().message).toBe(
      "Invalid or expired reset link. Please request a new password reset link.",
    );
  });

  it("the same address signed up twice at once: one company, and 409 with the spec's message", async () => {
    const signup = (name: string) =>
      clientOf(t).post("/api/company-admin-signup", {
        ...SIGNUP,
        company: { name, description: "" },
        user: { ...SIGNUP.user, username: "race@hashing.test" },
      });
    const answers = await Promise.all([signup("Race One"), signup("Race Two")]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([201, 409]);
    expect(answers.find((res) => res.statusCode === 409)!.json()).toEqual({
      message: "An account with this email already exists",
    });
    const accounts = await t.database.db.select().from(users).where(eq(users.username, "race@hashing.test"));
    expect(accounts).toHaveLength(1);
    const raced = await t.database.db
      .select()
      .from(companies)
      .where(inArray(companies.name, ["Race One", "Race Two"]));
    expect(raced.map((c) => c.id)).toEqual([accounts[0]!.companyId]);
  });

  it("the unique index's own refusal, as this database raises it, is answered as the check's 409", async () => {
    // What the second of two racing requests meets when both passed the check before either committed.
    const taken = await buildEmployee(t.database.db, companyId, { username: "taken@hashing.test" });
    const duplicate = await t.database.db
      .insert(users)
      .values({
        username: taken.username,
        passwordHash: "x",
        role: "EMPLOYEE",
        companyId,
        firstName: "A",
        lastName: "B",
      })
      .catch((error: unknown) => error);
    expect(databaseConflict(duplicate)).toBe("An account with this email already exists");
    // Each mapped index answers its own check's message; one nobody races to is not a conflict to tell.
    const day = { userId: taken.id, companyId, attendanceDate: "2026-01-05", clockIn: "09:00" };
    await t.database.db.insert(attendances).values(day);
    const again = await t.database.db
      .insert(attendances)
      .values(day)
      .catch((error: unknown) => error);
    expect(databaseConflict(again)).toBe("Attendance for this date has already been recorded");
    const link = { userId: taken.id, purpose: "verify", tokenHash: "a".repeat(64), expiresAt: new Date() };
    await t.database.db.insert(userTokens).values(link);
    const sameHash = await t.database.db
      .insert(userTokens)
      .values(link)
      .catch((error: unknown) => error);
    expect(sameHash).toBeInstanceOf(Error);
    expect(databaseConflict(sameHash)).toBeNull();
  });

  it("a current password changed while it was checked: the old one no longer counts (400)", async () => {
    // The person's current hash is slow to check (its own passes), so the change happens meanwhile.
    const person = await buildUser(t.database.db, {
      companyId,
      username: "changed-meanwhile@hashing.test",
      passwordHash: await hash("Old-passw0rd-1", { timeCost: PASSES }),
    });
    const self = await signIn(t, person.username, "Old-passw0rd-1");
    // Hashed beforehand, so that only the update itself runs while the change checks the old password.
    const meanwhile = await hashPassword("Meanwhile-passw0rd-2");
    const changing = self.post(`/api/users/${person.id}/change-password`, {
      currentPassword: "Old-passw0rd-1",
      newPassword: NEW_PASSWORD,
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    await t.database.db.update(users).set({ passwordHash: meanwhile }).where(eq(users.id, person.id));
    const res = await changing;
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("Current password is incorrect");
    expect(await storedHashOf(person.id)).toBe(meanwhile);
  });

  it("a sign-in with the right password makes a hash of fewer passes again, once; a wrong one changes nothing", async () => {
    const person = await buildEmployee(t.database.db, companyId, { username: "older-hash@hashing.test" });
    const older = await storedHashOf(person.id);
    expect(madeWithPasses(older)).toBe(2);
    const wrong = await clientOf(t).post("/api/login", {
      username: person.username,
      password: "Wrong-passw0rd",
    });
    expect(wrong.statusCode).toBe(401);
    expect(await storedHashOf(person.id)).toBe(older);
    await signIn(t, person.username, person.password);
    const stronger = await storedHashOf(person.id);
    expect(madeWithPasses(stronger)).toBe(PASSES);
    await signIn(t, person.username, person.password);
    expect(await storedHashOf(person.id)).toBe(stronger);
  });

  it("an unknown account's sign-in spends the time of a hash made with the configured passes", async () => {
    const started = performance.now();
    await hash("a-hash-to-time", { timeCost: PASSES });
    const oneHash = performance.now() - started;
    const before = performance.now();
    const res = await clientOf(t).post("/api/login", {
      username: "ghost@hashing.test",
      password: "Nope1234",
    });
    expect(res.statusCode).toBe(401);
    // Checking a hash takes about as long as making it; a quarter leaves room for a busy machine's noise
    // (the least passes would take a thirtieth).
    expect(performance.now() - before).toBeGreaterThan(oneHash / 4);
  });
});
