import { describe, expect, it } from "vitest";
import { departmentShares } from "./departmentShares";

describe("departmentShares", () => {
  it("gives each department its share of the total, largest first", () => {
    expect(departmentShares({ Engineering: 2, Sales: 1, Unassigned: 1 })).toEqual([
      { name: "Engineering", count: 2, percent: 50 },
      { name: "Sales", count: 1, percent: 25 },
      { name: "Unassigned", count: 1, percent: 25 },
    ]);
  });

  it("rounds to one decimal", () => {
    const shares = departmentShares({ Legal: 1, Finance: 1, Marketing: 1 });
    expect(shares.map((s) => s.percent)).toEqual([33.3, 33.3, 33.3]);
    expect(shares.map((s) => s.name)).toEqual(["Finance", "Legal", "Marketing"]);
  });

  it("is empty without people", () => {
    expect(departmentShares({})).toEqual([]);
    expect(departmentShares({ Sales: 0 })).toEqual([]);
  });
});
