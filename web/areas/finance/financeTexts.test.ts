import { describe, expect, it } from "vitest";
import { ApiError } from "../../lib/api";
import {
  FINANCE_TEXT,
  transactionDeletedToast,
  transactionDeleteFailedToast,
  transactionSavedToast,
  transactionSaveFailedToast,
} from "./financeTexts";

describe("finance texts (docs/product/finance.md §5, spec 02 §6, §8)", () => {
  it("tell an employee why there is nothing to see", () => {
    expect(FINANCE_TEXT.employeeDenied).toBe("You don't have permission to view financial information.");
  });

  it("confirm each change", () => {
    expect(transactionSavedToast("create")).toMatchObject({ color: "teal", message: "Transaction created" });
    expect(transactionSavedToast("edit")).toMatchObject({ message: "Transaction updated" });
    expect(transactionDeletedToast()).toMatchObject({ message: "Transaction deleted" });
  });

  it("name each failure in the spec's words, with the server's reason", () => {
    const refused = new ApiError(
      403,
      JSON.stringify({ message: "You do not have permission to do this" }),
      "",
    );
    expect(transactionSaveFailedToast("create", refused)).toEqual({
      color: "red",
      title: "Failed to create transaction",
      message: "You do not have permission to do this",
    });
    expect(transactionSaveFailedToast("edit", refused).title).toBe("Failed to update transaction");
    expect(transactionDeleteFailedToast(new ApiError(404, "", "Not Found"))).toEqual({
      color: "red",
      title: "Failed to delete transaction",
      message: "404 Not Found",
    });
  });
});
