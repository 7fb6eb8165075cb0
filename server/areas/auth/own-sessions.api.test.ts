import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SessionDto } from "../../../shared/auth/sessions.schema";
import { buildCompany, buildEmployee } from "../../db/seed/factories";
import { hashToken } from "../../lib/crypto";
import { clientOf } from "../../test/accounts";
import { type Client, createTestApp, type TestApp } from "../../test/harness";
import { securityLogs } from "../security-logs/security-logs.table";
import { SESSION_TOUCH_INTERVAL_MS } from "./sessions.service";

/** One's own sessions in Settings (docs/product/settings.md §9, accounts.md §5). */

const CHROME_WINDOWS =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36";
const SAFARI_IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";
const FIREFOX_LINUX = "Mozilla/5.0 (X11; Ubuntu; Linux x86_64; rv:127.0) Gecko/20100101 Firefox/127.0";
const HOUR = 60 * 60 * 1000;

let t: TestApp;
let companyId: number;
beforeAll(async () => {
  t = await createTestApp();
  companyId = (await buildCompany(t.database.db, { name: "Devices Co" })).id;
});
afterAll(() => t?.close());

type Person = { id: number; username: string; password: string };

/** Signs a person in from a browser at an address; the client keeps the cookie. */
async function signInFrom(person: Person, userAgent: string, ip: string): Promise<Client> {
  const client = clientOf(t, ip);
  const res = await client.request({
    method: "POST",
    url: "/api/login",
    headers: { "user-agent": userAgent },
    payload: { username: person.username, password: person.password },
  });
  expect(res.statusCode).toBe(200);
  return client;
}

const tokenOf = (client: Client) => client.sessionCookie!.split("=")[1]!;

const listOf = async (client: Client): Promise<SessionDto[]> => {
  const res = await client.get("/api/user/sessions");
  expect(res.statusCode).toBe(200);
  return res.json();
};

/** Neither the cookie token nor its stored hash may appear in any answer. */
function expectNoSecrets(bodies: string[], clients: Client[]): void {
  for (const client of clients) {
    const token = tokenOf(client);
    for (const body of bodies) {
      expect(body).not.toContain(token);
      expect(body).not.toContain(hashToken(token));
    }
  }
}

const logRows = (userId: number, action: string) =>
  t.database.db
    .select()
    .from(securityLogs)
    .where(and(eq(securityLogs.userId, userId), eq(securityLogs.action, action)));

describe("GET /api/user/sessions", () => {
  it("lists one's own live sessions with device, IP and times, this one first and marked current", async () => {
    const person = await buildEmployee(t.database.db, companyId);
    const someoneElse = await buildEmployee(t.database.db, companyId);
    const laptop = await signInFrom(person, CHROME_WINDOWS, "10.0.0.1");
    t.clock.advance(60 * 1000);
    const phone = await signInFrom(person, SAFARI_IPHONE, "10.0.0.2");
    const theirs = await signInFrom(someoneElse, FIREFOX_LINUX, "10.0.0.9");

    const res = await laptop.get("/api/user/sessions");
    expect(res.statusCode).toBe(200);
    const list: SessionDto[] = res.json();
    expect(list).toHaveLength(2);
    expect(list[0]).toMatchObject({ device: "Chrome on Windows", ipAddress: "10.0.0.1", current: true });
    expect(list[1]).toMatchObject({ device: "Safari on iPhone", ipAddress: "10.0.0.2", current: false });
    for (const s of list) {
      expect(Object.keys(s).sort()).toEqual(
        ["current", "device", "id", "ipAddress", "lastActiveAt", "signedInAt"].sort(),
      );
      expect(s.id).toMatch(/^[0-9a-f-]{36}$/);
      expect(Date.parse(s.signedInAt)).not.toBeNaN();
      expect(Date.parse(s.lastActiveAt)).toBeGreaterThanOrEqual(Date.parse(s.signedInAt));
    }
    expect(Date.parse(list[1]!.signedInAt) - Date.parse(list[0]!.signedInAt)).toBeGreaterThanOrEqual(
      60 * 1000,
    );
    // the phone sees the same two, itself first
    const fromPhone = await listOf(phone);
    expect(fromPhone.map((s) => [s.device, s.current])).toEqual([
      ["Safari on iPhone", true],
      ["Chrome on Windows", false],
    ]);
    expectNoSecrets([res.body, JSON.stringify(fromPhone)], [laptop, phone, theirs]);
  });

  it("shows last active as kept by the requests (at most 5 minutes stale)", async () => {
    const person = await buildEmployee(t.database.db, companyId);
    const laptop = await signInFrom(person, CHROME_WINDOWS, "10.0.0.1");
    const phone = await signInFrom(person, SAFARI_IPHONE, "10.0.0.2");
    t.clock.advance(SESSION_TOUCH_INTERVAL_MS + 60 * 1000);
    expect((await phone.get("/api/user")).statusCode).toBe(200);
    const list = await listOf(laptop); // the laptop's own call touches it too
    for (const s of list)
      expect(Date.parse(s.lastActiveAt) - Date.parse(s.signedInAt)).toBeGreaterThan(5 * 60 * 1000);
  });

  it("leaves out sessions past the idle timeout or their lifetime", async () => {
    const person = await buildEmployee(t.database.db, companyId);
    const laptop = await signInFrom(person, CHROME_WINDOWS, "10.0.0.1");
    await signInFrom(person, SAFARI_IPHONE, "10.0.0.2"); // never used again
    t.clock.advance(11 * HOUR);
    expect((await listOf(laptop)).map((s) => s.device)).toEqual(["Chrome on Windows", "Safari on iPhone"]);
    t.clock.advance(2 * HOUR); // the phone: 13 h idle
    expect((await listOf(laptop)).map((s) => s.device)).toEqual(["Chrome on Windows"]);
  });
});

