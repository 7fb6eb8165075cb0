import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  AMOUNT_FRACTION,
  AMOUNT_NOT_POSITIVE,
  COMPANY_REQUIRED,
  CURRENCY_INVALID,
  type TransactionDto,
} from "../../../shared/finance/finance.schema";
import { buildAdmin, buildCompany, buildEmployee, buildUser } from "../../db/seed/factories";
import { signIn } from "../../test/accounts";
import { type Client, createTestApp, type TestApp } from "../../test/harness";
import { companies } from "../companies/companies.table";
import { securityLogs } from "../security-logs/security-logs.table";
import { buildTransaction } from "./transactions.fixtures";
import { transactions } from "./transactions.table";

/** Recording, changing and deleting transactions (docs/product/finance.md §1–§4, §6). */

let t: TestApp;
let root: Client & { userId: number; name: string };
let admin: Client;
let employee: Client;
let kochi: { id: number };
let pune: { id: number };

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  kochi = await buildCompany(db, { name: "Kochi Labs" });
  pune = await buildCompany(db, { name: "Pune Works" });
  const r = await buildUser(db, { role: "SUPER_ADMIN", firstName: "Sana", lastName: "Root" });
  root = Object.assign(await signIn(t, r.username, r.password), { userId: r.id, name: "Sana Root" });
  const a = await buildAdmin(db, kochi.id);
  admin = await signIn(t, a.username, a.password);
  const e = await buildEmployee(db, kochi.id);
  employee = await signIn(t, e.username, e.password);
});
afterAll(() => t?.close());

const logsOf = (action: string, resourceId: number) =>
  t.database.db
    .select()
    .from(securityLogs)
    .where(and(eq(securityLogs.action, action), eq(securityLogs.resourceId, String(resourceId))));

const stored = async (id: number) =>
  (await t.database.db.select().from(transactions).where(eq(transactions.id, id)))[0];

