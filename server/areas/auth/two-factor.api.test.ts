import { and, eq } from "drizzle-orm";
import { Secret, TOTP } from "otpauth";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildAdmin, buildCompany, buildEmployee } from "../../db/seed/factories";
import { clientOf, signIn } from "../../test/accounts";
import { type Client, createTestApp, type TestApp } from "../../test/harness";
import { securityLogs } from "../security-logs/security-logs.table";
import { users } from "../users/users.table";
import { twoFactorCredentials } from "./two-factor.table";

let t: TestApp;
let companyId: number;
beforeAll(async () => {
  t = await createTestApp();
  companyId = (await buildCompany(t.database.db, { name: "Second Factor Co" })).id;
});
afterAll(() => t?.close());

/** The code an authenticator app shows for a secret at the test clock's time, `steps` steps away. */
const codeOf = (secret: string, steps = 0) =>
  TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: t.clock.now().getTime() + steps * 30_000 });

const logsOf = (userId: number, action: string) =>
  t.database.db
    .select()
    .from(securityLogs)
    .where(and(eq(securityLogs.userId, userId), eq(securityLogs.action, action)));

/** A person of the company with two-factor sign-in on: their secret, recovery codes and a signed-in client. */
async function enrolled(username: string) {
  const person = await buildEmployee(t.database.db, companyId, { username });
  const client = await signIn(t, person.username, person.password);
  const setup = await client.post("/api/user/two-factor/setup");
  expect(setup.statusCode).toBe(200);
  const { secret } = setup.json();
  const enable = await client.post("/api/user/two-factor/enable", { code: codeOf(secret) });
  expect(enable.statusCode).toBe(200);
  // The step just used cannot serve again: later sign-ins in a test use the next step's code.
  t.clock.advance(30_000);
  return { person, secret, client, recoveryCodes: enable.json().recoveryCodes as string[] };
}

/** The password step: the client holds a pending sign-in afterwards. */
async function passwordStep(username: string, password: string): Promise<Client> {
  const client = clientOf(t);
  const res = await client.post("/api/login", { username, password });
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({ twoFactorRequired: true });
  return client;
}

