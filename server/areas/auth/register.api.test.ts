import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildCompany, buildEmployee } from "../../db/seed/factories";
import { clientOf } from "../../test/accounts";
import { createTestApp, type TestApp } from "../../test/harness";
import { issueToken } from "./tokens.service";

let t: TestApp;
let companyId: number;
beforeAll(async () => {
  t = await createTestApp();
  companyId = (await buildCompany(t.database.db, { name: "Invite Co" })).id;
});
afterAll(() => t?.close());

describe("POST /api/register", () => {
  it("completes an invitation: sets the password and names, verifies, and signs in", async () => {
    const invited = await buildEmployee(t.database.db, companyId, {
      username: "new@invite.test",
      isVerified: false,
    });
    const token = await issueToken(t.database.db, invited.id, "invite", t.clock.now());
    const client = clientOf(t);
    const res = await client.post("/api/register", { token, password: "MyPassw0rd", firstName: "Kiran" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: invited.id, firstName: "Kiran", isVerified: true, companyId });
    expect((await client.get("/api/user")).json().id).toBe(invited.id);
    const login = await clientOf(t).post("/api/login", {
      username: "new@invite.test",
      password: "MyPassw0rd",
    });
    expect(login.statusCode).toBe(200);
  });

  it("refuses a used or unknown invitation, so nobody joins a company without an admin", async () => {
    const invited = await buildEmployee(t.database.db, companyId, { isVerified: false });
    const token = await issueToken(t.database.db, invited.id, "invite", t.clock.now());
    expect((await clientOf(t).post("/api/register", { token, password: "MyPassw0rd" })).statusCode).toBe(200);
    expect((await clientOf(t).post("/api/register", { token, password: "MyPassw0rd" })).statusCode).toBe(400);
    expect(
      (await clientOf(t).post("/api/register", { token: "made-up", password: "MyPassw0rd" })).statusCode,
    ).toBe(400);
  });

  it("does not accept a verification token as an invitation", async () => {
    const person = await buildEmployee(t.database.db, companyId, { isVerified: false });
    const token = await issueToken(t.database.db, person.id, "verify", t.clock.now());
    expect((await clientOf(t).post("/api/register", { token, password: "MyPassw0rd" })).statusCode).toBe(400);
  });
});
