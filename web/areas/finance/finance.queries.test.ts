import { describe, expect, it } from "vitest";
import { financeKeys, transactionSummaryPath, transactionsPath } from "./finance.queries";

/** Whether invalidating `prefix` reaches `key` (TanStack Query matches keys by prefix). */
const reaches = (prefix: readonly unknown[], key: readonly unknown[]) =>
  JSON.stringify(key.slice(0, prefix.length)) === JSON.stringify(prefix);

describe("finance calls (docs/product/finance.md §6)", () => {
  it("ask every company's list of the super admin's route and one company's of the company's route, 25 a page", () => {
    expect(transactionsPath("all", 1)).toBe("/api/transactions?limit=25&offset=0");
    expect(transactionsPath(4, 3)).toBe("/api/companies/4/transactions?limit=25&offset=50");
  });

  it("ask the cards of the same scope", () => {
    expect(transactionSummaryPath("all")).toBe("/api/transactions/summary");
    expect(transactionSummaryPath(4)).toBe("/api/companies/4/transactions/summary");
  });

  it("give each scope and page its own key, all reached by a change", () => {
    expect(financeKeys.list("all", 1)).not.toEqual(financeKeys.list(4, 1));
    expect(financeKeys.list(4, 1)).not.toEqual(financeKeys.list(4, 2));
    expect(reaches(financeKeys.all, financeKeys.list(4, 2))).toBe(true);
    expect(reaches(financeKeys.all, financeKeys.summary("all"))).toBe(true);
    expect(reaches(financeKeys.lists(), financeKeys.summary(4))).toBe(false);
  });
});
