import { describe, expect, it } from "vitest";
import type { TransactionDto } from "../../../shared/finance/finance.schema";
import { ApiError } from "../../lib/api";
import {
  emptyTransactionForm,
  toTransactionBody,
  transactionFormValuesFrom,
  transactionSaveFieldErrors,
  validateTransactionForm,
} from "./transactionForm";

const row: TransactionDto = {
  id: 7,
  companyId: 3,
  companyName: "Kochi Labs",
  amount: 45_000_050,
  currency: "INR",
  status: "COMPLETED",
  type: "EXPENSE",
  comment: null,
  createdBy: 1,
  createdByName: "Sana Root",
  createdAt: "2026-03-01T09:00:00.000Z",
  updatedAt: "2026-03-01T09:00:00.000Z",
};

describe("the transaction dialog's values (docs/product/finance.md §4, §5)", () => {
  it("starts a new transaction in US dollars, PENDING income, for the company on screen", () => {
    expect(emptyTransactionForm(3)).toEqual({
      companyId: "3",
      amount: "",
      currency: "USD",
      type: "INCOME",
      status: "PENDING",
      comment: "",
    });
    expect(emptyTransactionForm(null).companyId).toBeNull();
  });

  it("shows a row's cents in the currency's units", () => {
    expect(transactionFormValuesFrom(row)).toMatchObject({
      companyId: "3",
      amount: 450000.5,
      currency: "INR",
    });
  });

  it("sends the amount in cents rounded to the nearest cent, and no author", () => {
    const values = { ...emptyTransactionForm(3), amount: 0.1 + 0.2, currency: "INR", comment: "  " };
    expect(toTransactionBody(values)).toEqual({
      companyId: 3,
      amount: 30,
      currency: "INR",
      type: "INCOME",
      status: "PENDING",
      comment: null,
    });
    expect(toTransactionBody({ ...values, amount: 1.005 }).amount).toBe(101);
    expect(toTransactionBody({ ...values, amount: "4,50,000" }).amount).toBe(0);
    expect(toTransactionBody({ ...values, amount: 450000 }).amount).toBe(45_000_000);
    expect(toTransactionBody(transactionFormValuesFrom(row)).amount).toBe(row.amount);
  });

  it("checks with the server's messages", () => {
    const base = emptyTransactionForm(3);
    expect(validateTransactionForm({ ...base, amount: 12.5 })).toEqual({});
    expect(validateTransactionForm({ ...base, companyId: null, amount: 12.5 })).toEqual({
      companyId: "Company ID is required",
    });
    expect(validateTransactionForm({ ...base, amount: 0 })).toEqual({
      amount: "Amount must be greater than 0",
    });
    expect(validateTransactionForm({ ...base, amount: 0.004 })).toEqual({
      amount: "Amount must be greater than 0",
    });
    expect(validateTransactionForm({ ...base, amount: 0.005 })).toEqual({});
    expect(validateTransactionForm({ ...base, amount: "" })).toEqual({ amount: "Amount must be a number" });
    expect(validateTransactionForm({ ...base, amount: 1_000_000_000 })).toEqual({
      amount: "Amount is too large",
    });
    expect(validateTransactionForm({ ...base, amount: 5, comment: "x".repeat(5001) })).toEqual({
      comment: "Comment must be at most 5000 characters",
    });
  });

  it("puts a refused save's messages under their fields", () => {
    const error = new ApiError(
      400,
      JSON.stringify({
        message: "Amount must be greater than 0",
        errors: [
          { path: "body.amount", message: "Amount must be greater than 0" },
          { path: "body.createdBy", message: "ignored" },
        ],
      }),
      "Bad Request",
    );
    expect(transactionSaveFieldErrors(error)).toEqual({ amount: "Amount must be greater than 0" });
    expect(transactionSaveFieldErrors(new Error("network"))).toEqual({});
  });
});
