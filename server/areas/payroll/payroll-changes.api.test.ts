import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NET_PAY_MISMATCH } from "../../../shared/payroll/payroll.rules";
import {
  NET_PAY_NEGATIVE,
  PAYROLL_EMPLOYEE_LOCKED,
  PAYROLL_MONTH_LOCKED,
  PAYROLL_NOT_FOUND,
  PAYROLL_YEAR_LOCKED,
} from "../../../shared/payroll/payroll.schema";
import { createTestApp, type TestApp } from "../../test/harness";
import { fileRowsOf } from "../files/files.fixtures";
import {
  buildPayrollWorld,
  type PayrollWorld,
  payrollLogsOf,
  payrollOfNewPerson,
  uploadPayslip,
} from "./payroll.fixtures";
import { payrolls } from "./payroll.table";

/** Changing an existing payroll row: its fields, its status, deleting it (docs/product/payroll.md §4, §5, §8). */

let t: TestApp;
let w: PayrollWorld;

beforeAll(async () => {
  t = await createTestApp();
  w = await buildPayrollWorld(t);
});
afterAll(() => t?.close());

describe("PATCH /api/payrolls/:id", () => {
  it("recomputes net pay when amounts change without it, and logs the fields changed", async () => {
    const row = await payrollOfNewPerson(t.database.db, w.own);
    const res = await w.admin.patch(`/api/payrolls/${row.id}`, { baseSalary: 60_000 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      baseSalary: 60_000,
      taxAmount: 5_000,
      benefitsAmount: 2_000,
      netPay: 53_000,
    });
    const [log] = await payrollLogsOf(t.database.db, "PAYROLL_UPDATED", row.id);
    expect(log!.metadata).toEqual({ fields: ["baseSalary", "netPay"] });
  });

  it("accepts the form's whole body with month, year and person unchanged", async () => {
    const row = await payrollOfNewPerson(t.database.db, w.own);
    const res = await w.admin.patch(`/api/payrolls/${row.id}`, {
      userId: row.userId,
      month: row.month,
      year: row.year,
      baseSalary: 40_000,
      taxAmount: 4_000,
      benefitsAmount: 1_000,
      netPay: 35_000,
      status: "Processed",
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ netPay: 35_000, status: "Processed", paidAt: null });
  });

  it("refuses to move a row to another month, year or person", async () => {
    const row = await payrollOfNewPerson(t.database.db, w.own);
    for (const [change, path, message] of [
      [{ month: row.month === 12 ? 1 : row.month + 1 }, "month", PAYROLL_MONTH_LOCKED],
      [{ year: row.year + 1 }, "year", PAYROLL_YEAR_LOCKED],
      [{ userId: w.asha.id }, "userId", PAYROLL_EMPLOYEE_LOCKED],
    ] as const) {
      const res = await w.admin.patch(`/api/payrolls/${row.id}`, change);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ message, errors: [{ path: `body.${path}`, message }] });
    }
  });

  it("refuses a net pay that is not base − tax − benefits, and amounts that make it negative", async () => {
    const row = await payrollOfNewPerson(t.database.db, w.own);
    const wrong = await w.admin.patch(`/api/payrolls/${row.id}`, { netPay: 1 });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(NET_PAY_MISMATCH);
    const negative = await w.admin.patch(`/api/payrolls/${row.id}`, { taxAmount: 49_000 });
    expect(negative.statusCode).toBe(400);
    expect(negative.json().message).toBe(NET_PAY_NEGATIVE);
    const [kept] = await t.database.db.select().from(payrolls).where(eq(payrolls.id, row.id));
    expect(kept).toMatchObject({ taxAmount: 5_000, netPay: 43_000 });
  });

  it("sets paidAt when the status becomes Paid", async () => {
    const row = await payrollOfNewPerson(t.database.db, w.own);
    const res = await w.admin.patch(`/api/payrolls/${row.id}`, { status: "Paid" });
    expect(res.json().paidAt).not.toBeNull();
  });

  it("keeps the payslip document when the body leaves it out, replaces it and lets go of the old one, and clears it with null", async () => {
    const first = await uploadPayslip(w.admin);
    const second = await uploadPayslip(w.admin);
    const row = await payrollOfNewPerson(t.database.db, w.own, { payslipDocumentPath: first });
    const kept = await w.admin.patch(`/api/payrolls/${row.id}`, { baseSalary: 45_000 });
    expect(kept.json().payslipDocumentPath).toBe(first);
    const res = await w.admin.patch(`/api/payrolls/${row.id}`, { payslipDocumentPath: second });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().payslipDocumentPath).toBe(second);
    expect(await fileRowsOf(t.database.db, first)).toHaveLength(0);
    const cleared = await w.admin.patch(`/api/payrolls/${row.id}`, { payslipDocumentPath: null });
    expect(cleared.json().payslipDocumentPath).toBeNull();
    expect(await fileRowsOf(t.database.db, second)).toHaveLength(0);
  });

  it("answers 404 'Payroll record not found' for another company's row or one that does not exist", async () => {
    const theirRow = await payrollOfNewPerson(t.database.db, w.other);
    for (const id of [theirRow.id, 999_999]) {
      const res = await w.admin.patch(`/api/payrolls/${id}`, { baseSalary: 1 });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(PAYROLL_NOT_FOUND);
    }
  });
});