describe("two-factor enrolment in Settings", () => {
  it("answers the otpauth URI, a QR code as SVG and the secret; needs the right code to turn on", async () => {
    const person = await buildEmployee(t.database.db, companyId, { username: "enrol@tfa.test" });
    const client = await signIn(t, person.username, person.password);
    expect((await client.get("/api/user/two-factor")).json()).toEqual({
      enabled: false,
      recoveryCodesLeft: 0,
      required: false,
    });

    const setup = await client.post("/api/user/two-factor/setup");
    expect(setup.statusCode).toBe(200);
    const { otpauthUri, qrSvg, secret } = setup.json();
    expect(otpauthUri).toMatch(/^otpauth:\/\/totp\/HR%20Platform:enrol%40tfa\.test\?/);
    expect(otpauthUri).toContain(`secret=${secret}`);
    expect(qrSvg).toMatch(/^<svg/);
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    // Stored encrypted, not as the base32 text.
    const [row] = await t.database.db
      .select()
      .from(twoFactorCredentials)
      .where(eq(twoFactorCredentials.userId, person.id));
    expect(row!.secretEncrypted).not.toContain(secret);

    const wrong = await client.post("/api/user/two-factor/enable", {
      code: "000000" === codeOf(secret) ? "111111" : "000000",
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe("Invalid code");
    const empty = await client.post("/api/user/two-factor/enable", { code: " " });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe("Code is required");

    const right = await client.post("/api/user/two-factor/enable", { code: codeOf(secret) });
    expect(right.statusCode).toBe(200);
    const codes: string[] = right.json().recoveryCodes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[2-9A-HJKMNP-TV-Z]{4}(-[2-9A-HJKMNP-TV-Z]{4}){3}$/);
    expect((await client.get("/api/user/two-factor")).json()).toEqual({
      enabled: true,
      recoveryCodesLeft: 10,
      required: false,
    });
    expect(await logsOf(person.id, "TWO_FACTOR_ENABLED")).toHaveLength(1);

    // Once on, the secret is never sent again: a new setup is refused.
    const again = await client.post("/api/user/two-factor/setup");
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: "Two-factor sign-in is already on" });
  });

  it("refuses to turn on before setup", async () => {
    const person = await buildEmployee(t.database.db, companyId, { username: "nosetup@tfa.test" });
    const client = await signIn(t, person.username, person.password);
    const res = await client.post("/api/user/two-factor/enable", { code: "123456" });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("Start two-factor setup first");
  });

  it("turns off only with a fresh code or a recovery code", async () => {
    const { person, secret, client } = await enrolled("off@tfa.test");
    const wrong = await client.post("/api/user/two-factor/disable", { code: "12345" });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe("Invalid code");
    expect(await logsOf(person.id, "TWO_FACTOR_FAILED")).toHaveLength(1);
    const used = codeOf(secret, -1); // the step enrolment used
    expect((await client.post("/api/user/two-factor/disable", { code: used })).statusCode).toBe(400);

    const off = await client.post("/api/user/two-factor/disable", { code: codeOf(secret) });
    expect(off.statusCode).toBe(204);
    expect((await client.get("/api/user/two-factor")).json()).toEqual({
      enabled: false,
      recoveryCodesLeft: 0,
      required: false,
    });
    expect(await logsOf(person.id, "TWO_FACTOR_DISABLED")).toHaveLength(1);
    // Signing in is one step again.
    const res = await clientOf(t).post("/api/login", {
      username: person.username,
      password: person.password,
    });
    expect(res.json().id).toBe(person.id);
    expect((await client.post("/api/user/two-factor/disable", { code: "123456" })).json().message).toBe(
      "Two-factor sign-in is not on",
    );
  });

  it("turns off with a recovery code", async () => {
    const { person, client, recoveryCodes } = await enrolled("offrecovery@tfa.test");
    const off = await client.post("/api/user/two-factor/disable", { code: recoveryCodes[0]!.toLowerCase() });
    expect(off.statusCode).toBe(204);
    expect(await logsOf(person.id, "RECOVERY_CODE_USED")).toHaveLength(1);
  });
});

