import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clientOf, SIGNUP } from "../../test/accounts";
import { createTestApp, type TestApp } from "../../test/harness";
import { securityLogs } from "../security-logs/security-logs.table";
import { users } from "../users/users.table";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

describe("POST /api/company-admin-signup", () => {
  it("creates the company and its unverified ADMIN, mails the link, and does not sign in", async () => {
    const res = await clientOf(t).post("/api/company-admin-signup", SIGNUP);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.user).toMatchObject({
      username: "asha@acme.test",
      role: "ADMIN",
      isVerified: false,
      firstName: "Asha",
    });
    expect(body.company).toMatchObject({
      name: "Acme Staffing",
      description: "Engineers in Kochi",
      payrollEnabled: false,
    });
    expect(body.company.logo).toMatch(/^data:image\/svg\+xml/);
    expect(res.headers["set-cookie"]).toBeUndefined();
    expect(res.body).not.toMatch(/argon2|passwordHash|password/);
    const mail = t.mailbox.lastLinkTo("asha@acme.test", "Verify your email");
    expect(mail.link.startsWith("http://localhost:3999/api/verify-email?token=")).toBe(true);
    const logs = await t.database.db
      .select()
      .from(securityLogs)
      .where(eq(securityLogs.action, "COMPANY_SIGNUP"));
    expect(logs).toHaveLength(1);
    expect(logs[0]!.companyId).toBe(body.company.id);
  });

  it("refuses an address already in use with 409, whatever its case", async () => {
    const res = await clientOf(t).post("/api/company-admin-signup", {
      ...SIGNUP,
      user: { ...SIGNUP.user, username: "ASHA@acme.test" },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe("An account with this email already exists");
  });

  it("answers 400 with the spec's messages for each invalid field", async () => {
    const res = await clientOf(t).post("/api/company-admin-signup", {
      company: { name: "A" },
      user: { username: "not-an-email", password: "short", firstName: "B", lastName: "C" },
      agreeToTerms: false,
    });
    expect(res.statusCode).toBe(400);
    const messages = res.json().errors.map((e: { message: string }) => e.message);
    expect(messages).toEqual(
      expect.arrayContaining([
        "Company name must be at least 2 characters",
        "Email must be a valid email address",
        "Password must be at least 8 characters",
        "First name must be at least 2 characters",
        "Last name must be at least 2 characters",
        "You must agree to the terms and conditions",
      ]),
    );
  });

  it("requires upper case, lower case and a digit in the password", async () => {
    const res = await clientOf(t).post("/api/company-admin-signup", {
      ...SIGNUP,
      user: { ...SIGNUP.user, username: "weak@acme.test", password: "alllowercase" },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.map((e: { message: string }) => e.message)).toEqual([
      "Password must contain at least one uppercase letter",
      "Password must contain at least one number",
    ]);
  });

  it("refuses names over 100 characters and a body that is not JSON without a 500", async () => {
    const long = await clientOf(t).post("/api/company-admin-signup", {
      ...SIGNUP,
      company: { name: "x".repeat(101) },
      user: { ...SIGNUP.user, username: "long@acme.test" },
    });
    expect(long.statusCode).toBe(400);
    const broken = await clientOf(t).request({
      method: "POST",
      url: "/api/company-admin-signup",
      headers: { "content-type": "application/json" },
      payload: "{not json",
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().message).toBeTruthy();
  });
});

describe("GET /api/verify-email", () => {
  it("verifies once, then the same link answers verified=false", async () => {
    const client = clientOf(t);
    await client.post("/api/company-admin-signup", {
      ...SIGNUP,
      company: { name: "Verify Co" },
      user: { ...SIGNUP.user, username: "ver@verify.test" },
    });
    const { token } = t.mailbox.lastLinkTo("ver@verify.test", "Verify");
    const first = await client.get(`/api/verify-email?token=${encodeURIComponent(token)}`);
    expect(first.statusCode).toBe(302);
    expect(first.headers.location).toBe("/auth?verified=true");
    const [row] = await t.database.db.select().from(users).where(eq(users.username, "ver@verify.test"));
    expect(row!.isVerified).toBe(true);
    const again = await client.get(`/api/verify-email?token=${encodeURIComponent(token)}`);
    expect(again.headers.location).toBe("/auth?verified=false");
  });

  it("refuses an unknown, a missing or an expired token", async () => {
    const client = clientOf(t);
    expect((await client.get("/api/verify-email?token=nope")).headers.location).toBe("/auth?verified=false");
    expect((await client.get("/api/verify-email")).headers.location).toBe("/auth?verified=false");
    await client.post("/api/company-admin-signup", {
      ...SIGNUP,
      company: { name: "Late Co" },
      user: { ...SIGNUP.user, username: "late@late.test" },
    });
    const { token } = t.mailbox.lastLinkTo("late@late.test", "Verify");
    t.clock.advance(24 * 60 * 60 * 1000 + 1000);
    const res = await client.get(`/api/verify-email?token=${encodeURIComponent(token)}`);
    expect(res.headers.location).toBe("/auth?verified=false");
  });
});

describe("verification status and resend", () => {
  it("answers 401 when signed out, whatever the body", async () => {
    expect((await clientOf(t).get("/api/verification-status")).statusCode).toBe(401);
    const res = await clientOf(t).post("/api/resend-verification", { junk: true });
    expect(res.statusCode).toBe(401);
  });

  it("lets an unverified admin sign in, see verified=false, resend, and verify with the new link", async () => {
    const client = clientOf(t);
    await client.post("/api/company-admin-signup", {
      ...SIGNUP,
      company: { name: "Resend Co" },
      user: { ...SIGNUP.user, username: "re@resend.test" },
    });
    const old = t.mailbox.lastLinkTo("re@resend.test", "Verify");
    expect(
      (await client.post("/api/login", { username: "re@resend.test", password: "Passw0rd1" })).statusCode,
    ).toBe(200);
    expect((await client.get("/api/verification-status")).json()).toEqual({ success: true, verified: false });
    const resend = await client.post("/api/resend-verification");
    expect(resend.statusCode).toBe(200);
    const fresh = t.mailbox.lastLinkTo("re@resend.test", "Verify");
    expect(fresh.token).not.toBe(old.token);
    // the earlier link stops working once a new one is issued
    expect((await client.get(`/api/verify-email?token=${old.token}`)).headers.location).toBe(
      "/auth?verified=false",
    );
    expect((await client.get(`/api/verify-email?token=${fresh.token}`)).headers.location).toBe(
      "/auth?verified=true",
    );
    expect((await client.get("/api/verification-status")).json()).toEqual({ success: true, verified: true });
  });
});
