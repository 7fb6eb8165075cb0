import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildCompany, buildEmployee } from "../../db/seed/factories";
import { hashToken } from "../../lib/crypto";
import { clientOf, signIn } from "../../test/accounts";
import { createTestApp, type TestApp } from "../../test/harness";
import { users } from "../users/users.table";
import { SESSION_TOUCH_INTERVAL_MS } from "./sessions.service";
import { sessions } from "./sessions.table";

let t: TestApp;
let companyId: number;
beforeAll(async () => {
  t = await createTestApp();
  companyId = (await buildCompany(t.database.db, { name: "Session Co" })).id;
});
afterAll(() => t?.close());

describe("sessions", () => {
  it("sets an HttpOnly, SameSite=Lax, signed cookie without Secure over http", async () => {
    const person = await buildEmployee(t.database.db, companyId);
    const res = await clientOf(t).post("/api/login", {
      username: person.username,
      password: person.password,
    });
    const cookie = String(res.headers["set-cookie"]);
    expect(cookie).toMatch(/^sid=/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).not.toMatch(/Secure/);
  });

  it("stores only the token's hash in the database", async () => {
    const person = await buildEmployee(t.database.db, companyId);
    const client = await signIn(t, person.username, person.password);
    const token = decodeURIComponent(client.sessionCookie!.split("=")[1]!).split(".")[0]!;
    const rows = await t.database.db.select().from(sessions).where(eq(sessions.userId, person.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.id).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0]!.id).not.toContain(token);
  });

  it("answers GET /api/user while signed in and 401 after logout", async () => {
    const person = await buildEmployee(t.database.db, companyId, { firstName: "Meera" });
    const client = await signIn(t, person.username, person.password);
    const me = await client.get("/api/user");
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({
      id: person.id,
      firstName: "Meera",
      role: "EMPLOYEE",
      companyName: "Session Co",
    });
    const cookieBefore = client.sessionCookie!;
    const out = await client.post("/api/logout");
    expect(out.statusCode).toBe(204);
    expect((await client.get("/api/user")).statusCode).toBe(401);
    // the old cookie, replayed, no longer works: the session row is gone
    const replay = await t.app.inject({ method: "GET", url: "/api/user", headers: { cookie: cookieBefore } });
    expect(replay.statusCode).toBe(401);
  });

  it("rotates the session at sign-in: the earlier cookie stops working", async () => {
    const person = await buildEmployee(t.database.db, companyId);
    const client = await signIn(t, person.username, person.password);
    const first = client.sessionCookie!;
    await client.post("/api/login", { username: person.username, password: person.password });
    expect(client.sessionCookie).not.toBe(first);
    const replay = await t.app.inject({ method: "GET", url: "/api/user", headers: { cookie: first } });
    expect(replay.statusCode).toBe(401);
    expect((await client.get("/api/user")).statusCode).toBe(200);
  });

  it("refuses a forged or tampered cookie", async () => {
    const forged = await t.app.inject({
      method: "GET",
      url: "/api/user",
      headers: { cookie: "sid=abc.def" },
    });
    expect(forged.statusCode).toBe(401);
  });

  it("ends a session after 12 idle hours (the default of SESSION_IDLE_HOURS)", async () => {
    const person = await buildEmployee(t.database.db, companyId);
    const client = await signIn(t, person.username, person.password);
    t.clock.advance(11 * 60 * 60 * 1000);
    expect((await client.get("/api/user")).statusCode).toBe(200);
    t.clock.advance(11 * 60 * 60 * 1000); // still within 12 h of the last request
    expect((await client.get("/api/user")).statusCode).toBe(200);
    t.clock.advance(12 * 60 * 60 * 1000 + 1000);
    expect((await client.get("/api/user")).statusCode).toBe(401);
    // the expired session's row is gone, not merely refused
    const rows = await t.database.db.select().from(sessions).where(eq(sessions.userId, person.id));
    expect(rows).toHaveLength(0);
  });

  it("writes last_seen_at at most once in 5 minutes per session (reads stay reads)", async () => {
    const person = await buildEmployee(t.database.db, companyId);
    const client = await signIn(t, person.username, person.password);
    const lastSeen = async () =>
      (await t.database.db.select().from(sessions).where(eq(sessions.userId, person.id)))[0]!.lastSeenAt;
    const signedInAt = await lastSeen();
    t.clock.advance(60 * 1000);
    expect((await client.get("/api/user")).statusCode).toBe(200);
    t.clock.advance(3 * 60 * 1000);
    expect((await client.get("/api/user")).statusCode).toBe(200);
    expect(await lastSeen()).toEqual(signedInAt); // 4 minutes on: not written
    t.clock.advance(SESSION_TOUCH_INTERVAL_MS - 4 * 60 * 1000 + 1000);
    expect((await client.get("/api/user")).statusCode).toBe(200);
    const touched = await lastSeen();
    expect(touched.getTime()).toBeGreaterThan(signedInAt.getTime() + 5 * 60 * 1000 - 1);
    expect((await client.get("/api/user")).statusCode).toBe(200);
    expect(await lastSeen()).toEqual(touched); // the next call right after: not written again
  });

  it("refuses a planted session id at sign-in: the signed-in session is always a new token (fixation)", async () => {
    const person = await buildEmployee(t.database.db, companyId);
    // an attacker plants a value they know: a made-up token, then one of their own live sessions
    const attacker = await buildEmployee(t.database.db, companyId);
    const attackerClient = await signIn(t, attacker.username, attacker.password);
    for (const planted of ["sid=attacker-chosen-value", attackerClient.sessionCookie!]) {
      const res = await t.app.inject({
        method: "POST",
        url: "/api/login",
        headers: { cookie: planted },
        payload: { username: person.username, password: person.password },
      });
      expect(res.statusCode).toBe(200);
      const issued = String(res.headers["set-cookie"]).split(";")[0]!;
      expect(issued).toMatch(/^sid=./);
      expect(issued).not.toBe(planted);
      // the planted value is no session of the person who signed in: it is refused outright
      const replay = await t.app.inject({ method: "GET", url: "/api/user", headers: { cookie: planted } });
      expect(replay.statusCode).toBe(401);
      const me = await t.app.inject({ method: "GET", url: "/api/user", headers: { cookie: issued } });
      expect(me.json()).toMatchObject({ id: person.id });
    }
    const hashes = (await t.database.db.select().from(sessions)).map((s) => s.id);
    expect(hashes).not.toContain(hashToken("attacker-chosen-value"));
  });

  it("ends a session 7 days after sign-in even when used every 6 hours (SESSION_MAX_DAYS)", async () => {
    const person = await buildEmployee(t.database.db, companyId);
    const client = await signIn(t, person.username, person.password);
    for (let hours = 0; hours < 7 * 24; hours += 6) {
      t.clock.advance(6 * 60 * 60 * 1000);
      const res = await client.get("/api/user");
      if (hours + 6 < 7 * 24) expect(res.statusCode).toBe(200);
      else expect(res.statusCode).toBe(401);
    }
  });

  it("ends the sessions of a user who is deleted", async () => {
    const person = await buildEmployee(t.database.db, companyId);
    const client = await signIn(t, person.username, person.password);
    await t.database.db.update(users).set({ isDeleted: true }).where(eq(users.id, person.id));
    expect((await client.get("/api/user")).statusCode).toBe(401);
  });
});

describe("sessions behind https", () => {
  it("marks the cookie Secure when APP_URL is https", async () => {
    const secure = await createTestApp({ APP_URL: "https://hr.example.com" });
    try {
      const company = await buildCompany(secure.database.db);
      const person = await buildEmployee(secure.database.db, company.id);
      const res = await secure.app.inject({
        method: "POST",
        url: "/api/login",
        payload: { username: person.username, password: person.password },
      });
      expect(res.statusCode).toBe(200);
      expect(String(res.headers["set-cookie"])).toMatch(/Secure/);
    } finally {
      await secure.close();
    }
  });
});