describe("DELETE /api/user/sessions/:id", () => {
  it("signs out one of one's sessions: it stops working at once, and the security log says so", async () => {
    const person = await buildEmployee(t.database.db, companyId);
    const laptop = await signInFrom(person, CHROME_WINDOWS, "10.0.0.1");
    const phone = await signInFrom(person, SAFARI_IPHONE, "10.0.0.2");
    const phoneId = (await listOf(laptop)).find((s) => !s.current)!.id;

    const res = await laptop.delete(`/api/user/sessions/${phoneId}`);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe("");
    expect(res.headers["set-cookie"]).toBeUndefined(); // the laptop stays signed in
    expect((await phone.get("/api/user")).statusCode).toBe(401);
    expect((await laptop.get("/api/user")).statusCode).toBe(200);
    expect((await listOf(laptop)).map((s) => s.device)).toEqual(["Chrome on Windows"]);
    // once gone, the id is not found
    expect((await laptop.delete(`/api/user/sessions/${phoneId}`)).statusCode).toBe(404);

    const [row] = await logRows(person.id, "SESSION_SIGNED_OUT");
    expect(row).toMatchObject({ level: "INFO", resourceType: "user", resourceId: String(person.id) });
    expect(row!.message).toContain("Safari on iPhone");
    expect(row!.metadata).toMatchObject({
      sessionId: phoneId,
      device: "Safari on iPhone",
      ipAddress: "10.0.0.2",
    });
    expectNoSecrets([JSON.stringify(row)], [laptop]);
  });

  it("answers 404 for another person's session, an unknown id or one that is not an id, and ends nothing", async () => {
    const person = await buildEmployee(t.database.db, companyId);
    const other = await buildEmployee(t.database.db, companyId);
    const mine = await signInFrom(person, CHROME_WINDOWS, "10.0.0.1");
    const theirs = await signInFrom(other, FIREFOX_LINUX, "10.0.0.3");
    const theirId = (await listOf(theirs))[0]!.id;
    for (const id of [theirId, "00000000-0000-4000-8000-000000000000", "not-a-session", "1"]) {
      const res = await mine.delete(`/api/user/sessions/${id}`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: "Session not found" });
    }
    expect((await theirs.get("/api/user")).statusCode).toBe(200);
    expect(await logRows(person.id, "SESSION_SIGNED_OUT")).toHaveLength(0);
  });

  it("signing out this very session clears the cookie", async () => {
    const person = await buildEmployee(t.database.db, companyId);
    const laptop = await signInFrom(person, CHROME_WINDOWS, "10.0.0.1");
    const ownId = (await listOf(laptop))[0]!.id;
    const res = await laptop.delete(`/api/user/sessions/${ownId}`);
    expect(res.statusCode).toBe(204);
    expect(String(res.headers["set-cookie"])).toMatch(/^sid=;/);
    expect((await laptop.get("/api/user")).statusCode).toBe(401);
  });
});

