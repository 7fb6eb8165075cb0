import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildAdmin, buildCompany, buildEmployee } from "../../db/seed/factories";
import { clientOf, signIn } from "../../test/accounts";
import type { Client } from "../../test/harness";
import { createTestApp, type TestApp } from "../../test/harness";
import { signal } from "../../test/signal";
import { consumeToken, issueToken } from "../auth/tokens.service";
import { users } from "./users.table";

const INVALID_INVITATION =
  "This invitation link is invalid or has expired. Please ask your administrator for a new one.";

let t: TestApp;
let companyId: number;
let admin: Client;
beforeAll(async () => {
  t = await createTestApp();
  companyId = (await buildCompany(t.database.db, { name: "Typo Co" })).id;
  const hr = await buildAdmin(t.database.db, companyId, { username: "hr@typo.test" });
  admin = await signIn(t, hr.username, hr.password);
});
afterAll(() => t?.close());

const form = (username: string, extra: Record<string, unknown> = {}) => ({
  username,
  firstName: "Nila",
  lastName: "Varma",
  role: "EMPLOYEE",
  ...extra,
});

/** Adds a person without a password (an invitation to `address`) and answers their id and the invitation. */
async function invite(address: string) {
  const res = await admin.post(`/api/companies/${companyId}/users`, form(address));
  expect(res.statusCode, res.body).toBe(201);
  return { id: res.json().id as number, token: t.mailbox.lastLinkTo(address, "invited").token };
}

describe("an invited person's address corrected before they accept", () => {
  it("in the administrator's form: the first invitation stops working, the right address gets a new one", async () => {
    const { id, token: mistyped } = await invite("nila@typo-mistake.test");
    const fixed = await admin.put(`/api/users/${id}`, form("nila@typo.test"));
    expect(fixed.statusCode, fixed.body).toBe(200);

    const stranger = await clientOf(t).post("/api/register", { token: mistyped, password: "Str4nger-pass" });
    expect(stranger.statusCode).toBe(400);
    expect(stranger.json().message).toBe(INVALID_INVITATION);

    const { token } = t.mailbox.lastLinkTo("nila@typo.test", "You have been invited to Typo Co");
    const joined = await clientOf(t).post("/api/register", { token, password: "Nila-0wn-pass" });
    expect(joined.statusCode, joined.body).toBe(200);
    expect(joined.json()).toMatchObject({ id, username: "nila@typo.test", isVerified: true });
  });

  it("in the profile (PATCH): the same", async () => {
    const { id, token: mistyped } = await invite("ravi@typo-mistake.test");
    const fixed = await admin.patch(`/api/users/${id}`, { username: "ravi@typo.test" });
    expect(fixed.statusCode, fixed.body).toBe(200);
    expect(
      (await clientOf(t).post("/api/register", { token: mistyped, password: "Str4nger-pass" })).statusCode,
    ).toBe(400);
    const { token } = t.mailbox.lastLinkTo("ravi@typo.test", "invited");
    expect((await clientOf(t).post("/api/register", { token, password: "Ravi-0wn-pass" })).statusCode).toBe(
      200,
    );
  });

  it("with a password set in the same save: no invitation, a verification link to the new address", async () => {
    const { id, token: mistyped } = await invite("asha@typo-mistake.test");
    const fixed = await admin.put(`/api/users/${id}`, form("asha@typo.test", { password: "Set-by-HR-1" }));
    expect(fixed.statusCode, fixed.body).toBe(200);
    expect(
      (await clientOf(t).post("/api/register", { token: mistyped, password: "Str4nger-pass" })).statusCode,
    ).toBe(400);
    const toNewAddress = t.mailbox.all().filter((m) => m.to.includes("asha@typo.test"));
    expect(toNewAddress.map((m) => m.subject)).toEqual(["Verify your email address"]);
    await signIn(t, "asha@typo.test", "Set-by-HR-1");
  });
});

describe("a signed-up person's address changed", () => {
  it("ends the reset link mailed to the old address and mails a verification link to the new one", async () => {
    const person = await buildEmployee(t.database.db, companyId, { username: "old@typo.test" });
    // An ADMIN may reset by mail (an EMPLOYEE asks their administrator): one of them, then their address moves.
    const hrPerson = await buildAdmin(t.database.db, companyId, { username: "hr-old@typo.test" });
    await clientOf(t).post("/api/forgot-password", { email: hrPerson.username });
    await t.mailbox.waitFor(hrPerson.username, "Reset your password");
    const { token: reset } = t.mailbox.lastLinkTo(hrPerson.username, "Reset your password");

    const moved = await admin.put(
      `/api/users/${hrPerson.id}`,
      form("hr-new@typo.test", { role: "ADMIN", firstName: hrPerson.firstName, lastName: hrPerson.lastName }),
    );
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().isVerified).toBe(false);
    const late = await clientOf(t).post("/api/reset-password", { token: reset, newPassword: "Taken-0ver-1" });
    expect(late.statusCode).toBe(400);
    await signIn(t, "hr-new@typo.test", hrPerson.password);

    const { link } = t.mailbox.lastLinkTo("hr-new@typo.test", "Verify your email address");
    const verified = await clientOf(t).get(link.replace("http://localhost:3999", ""));
    expect(verified.headers.location).toBe("/auth?verified=true");
    // The employee's own change of address works the same way (their profile).
    const self = await signIn(t, person.username, person.password);
    expect((await self.patch(`/api/users/${person.id}`, { username: "new@typo.test" })).statusCode).toBe(200);
    t.mailbox.lastLinkTo("new@typo.test", "Verify your email address");
  });
});

// On PostgreSQL following a link (the token used up, then the person's row) and changing the person's address
// run side by side; PGlite runs them one after another.
describe.runIf(process.env.TEST_DB === "pg")(
  "an address changed while a link of the person is followed",
  () => {
    it("both commit: the change takes the links before the person's row, as following one does", async () => {
      const person = await buildEmployee(t.database.db, companyId, { username: "clicking@typo.test" });
      const self = await signIn(t, person.username, person.password);
      const link = await issueToken(t.database.db, person.id, "verify", t.clock.now());
      const used = signal();
      const proceed = signal();
      // What following the verification link does (auth.service.ts, verifyEmail), paused between its steps.
      const following = t.database.db.transaction(async (tx) => {
        await consumeToken(tx, link, "verify", t.clock.now());
        used.fire();
        await proceed.promise;
        await tx.update(users).set({ isVerified: true }).where(eq(users.id, person.id));
      });
      await used.promise;
      const changing = self.patch(`/api/users/${person.id}`, { username: "clicked@typo.test" });
      // Long enough for the change to take what it can before it waits.
      await new Promise((resolve) => setTimeout(resolve, 300));
      proceed.fire();
      await following;
      const res = await changing;
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ username: "clicked@typo.test", isVerified: false });
    });
  },
);
