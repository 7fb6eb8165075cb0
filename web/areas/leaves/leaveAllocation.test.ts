import { describe, expect, it } from "vitest";
import { ALLOCATION_INVALID, allocationError, availableLeaves, parseAllocation } from "./leaveAllocation";

describe("leave allocation (spec 01 §5, §9: an integer from 0 to 365)", () => {
  it("accepts whole numbers from 0 to 365", () => {
    expect(parseAllocation(0)).toBe(0);
    expect(parseAllocation(20)).toBe(20);
    expect(parseAllocation(365)).toBe(365);
    expect(parseAllocation("42")).toBe(42);
  });
  it("refuses fractions, negatives, values past 365 and an empty field", () => {
    for (const value of [1.5, -1, 366, "", " ", "abc", "-", Number.NaN]) {
      expect(parseAllocation(value)).toBeNull();
    }
  });
  it("explains a refused value with the server's words", () => {
    expect(allocationError(366)).toBe("Total leaves must be a whole number from 0 to 365");
    expect(allocationError("")).toBe(ALLOCATION_INVALID);
    expect(allocationError(12)).toBeNull();
  });
  it("Available is total minus taken", () => {
    expect(availableLeaves({ totalLeaves: 20, leavesTaken: 4.5 })).toBe(15.5);
  });
});
