import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildAdmin, buildCompany, buildEmployee, buildUser } from "../../db/seed/factories";
import { clientOf, signIn } from "../../test/accounts";
import type { Client } from "../../test/harness";
import { createTestApp, type TestApp } from "../../test/harness";
import { securityLogs } from "../security-logs/security-logs.table";
import { users } from "./users.table";

let t: TestApp;
let company: { id: number };
let other: { id: number };
let admin: Awaited<ReturnType<typeof buildAdmin>>;
let adminClient: Client;
let root: Client;

beforeAll(async () => {
  t = await createTestApp();
  company = await buildCompany(t.database.db, { name: "People Co" });
  other = await buildCompany(t.database.db, { name: "Elsewhere Co" });
  admin = await buildAdmin(t.database.db, company.id, { username: "hr@people.test" });
  adminClient = await signIn(t, admin.username, admin.password);
  const su = await buildUser(t.database.db, { role: "SUPER_ADMIN", username: "root@people.test" });
  root = await signIn(t, su.username, su.password);
});
afterAll(() => t?.close());

const logged = async (action: string, resourceId: number) =>
  (await t.database.db.select().from(securityLogs).where(eq(securityLogs.action, action))).some(
    (l) => l.resourceId === String(resourceId),
  );

const person = (username: string, extra: Record<string, unknown> = {}) => ({
  username,
  firstName: "Kiran",
  lastName: "Das",
  role: "EMPLOYEE",
  ...extra,
});

describe("POST /api/companies/:id/users", () => {
  it("invites a person added without a password; the invitation sets it and signs them in", async () => {
    const res = await adminClient.post(`/api/companies/${company.id}/users`, person("invitee@people.test"));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      username: "invitee@people.test",
      role: "EMPLOYEE",
      companyId: company.id,
      isVerified: false,
      totalLeaves: 20,
    });
    expect(res.body).not.toMatch(/password/i);
    const { link, token } = t.mailbox.lastLinkTo("invitee@people.test", "invited");
    expect(link.startsWith("http://localhost:3999/register?token=")).toBe(true);
    const joined = await clientOf(t).post("/api/register", { token, password: "MyOwnPassw0rd" });
    expect(joined.statusCode).toBe(200);
    expect(joined.json().isVerified).toBe(true);
    expect(await logged("USER_CREATED", res.json().id)).toBe(true);
  });

  it("creates a ready account with the given password and mails a verification link", async () => {
    const res = await adminClient.post(
      `/api/companies/${company.id}/users`,
      person("ready@people.test", {
        password: "Passw0rd1",
        department: "Engineering",
        salary: "85000",
        taxAmount: 5000,
      }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      department: "Engineering",
      salary: 85000,
      taxAmount: 5000,
      deductionAmount: 0,
    });
    t.mailbox.lastLinkTo("ready@people.test", "Verify");
    expect(
      (await clientOf(t).post("/api/login", { username: "ready@people.test", password: "Passw0rd1" }))
        .statusCode,
    ).toBe(200);
  });

  it("refuses an address in use (409), a negative salary and a bad e-mail (400), and a SUPER_ADMIN role from an admin (403)", async () => {
    expect(
      (await adminClient.post(`/api/companies/${company.id}/users`, person("hr@people.test"))).statusCode,
    ).toBe(409);
    const negative = await adminClient.post(
      `/api/companies/${company.id}/users`,
      person("neg@people.test", { salary: -5 }),
    );
    expect(negative.statusCode).toBe(400);
    expect(negative.json().message).toBe("Salary cannot be negative");
    const bad = await adminClient.post(`/api/companies/${company.id}/users`, person("not-an-email"));
    expect(bad.json().message).toBe("Please enter a valid email address");
    const promoted = await adminClient.post(
      `/api/companies/${company.id}/users`,
      person("boss@people.test", { role: "SUPER_ADMIN" }),
    );
    expect(promoted.statusCode).toBe(403);
    const unknownRole = await adminClient.post(
      `/api/companies/${company.id}/users`,
      person("x@people.test", { role: "OWNER" }),
    );
    expect(unknownRole.statusCode).toBe(400);
  });

  it("turns a salary that is not a number into 0", async () => {
    const res = await adminClient.post(
      `/api/companies/${company.id}/users`,
      person("zero@people.test", { salary: "abc" }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().salary).toBe(0);
  });
});

