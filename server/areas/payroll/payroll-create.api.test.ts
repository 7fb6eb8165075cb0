import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NET_PAY_MISMATCH } from "../../../shared/payroll/payroll.rules";
import {
  NET_PAY_NEGATIVE,
  PAYROLL_EMPLOYEE_NOT_FOUND,
  PAYROLL_EXISTS,
  PAYSLIP_INVALID,
  type PayrollDto,
} from "../../../shared/payroll/payroll.schema";
import { buildEmployee, buildUser } from "../../db/seed/factories";
import { signIn } from "../../test/accounts";
import { createTestApp, type TestApp } from "../../test/harness";
import { buildUploadedFile } from "../recruitment/recruitment.fixtures";
import { users } from "../users/users.table";
import {
  buildPayrollWorld,
  type PayrollWorld,
  payrollBody,
  payrollLogsOf,
  uploadPayslip,
} from "./payroll.fixtures";
import { payrolls } from "./payroll.table";

/** Creating a payroll row, and the rules the database keeps (docs/product/payroll.md §3, §4, §8). */

let t: TestApp;
let w: PayrollWorld;

beforeAll(async () => {
  t = await createTestApp();
  w = await buildPayrollWorld(t);
});
afterAll(() => t?.close());

describe("POST /api/payrolls", () => {
  it("creates a Pending row in the person's company with net pay computed, and logs it", async () => {
    const res = await w.admin.post("/api/payrolls", payrollBody(w.asha, { companyId: w.other.id }));
    expect(res.statusCode, res.body).toBe(201);
    const row: PayrollDto = res.json();
    expect(row).toMatchObject({
      userId: w.asha.id,
      companyId: w.own.id,
      firstName: "Asha",
      lastName: "Rao",
      role: "EMPLOYEE",
      month: 3,
      year: 2026,
      baseSalary: 80_000,
      taxAmount: 8_000,
      benefitsAmount: 4_000,
      netPay: 68_000,
      status: "Pending",
      payslipDocumentPath: null,
      paidAt: null,
    });
    expect(Date.parse(row.generatedAt)).not.toBeNaN();
    const [log] = await payrollLogsOf(t.database.db, "PAYROLL_CREATED", row.id);
    expect(log).toMatchObject({
      level: "INFO",
      userId: w.admin.userId,
      companyId: w.own.id,
      resourceType: "payroll",
      message: "Payroll of Asha Rao for March 2026 created",
    });
  });

  it("answers 409 with the page's message for a second row of the person for that month and year", async () => {
    const res = await w.root.post(
      "/api/payrolls",
      payrollBody(w.asha, { baseSalary: 1, taxAmount: 0, benefitsAmount: 0 }),
    );
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(PAYROLL_EXISTS);
    const rows = await t.database.db
      .select()
      .from(payrolls)
      .where(and(eq(payrolls.userId, w.asha.id), eq(payrolls.month, 3), eq(payrolls.year, 2026)));
    expect(rows).toHaveLength(1);
  });

  it("accepts the net pay the amounts give and refuses another one, never overwriting it in silence", async () => {
    const ok = await w.admin.post("/api/payrolls", payrollBody(w.ravi, { month: 1, netPay: 68_000 }));
    expect(ok.statusCode, ok.body).toBe(201);
    const wrong = await w.admin.post("/api/payrolls", payrollBody(w.ravi, { month: 2, netPay: 70_000 }));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      message: NET_PAY_MISMATCH,
      errors: [{ path: "body.netPay", message: NET_PAY_MISMATCH }],
    });
  });

  it("refuses amounts that would make net pay negative with 'Net pay cannot be negative'", async () => {
    const res = await w.admin.post(
      "/api/payrolls",
      payrollBody(w.ravi, { month: 4, taxAmount: 50_000, benefitsAmount: 40_000 }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: NET_PAY_NEGATIVE,
      errors: [{ path: "body.netPay", message: NET_PAY_NEGATIVE }],
    });
  });

  it.each([
    [{ month: 13 }, "month", "Month must be between 1 and 12"],
    [{ month: 0 }, "month", "Month must be between 1 and 12"],
    [{ year: 1999 }, "year", "Year must be valid"],
    [{ baseSalary: -1 }, "baseSalary", "Base salary cannot be negative"],
    [{ taxAmount: -5 }, "taxAmount", "Tax amount cannot be negative"],
    [{ benefitsAmount: -5 }, "benefitsAmount", "Benefits amount cannot be negative"],
    [{ netPay: -1 }, "netPay", "Net pay cannot be negative"],
    [{ baseSalary: 1500.5 }, "baseSalary", "Base salary must be a whole number of rupees"],
    [{ userId: undefined }, "userId", "Employee is required"],
    [{ status: "Done" }, "status", "Status must be Pending, Processed or Paid"],
  ])("refuses %o with its message", async (overrides, path, message) => {
    const res = await w.admin.post("/api/payrolls", payrollBody(w.ravi, { month: 5, ...overrides }));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContainEqual({ path: `body.${path}`, message });
  });

  it("answers 404 'Employee not found' for a removed person, a super admin, or another company's person", async () => {
    const removed = await buildEmployee(t.database.db, w.own.id);
    await t.database.db.update(users).set({ isDeleted: true }).where(eq(users.id, removed.id));
    const operator = await buildUser(t.database.db, { role: "SUPER_ADMIN" });
    for (const [client, person] of [
      [w.admin, removed],
      [w.root, operator],
      [w.admin, w.theirs],
      [w.admin, { id: 999_999 }],
    ] as const) {
      const res = await client.post("/api/payrolls", payrollBody(person));
      expect(res.statusCode, res.body).toBe(404);
      expect(res.json().message).toBe(PAYROLL_EMPLOYEE_NOT_FOUND);
    }
  });

  it("lets a super admin create a row for any company's person", async () => {
    const res = await w.root.post("/api/payrolls", payrollBody(w.theirs, { month: 6 }));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().companyId).toBe(w.other.id);
  });

  it("records paidAt when created as Paid", async () => {
    const res = await w.admin.post("/api/payrolls", payrollBody(w.ravi, { month: 7, status: "Paid" }));
    expect(res.statusCode).toBe(201);
    expect(res.json().paidAt).not.toBeNull();
  });

  it("attaches a payslip uploaded here, which the person then reads, and refuses any other file", async () => {
    const url = await uploadPayslip(w.admin);
    const res = await w.admin.post(
      "/api/payrolls",
      payrollBody(w.ravi, { month: 8, payslipDocumentPath: url }),
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().payslipDocumentPath).toBe(url);
    const person = await signIn(t, w.ravi.username, w.ravi.password);
    expect((await person.get(url)).statusCode).toBe(200);
    expect((await w.employee.get(url)).statusCode).toBe(404);

    const cv = await buildUploadedFile(t.database.db, { userId: w.admin.userId, companyId: w.own.id });
    const asCv = await w.admin.post(
      "/api/payrolls",
      payrollBody(w.ravi, { month: 9, payslipDocumentPath: cv }),
    );
    expect(asCv.statusCode).toBe(400);
    expect(asCv.json().message).toBe(PAYSLIP_INVALID);
    const theirFile = await uploadPayslip(w.otherAdmin);
    const stolen = await w.admin.post(
      "/api/payrolls",
      payrollBody(w.ravi, { month: 9, payslipDocumentPath: theirFile }),
    );
    expect(stolen.statusCode).toBe(400);
    expect(stolen.json().message).toBe(PAYSLIP_INVALID);
    const video = await w.admin.post(
      "/api/payrolls",
      payrollBody(w.ravi, {
        month: 9,
        payslipDocumentPath: "/api/files/0123456789abcdef0123456789abcdef.mp4",
      }),
    );
    expect(video.statusCode).toBe(400);
    expect(video.json().errors).toContainEqual({
      path: "body.payslipDocumentPath",
      message: PAYSLIP_INVALID,
    });
  });
});

describe("the database keeps §4's rules", () => {
  it("refuses a row whose net pay is not base − tax − benefits", async () => {
    const person = await buildEmployee(t.database.db, w.own.id);
    await expect(
      t.database.db.insert(payrolls).values({
        companyId: w.own.id,
        userId: person.id,
        month: 1,
        year: 2026,
        baseSalary: 100,
        taxAmount: 10,
        benefitsAmount: 10,
        netPay: 100,
      }),
    ).rejects.toThrow();
  });
});
