import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildAdmin, buildCompany, buildEmployee, buildUser } from "../../db/seed/factories";
import { signIn } from "../../test/accounts";
import type { Client } from "../../test/harness";
import { createTestApp, type TestApp } from "../../test/harness";
import { payrollEnablementRequests } from "../payroll/payroll.table";
import { securityLogs } from "../security-logs/security-logs.table";

/** A company's plan and the Custom plan's fee (docs/product/companies.md §2, payroll.md §1). */

let t: TestApp;
let root: Client;
beforeAll(async () => {
  t = await createTestApp();
  const su = await buildUser(t.database.db, { role: "SUPER_ADMIN" });
  root = await signIn(t, su.username, su.password);
});
afterAll(() => t?.close());

const LOGO = "logo.png";

async function companyWithAdmin(fields: Parameters<typeof buildCompany>[1] = {}) {
  const company = await buildCompany(t.database.db, fields);
  const admin = await buildAdmin(t.database.db, company.id);
  return { company, admin: await signIn(t, admin.username, admin.password) };
}

const updateLogs = async (companyId: number) =>
  t.database.db
    .select()
    .from(securityLogs)
    .where(and(eq(securityLogs.action, "COMPANY_UPDATED"), eq(securityLogs.companyId, companyId)));

/** The refusal's message: the field messages of a 400 from the schema, or the error's own. */
const errorOf = (res: { json: () => { message?: string; errors?: { message: string }[] } }) => {
  const body = res.json();
  return body.errors?.map((e) => e.message).join("; ") ?? body.message;
};

describe("PATCH /api/companies/:id: the plan", () => {
  it("lets a super admin set a plan, answered and logged with the change", async () => {
    const { company } = await companyWithAdmin();
    const res = await root.patch(`/api/companies/${company.id}`, { payrollPlan: "Standard" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ payrollPlan: "Standard", customFeePerEmployee: null });
    expect((await root.get(`/api/companies/${company.id}`)).json()).toMatchObject({
      payrollPlan: "Standard",
    });
    const [log] = await updateLogs(company.id);
    expect(log!.message).toBe(`Company "${company.name}" updated; plan none → Standard`);
    expect(log!.metadata).toMatchObject({
      fields: ["payrollPlan"],
      payrollPlan: {
        from: { plan: null, customFeePerEmployee: null },
        to: { plan: "Standard", customFeePerEmployee: null },
      },
    });
  });

  it("needs a fee for the Custom plan, of whole rupees ≥ 0", async () => {
    const { company } = await companyWithAdmin();
    const url = `/api/companies/${company.id}`;
    const noFee = await root.patch(url, { payrollPlan: "Custom" });
    expect(noFee.statusCode).toBe(400);
    expect(errorOf(noFee)).toBe("Custom plan needs a fee per employee");
    for (const fee of [10.5, -1, "500"]) {
      const bad = await root.patch(url, { payrollPlan: "Custom", customFeePerEmployee: fee });
      expect(bad.statusCode).toBe(400);
      expect(errorOf(bad)).toBe("Fee per employee must be a whole number of rupees");
    }
    const wrongPlan = await root.patch(url, { payrollPlan: "Gold" });
    expect(wrongPlan.statusCode).toBe(400);
    expect(errorOf(wrongPlan)).toBe("Plan must be Starter, Standard or Custom");

    const ok = await root.patch(url, { payrollPlan: "Custom", customFeePerEmployee: 1500 });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ payrollPlan: "Custom", customFeePerEmployee: 1500 });
    const logs = await updateLogs(company.id);
    expect(logs.map((l) => l.message)).toEqual([
      `Company "${company.name}" updated; plan none → Custom at ₹1,500 per employee`,
    ]);
    // The fee cannot be taken away while the plan is Custom; another plan keeps it, unused.
    const cleared = await root.patch(url, { customFeePerEmployee: null });
    expect(errorOf(cleared)).toBe("Custom plan needs a fee per employee");
    const standard = await root.patch(url, { payrollPlan: "Standard" });
    expect(standard.json()).toMatchObject({ payrollPlan: "Standard", customFeePerEmployee: 1500 });
    const none = await root.patch(url, { payrollPlan: null });
    expect(none.json()).toMatchObject({ payrollPlan: null });
  });

  it("refuses an admin who changes the plan or the fee (403), and lets one send them unchanged", async () => {
    const { company, admin } = await companyWithAdmin({ payrollPlan: "Starter" });
    const url = `/api/companies/${company.id}`;
    const plan = await admin.patch(url, { payrollPlan: "Standard", name: "Sneaky" });
    expect(plan.statusCode).toBe(403);
    expect(errorOf(plan)).toBe("Only the platform administrator can change the payroll plan");
    const fee = await admin.patch(url, { customFeePerEmployee: 1 });
    expect(fee.statusCode).toBe(403);
    const same = await admin.patch(url, { payrollPlan: "Starter", customFeePerEmployee: null, name: "Same" });
    expect(same.statusCode).toBe(200);
    expect(same.json()).toMatchObject({ name: "Same", payrollPlan: "Starter" });
    expect((await updateLogs(company.id)).map((l) => l.message)).toEqual([`Company "Same" updated`]);
  });

  it("answers an admin of another company 404 and an employee 403, changing nothing", async () => {
    const { company } = await companyWithAdmin();
    const other = await companyWithAdmin();
    const url = `/api/companies/${company.id}`;
    expect((await other.admin.patch(url, { payrollPlan: "Starter" })).statusCode).toBe(404);
    const employee = await buildEmployee(t.database.db, company.id);
    const client = await signIn(t, employee.username, employee.password);
    expect((await client.patch(url, { payrollPlan: "Starter" })).statusCode).toBe(403);
    expect((await root.get(url)).json()).toMatchObject({ payrollPlan: null });
  });
});