describe("GET /api/companies/:id/users", () => {
  it("lists employees, admins only with includeAdmins, never deleted people, and `all` for a super admin", async () => {
    const staff = await buildEmployee(t.database.db, company.id, { firstName: "Listed" });
    const gone = await buildEmployee(t.database.db, company.id, { firstName: "Gone" });
    await adminClient.delete(`/api/users/${gone.id}`);
    const elsewhere = await buildEmployee(t.database.db, other.id);
    const employeesOnly = (await adminClient.get(`/api/companies/${company.id}/users`)).json();
    const ids = employeesOnly.map((u: { id: number }) => u.id);
    expect(ids).toContain(staff.id);
    expect(ids).not.toContain(admin.id);
    expect(ids).not.toContain(gone.id);
    const withAdmins = (
      await adminClient.get(`/api/companies/${company.id}/users?includeAdmins=true`)
    ).json();
    expect(withAdmins.map((u: { id: number }) => u.id)).toContain(admin.id);
    const all = (await root.get("/api/companies/all/users?includeAdmins=true")).json();
    expect(all.map((u: { id: number }) => u.id)).toEqual(
      expect.arrayContaining([staff.id, admin.id, elsewhere.id]),
    );
  });
});

describe("PUT /api/users/:id", () => {
  it("updates the person, logs a role change and ends their sessions", async () => {
    const staff = await buildEmployee(t.database.db, company.id);
    const staffClient = await signIn(t, staff.username, staff.password);
    const res = await adminClient.put(`/api/users/${staff.id}`, {
      username: staff.username,
      firstName: "Promoted",
      lastName: staff.lastName,
      role: "ADMIN",
      department: "Sales",
      salary: 120000,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      firstName: "Promoted",
      role: "ADMIN",
      department: "Sales",
      salary: 120000,
    });
    expect(await logged("ROLE_CHANGED", staff.id)).toBe(true);
    expect((await staffClient.get("/api/user")).statusCode).toBe(401);
    // no password in the body: the current one still works
    expect(
      (await clientOf(t).post("/api/login", { username: staff.username, password: staff.password }))
        .statusCode,
    ).toBe(200);
  });

  it("never lets an admin promote to SUPER_ADMIN, change their own role, or move someone to another company", async () => {
    const staff = await buildEmployee(t.database.db, company.id);
    const base = { username: staff.username, firstName: "A", lastName: "B" };
    expect(
      (await adminClient.put(`/api/users/${staff.id}`, { ...base, role: "SUPER_ADMIN" })).statusCode,
    ).toBe(403);
    expect(
      (await adminClient.put(`/api/users/${staff.id}`, { ...base, role: "EMPLOYEE", companyId: other.id }))
        .statusCode,
    ).toBe(403);
    const self = await adminClient.put(`/api/users/${admin.id}`, {
      username: admin.username,
      firstName: admin.firstName,
      lastName: admin.lastName,
      role: "EMPLOYEE",
    });
    expect(self.statusCode).toBe(403);
    const after = (await adminClient.get(`/api/users/company/${company.id}`)).json();
    expect(after.find((u: { id: number }) => u.id === staff.id)).toMatchObject({
      role: "EMPLOYEE",
      companyId: company.id,
    });
  });

  it("never lets an admin set their own pay or password from the admin form; another admin may", async () => {
    const me = await buildAdmin(t.database.db, company.id, { username: "self-pay@people.test" });
    const myClient = await signIn(t, me.username, me.password);
    const form = { username: me.username, firstName: me.firstName, lastName: me.lastName, role: "ADMIN" };
    const raise = await myClient.put(`/api/users/${me.id}`, { ...form, salary: 999999 });
    expect(raise.statusCode).toBe(403);
    expect(raise.json().message).toBe("You cannot change your own pay");
    const password = await myClient.put(`/api/users/${me.id}`, { ...form, password: "N3wPassword!" });
    expect(password.statusCode).toBe(403);
    expect(password.json().message).toMatch(/Settings/);
    const [unchanged] = await t.database.db.select().from(users).where(eq(users.id, me.id));
    expect(unchanged!.salary).toBe(0);
    // The same form with the pay as it is still saves the rest.
    const rename = await myClient.put(`/api/users/${me.id}`, { ...form, firstName: "Renamed", salary: 0 });
    expect(rename.statusCode).toBe(200);
    const byColleague = await adminClient.put(`/api/users/${me.id}`, { ...form, salary: 50000 });
    expect(byColleague.statusCode).toBe(200);
    expect(byColleague.json().salary).toBe(50000);
  });

  it("answers 404 when an admin reaches a super admin", async () => {
    const su = await buildUser(t.database.db, { role: "SUPER_ADMIN" });
    const res = await adminClient.put(`/api/users/${su.id}`, {
      username: su.username,
      firstName: "X",
      lastName: "Y",
      role: "EMPLOYEE",
    });
    expect(res.statusCode).toBe(404);
  });

  it("lets a super admin move a person to another company and set a new password", async () => {
    const staff = await buildEmployee(t.database.db, company.id);
    const res = await root.put(`/api/users/${staff.id}`, {
      username: staff.username,
      firstName: staff.firstName,
      lastName: staff.lastName,
      role: "EMPLOYEE",
      companyId: other.id,
      password: "Moved0ver!",
    });
    expect(res.json()).toMatchObject({ companyId: other.id, companyName: "Elsewhere Co" });
    expect(
      (await clientOf(t).post("/api/login", { username: staff.username, password: "Moved0ver!" })).statusCode,
    ).toBe(200);
  });
});

