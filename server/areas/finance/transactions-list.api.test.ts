import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TransactionDto, TransactionSummaryDto } from "../../../shared/finance/finance.schema";
import { buildAdmin, buildCompany, buildEmployee, buildUser } from "../../db/seed/factories";
import { signIn } from "../../test/accounts";
import { type Client, createTestApp, type TestApp } from "../../test/harness";
import { companies } from "../companies/companies.table";
import { buildTransaction } from "./transactions.fixtures";

/** Reading transactions: the lists and the cards (docs/product/finance.md §1, §5, §6). */

let t: TestApp;
let root: Client;
let admin: Client;
let otherAdmin: Client;
let employee: Client;
let kochi: { id: number };
let pune: { id: number };
let empty: { id: number };
let rootId: number;

const at = (day: number) => new Date(Date.UTC(2026, 2, day, 9, 0, 0));

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  kochi = await buildCompany(db, { name: "Kochi Labs" });
  pune = await buildCompany(db, { name: "Pune Works" });
  empty = await buildCompany(db, { name: "Quiet Co" });
  const r = await buildUser(db, { role: "SUPER_ADMIN", firstName: "Sana", lastName: "Root" });
  rootId = r.id;
  root = await signIn(t, r.username, r.password);
  const a = await buildAdmin(db, kochi.id);
  admin = await signIn(t, a.username, a.password);
  const o = await buildAdmin(db, pune.id);
  otherAdmin = await signIn(t, o.username, o.password);
  const e = await buildEmployee(db, kochi.id);
  employee = await signIn(t, e.username, e.password);

  const kochiRow = (day: number, fields: Record<string, unknown>) =>
    buildTransaction(db, { companyId: kochi.id, createdBy: rootId, createdAt: at(day), ...fields });
  await kochiRow(1, { amount: 450_000, status: "COMPLETED", comment: "EOR fee" });
  await kochiRow(2, { amount: 125_000, status: "COMPLETED" });
  await kochiRow(3, { amount: 38_550, status: "COMPLETED", type: "EXPENSE" });
  await kochiRow(4, { amount: 9_900, status: "PENDING", type: "EXPENSE" });
  await kochiRow(5, { amount: 35_000_000, status: "COMPLETED", currency: "INR" });
  await kochiRow(6, { amount: 12_500_000, status: "PENDING", currency: "INR" });
  await kochiRow(7, { amount: 10, status: "FAILED", currency: "INR" });
  await kochiRow(8, { amount: 20, status: "CANCELLED" });
  // Two at the same instant: the later id comes first.
  await buildTransaction(db, { companyId: pune.id, createdBy: rootId, createdAt: at(9), amount: 1 });
  await buildTransaction(db, { companyId: pune.id, createdBy: rootId, createdAt: at(9), amount: 2 });
});
afterAll(() => t?.close());

const amounts = (rows: TransactionDto[]) => rows.map((r) => r.amount);

describe("GET /api/companies/:id/transactions", () => {
  it("answers the company's transactions newest first with names, total in X-Total-Count", async () => {
    const res = await admin.get(`/api/companies/${kochi.id}/transactions`);
    expect(res.statusCode).toBe(200);
    expect(res.headers["x-total-count"]).toBe("8");
    const rows: TransactionDto[] = res.json();
    expect(amounts(rows)).toEqual([20, 10, 12_500_000, 35_000_000, 9_900, 38_550, 125_000, 450_000]);
    expect(rows.at(-1)).toMatchObject({
      companyId: kochi.id,
      companyName: "Kochi Labs",
      amount: 450_000,
      currency: "USD",
      status: "COMPLETED",
      type: "INCOME",
      comment: "EOR fee",
      createdBy: rootId,
      createdByName: "Sana Root",
      createdAt: at(1).toISOString(),
    });
  });

  it("pages with limit and offset, the total unchanged", async () => {
    const res = await admin.get(`/api/companies/${kochi.id}/transactions?limit=3&offset=3`);
    expect(res.headers["x-total-count"]).toBe("8");
    expect(amounts(res.json())).toEqual([35_000_000, 9_900, 38_550]);
    const past = await admin.get(`/api/companies/${kochi.id}/transactions?limit=3&offset=30`);
    expect(past.json()).toEqual([]);
    expect(past.headers["x-total-count"]).toBe("8");
  });

  it("refuses bad paging with the list messages", async () => {
    const res = await admin.get(`/api/companies/${kochi.id}/transactions?limit=0`);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("Limit must be a whole number from 1 to 500");
  });

  it("answers another company's transactions to an admin as absent (404), and refuses an employee (403)", async () => {
    const res = await otherAdmin.get(`/api/companies/${kochi.id}/transactions`);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe("Company not found");
    expect((await employee.get(`/api/companies/${kochi.id}/transactions`)).statusCode).toBe(403);
  });

  it("answers an empty company with no rows and a total of 0", async () => {
    const res = await root.get(`/api/companies/${empty.id}/transactions`);
    expect(res.json()).toEqual([]);
    expect(res.headers["x-total-count"]).toBe("0");
  });
});

