import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildAdmin, buildCompany, buildEmployee, buildUser } from "../../db/seed/factories";
import { clientOf, signIn } from "../../test/accounts";
import { createTestApp, type TestApp } from "../../test/harness";
import { securityLogs } from "../security-logs/security-logs.table";
import { FORGOT_SENT } from "./password-reset.service";

let t: TestApp;
let companyId: number;
beforeAll(async () => {
  t = await createTestApp();
  companyId = (await buildCompany(t.database.db, { name: "Reset Co" })).id;
});
afterAll(() => t?.close());

describe("POST /api/forgot-password", () => {
  it("gives an unknown address the same answer as an admin's, and mails only the admin", async () => {
    await buildAdmin(t.database.db, companyId, { username: "boss@reset.test" });
    const known = await clientOf(t).post("/api/forgot-password", { email: "boss@reset.test" });
    const unknown = await clientOf(t).post("/api/forgot-password", { email: "nobody@reset.test" });
    expect(known.statusCode).toBe(200);
    expect(known.json()).toEqual({ message: FORGOT_SENT, isEmployee: false, isRestricted: false });
    expect(unknown.json()).toEqual(known.json());
    await t.mailbox.waitFor("boss@reset.test", "Reset");
    expect(t.mailbox.all().filter((m) => m.to.includes("boss@reset.test"))).toHaveLength(1);
    expect(t.mailbox.all().filter((m) => m.to.includes("nobody@reset.test"))).toHaveLength(0);
  });

  it("tells an employee to contact the company administrator and sends nothing", async () => {
    await buildEmployee(t.database.db, companyId, { username: "staff@reset.test" });
    const res = await clientOf(t).post("/api/forgot-password", { email: "staff@reset.test" });
    expect(res.json()).toMatchObject({ isEmployee: true, isRestricted: false });
    expect(res.json().message).toMatch(/company administrator/);
    expect(t.mailbox.all().filter((m) => m.to.includes("staff@reset.test"))).toHaveLength(0);
  });

  it("restricts a super admin", async () => {
    await buildUser(t.database.db, { role: "SUPER_ADMIN", username: "root@reset.test" });
    const res = await clientOf(t).post("/api/forgot-password", { email: "root@reset.test" });
    expect(res.json()).toMatchObject({ isEmployee: false, isRestricted: true });
  });

  it("refuses an address without @ with the spec's message", async () => {
    const res = await clientOf(t).post("/api/forgot-password", { email: "nope" });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("Invalid Email: Please enter a valid email address");
  });
});

describe("reset with the link", () => {
  it("validates, resets, ends every session, unlocks, and works only once", async () => {
    const admin = await buildAdmin(t.database.db, companyId, { username: "forgetful@reset.test" });
    const other = await signIn(t, admin.username, admin.password);
    // lock the account first: a reset also unlocks it
    for (let i = 0; i < 5; i++)
      await clientOf(t).post("/api/login", { username: admin.username, password: "Wrong1xx" });
    await clientOf(t).post("/api/forgot-password", { email: admin.username });
    await t.mailbox.waitFor(admin.username, "Reset your password");
    const { link, token } = t.mailbox.lastLinkTo(admin.username, "Reset your password");
    expect(link.startsWith("http://localhost:3999/reset-password?token=")).toBe(true);

    const valid = await clientOf(t).get(`/api/reset-password/validate?token=${encodeURIComponent(token)}`);
    expect(valid.statusCode).toBe(200);
    expect(valid.json()).toEqual({ email: admin.username });

    const weak = await clientOf(t).post("/api/reset-password", { token, newPassword: "weakpass" });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().message).toBe("Password must contain at least one uppercase letter");

    const done = await clientOf(t).post("/api/reset-password", { token, newPassword: "NewPassw0rd" });
    expect(done.statusCode).toBe(200);
    expect(done.json().message).toMatch(/reset/i);

    expect((await other.get("/api/user")).statusCode).toBe(401);
    expect(
      (await clientOf(t).post("/api/login", { username: admin.username, password: admin.password }))
        .statusCode,
    ).toBe(401);
    expect(
      (await clientOf(t).post("/api/login", { username: admin.username, password: "NewPassw0rd" }))
        .statusCode,
    ).toBe(200);

    const again = await clientOf(t).post("/api/reset-password", { token, newPassword: "OtherPassw0rd" });
    expect(again.statusCode).toBe(400);
    expect((await clientOf(t).get(`/api/reset-password/validate?token=${token}`)).statusCode).toBe(400);
    const logs = await t.database.db
      .select()
      .from(securityLogs)
      .where(eq(securityLogs.action, "PASSWORD_RESET"));
    expect(logs.some((l) => l.resourceId === String(admin.id))).toBe(true);
  });

  it("expires a link after one hour", async () => {
    const admin = await buildAdmin(t.database.db, companyId, { username: "slow@reset.test" });
    await clientOf(t).post("/api/forgot-password", { email: admin.username });
    await t.mailbox.waitFor(admin.username, "Reset");
    const { token } = t.mailbox.lastLinkTo(admin.username, "Reset");
    t.clock.advance(60 * 60 * 1000 + 1000);
    expect((await clientOf(t).get(`/api/reset-password/validate?token=${token}`)).statusCode).toBe(400);
    expect(
      (await clientOf(t).post("/api/reset-password", { token, newPassword: "NewPassw0rd" })).statusCode,
    ).toBe(400);
  });

  it("answers 400, not 500, for a missing or unknown token", async () => {
    expect((await clientOf(t).get("/api/reset-password/validate")).statusCode).toBe(400);
    expect((await clientOf(t).get("/api/reset-password/validate?token=zzz")).statusCode).toBe(400);
  });
});
