import { and, eq } from "drizzle-orm";
import { Secret, TOTP } from "otpauth";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildAdmin, buildCompany, buildEmployee, buildUser } from "../../db/seed/factories";
import { clientOf, signIn } from "../../test/accounts";
import { type Client, createTestApp, type TestApp } from "../../test/harness";
import { companies } from "../companies/companies.table";
import { securityLogs } from "../security-logs/security-logs.table";
import { issueToken } from "./tokens.service";
import { twoFactorChallenges, twoFactorCredentials, twoFactorRecoveryCodes } from "./two-factor.table";

/**
 * A second factor required (docs/product/accounts.md §3.2) — of SUPER_ADMINs by SUPER_ADMIN_TWO_FACTOR, of a
 * company's ADMINs by its setting — and a SUPER_ADMIN resetting someone's (§3.3).
 */

let t: TestApp;
let companyId: number;
let otherCompanyId: number;
beforeAll(async () => {
  t = await createTestApp({ SUPER_ADMIN_TWO_FACTOR: "required" });
  companyId = (await buildCompany(t.database.db, { name: "Strict Co" })).id;
  otherCompanyId = (await buildCompany(t.database.db, { name: "Other Co" })).id;
});
afterAll(() => t?.close());

const codeOf = (secret: string) =>
  TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: t.clock.now().getTime() });

const logsOf = (action: string, resourceId: number) =>
  t.database.db
    .select()
    .from(securityLogs)
    .where(and(eq(securityLogs.action, action), eq(securityLogs.resourceId, String(resourceId))));

/** The password step of someone who must set a second factor up: the client holds that pending sign-in. */
async function passwordStepToSetup(username: string, password: string): Promise<Client> {
  const client = clientOf(t);
  const res = await client.post("/api/login", { username, password });
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({ twoFactorSetupRequired: true });
  return client;
}

/** Sets the second factor up through the sign-in: the signed-in client and the secret. */
async function setUpAtSignIn(username: string, password: string) {
  const client = await passwordStepToSetup(username, password);
  const setup = await client.post("/api/login/two-factor/setup");
  expect(setup.statusCode).toBe(200);
  const { secret } = setup.json();
  const enabled = await client.post("/api/login/two-factor/enable", { code: codeOf(secret) });
  expect(enabled.statusCode).toBe(200);
  t.clock.advance(30_000);
  return { client, secret, answer: enabled.json() };
}