describe("DELETE /api/users/:id", () => {
  it("soft-deletes: the person cannot sign in, their sessions end, and it is logged", async () => {
    const staff = await buildEmployee(t.database.db, company.id);
    const staffClient = await signIn(t, staff.username, staff.password);
    expect((await adminClient.delete(`/api/users/${staff.id}`)).statusCode).toBe(204);
    expect((await staffClient.get("/api/user")).statusCode).toBe(401);
    expect(
      (await clientOf(t).post("/api/login", { username: staff.username, password: staff.password }))
        .statusCode,
    ).toBe(401);
    expect((await adminClient.delete(`/api/users/${staff.id}`)).statusCode).toBe(404);
    expect(await logged("USER_DELETED", staff.id)).toBe(true);
  });

  it("refuses deleting oneself", async () => {
    const res = await adminClient.delete(`/api/users/${admin.id}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("You cannot delete your own account");
  });
});

describe("PATCH /api/users/:id (profile)", () => {
  it("updates one's own names and e-mail; a new e-mail must be verified again", async () => {
    const staff = await buildEmployee(t.database.db, company.id);
    const client = await signIn(t, staff.username, staff.password);
    const res = await client.patch(`/api/users/${staff.id}`, {
      firstName: "Meera",
      username: "meera.new@people.test",
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      firstName: "Meera",
      username: "meera.new@people.test",
      isVerified: false,
    });
    t.mailbox.lastLinkTo("meera.new@people.test", "Verify");
    expect((await client.get("/api/user")).json().firstName).toBe("Meera");
  });

  it("never changes a super admin's e-mail", async () => {
    const su = await buildUser(t.database.db, { role: "SUPER_ADMIN" });
    const client = await signIn(t, su.username, su.password);
    const res = await client.patch(`/api/users/${su.id}`, { username: "other@people.test" });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe("System administrator email addresses cannot be changed.");
  });

  it("does not let an employee edit a colleague", async () => {
    const a = await buildEmployee(t.database.db, company.id);
    const b = await buildEmployee(t.database.db, company.id);
    const client = await signIn(t, a.username, a.password);
    expect((await client.patch(`/api/users/${b.id}`, { firstName: "Hacked" })).statusCode).toBe(403);
  });
});

describe("POST /api/users/:id/change-password", () => {
  it("checks the current password, ends other sessions, keeps this one", async () => {
    const staff = await buildEmployee(t.database.db, company.id);
    const here = await signIn(t, staff.username, staff.password);
    const elsewhere = await signIn(t, staff.username, staff.password);
    const wrong = await here.post(`/api/users/${staff.id}/change-password`, {
      currentPassword: "Nope",
      newPassword: "Brand-new1",
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe("Current password is incorrect");
    const weak = await here.post(`/api/users/${staff.id}/change-password`, {
      currentPassword: staff.password,
      newPassword: "short",
    });
    expect(weak.statusCode).toBe(400);
    const ok = await here.post(`/api/users/${staff.id}/change-password`, {
      currentPassword: staff.password,
      newPassword: "Brand-new1",
    });
    expect(ok.statusCode).toBe(200);
    expect((await here.get("/api/user")).statusCode).toBe(200);
    expect((await elsewhere.get("/api/user")).statusCode).toBe(401);
    expect(
      (await clientOf(t).post("/api/login", { username: staff.username, password: "Brand-new1" })).statusCode,
    ).toBe(200);
    expect(await logged("PASSWORD_CHANGED", staff.id)).toBe(true);
  });
});

describe("user management and unlock", () => {
  it("shows a locked account with its counters, and unlocking lets the person sign in", async () => {
    const staff = await buildEmployee(t.database.db, company.id);
    for (let i = 0; i < 5; i++)
      await clientOf(t).post("/api/login", { username: staff.username, password: "Wrong1xx" });
    const row = (await adminClient.get(`/api/users/company/${company.id}`))
      .json()
      .find((u: { id: number }) => u.id === staff.id);
    expect(row).toMatchObject({ isLocked: true, failedLoginAttempts: 5 });
    expect(new Date(row.lockedUntil).getTime()).toBeGreaterThan(Date.now());
    const unlocked = await adminClient.post(`/api/users/${staff.id}/unlock`);
    expect(unlocked.json()).toMatchObject({ isLocked: false, failedLoginAttempts: 0, lockedUntil: null });
    expect(
      (await clientOf(t).post("/api/login", { username: staff.username, password: staff.password }))
        .statusCode,
    ).toBe(200);
    expect(await logged("ACCOUNT_UNLOCKED", staff.id)).toBe(true);
  });

  it("gives a super admin everyone and an admin only their company on GET /api/users", async () => {
    const elsewhere = await buildEmployee(t.database.db, other.id);
    const mine = (await adminClient.get("/api/users")).json().map((u: { id: number }) => u.id);
    expect(mine).toContain(admin.id);
    expect(mine).not.toContain(elsewhere.id);
    const everyone = (await root.get("/api/users")).json().map((u: { id: number }) => u.id);
    expect(everyone).toEqual(expect.arrayContaining([admin.id, elsewhere.id]));
  });
});

describe("POST /api/email/test", () => {
  it("sends a test mail for a super admin and refuses a missing field", async () => {
    const res = await root.post("/api/email/test", {
      to: "check@people.test",
      subject: "Hello",
      message: "It works",
    });
    expect(res.json()).toEqual({ success: true });
    expect(t.mailbox.all().some((m) => m.to.includes("check@people.test") && m.subject === "Hello")).toBe(
      true,
    );
    const missing = await root.post("/api/email/test", {
      to: "check@people.test",
      subject: "",
      message: "x",
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe("Please fill out all fields before sending.");
  });
});