describe("GET /api/companies/:id: who sees the plan", () => {
  it("shows the plan and fee to the company's admin and a super admin, not to an employee", async () => {
    const { company, admin } = await companyWithAdmin({ payrollPlan: "Custom", customFeePerEmployee: 900 });
    const url = `/api/companies/${company.id}`;
    expect((await admin.get(url)).json()).toMatchObject({ payrollPlan: "Custom", customFeePerEmployee: 900 });
    expect((await root.get(url)).json()).toMatchObject({ payrollPlan: "Custom", customFeePerEmployee: 900 });
    const employee = await buildEmployee(t.database.db, company.id);
    const client = await signIn(t, employee.username, employee.password);
    const seen = (await client.get(url)).json();
    expect(seen.name).toBe(company.name);
    expect(seen).not.toHaveProperty("payrollPlan");
    expect(seen).not.toHaveProperty("customFeePerEmployee");
  });

  it("lists each company's plan for the super admin", async () => {
    const { company } = await companyWithAdmin({ name: "Listed Plan Co", payrollPlan: "Starter" });
    const list = (await root.get("/api/companies?q=Listed Plan Co")).json();
    expect(list.find((c: { id: number }) => c.id === company.id)).toMatchObject({ payrollPlan: "Starter" });
  });
});

describe("POST /api/companies: the plan", () => {
  it("creates a company with a plan, and refuses Custom without a fee", async () => {
    const res = await root.post("/api/companies", {
      name: "Planned Co",
      logo: LOGO,
      payrollPlan: "Custom",
      customFeePerEmployee: 2000,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ payrollPlan: "Custom", customFeePerEmployee: 2000 });
    const refused = await root.post("/api/companies", {
      name: "Unpriced Co",
      logo: LOGO,
      payrollPlan: "Custom",
    });
    expect(refused.statusCode).toBe(400);
    expect(errorOf(refused)).toBe("Custom plan needs a fee per employee");
  });
});

describe("enabling payroll takes the plan request's plan", () => {
  const ask = (client: Client, selectedPlan: string) =>
    client.post("/api/contact-support", { type: "payroll_enablement", selectedPlan });
  const requestOf = async (companyId: number) =>
    (
      await t.database.db
        .select()
        .from(payrollEnablementRequests)
        .where(eq(payrollEnablementRequests.companyId, companyId))
    )[0]!;

  it("sets the company's plan to the one asked for, and logs it", async () => {
    const { company, admin } = await companyWithAdmin();
    expect((await ask(admin, "Starter")).statusCode).toBe(200);
    const res = await root.patch(`/api/companies/${company.id}`, { payrollEnabled: true });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ payrollEnabled: true, payrollPlan: "Starter" });
    expect((await requestOf(company.id)).status).toBe("enabled");
    const [log] = await updateLogs(company.id);
    expect(log!.message).toBe(`Company "${company.name}" updated; plan none → Starter`);
    expect(log!.metadata).toMatchObject({ fields: ["payrollEnabled", "payrollPlan"] });
  });

  it("keeps the plan the update names", async () => {
    const { company, admin } = await companyWithAdmin();
    await ask(admin, "Starter");
    const res = await root.patch(`/api/companies/${company.id}`, {
      payrollEnabled: true,
      payrollPlan: "Standard",
    });
    expect(res.json()).toMatchObject({ payrollEnabled: true, payrollPlan: "Standard" });
  });

  it("refuses a Custom request without a fee, leaving payroll off and the request open", async () => {
    const { company, admin } = await companyWithAdmin();
    await ask(admin, "Custom");
    const url = `/api/companies/${company.id}`;
    const refused = await root.patch(url, { payrollEnabled: true });
    expect(refused.statusCode).toBe(400);
    expect(errorOf(refused)).toBe("Custom plan needs a fee per employee");
    expect((await root.get(url)).json()).toMatchObject({ payrollEnabled: false, payrollPlan: null });
    expect((await requestOf(company.id)).status).toBe("open");
    const ok = await root.patch(url, { payrollEnabled: true, customFeePerEmployee: 750 });
    expect(ok.json()).toMatchObject({
      payrollEnabled: true,
      payrollPlan: "Custom",
      customFeePerEmployee: 750,
    });
    expect((await requestOf(company.id)).status).toBe("enabled");
  });

  it("leaves the plan alone when there is no open request", async () => {
    const { company } = await companyWithAdmin({ payrollPlan: "Standard" });
    const res = await root.patch(`/api/companies/${company.id}`, { payrollEnabled: true });
    expect(res.json()).toMatchObject({ payrollEnabled: true, payrollPlan: "Standard" });
    const [log] = await updateLogs(company.id);
    expect(log!.message).toBe(`Company "${company.name}" updated`);
  });
});
