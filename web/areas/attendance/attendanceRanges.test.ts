import { describe, expect, it } from "vitest";
import {
  completeRange,
  currentMonthRange,
  filterByRange,
  lastMonthsRange,
  personalQuickRange,
  rangeQuery,
} from "./attendanceRanges";

describe("personal quick ranges", () => {
  it("Today is the single day", () => {
    expect(personalQuickRange("Today", "2025-03-12")).toEqual(["2025-03-12", "2025-03-12"]);
  });

  it("This Week runs Monday to Sunday", () => {
    // 12 March 2025 is a Wednesday.
    expect(personalQuickRange("This Week", "2025-03-12")).toEqual(["2025-03-10", "2025-03-16"]);
  });

  it("This Week on a Sunday starts the Monday before", () => {
    expect(personalQuickRange("This Week", "2025-03-16")).toEqual(["2025-03-10", "2025-03-16"]);
  });

  it("This Week on a Monday starts that day, across a month end", () => {
    expect(personalQuickRange("This Week", "2025-03-31")).toEqual(["2025-03-31", "2025-04-06"]);
  });

  it("This Month is the calendar month", () => {
    expect(personalQuickRange("This Month", "2024-02-10")).toEqual(["2024-02-01", "2024-02-29"]);
  });

  it("Last Month is the previous calendar month, across a year end", () => {
    expect(personalQuickRange("Last Month", "2025-01-31")).toEqual(["2024-12-01", "2024-12-31"]);
  });
});

describe("admin quick ranges", () => {
  it("Last Month, Last 3 and 6 Months end today", () => {
    expect(lastMonthsRange(1, "2025-05-20")).toEqual(["2025-04-21", "2025-05-20"]);
    expect(lastMonthsRange(3, "2025-05-20")).toEqual(["2025-02-21", "2025-05-20"]);
    expect(lastMonthsRange(6, "2025-05-20")).toEqual(["2024-11-21", "2025-05-20"]);
  });

  it("defaults to the current month up to today", () => {
    expect(currentMonthRange("2025-04-09")).toEqual(["2025-04-01", "2025-04-09"]);
  });
});

describe("range helpers", () => {
  it("a range is complete only with both ends, ordered", () => {
    expect(completeRange([null, null])).toBeNull();
    expect(completeRange(["2025-01-01", null])).toBeNull();
    expect(completeRange(["2025-02-01", "2025-01-01"])).toEqual(["2025-01-01", "2025-02-01"]);
  });

  it("filters records inclusively and keeps all for an open range", () => {
    const records = ["2025-01-01", "2025-01-15", "2025-01-31", "2025-02-01"].map((attendanceDate) => ({
      attendanceDate,
    }));
    expect(filterByRange(records, ["2025-01-01", "2025-01-31"]).map((r) => r.attendanceDate)).toEqual([
      "2025-01-01",
      "2025-01-15",
      "2025-01-31",
    ]);
    expect(filterByRange(records, ["2025-01-01", null])).toHaveLength(4);
  });

  it("builds the list call's query string", () => {
    expect(rangeQuery([null, null])).toBe("");
    expect(rangeQuery(["2025-01-01", "2025-01-31"], { userId: "7" })).toBe(
      "?startDate=2025-01-01&endDate=2025-01-31&userId=7",
    );
    expect(rangeQuery(["2025-01-01", "2025-01-31"], { userId: undefined })).toBe(
      "?startDate=2025-01-01&endDate=2025-01-31",
    );
  });
});
