import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/client";
import { buildAdmin, buildCompany, buildEmployee, buildUser } from "../../db/seed/factories";
import { signIn } from "../../test/accounts";
import { TINY_PNG } from "../../test/authz/companies.authz";
import type { Client } from "../../test/harness";
import { createTestApp, type TestApp } from "../../test/harness";
import { whileHeld } from "../../test/held";
import { securityLogs } from "../security-logs/security-logs.table";
import { users } from "../users/users.table";
import { companies } from "./companies.table";

let t: TestApp;
let root: Client;
beforeAll(async () => {
  t = await createTestApp();
  const su = await buildUser(t.database.db, { role: "SUPER_ADMIN" });
  root = await signIn(t, su.username, su.password);
});
afterAll(() => t?.close());

const actions = async (action: string) =>
  (await t.database.db.select().from(securityLogs).where(eq(securityLogs.action, action))).map(
    (l) => l.resourceId,
  );

describe("POST /api/companies", () => {
  it("creates a company with a generated logo, listed with no users, and logs it", async () => {
    const res = await root.post("/api/companies", {
      name: "Kerala Tech",
      description: "Product studio",
      logo: "data:image/svg+xml;charset=utf-8,%3Csvg%3E%3C%2Fsvg%3E",
      payrollEnabled: true,
    });
    expect(res.statusCode).toBe(201);
    const company = res.json();
    expect(company).toMatchObject({
      name: "Kerala Tech",
      description: "Product studio",
      payrollEnabled: true,
    });
    const list = (await root.get("/api/companies")).json();
    expect(list.find((c: { id: number }) => c.id === company.id)).toMatchObject({ userCount: 0, users: [] });
    expect(await actions("COMPANY_CREATED")).toContain(String(company.id));
  });

  it("answers 400 with the spec's messages without a name or a logo", async () => {
    const res = await root.post("/api/companies", { name: "", logo: "" });
    expect(res.statusCode).toBe(400);
    const messages = res.json().errors.map((e: { message: string }) => e.message);
    expect(messages).toEqual(
      expect.arrayContaining(["Company name is required", "Company logo is required"]),
    );
    const long = await root.post("/api/companies", { name: "n".repeat(101), logo: "logo.png" });
    expect(long.statusCode).toBe(400);
  });

  it("stores an uploaded base64 logo as a file served only to those who may read the company", async () => {
    const res = await root.post("/api/companies", {
      name: "Logo Co",
      logo: `data:image/png;base64,${TINY_PNG.toString("base64")}`,
    });
    expect(res.statusCode).toBe(201);
    const { id, logo } = res.json();
    expect(logo).toMatch(new RegExp(`^/api/companies/${id}/logo/${id}-[0-9a-f]{16}\\.png$`));
    const image = await root.get(logo);
    expect(image.statusCode).toBe(200);
    expect(image.headers["content-type"]).toBe("image/png");
    expect(image.rawPayload.equals(TINY_PNG)).toBe(true);
    const other = await buildCompany(t.database.db);
    const outsider = await buildAdmin(t.database.db, other.id);
    const outsiderClient = await signIn(t, outsider.username, outsider.password);
    expect((await outsiderClient.get(logo)).statusCode).toBe(404);
  });

  it("refuses a data URL that is not really an image (415)", async () => {
    const fake = Buffer.from("%PDF-1.7 not an image").toString("base64");
    const res = await root.post("/api/companies", { name: "Fake Co", logo: `data:image/png;base64,${fake}` });
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toBe("Invalid file type. Please upload a JPEG, PNG, GIF, or SVG image.");
  });
});

describe("GET /api/companies", () => {
  it("counts live users and lists the first five of each company", async () => {
    const company = await buildCompany(t.database.db, { name: "Counted Co" });
    for (let i = 0; i < 6; i++) await buildEmployee(t.database.db, company.id, { firstName: `E${i}` });
    const gone = await buildEmployee(t.database.db, company.id);
    await t.database.db.update(users).set({ isDeleted: true }).where(eq(users.id, gone.id));
    const item = (await root.get("/api/companies")).json().find((c: { id: number }) => c.id === company.id);
    expect(item.userCount).toBe(6);
    expect(item.users).toHaveLength(5);
    expect(item.users[0]).toEqual({
      id: expect.any(Number),
      firstName: "E0",
      lastName: expect.any(String),
      role: "EMPLOYEE",
    });
  });
});

describe("PATCH /api/companies/:id", () => {
  it("lets an admin change their company's branding but never payrollEnabled", async () => {
    const company = await buildCompany(t.database.db, { name: "Brand Co" });
    const admin = await buildAdmin(t.database.db, company.id);
    const client = await signIn(t, admin.username, admin.password);
    const ok = await client.patch(`/api/companies/${company.id}`, {
      name: "Brand Co Ltd",
      description: "New",
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ name: "Brand Co Ltd", description: "New", payrollEnabled: false });
    const sameValue = await client.patch(`/api/companies/${company.id}`, { payrollEnabled: false });
    expect(sameValue.statusCode).toBe(200);
    const refused = await client.patch(`/api/companies/${company.id}`, {
      payrollEnabled: true,
      name: "Sneaky",
    });
    expect(refused.statusCode).toBe(403);
    const now = (await client.get(`/api/companies/${company.id}`)).json();
    expect(now).toMatchObject({ name: "Brand Co Ltd", payrollEnabled: false });
  });

  it("lets a super admin enable payroll", async () => {
    const company = await buildCompany(t.database.db);
    const res = await root.patch(`/api/companies/${company.id}`, { payrollEnabled: true });
    expect(res.json().payrollEnabled).toBe(true);
  });
});

