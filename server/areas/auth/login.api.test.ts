import { hash } from "@node-rs/argon2";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildAdmin, buildCompany, buildEmployee } from "../../db/seed/factories";
import { hashPassword } from "../../lib/passwords";
import { clientOf, signIn } from "../../test/accounts";
import { createTestApp, type TestApp } from "../../test/harness";
import { securityLogs } from "../security-logs/security-logs.table";
import { users } from "../users/users.table";

let t: TestApp;
let companyId: number;
beforeAll(async () => {
  t = await createTestApp();
  companyId = (await buildCompany(t.database.db, { name: "Lock Co" })).id;
});
afterAll(() => t?.close());

const logsFor = (action: string) =>
  t.database.db.select().from(securityLogs).where(eq(securityLogs.action, action));

describe("POST /api/login", () => {
  it("signs in with the right password, answering the user and no secret", async () => {
    const admin = await buildAdmin(t.database.db, companyId, { username: "ok@lock.test" });
    const res = await clientOf(t).post("/api/login", { username: "OK@lock.test", password: admin.password });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: admin.id,
      username: "ok@lock.test",
      firstName: admin.firstName,
      lastName: admin.lastName,
      role: "ADMIN",
      companyId,
      companyName: "Lock Co",
      isVerified: true,
      timezone: "Asia/Kolkata",
    });
    const success = await logsFor("LOGIN_SUCCESS");
    expect(success.some((l) => l.userId === admin.id && l.companyId === companyId)).toBe(true);
  });

  it("answers the same 401 for a wrong password and an unknown account, and logs both", async () => {
    await buildAdmin(t.database.db, companyId, { username: "wrong@lock.test" });
    const wrong = await clientOf(t).post("/api/login", { username: "wrong@lock.test", password: "Nope1234" });
    const unknown = await clientOf(t).post("/api/login", {
      username: "ghost@lock.test",
      password: "Nope1234",
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ message: "Invalid username or password" });
    expect(unknown.json()).toEqual(wrong.json());
    const failed = await logsFor("LOGIN_FAILED");
    const attempted = failed.map((l) => l.metadata?.attemptedUsername);
    expect(attempted).toEqual(expect.arrayContaining(["wrong@lock.test", "ghost@lock.test"]));
  });

  it("needs a username and a password (400)", async () => {
    const res = await clientOf(t).post("/api/login", { username: "", password: "" });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.map((e: { path: string }) => e.path)).toEqual([
      "body.username",
      "body.password",
    ]);
  });

  it("locks the account for 15 minutes after 5 failures in a row, even against the right password", async () => {
    const victim = await buildAdmin(t.database.db, companyId, { username: "victim@lock.test" });
    const client = clientOf(t);
    for (let i = 1; i <= 4; i++) {
      const res = await client.post("/api/login", { username: "victim@lock.test", password: `Wrong${i}xx` });
      expect(res.statusCode).toBe(401);
    }
    const fifth = await client.post("/api/login", { username: "victim@lock.test", password: "Wrong5xx" });
    expect(fifth.statusCode).toBe(403);
    const body = fifth.json();
    expect(body.locked).toBe(true);
    expect(body.message).toMatch(/locked/);
    const lockedUntil = new Date(body.lockedUntil).getTime();
    expect(lockedUntil - t.clock.now().getTime()).toBeGreaterThan(14 * 60 * 1000);
    expect(lockedUntil - t.clock.now().getTime()).toBeLessThanOrEqual(15 * 60 * 1000);

    const right = await client.post("/api/login", {
      username: "victim@lock.test",
      password: victim.password,
    });
    expect(right.statusCode).toBe(403);
    expect(right.json().locked).toBe(true);
    expect((await logsFor("ACCOUNT_LOCKED")).some((l) => l.resourceId === String(victim.id))).toBe(true);

    t.clock.advance(15 * 60 * 1000 + 1000);
    const after = await client.post("/api/login", {
      username: "victim@lock.test",
      password: victim.password,
    });
    expect(after.statusCode).toBe(200);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, victim.id));
    expect(row).toMatchObject({ failedLoginAttempts: 0, isLocked: false, lockedUntil: null });
  });

  it("counts wrong passwords sent at the same time one by one, so a burst still locks the account", async () => {
    const target = await buildAdmin(t.database.db, companyId, { username: "burst@lock.test" });
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        clientOf(t, `10.0.9.${i + 1}`).post("/api/login", {
          username: target.username,
          password: `Burst${i}xx`,
        }),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([401, 401, 401, 401, 403, 403, 403, 403]);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, target.id));
    expect(row).toMatchObject({ failedLoginAttempts: 5, isLocked: true });
  });

  it("resets the failure count on a successful sign-in", async () => {
    const person = await buildAdmin(t.database.db, companyId, { username: "reset-count@lock.test" });
    const client = clientOf(t);
    for (let i = 0; i < 4; i++)
      await client.post("/api/login", { username: person.username, password: "Wrong1xx" });
    expect(
      (await client.post("/api/login", { username: person.username, password: person.password })).statusCode,
    ).toBe(200);
    for (let i = 0; i < 4; i++) {
      expect(
        (await client.post("/api/login", { username: person.username, password: "Wrong1xx" })).statusCode,
      ).toBe(401);
    }
  });

  it("refuses a soft-deleted user as if unknown", async () => {
    const gone = await buildAdmin(t.database.db, companyId, { username: "gone@lock.test" });
    await t.database.db
      .update(users)
      .set({ isDeleted: true, deletedAt: new Date() })
      .where(eq(users.id, gone.id));
    const res = await clientOf(t).post("/api/login", { username: "gone@lock.test", password: gone.password });
    expect(res.statusCode).toBe(401);
  });

  it("lets an unverified user sign in", async () => {
    const fresh = await buildAdmin(t.database.db, companyId, {
      username: "unverified@lock.test",
      isVerified: false,
    });
    const res = await clientOf(t).post("/api/login", { username: fresh.username, password: fresh.password });
    expect(res.statusCode).toBe(200);
    expect(res.json().isVerified).toBe(false);
  });

  it("never writes a password or a hash into the security log", async () => {
    const rows = await t.database.db
      .select()
      .from(securityLogs)
      .where(and(eq(securityLogs.action, "LOGIN_FAILED")));
    const text = JSON.stringify(rows);
    expect(text).not.toMatch(/Wrong\dxx|Nope1234|argon2/);
  });
});