describe("POST /api/transactions", () => {
  it("records the super admin's transaction: 201 with the company, the cents and the author", async () => {
    const res = await root.post("/api/transactions", {
      companyId: kochi.id,
      amount: 45_000_000,
      currency: "INR",
      status: "COMPLETED",
      type: "INCOME",
      comment: "Local staffing contract, Kochi",
    });
    expect(res.statusCode).toBe(201);
    const created: TransactionDto = res.json();
    expect(created).toMatchObject({
      companyId: kochi.id,
      companyName: "Kochi Labs",
      amount: 45_000_000,
      currency: "INR",
      status: "COMPLETED",
      type: "INCOME",
      comment: "Local staffing contract, Kochi",
      createdBy: root.userId,
      createdByName: "Sana Root",
    });
    expect(Date.parse(created.createdAt)).toBeGreaterThan(0);
    expect(await stored(created.id)).toMatchObject({ amount: 45_000_000, currency: "INR" });
  });

  it("defaults to USD, PENDING and INCOME with no comment", async () => {
    const res = await root.post("/api/transactions", { companyId: kochi.id, amount: 1 });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      amount: 1,
      currency: "USD",
      status: "PENDING",
      type: "INCOME",
      comment: null,
    });
  });

  it("takes the author from the session: a createdBy in the body is ignored", async () => {
    const someoneElse = await buildEmployee(t.database.db, kochi.id);
    const res = await root.post("/api/transactions", {
      companyId: kochi.id,
      amount: 2500,
      createdBy: someoneElse.id,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().createdBy).toBe(root.userId);
    expect((await stored(res.json().id))!.createdBy).toBe(root.userId);
  });

  it("stores amounts exactly as integer cents, up to 999,999,999.99", async () => {
    for (const amount of [1, 30, 1999, 99_999_999_999]) {
      const res = await root.post("/api/transactions", { companyId: kochi.id, amount });
      expect(res.statusCode).toBe(201);
      expect(res.json().amount).toBe(amount);
      expect((await stored(res.json().id))!.amount).toBe(amount);
    }
  });

  it("refuses an amount under one cent with 'Amount must be greater than 0'", async () => {
    for (const amount of [0, -100, 0.4]) {
      const res = await root.post("/api/transactions", { companyId: kochi.id, amount });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        message: AMOUNT_NOT_POSITIVE,
        errors: [{ path: "body.amount", message: AMOUNT_NOT_POSITIVE }],
      });
    }
  });

  it("refuses a fraction of a cent, such as 0.1 + 0.2 dollars sent as a float times 100", async () => {
    for (const amount of [1500.5, (0.1 + 0.2) * 100]) {
      const res = await root.post("/api/transactions", { companyId: kochi.id, amount });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(AMOUNT_FRACTION);
    }
  });

  it("takes only the listed ISO 4217 currencies; a lower-case code reads as its upper case", async () => {
    const bad = await root.post("/api/transactions", { companyId: kochi.id, amount: 100, currency: "JPY" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(CURRENCY_INVALID);
    const inr = await root.post("/api/transactions", { companyId: kochi.id, amount: 100, currency: "inr" });
    expect(inr.statusCode).toBe(201);
    expect(inr.json().currency).toBe("INR");
  });

  it("needs a company ('Company ID is required') that exists and is not deleted (404)", async () => {
    const missing = await root.post("/api/transactions", { amount: 100 });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe(COMPANY_REQUIRED);
    const unknown = await root.post("/api/transactions", { companyId: 999_999, amount: 100 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe("Company not found");
    const gone = await buildCompany(t.database.db, { name: "Gone Ltd" });
    await t.database.db.update(companies).set({ isDeleted: true }).where(eq(companies.id, gone.id));
    expect((await root.post("/api/transactions", { companyId: gone.id, amount: 100 })).statusCode).toBe(404);
  });

  it("refuses an admin, even for their own company, and an employee (403), and keeps nothing", async () => {
    const before = (await t.database.db.select().from(transactions)).length;
    for (const client of [admin, employee]) {
      const res = await client.post("/api/transactions", { companyId: kochi.id, amount: 100 });
      expect(res.statusCode).toBe(403);
    }
    expect((await t.database.db.select().from(transactions)).length).toBe(before);
  });

  it("writes a TRANSACTION_CREATED row: the actor, the company, the amount after", async () => {
    const res = await root.post("/api/transactions", {
      companyId: pune.id,
      amount: 385_50,
      currency: "USD",
      type: "EXPENSE",
      status: "COMPLETED",
      comment: "Laptops",
    });
    const id = res.json().id;
    const [log] = await logsOf("TRANSACTION_CREATED", id);
    expect(log).toMatchObject({
      level: "INFO",
      userId: root.userId,
      companyId: pune.id,
      resourceType: "transaction",
      resourceId: String(id),
      message: "Transaction of $385.50 USD for Pune Works created (COMPLETED)",
      metadata: {
        before: null,
        after: {
          companyId: pune.id,
          amount: 385_50,
          currency: "USD",
          status: "COMPLETED",
          type: "EXPENSE",
          comment: "Laptops",
        },
      },
    });
    expect(log!.ipAddress).toBeTruthy();
  });
});

describe("PUT /api/transactions/:id", () => {
  it("changes the fields sent, keeps the others and the author, and logs before and after", async () => {
    const row = await buildTransaction(t.database.db, {
      companyId: kochi.id,
      createdBy: root.userId,
      amount: 12_500_000,
      currency: "INR",
      type: "EXPENSE",
      comment: "Office rent",
    });
    const res = await root.put(`/api/transactions/${row.id}`, { amount: 13_000_000, status: "COMPLETED" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: row.id,
      amount: 13_000_000,
      currency: "INR",
      status: "COMPLETED",
      type: "EXPENSE",
      comment: "Office rent",
      createdBy: root.userId,
    });
    const [log] = await logsOf("TRANSACTION_UPDATED", row.id);
    expect(log).toMatchObject({
      level: "INFO",
      userId: root.userId,
      companyId: kochi.id,
      message: "Transaction of ₹1,30,000.00 INR for Kochi Labs updated (COMPLETED)",
      metadata: {
        before: { amount: 12_500_000, currency: "INR", status: "PENDING", type: "EXPENSE" },
        after: { amount: 13_000_000, currency: "INR", status: "COMPLETED", type: "EXPENSE" },
        changed: ["amount", "status"],
      },
    });
  });

  it("takes the whole body the spec's client sends, clearing a comment with ''", async () => {
    const row = await buildTransaction(t.database.db, {
      companyId: kochi.id,
      createdBy: root.userId,
      comment: "To clear",
    });
    const res = await root.put(`/api/transactions/${row.id}`, {
      companyId: pune.id,
      amount: 999,
      currency: "EUR",
      status: "CANCELLED",
      comment: "",
      createdBy: 12345,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      companyId: pune.id,
      companyName: "Pune Works",
      amount: 999,
      currency: "EUR",
      status: "CANCELLED",
      comment: null,
      createdBy: root.userId,
    });
  });

  it("refuses what a create refuses", async () => {
    const row = await buildTransaction(t.database.db, { companyId: kochi.id, createdBy: root.userId });
    const res = await root.put(`/api/transactions/${row.id}`, { amount: 0.5 });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(AMOUNT_NOT_POSITIVE);
    expect((await stored(row.id))!.amount).toBe(100_000);
    const elsewhere = await root.put(`/api/transactions/${row.id}`, { companyId: 999_999 });
    expect(elsewhere.statusCode).toBe(404);
    expect((await stored(row.id))!.companyId).toBe(kochi.id);
  });

  it("answers 404 for a transaction that does not exist", async () => {
    const res = await root.put("/api/transactions/999999", { amount: 100 });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe("Transaction not found");
  });

  it("refuses the company's admin and an employee (403) and changes nothing", async () => {
    const row = await buildTransaction(t.database.db, { companyId: kochi.id, createdBy: root.userId });
    for (const client of [admin, employee]) {
      expect((await client.put(`/api/transactions/${row.id}`, { amount: 5 })).statusCode).toBe(403);
    }
    expect((await stored(row.id))!.amount).toBe(100_000);
    expect(await logsOf("TRANSACTION_UPDATED", row.id)).toEqual([]);
  });
});

describe("DELETE /api/transactions/:id", () => {
  it("deletes (204) and logs a warning with the amount before", async () => {
    const row = await buildTransaction(t.database.db, {
      companyId: pune.id,
      createdBy: root.userId,
      amount: 9_900,
    });
    const res = await root.request({ method: "DELETE", url: `/api/transactions/${row.id}` });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe("");
    expect(await stored(row.id)).toBeUndefined();
    const [log] = await logsOf("TRANSACTION_DELETED", row.id);
    expect(log).toMatchObject({
      level: "WARNING",
      userId: root.userId,
      companyId: pune.id,
      message: "Transaction of $99.00 USD for Pune Works deleted",
      metadata: { before: { amount: 9_900, currency: "USD", status: "PENDING" }, after: null },
    });
    const again = await root.request({ method: "DELETE", url: `/api/transactions/${row.id}` });
    expect(again.statusCode).toBe(404);
  });

  it("refuses the company's admin and an employee (403) and keeps the row", async () => {
    const row = await buildTransaction(t.database.db, { companyId: kochi.id, createdBy: root.userId });
    for (const client of [admin, employee]) {
      const res = await client.request({ method: "DELETE", url: `/api/transactions/${row.id}` });
      expect(res.statusCode).toBe(403);
    }
    expect(await stored(row.id)).toBeDefined();
  });
});
