import { describe, expect, it } from "vitest";
import type { PayrollDto } from "../../../shared/payroll/payroll.schema";
import { ApiError } from "../../lib/api";
import {
  emptyPayrollForm,
  type PayrollFormValues,
  payrollFormValuesFrom,
  payrollSaveFieldErrors,
  toPayrollCreateBody,
  toPayrollUpdateBody,
  validatePayrollForm,
  withComputedNetPay,
  withPersonPrefilled,
} from "./payrollForm";

/** A payslip document as POST /api/files answers its URL (files.md §2). */
const document = "/api/files/0123456789abcdef0123456789abcdef.pdf";

const rahul = { id: 12, salary: 95_000, taxPercentage: 10, benefitsPercentage: 5 };

const filled = (change: Partial<PayrollFormValues> = {}): PayrollFormValues => ({
  ...withPersonPrefilled(emptyPayrollForm(3, 2026), rahul),
  ...change,
});

const row: PayrollDto = {
  id: 40,
  userId: 12,
  companyId: 1,
  firstName: "Rahul",
  lastName: "Nair",
  role: "EMPLOYEE",
  month: 2,
  year: 2026,
  baseSalary: 95_000,
  taxAmount: 9_500,
  benefitsAmount: 4_750,
  netPay: 80_750,
  status: "Processed",
  payslipDocumentPath: null,
  generatedAt: "2026-02-01T00:00:00.000Z",
  paidAt: null,
  lines: null,
  editedAt: null,
};

describe("the payroll form (payroll.md §3, §4, §6.3)", () => {
  it("starts a new record in the period on screen, Pending, with no employee", () => {
    const empty = emptyPayrollForm(3, 2026);
    expect(empty).toMatchObject({ userId: null, month: "3", year: "2026", status: "Pending", netPay: 0 });
    expect(validatePayrollForm(empty)).toEqual({ userId: "Employee is required" });
  });

  it("prefills base salary, tax and benefits from the person chosen, and their net pay", () => {
    expect(filled()).toMatchObject({
      userId: "12",
      baseSalary: 95_000,
      taxAmount: 9_500,
      benefitsAmount: 4_750,
      netPay: 80_750,
    });
    // Rounded down, so the two deductions never exceed the salary (shared prefill rule).
    expect(
      withPersonPrefilled(emptyPayrollForm(3, 2026), {
        id: 3,
        salary: 1_001,
        taxPercentage: "50.00",
        benefitsPercentage: "50.00",
      }),
    ).toMatchObject({ taxAmount: 500, benefitsAmount: 500, netPay: 1 });
  });

  it("follows the amounts with net pay, only while it is at least 0", () => {
    expect(withComputedNetPay(filled({ taxAmount: 20_000 })).netPay).toBe(70_250);
    const negative = withComputedNetPay(filled({ taxAmount: 95_000, benefitsAmount: 1 }));
    expect(negative.netPay).toBe(80_750);
    expect(validatePayrollForm(negative)).toEqual({ netPay: "Net pay cannot be negative" });
    // An amount being typed again (empty) leaves net pay as shown.
    expect(withComputedNetPay(filled({ baseSalary: "" })).netPay).toBe(80_750);
  });

  it("says what is wrong with each amount in the schema's words", () => {
    expect(validatePayrollForm(filled({ baseSalary: "" })).baseSalary).toBe("Base salary must be a number");
    expect(validatePayrollForm(filled({ taxAmount: -1 })).taxAmount).toBe("Tax amount cannot be negative");
    expect(validatePayrollForm(filled({ benefitsAmount: 10.5 })).benefitsAmount).toBe(
      "Benefits amount must be a whole number of rupees",
    );
    expect(validatePayrollForm(filled())).toEqual({});
  });

  it("sends the computed net pay with a new record", () => {
    expect(toPayrollCreateBody(filled({ status: "Paid" }))).toEqual({
      userId: 12,
      month: 3,
      year: 2026,
      baseSalary: 95_000,
      taxAmount: 9_500,
      benefitsAmount: 4_750,
      netPay: 80_750,
      status: "Paid",
    });
  });

  it("edits a row's amounts and status, never its person or period", () => {
    const values = payrollFormValuesFrom(row);
    expect(values).toMatchObject({ userId: "12", month: "2", year: "2026", status: "Processed" });
    const body = toPayrollUpdateBody({ ...values, taxAmount: 10_000 });
    expect(body).toEqual({
      baseSalary: 95_000,
      taxAmount: 10_000,
      benefitsAmount: 4_750,
      netPay: 80_250,
      status: "Processed",
      payslipDocumentPath: null,
    });
    expect(body).not.toHaveProperty("userId");
    expect(body).not.toHaveProperty("month");
  });

  it("attaches an uploaded payslip document to a new record, and sends none when there is none (§3)", () => {
    expect(filled().payslipDocumentPath).toBe("");
    expect(toPayrollCreateBody(filled())).not.toHaveProperty("payslipDocumentPath");
    expect(toPayrollCreateBody(filled({ payslipDocumentPath: document }))).toMatchObject({
      payslipDocumentPath: document,
    });
  });

  it("keeps an edited row's document, sends a replacement, and null once it is removed (§4)", () => {
    const values = payrollFormValuesFrom({ ...row, payslipDocumentPath: document });
    expect(values.payslipDocumentPath).toBe(document);
    expect(toPayrollUpdateBody(values).payslipDocumentPath).toBe(document);
    const other = "/api/files/fedcba9876543210fedcba9876543210.docx";
    expect(toPayrollUpdateBody({ ...values, payslipDocumentPath: other }).payslipDocumentPath).toBe(other);
    expect(toPayrollUpdateBody({ ...values, payslipDocumentPath: "" }).payslipDocumentPath).toBeNull();
  });

  it("refuses a document that is not an uploaded payslip file, in the schema's words", () => {
    expect(validatePayrollForm(filled({ payslipDocumentPath: document }))).toEqual({});
    expect(validatePayrollForm(filled({ payslipDocumentPath: "payslip-march.pdf" }))).toEqual({
      payslipDocumentPath: "Payslip document must be a PDF, DOC or DOCX file uploaded here",
    });
  });

  it("puts a refused save's field messages under their fields", () => {
    const error = new ApiError(
      400,
      JSON.stringify({
        message: "Net pay cannot be negative",
        errors: [
          { path: "netPay", message: "Net pay cannot be negative" },
          { path: "body.year", message: "Year must be valid" },
          {
            path: "body.payslipDocumentPath",
            message: "Payslip document must be a PDF, DOC or DOCX file uploaded here",
          },
          { path: "other", message: "ignored" },
        ],
      }),
      "",
    );
    expect(payrollSaveFieldErrors(error)).toEqual({
      netPay: "Net pay cannot be negative",
      year: "Year must be valid",
      payslipDocumentPath: "Payslip document must be a PDF, DOC or DOCX file uploaded here",
    });
    expect(payrollSaveFieldErrors(new Error("offline"))).toEqual({});
  });
});