describe("while a password is being checked", () => {
  // A hash a hundred times as costly as the default's (timeCost 200, not 2): checking it takes about half a
  // second on this machine, several times what another request needs to come and go meanwhile, so a busy
  // host (the whole suite runs beside it) does not let the check finish first.
  const SLOW_PASSWORD = "Slow-Passw0rd!";
  const slowHash = () => hash(SLOW_PASSWORD, { timeCost: 200 });
  const whileHashing = () => new Promise((resolve) => setTimeout(resolve, 100));

  it("holds neither the database nor the person's row: an admin's change to them is answered first", async () => {
    const adminUser = await buildAdmin(t.database.db, companyId, { username: "hr@slow.test" });
    const admin = await signIn(t, adminUser.username, adminUser.password);
    const person = await buildEmployee(t.database.db, companyId, {
      username: "slow@slow.test",
      passwordHash: await slowHash(),
    });
    const order: string[] = [];
    const signingIn = clientOf(t)
      .post("/api/login", { username: person.username, password: SLOW_PASSWORD })
      .then((res) => {
        order.push("sign-in");
        return res;
      });
    await whileHashing();
    const edit = await admin.patch(`/api/users/${person.id}`, { firstName: "Renamed" });
    order.push("edit");
    expect(edit.statusCode).toBe(200);
    const signedIn = await signingIn;
    expect(signedIn.statusCode).toBe(200);
    expect(order).toEqual(["edit", "sign-in"]);
    // The outcome is decided on the row as it is after the edit.
    expect(signedIn.json().firstName).toBe("Renamed");
  });

  it("checks again against a password changed meanwhile: the old one no longer signs in", async () => {
    const person = await buildEmployee(t.database.db, companyId, {
      username: "changed@slow.test",
      passwordHash: await slowHash(),
    });
    // Hashed beforehand, so that only the update itself runs while the sign-in checks the old password.
    const changedHash = await hashPassword("Brand-N3w-pass");
    const signingIn = clientOf(t).post("/api/login", { username: person.username, password: SLOW_PASSWORD });
    await whileHashing();
    await t.database.db.update(users).set({ passwordHash: changedHash }).where(eq(users.id, person.id));
    const res = await signingIn;
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: "Invalid username or password" });
    const [row] = await t.database.db.select().from(users).where(eq(users.id, person.id));
    expect(row!.failedLoginAttempts).toBe(1);
  });
});