describe("DELETE /api/companies/:id", () => {
  it("refuses while the company has users (409), then soft-deletes once they are gone", async () => {
    const company = await buildCompany(t.database.db, { name: "Closing Co" });
    const person = await buildEmployee(t.database.db, company.id);
    const refused = await root.delete(`/api/companies/${company.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe("Cannot delete company with users");
    expect((await root.delete(`/api/users/${person.id}`)).statusCode).toBe(204);
    expect((await root.delete(`/api/companies/${company.id}`)).statusCode).toBe(204);
    expect((await root.get(`/api/companies/${company.id}`)).statusCode).toBe(404);
    expect((await root.get("/api/companies")).json().some((c: { id: number }) => c.id === company.id)).toBe(
      false,
    );
    expect(await actions("COMPANY_DELETED")).toContain(String(company.id));
  });
});

// On PostgreSQL two requests run at once (PGlite runs transactions one after another, so it never meets
// this): a deletion and a person's addition to the same company must not both succeed.
describe.runIf(process.env.TEST_DB === "pg")("a company's deletion and a person joining it at once", () => {
  const deleting = (companyId: number) => async (tx: Database) => {
    await tx.select().from(companies).where(eq(companies.id, companyId)).for("update");
    await tx
      .update(companies)
      .set({ isDeleted: true, deletedAt: new Date() })
      .where(eq(companies.id, companyId));
  };
  const livePeopleOf = async (companyId: number) =>
    t.database.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.companyId, companyId), eq(users.isDeleted, false)));

  it("a person added while the company is being deleted: 404, and nobody left in the deleted company", async () => {
    const company = await buildCompany(t.database.db, { name: "Deleted Meanwhile" });
    const res = await whileHeld(t.database.db, deleting(company.id), () =>
      root.post(`/api/companies/${company.id}/users`, {
        username: "joiner@deleted-meanwhile.test",
        firstName: "Late",
        lastName: "Joiner",
        role: "EMPLOYEE",
      }),
    );
    expect(res.statusCode, res.body).toBe(404);
    expect(res.json().message).toBe("Company not found");
    expect(await livePeopleOf(company.id)).toEqual([]);
  });

  it("a person moved into a company being deleted: 404, and they stay where they were", async () => {
    const from = await buildCompany(t.database.db, { name: "Staying Co" });
    const to = await buildCompany(t.database.db, { name: "Vanishing Co" });
    const person = await buildEmployee(t.database.db, from.id, { username: "mover@vanishing.test" });
    const res = await whileHeld(t.database.db, deleting(to.id), () =>
      root.put(`/api/users/${person.id}`, {
        username: person.username,
        firstName: person.firstName,
        lastName: person.lastName,
        role: "EMPLOYEE",
        companyId: to.id,
      }),
    );
    expect(res.statusCode, res.body).toBe(404);
    expect(await livePeopleOf(to.id)).toEqual([]);
    expect((await livePeopleOf(from.id)).map((p) => p.id)).toEqual([person.id]);
  });

  it("a deletion while a person is being added waits for them, then refuses (409)", async () => {
    const company = await buildCompany(t.database.db, { name: "Joined Meanwhile" });
    const res = await whileHeld(
      t.database.db,
      async (tx) => {
        // What adding a person holds (user-management.service.ts, createUser) until it commits.
        await tx.select().from(companies).where(eq(companies.id, company.id)).for("share");
        await tx.insert(users).values({
          username: "joined@joined-meanwhile.test",
          passwordHash: "x",
          role: "EMPLOYEE",
          companyId: company.id,
          firstName: "Just",
          lastName: "Joined",
        });
      },
      () => root.delete(`/api/companies/${company.id}`),
    );
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().message).toBe("Cannot delete company with users");
    expect((await root.get(`/api/companies/${company.id}`)).statusCode).toBe(200);
  });
});

describe("POST /api/companies/:id/logo", () => {
  const upload = (client: Client, id: number, body: Buffer, type: string) =>
    client.request({
      method: "POST",
      url: `/api/companies/${id}/logo`,
      payload: body,
      headers: { "content-type": type },
    });

  it("takes a raw PNG or SVG and points the company at it", async () => {
    const company = await buildCompany(t.database.db);
    const png = await upload(root, company.id, TINY_PNG, "image/png");
    expect(png.statusCode).toBe(200);
    expect(png.json().company.logo).toMatch(/\.png$/);
    const svg = await upload(
      root,
      company.id,
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
      "image/svg+xml",
    );
    expect(svg.json().company.logo).toMatch(/\.svg$/);
  });

  it("checks the content, not the declared type (415), and the 5 MB limit (413)", async () => {
    const company = await buildCompany(t.database.db);
    const pdf = await upload(root, company.id, Buffer.from("%PDF-1.4"), "image/png");
    expect(pdf.statusCode).toBe(415);
    expect(pdf.json().message).toBe("Invalid file type. Please upload a JPEG, PNG, GIF, or SVG image.");
    const big = Buffer.concat([TINY_PNG, Buffer.alloc(5 * 1024 * 1024)]);
    const tooBig = await upload(root, company.id, big, "image/png");
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().message).toBe("File is too large. Maximum size is 5MB.");
    const after = (await root.get(`/api/companies/${company.id}`)).json();
    expect(after.logo).toBe(company.logo);
  });
});