describe("POST /api/login with two-factor sign-in on", () => {
  it("needs the code after the password; the pending sign-in opens nothing else; the session id rotates", async () => {
    const { person, secret } = await enrolled("signin@tfa.test");
    const client = await passwordStep(person.username, person.password);
    const pending = client.sessionCookie;
    expect(pending).toBeTruthy();
    expect((await client.get("/api/user")).statusCode).toBe(401);
    expect((await client.get("/api/user/sessions")).statusCode).toBe(401);
    expect(await logsOf(person.id, "LOGIN_SUCCESS")).toHaveLength(1); // the enrolment's sign-in only

    const done = await client.post("/api/login/two-factor", { code: codeOf(secret) });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ id: person.id, username: "signin@tfa.test" });
    expect(client.sessionCookie).not.toBe(pending);
    expect((await client.get("/api/user")).json().id).toBe(person.id);
    expect(await logsOf(person.id, "LOGIN_SUCCESS")).toHaveLength(2);

    // The pending token is spent: presenting it again is an expired sign-in.
    const replay = await t.app.inject({
      method: "POST",
      url: "/api/login/two-factor",
      headers: { cookie: pending! },
      payload: { code: codeOf(secret, 1) },
    });
    expect(replay.statusCode).toBe(401);
    expect(replay.json().message).toBe("Your sign-in has expired. Please sign in again.");
  });

  it("refuses a wrong code (400), counts it toward the lockout and locks at the fifth failure", async () => {
    const { person, secret } = await enrolled("wrong@tfa.test");
    const client = await passwordStep(person.username, person.password);
    const bad = codeOf(secret) === "000000" ? "111111" : "000000";
    for (let attempt = 1; attempt <= 4; attempt++) {
      const res = await client.post("/api/login/two-factor", { code: bad });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe("Invalid code");
    }
    const [row] = await t.database.db.select().from(users).where(eq(users.id, person.id));
    expect(row!.failedLoginAttempts).toBe(4);
    expect(await logsOf(person.id, "TWO_FACTOR_FAILED")).toHaveLength(4);
    // The password step again does not reset the count.
    const again = await passwordStep(person.username, person.password);
    const locked = await again.post("/api/login/two-factor", { code: bad });
    expect(locked.statusCode).toBe(403);
    expect(locked.json()).toMatchObject({
      message: "Account locked. Please try again in 15 minutes.",
      locked: true,
    });
    expect(await logsOf(person.id, "ACCOUNT_LOCKED")).toHaveLength(1);
    // Locked: even the right password and code are refused.
    const blocked = await clientOf(t).post("/api/login", {
      username: person.username,
      password: person.password,
    });
    expect(blocked.statusCode).toBe(403);
  });

  it("refuses a code already used, even within its window", async () => {
    const { person, secret } = await enrolled("replay@tfa.test");
    const first = await passwordStep(person.username, person.password);
    const code = codeOf(secret);
    expect((await first.post("/api/login/two-factor", { code })).statusCode).toBe(200);
    const second = await passwordStep(person.username, person.password);
    const replayed = await second.post("/api/login/two-factor", { code });
    expect(replayed.statusCode).toBe(400);
    expect(replayed.json().message).toBe("Invalid code");
    t.clock.advance(30_000);
    expect((await second.post("/api/login/two-factor", { code: codeOf(secret) })).statusCode).toBe(200);
  });

  it("takes a recovery code once", async () => {
    const { person, recoveryCodes } = await enrolled("recovery@tfa.test");
    const first = await passwordStep(person.username, person.password);
    const res = await first.post("/api/login/two-factor", { code: recoveryCodes[3] });
    expect(res.statusCode).toBe(200);
    expect(await logsOf(person.id, "RECOVERY_CODE_USED")).toHaveLength(1);
    expect((await first.get("/api/user/two-factor")).json()).toEqual({
      enabled: true,
      recoveryCodesLeft: 9,
      required: false,
    });
    const second = await passwordStep(person.username, person.password);
    expect((await second.post("/api/login/two-factor", { code: recoveryCodes[3] })).statusCode).toBe(400);
  });

  it("refuses the second step without a pending sign-in, and after 5 minutes", async () => {
    const { person, secret } = await enrolled("late@tfa.test");
    const none = await clientOf(t).post("/api/login/two-factor", { code: codeOf(secret) });
    expect(none.statusCode).toBe(401);
    const client = await passwordStep(person.username, person.password);
    t.clock.advance(5 * 60 * 1000 + 1000);
    const late = await client.post("/api/login/two-factor", { code: codeOf(secret) });
    expect(late.statusCode).toBe(401);
    expect(late.json().message).toBe("Your sign-in has expired. Please sign in again.");
  });

  it("keeps two-factor sign-in on through a password reset", async () => {
    const admin = await buildAdmin(t.database.db, companyId, { username: "resetter@tfa.test" });
    const client = await signIn(t, admin.username, admin.password);
    const { secret } = (await client.post("/api/user/two-factor/setup")).json();
    expect((await client.post("/api/user/two-factor/enable", { code: codeOf(secret) })).statusCode).toBe(200);
    t.clock.advance(30_000);
    await clientOf(t).post("/api/forgot-password", { email: admin.username });
    await t.mailbox.waitFor(admin.username, "Reset");
    const { token } = t.mailbox.lastLinkTo(admin.username, "Reset");
    const reset = await clientOf(t).post("/api/reset-password", { token, newPassword: "NewPassw0rd" });
    expect(reset.statusCode).toBe(200);
    const pending = await passwordStep(admin.username, "NewPassw0rd");
    expect((await pending.post("/api/login/two-factor", { code: codeOf(secret) })).statusCode).toBe(200);
  });

  it("signs in without two-factor exactly as before: the user at once", async () => {
    const person = await buildEmployee(t.database.db, companyId, { username: "plain@tfa.test" });
    const client = clientOf(t);
    const res = await client.post("/api/login", { username: person.username, password: person.password });
    expect(res.statusCode).toBe(200);
    expect(res.json()).not.toHaveProperty("twoFactorRequired");
    expect(res.json().id).toBe(person.id);
    expect((await client.get("/api/user")).statusCode).toBe(200);
  });
});
