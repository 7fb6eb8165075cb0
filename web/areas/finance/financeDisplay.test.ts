import { describe, expect, it } from "vitest";
import { formatTransactionDate, transactionCountText, transactionStatusColor } from "./financeDisplay";

describe("finance display (docs/product/finance.md §5)", () => {
  it("gives each status its badge colour, grey for an unknown one", () => {
    expect(transactionStatusColor("PENDING")).toBe("yellow");
    expect(transactionStatusColor("COMPLETED")).toBe("green");
    expect(transactionStatusColor("FAILED")).toBe("red");
    expect(transactionStatusColor("CANCELLED")).toBe("gray");
    expect(transactionStatusColor("REFUNDED")).toBe("gray");
  });

  it("writes a transaction's instant as the day and time in the viewer's zone", () => {
    // 20:00 UTC on 31 October is 01:30 on 1 November in India.
    expect(formatTransactionDate("2026-10-31T20:00:00Z", "Asia/Kolkata")).toBe("1 Nov 2026, 01:30");
    expect(formatTransactionDate("2026-10-31T20:00:00Z", "America/New_York")).toBe("31 Oct 2026, 16:00");
    expect(formatTransactionDate("not a date", "Asia/Kolkata")).toBe("not a date");
  });

  it("counts transactions in words", () => {
    expect(transactionCountText(0)).toBe("0 transactions");
    expect(transactionCountText(1)).toBe("1 transaction");
    expect(transactionCountText(12)).toBe("12 transactions");
  });
});