describe("PATCH /api/payrolls/:id/status", () => {
  it("changes the status alone, records paidAt on Paid, keeps it while Paid, clears it after, and logs from and to", async () => {
    const row = await payrollOfNewPerson(t.database.db, w.own);
    t.clock.setTo("2026-04-30T06:00:00Z");
    const paid = await w.admin.patch(`/api/payrolls/${row.id}/status`, { status: "Paid", baseSalary: 1 });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json()).toMatchObject({ status: "Paid", baseSalary: 50_000 });
    const paidAt = paid.json().paidAt;
    expect(Date.parse(paidAt)).toBeGreaterThanOrEqual(Date.parse("2026-04-30T06:00:00Z"));
    t.clock.setTo("2026-05-02T06:00:00Z");
    const again = await w.admin.patch(`/api/payrolls/${row.id}/status`, { status: "Paid" });
    expect(again.json().paidAt).toBe(paidAt);
    const back = await w.admin.patch(`/api/payrolls/${row.id}/status`, { status: "Processed" });
    expect(back.json()).toMatchObject({ status: "Processed", paidAt: null });
    const logs = await payrollLogsOf(t.database.db, "PAYROLL_STATUS_CHANGED", row.id);
    expect(logs.map((l) => l.metadata)).toEqual([
      { from: "Pending", to: "Paid" },
      { from: "Paid", to: "Paid" },
      { from: "Paid", to: "Processed" },
    ]);
  });

  it("refuses an unknown status", async () => {
    const row = await payrollOfNewPerson(t.database.db, w.own);
    const res = await w.admin.patch(`/api/payrolls/${row.id}/status`, { status: "Done" });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContainEqual({
      path: "body.status",
      message: "Status must be Pending, Processed or Paid",
    });
  });
});

describe("DELETE /api/payrolls/:id", () => {
  it("deletes the row with its payslip document, and logs it as a WARNING", async () => {
    const url = await uploadPayslip(w.admin);
    const row = await payrollOfNewPerson(t.database.db, w.own, { payslipDocumentPath: url });
    const res = await w.admin.delete(`/api/payrolls/${row.id}`);
    expect(res.statusCode).toBe(204);
    expect(await t.database.db.select().from(payrolls).where(eq(payrolls.id, row.id))).toHaveLength(0);
    expect(await fileRowsOf(t.database.db, url)).toHaveLength(0);
    const [log] = await payrollLogsOf(t.database.db, "PAYROLL_DELETED", row.id);
    expect(log).toMatchObject({ level: "WARNING", companyId: w.own.id });
  });

  it("answers 404 for another company's row", async () => {
    const res = await w.admin.delete(
      `/api/payrolls/${(await payrollOfNewPerson(t.database.db, w.other)).id}`,
    );
    expect(res.statusCode).toBe(404);
  });
});
