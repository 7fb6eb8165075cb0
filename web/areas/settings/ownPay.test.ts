import { describe, expect, it } from "vitest";
import { formatPercent, ownPayFigures } from "./ownPay";

const noCtc = { annualCtc: null, workState: null };

describe("the Pay card's figures (docs/product/settings.md §2)", () => {
  it("writes the salary in rupees with Indian grouping and the percentages as given", () => {
    expect(ownPayFigures({ salary: 95_000, taxPercentage: 10, benefitsPercentage: 5.5, ...noCtc })).toEqual([
      { label: "Salary", value: "₹95,000" },
      { label: "Tax %", value: "10%" },
      { label: "Benefits %", value: "5.5%" },
    ]);
    expect(
      ownPayFigures({ salary: 1_234_567, taxPercentage: 0, benefitsPercentage: 12.25, ...noCtc })[0]?.value,
    ).toBe("₹12,34,567");
  });

  it("writes nothing set yet as zeros", () => {
    expect(
      ownPayFigures({ salary: 0, taxPercentage: 0, benefitsPercentage: 0, ...noCtc }).map((f) => f.value),
    ).toEqual(["₹0", "0%", "0%"]);
    expect(formatPercent(7.75)).toBe("7.75%");
  });
});