describe("a SUPER_ADMIN when SUPER_ADMIN_TWO_FACTOR=required", () => {
  it("sets the second factor up before any session starts, then signs in with codes", async () => {
    const root = await buildUser(t.database.db, { role: "SUPER_ADMIN", username: "root@strict.test" });
    const client = await passwordStepToSetup(root.username, root.password);
    const pendingCookie = client.sessionCookie;
    // The pending sign-in is not a session, and it is not the code step's either.
    expect((await client.get("/api/user")).statusCode).toBe(401);
    expect((await client.get("/api/companies")).statusCode).toBe(401);
    const codeStep = await client.post("/api/login/two-factor", { code: "123456" });
    expect(codeStep.statusCode).toBe(401);
    expect(codeStep.json().message).toBe("Your sign-in has expired. Please sign in again.");

    const setup = await client.post("/api/login/two-factor/setup");
    expect(setup.statusCode).toBe(200);
    const { secret, qrSvg, otpauthUri } = setup.json();
    expect(qrSvg).toMatch(/^<svg/);
    expect(otpauthUri).toContain("root%40strict.test");
    const right = codeOf(secret);
    const wrong = await client.post("/api/login/two-factor/enable", {
      code: right === "000000" ? "111111" : "000000",
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe("Invalid code");
    expect((await client.get("/api/user")).statusCode).toBe(401);

    const enabled = await client.post("/api/login/two-factor/enable", { code: right });
    expect(enabled.statusCode).toBe(200);
    expect(enabled.json().user).toMatchObject({ id: root.id, role: "SUPER_ADMIN" });
    expect(enabled.json().recoveryCodes).toHaveLength(10);
    // The session starts under a new token: the pending sign-in's is spent.
    expect(client.sessionCookie).not.toBe(pendingCookie);
    expect((await client.get("/api/user")).json()).toMatchObject({ id: root.id });
    expect((await client.get("/api/user/two-factor")).json()).toEqual({
      enabled: true,
      recoveryCodesLeft: 10,
      required: true,
    });
    expect(await logsOf("TWO_FACTOR_ENABLED", root.id)).toHaveLength(1);
    const [signedIn] = await logsOf("LOGIN_SUCCESS", root.id);
    expect(signedIn?.metadata).toMatchObject({ twoFactor: "setup" });

    // Required: it cannot be turned off, even with a right code.
    t.clock.advance(30_000);
    const off = await client.post("/api/user/two-factor/disable", { code: codeOf(secret) });
    expect(off.statusCode).toBe(403);
    expect(off.json().message).toBe("Two-factor sign-in is required for your account");
    expect((await client.get("/api/user/two-factor")).json().enabled).toBe(true);

    // The next sign-in asks for a code, as for anyone with it on.
    const again = clientOf(t);
    expect(
      (await again.post("/api/login", { username: root.username, password: root.password })).json(),
    ).toEqual({
      twoFactorRequired: true,
    });
    t.clock.advance(30_000);
    expect((await again.post("/api/login/two-factor", { code: codeOf(secret) })).statusCode).toBe(200);
  });

  it("refuses the set-up without a pending sign-in, with a code step's, and after 15 minutes", async () => {
    expect((await clientOf(t).post("/api/login/two-factor/setup")).statusCode).toBe(401);
    expect((await clientOf(t).post("/api/login/two-factor/enable", { code: "123456" })).statusCode).toBe(401);

    const root = await buildUser(t.database.db, { role: "SUPER_ADMIN", username: "late@strict.test" });
    const client = await passwordStepToSetup(root.username, root.password);
    const setup = await client.post("/api/login/two-factor/setup");
    t.clock.advance(15 * 60 * 1000 + 1000);
    const late = await client.post("/api/login/two-factor/enable", { code: codeOf(setup.json().secret) });
    expect(late.statusCode).toBe(401);
    expect(late.json().message).toBe("Your sign-in has expired. Please sign in again.");
    expect(
      await t.database.db.select().from(twoFactorChallenges).where(eq(twoFactorChallenges.userId, root.id)),
    ).toEqual([]);
  });

  it("a wrong password never reaches the set-up", async () => {
    const root = await buildUser(t.database.db, { role: "SUPER_ADMIN", username: "guess@strict.test" });
    const client = clientOf(t);
    const res = await client.post("/api/login", { username: root.username, password: "Wrong-pass1" });
    expect(res.statusCode).toBe(401);
    expect((await client.post("/api/login/two-factor/setup")).statusCode).toBe(401);
  });

  it("asks nothing of an ADMIN or an EMPLOYEE of a company that does not require it", async () => {
    const admin = await buildAdmin(t.database.db, otherCompanyId);
    const employee = await buildEmployee(t.database.db, otherCompanyId);
    for (const person of [admin, employee]) {
      const res = await clientOf(t).post("/api/login", {
        username: person.username,
        password: person.password,
      });
      expect(res.json()).toMatchObject({ id: person.id });
    }
  });
});

describe("a company requiring two-factor sign-in of its ADMINs (Company Settings)", () => {
  it("is set by the company's ADMIN; an EMPLOYEE is refused and another company's ADMIN finds nothing", async () => {
    const admin = await buildAdmin(t.database.db, companyId, { username: "hr@strict.test" });
    const adminClient = await signIn(t, admin.username, admin.password);
    expect((await adminClient.get(`/api/companies/${companyId}`)).json().requireAdminTwoFactor).toBe(false);

    const employee = await buildEmployee(t.database.db, companyId);
    const employeeClient = await signIn(t, employee.username, employee.password);
    expect(
      (await employeeClient.patch(`/api/companies/${companyId}`, { requireAdminTwoFactor: true })).statusCode,
    ).toBe(403);
    const outsider = await buildAdmin(t.database.db, otherCompanyId);
    const outsiderClient = await signIn(t, outsider.username, outsider.password);
    expect(
      (await outsiderClient.patch(`/api/companies/${companyId}`, { requireAdminTwoFactor: true })).statusCode,
    ).toBe(404);
    expect(
      (await adminClient.patch(`/api/companies/${companyId}`, { requireAdminTwoFactor: "yes" })).statusCode,
    ).toBe(400);

    const saved = await adminClient.patch(`/api/companies/${companyId}`, { requireAdminTwoFactor: true });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().requireAdminTwoFactor).toBe(true);
    const [log] = await logsOf("COMPANY_UPDATED", companyId);
    expect(log?.metadata).toMatchObject({ requireAdminTwoFactor: true });

    // The session that turned it on goes on; its status now says required.
    expect((await adminClient.get("/api/user/two-factor")).json()).toEqual({
      enabled: false,
      recoveryCodesLeft: 0,
      required: true,
    });
    // The next sign-in of the company's ADMINs sets it up; its EMPLOYEEs sign in as before.
    await passwordStepToSetup(admin.username, admin.password);
    const colleague = await buildAdmin(t.database.db, companyId);
    const { answer } = await setUpAtSignIn(colleague.username, colleague.password);
    expect(answer.user).toMatchObject({ id: colleague.id, role: "ADMIN" });
    const res = await clientOf(t).post("/api/login", {
      username: employee.username,
      password: employee.password,
    });
    expect(res.json()).toMatchObject({ id: employee.id });
    // Another company's ADMIN is not concerned.
    const elsewhere = await clientOf(t).post("/api/login", {
      username: outsider.username,
      password: outsider.password,
    });
    expect(elsewhere.json()).toMatchObject({ id: outsider.id });
  });
});

describe("an invitation accepted by someone a second factor is required of", () => {
  it("does not sign in: the same set-up comes first, then the session", async () => {
    const invitedCompany = await buildCompany(t.database.db, { name: "Invite Strict Co" });
    await t.database.db
      .update(companies)
      .set({ requireAdminTwoFactor: true })
      .where(eq(companies.id, invitedCompany.id));
    const invited = await buildAdmin(t.database.db, invitedCompany.id, { isVerified: false });
    const token = await issueToken(t.database.db, invited.id, "invite", t.clock.now());
    const client = clientOf(t);
    const res = await client.post("/api/register", { token, password: "MyPassw0rd" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ twoFactorSetupRequired: true });
    expect((await client.get("/api/user")).statusCode).toBe(401);
    const setup = await client.post("/api/login/two-factor/setup");
    const enabled = await client.post("/api/login/two-factor/enable", { code: codeOf(setup.json().secret) });
    expect(enabled.statusCode).toBe(200);
    expect((await client.get("/api/user")).json()).toMatchObject({ id: invited.id, isVerified: true });
    t.clock.advance(30_000);
  });
});

describe("DELETE /api/users/{id}/two-factor (a SUPER_ADMIN resets a lost second factor)", () => {
  it("removes it, ends the person's sessions and is logged; they then sign in with the password", async () => {
    const person = await buildEmployee(t.database.db, otherCompanyId, { username: "lost@other.test" });
    const personClient = await signIn(t, person.username, person.password);
    const setup = await personClient.post("/api/user/two-factor/setup");
    await personClient.post("/api/user/two-factor/enable", { code: codeOf(setup.json().secret) });
    t.clock.advance(30_000);

    const root = await buildUser(t.database.db, { role: "SUPER_ADMIN", username: "operator@strict.test" });
    const { client: rootClient } = await setUpAtSignIn(root.username, root.password);
    const listed = await rootClient.get(`/api/users?q=${encodeURIComponent(person.username)}`);
    expect(listed.json()[0]).toMatchObject({ id: person.id, twoFactorEnabled: true });

    const reset = await rootClient.delete(`/api/users/${person.id}/two-factor`);
    expect(reset.statusCode).toBe(204);
    expect((await personClient.get("/api/user")).statusCode).toBe(401);
    expect(
      await t.database.db
        .select()
        .from(twoFactorCredentials)
        .where(eq(twoFactorCredentials.userId, person.id)),
    ).toEqual([]);
    expect(
      await t.database.db
        .select()
        .from(twoFactorRecoveryCodes)
        .where(eq(twoFactorRecoveryCodes.userId, person.id)),
    ).toEqual([]);
    const [log] = await logsOf("TWO_FACTOR_RESET", person.id);
    expect(log).toMatchObject({ level: "SECURITY", userId: root.id, companyId: otherCompanyId });
    expect(
      (await rootClient.get(`/api/users?q=${encodeURIComponent(person.username)}`)).json()[0],
    ).toMatchObject({
      twoFactorEnabled: false,
    });

    const back = await clientOf(t).post("/api/login", {
      username: person.username,
      password: person.password,
    });
    expect(back.json()).toMatchObject({ id: person.id });

    // Nothing left to reset: 400; an unknown person: 404; oneself: 403 (Settings, with a code).
    const again = await rootClient.delete(`/api/users/${person.id}/two-factor`);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe("Two-factor sign-in is not on");
    expect((await rootClient.delete("/api/users/999999/two-factor")).statusCode).toBe(404);
    const self = await rootClient.delete(`/api/users/${root.id}/two-factor`);
    expect(self.statusCode).toBe(403);
    expect(self.json().message).toBe("Turn off your own two-factor sign-in in Settings");
  });

  it("is refused to a company's ADMIN, even for their own people", async () => {
    const admin = await buildAdmin(t.database.db, otherCompanyId);
    const adminClient = await signIn(t, admin.username, admin.password);
    const person = await buildEmployee(t.database.db, otherCompanyId);
    const res = await adminClient.delete(`/api/users/${person.id}/two-factor`);
    expect(res.statusCode).toBe(403);
  });
});

describe("the people list's two-factor state", () => {
  it("is on for a confirmed second factor only, in a company's list and in its search", async () => {
    const co = (await buildCompany(t.database.db, { name: "Factor Co" })).id;
    const admin = await buildAdmin(t.database.db, co);
    const adminClient = await signIn(t, admin.username, admin.password);
    const person = (firstName: string) =>
      buildEmployee(t.database.db, co, { firstName, lastName: "Factorial" });
    const confirmed = await person("Ann");
    const confirmedClient = await signIn(t, confirmed.username, confirmed.password);
    const setup = await confirmedClient.post("/api/user/two-factor/setup");
    const enabled = await confirmedClient.post("/api/user/two-factor/enable", {
      code: codeOf(setup.json().secret),
    });
    expect(enabled.statusCode).toBe(200);
    const pending = await person("Bob");
    const pendingClient = await signIn(t, pending.username, pending.password);
    expect((await pendingClient.post("/api/user/two-factor/setup")).statusCode).toBe(200);
    const without = await person("Cid");
    t.clock.advance(30_000);

    const expected = { [confirmed.id]: true, [pending.id]: false, [without.id]: false };
    for (const url of [`/api/companies/${co}/users`, `/api/companies/${co}/users?q=Factorial`]) {
      const listed = await adminClient.get(url);
      expect(listed.statusCode).toBe(200);
      const states = Object.fromEntries(
        listed.json().map((u: { id: number; twoFactorEnabled: boolean }) => [u.id, u.twoFactorEnabled]),
      );
      expect(states).toEqual(expected);
    }
  });
});