describe("GET /api/transactions", () => {
  it("answers every company's transactions to the super admin, newest first, the later id first on a tie", async () => {
    const res = await root.get("/api/transactions?limit=4");
    expect(res.statusCode).toBe(200);
    expect(res.headers["x-total-count"]).toBe("10");
    expect(res.json().map((r: TransactionDto) => [r.companyName, r.amount])).toEqual([
      ["Pune Works", 2],
      ["Pune Works", 1],
      ["Kochi Labs", 20],
      ["Kochi Labs", 10],
    ]);
  });

  it("filters by company with companyId", async () => {
    const res = await root.get(`/api/transactions?companyId=${pune.id}`);
    expect(res.headers["x-total-count"]).toBe("2");
    expect(amounts(res.json())).toEqual([2, 1]);
    const unknown = await root.get("/api/transactions?companyId=999999");
    expect(unknown.statusCode).toBe(404);
    const bad = await root.get("/api/transactions?companyId=all");
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe("Company ID must be a positive whole number");
  });

  it("is the super admin's alone: an admin, even naming their own company, and an employee get 403", async () => {
    expect((await admin.get("/api/transactions")).statusCode).toBe(403);
    expect((await admin.get(`/api/transactions?companyId=${kochi.id}`)).statusCode).toBe(403);
    expect((await employee.get("/api/transactions")).statusCode).toBe(403);
  });
});

describe("the cards: GET /api/companies/:id/transactions/summary and /api/transactions/summary", () => {
  const kochiCards: TransactionSummaryDto = {
    total: {
      count: 8,
      byCurrency: [
        { currency: "INR", amount: 47_500_010 },
        { currency: "USD", amount: 623_470 },
      ],
    },
    completed: {
      count: 4,
      byCurrency: [
        { currency: "INR", amount: 35_000_000 },
        { currency: "USD", amount: 613_550 },
      ],
    },
    pending: {
      count: 2,
      byCurrency: [
        { currency: "INR", amount: 12_500_000 },
        { currency: "USD", amount: 9_900 },
      ],
    },
  };

  it("counts and sums the company's transactions per currency, never adding rupees to dollars", async () => {
    const res = await admin.get(`/api/companies/${kochi.id}/transactions/summary`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(kochiCards);
  });

  it("sums every transaction in scope, not a page", async () => {
    const page = await admin.get(`/api/companies/${kochi.id}/transactions?limit=1`);
    expect(page.json()).toHaveLength(1);
    expect((await root.get(`/api/companies/${kochi.id}/transactions/summary`)).json()).toEqual(kochiCards);
    expect((await root.get(`/api/transactions/summary?companyId=${kochi.id}`)).json()).toEqual(kochiCards);
  });

  it("sums every company for the super admin", async () => {
    const res = await root.get("/api/transactions/summary");
    expect(res.json()).toEqual({
      total: {
        count: 10,
        byCurrency: [
          { currency: "INR", amount: 47_500_010 },
          { currency: "USD", amount: 623_473 },
        ],
      },
      completed: kochiCards.completed,
      pending: {
        count: 4,
        byCurrency: [
          { currency: "INR", amount: 12_500_000 },
          { currency: "USD", amount: 9_903 },
        ],
      },
    });
  });

  it("answers zeros for a company without transactions", async () => {
    const res = await root.get(`/api/companies/${empty.id}/transactions/summary`);
    const none = { count: 0, byCurrency: [] };
    expect(res.json()).toEqual({ total: none, completed: none, pending: none });
  });

  it("follows the list's rules: 404 across companies, 403 for an employee and for an admin asking for all", async () => {
    expect((await otherAdmin.get(`/api/companies/${kochi.id}/transactions/summary`)).statusCode).toBe(404);
    expect((await employee.get(`/api/companies/${kochi.id}/transactions/summary`)).statusCode).toBe(403);
    expect((await admin.get("/api/transactions/summary")).statusCode).toBe(403);
  });

  it("changes as transactions are recorded", async () => {
    const created = await root.post("/api/transactions", {
      companyId: empty.id,
      amount: 150_050,
      currency: "INR",
      status: "COMPLETED",
    });
    expect(created.statusCode).toBe(201);
    const res = await root.get(`/api/companies/${empty.id}/transactions/summary`);
    const one = { count: 1, byCurrency: [{ currency: "INR", amount: 150_050 }] };
    expect(res.json()).toEqual({ total: one, completed: one, pending: { count: 0, byCurrency: [] } });
  });

  it("answers 404 for a deleted company, to its admin too", async () => {
    const gone = await buildCompany(t.database.db, { name: "Gone Ltd" });
    const a = await buildAdmin(t.database.db, gone.id);
    const goneAdmin = await signIn(t, a.username, a.password);
    await t.database.db.update(companies).set({ isDeleted: true }).where(eq(companies.id, gone.id));
    expect((await root.get(`/api/companies/${gone.id}/transactions`)).statusCode).toBe(404);
    expect((await goneAdmin.get(`/api/companies/${gone.id}/transactions`)).statusCode).toBe(404);
  });
});
