import { describe, expect, it } from "vitest";
import {
  AMOUNT_FRACTION,
  AMOUNT_NOT_A_NUMBER,
  AMOUNT_NOT_POSITIVE,
  AMOUNT_TOO_LARGE,
  allTransactionsQuerySchema,
  COMMENT_TOO_LONG,
  COMPANY_FILTER_INVALID,
  COMPANY_REQUIRED,
  CURRENCY_INVALID,
  STATUS_INVALID,
  TYPE_INVALID,
  transactionCreateSchema,
  transactionUpdateSchema,
} from "./finance.schema";

/** The messages of a refused body, by field. */
function refusals(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  return Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join("."), i.message]));
}

const valid = { companyId: 3, amount: 150050 };

describe("transactionCreateSchema (docs/product/finance.md §2)", () => {
  it("defaults to USD, PENDING and INCOME, without a comment", () => {
    expect(transactionCreateSchema.parse(valid)).toEqual({
      companyId: 3,
      amount: 150050,
      currency: "USD",
      status: "PENDING",
      type: "INCOME",
      comment: null,
    });
  });

  it("keeps what is sent, the currency upper-cased and the comment trimmed", () => {
    expect(
      transactionCreateSchema.parse({
        ...valid,
        currency: " inr ",
        status: "COMPLETED",
        type: "EXPENSE",
        comment: "  Office rent\nKochi ",
      }),
    ).toMatchObject({ currency: "INR", status: "COMPLETED", type: "EXPENSE", comment: "Office rent\nKochi" });
  });

  it("refuses an amount below one cent with 'Amount must be greater than 0'", () => {
    for (const amount of [0, -1, -150000, 0.5]) {
      expect(refusals(transactionCreateSchema.safeParse({ ...valid, amount }))).toEqual({
        amount: AMOUNT_NOT_POSITIVE,
      });
    }
  });

  it("refuses a fraction of a cent: amounts are integer cents, never rounded on the server", () => {
    expect(refusals(transactionCreateSchema.safeParse({ ...valid, amount: 1500.5 }))).toEqual({
      amount: AMOUNT_FRACTION,
    });
    // A client that sends 0.1 + 0.2 dollars times 100 sends 30.000000000000004 cents.
    expect(refusals(transactionCreateSchema.safeParse({ ...valid, amount: (0.1 + 0.2) * 100 }))).toEqual({
      amount: AMOUNT_FRACTION,
    });
  });

  it("refuses a missing amount, text and an amount too large", () => {
    expect(refusals(transactionCreateSchema.safeParse({ companyId: 3 }))).toEqual({
      amount: AMOUNT_NOT_A_NUMBER,
    });
    expect(refusals(transactionCreateSchema.safeParse({ ...valid, amount: "12abc" }))).toEqual({
      amount: AMOUNT_NOT_A_NUMBER,
    });
    expect(refusals(transactionCreateSchema.safeParse({ ...valid, amount: 100_000_000_000 }))).toEqual({
      amount: AMOUNT_TOO_LARGE,
    });
    expect(transactionCreateSchema.parse({ ...valid, amount: "2500" }).amount).toBe(2500);
  });

  it("needs a company: 'Company ID is required'", () => {
    for (const companyId of [undefined, null, 0, -2, 1.5, "x"]) {
      expect(refusals(transactionCreateSchema.safeParse({ ...valid, companyId }))).toEqual({
        companyId: COMPANY_REQUIRED,
      });
    }
  });

  it("takes only the listed ISO 4217 codes", () => {
    for (const currency of ["JPY", "DOLLARS", "", 840]) {
      expect(refusals(transactionCreateSchema.safeParse({ ...valid, currency }))).toEqual({
        currency: CURRENCY_INVALID,
      });
    }
  });

  it("takes the four statuses and the two types only", () => {
    expect(refusals(transactionCreateSchema.safeParse({ ...valid, status: "Paid" }))).toEqual({
      status: STATUS_INVALID,
    });
    expect(refusals(transactionCreateSchema.safeParse({ ...valid, type: "REFUND" }))).toEqual({
      type: TYPE_INVALID,
    });
  });

  it("bounds the comment at 5,000 characters", () => {
    expect(refusals(transactionCreateSchema.safeParse({ ...valid, comment: "x".repeat(5001) }))).toEqual({
      comment: COMMENT_TOO_LONG,
    });
    expect(transactionCreateSchema.parse({ ...valid, comment: "x".repeat(5000) }).comment).toHaveLength(5000);
  });

  it("drops a createdBy sent in the body: the author comes from the session", () => {
    expect(transactionCreateSchema.parse({ ...valid, createdBy: 99 })).not.toHaveProperty("createdBy");
  });
});

describe("transactionUpdateSchema", () => {
  it("leaves out what is not sent, so the record keeps it", () => {
    expect(transactionUpdateSchema.parse({ amount: 2500 })).toEqual({ amount: 2500 });
  });

  it("checks what is sent as a create does", () => {
    expect(refusals(transactionUpdateSchema.safeParse({ amount: 0, currency: "XYZ" }))).toEqual({
      amount: AMOUNT_NOT_POSITIVE,
      currency: CURRENCY_INVALID,
    });
  });

  it("clears the comment with null or ''", () => {
    expect(transactionUpdateSchema.parse({ comment: "" })).toEqual({ comment: null });
    expect(transactionUpdateSchema.parse({ comment: null })).toEqual({ comment: null });
  });
});

describe("allTransactionsQuerySchema", () => {
  it("reads the company filter and the paging from the query string", () => {
    expect(allTransactionsQuerySchema.parse({ companyId: "4", limit: "25", offset: "50" })).toEqual({
      companyId: 4,
      limit: 25,
      offset: 50,
    });
  });

  it("refuses a company filter that is no id", () => {
    expect(refusals(allTransactionsQuerySchema.safeParse({ companyId: "all" }))).toEqual({
      companyId: COMPANY_FILTER_INVALID,
    });
  });
});