describe("POST /api/user/sessions/sign-out-others", () => {
  it("ends every other session of one's own, keeps this one, and touches nobody else's", async () => {
    const person = await buildEmployee(t.database.db, companyId);
    const other = await buildEmployee(t.database.db, companyId);
    const laptop = await signInFrom(person, CHROME_WINDOWS, "10.0.0.1");
    const phone = await signInFrom(person, SAFARI_IPHONE, "10.0.0.2");
    const desktop = await signInFrom(person, FIREFOX_LINUX, "10.0.0.4");
    const theirs = await signInFrom(other, FIREFOX_LINUX, "10.0.0.3");

    const res = await laptop.post("/api/user/sessions/sign-out-others");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ signedOut: 2 });
    expect((await laptop.get("/api/user")).statusCode).toBe(200);
    expect((await phone.get("/api/user")).statusCode).toBe(401);
    expect((await desktop.get("/api/user")).statusCode).toBe(401);
    expect((await theirs.get("/api/user")).statusCode).toBe(200);
    expect((await listOf(laptop)).map((s) => s.current)).toEqual([true]);

    const [row] = await logRows(person.id, "OTHER_SESSIONS_SIGNED_OUT");
    expect(row).toMatchObject({
      level: "INFO",
      message: `${person.username} signed out everywhere else (2 sessions)`,
    });
    expect((row!.metadata as { sessionIds: string[] }).sessionIds).toHaveLength(2);

    // with nothing else to end: 0, and still logged
    expect((await laptop.post("/api/user/sessions/sign-out-others")).json()).toEqual({ signedOut: 0 });
    expect(await logRows(person.id, "OTHER_SESSIONS_SIGNED_OUT")).toHaveLength(2);
    expectNoSecrets([res.body, JSON.stringify(row)], [laptop]);
  });
});

describe("configured timeouts (SESSION_IDLE_HOURS, SESSION_MAX_DAYS)", () => {
  it("follows the settings: the idle timeout, the lifetime and the cookie's Max-Age", async () => {
    const short = await createTestApp({ SESSION_IDLE_HOURS: "1", SESSION_MAX_DAYS: "1" });
    try {
      const company = await buildCompany(short.database.db);
      const person = await buildEmployee(short.database.db, company.id);
      const login = () =>
        short.app.inject({
          method: "POST",
          url: "/api/login",
          payload: { username: person.username, password: person.password },
        });
      const me = (cookie: string) =>
        short.app.inject({ method: "GET", url: "/api/user", headers: { cookie } });

      const first = await login();
      expect(String(first.headers["set-cookie"])).toMatch(/Max-Age=86400\b/);
      const idle = String(first.headers["set-cookie"]).split(";")[0]!;
      short.clock.advance(HOUR - 60 * 1000);
      expect((await me(idle)).statusCode).toBe(200);
      short.clock.advance(HOUR + 1000); // past an hour since the last recorded request
      expect((await me(idle)).statusCode).toBe(401);

      const busy = String((await login()).headers["set-cookie"]).split(";")[0]!;
      for (let minutes = 50; minutes < 24 * 60; minutes += 50) {
        short.clock.advance(50 * 60 * 1000);
        expect((await me(busy)).statusCode).toBe(200);
      }
      short.clock.advance(50 * 60 * 1000); // a day after sign-in, however busy
      expect((await me(busy)).statusCode).toBe(401);
    } finally {
      await short.close();
    }
  });

  it("refuses settings out of bounds at start", async () => {
    const { loadConfig } = await import("../../config");
    expect(() => loadConfig({ SESSION_IDLE_HOURS: "0", SESSION_SECRET: "s".repeat(32) })).toThrow(
      /SESSION_IDLE_HOURS/,
    );
    expect(() => loadConfig({ SESSION_MAX_DAYS: "abc", SESSION_SECRET: "s".repeat(32) })).toThrow(
      /SESSION_MAX_DAYS/,
    );
    const defaults = loadConfig({ SESSION_SECRET: "s".repeat(32), DATA_DIR: t.config.dataDir });
    expect([defaults.sessionIdleHours, defaults.sessionMaxDays]).toEqual([12, 7]);
  });
});
