import { describe, expect, it } from "vitest";
import { netRevenueLines } from "./netRevenue";

const trend = (current: number, previous: number, changePercent: number | null) => ({
  current,
  previous,
  changePercent,
});
const currency = (code: string, net: number) => ({
  currency: code,
  income: net,
  expenses: 0,
  net,
  transactionCount: 1,
  netRevenue: trend(net, 0, null),
});

describe("the Net Revenue card's lines (docs/product/dashboards.md §5)", () => {
  it("gives each currency its own line, dollars first, then rupees, never a sum across currencies", () => {
    const lines = netRevenueLines({
      netRevenue: 1000,
      trends: { netRevenue: trend(1000, 400, 150) } as never,
      financialOverview: {
        income: 1000,
        expenses: 0,
        net: 1000,
        transactionCount: 3,
        byCurrency: [currency("EUR", 100), currency("INR", 7499.5), currency("USD", 1000)],
      },
    });
    expect(lines.map((l) => [l.currency, l.net])).toEqual([
      ["USD", 1000],
      ["INR", 7499.5],
      ["EUR", 100],
    ]);
  });

  it("shows rupees alone when there were no dollars", () => {
    const lines = netRevenueLines({
      netRevenue: 0,
      trends: { netRevenue: trend(0, 0, null) } as never,
      financialOverview: {
        income: 0,
        expenses: 0,
        net: 0,
        transactionCount: 1,
        byCurrency: [currency("INR", 5)],
      },
    });
    expect(lines.map((l) => l.currency)).toEqual(["INR"]);
  });

  it("is one line of dollars with no transaction at all", () => {
    const lines = netRevenueLines({
      netRevenue: 0,
      trends: { netRevenue: trend(0, 0, null) } as never,
      financialOverview: { income: 0, expenses: 0, net: 0, transactionCount: 0, byCurrency: [] },
    });
    expect(lines).toEqual([{ currency: "USD", net: 0, trend: trend(0, 0, null) }]);
  });
});
