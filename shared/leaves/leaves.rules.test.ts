import { describe, expect, it } from "vitest";
import { daysBetween, leaveDays, rangesOverlap, remainingLeave } from "./leaves.rules";

describe("leaveDays", () => {
  it("counts a half day as 0.5", () => {
    expect(leaveDays({ startDate: "2026-12-01", endDate: "2026-12-01", isHalfDay: true })).toBe(0.5);
  });
  it("counts a full leave inclusively: end − start + 1", () => {
    expect(leaveDays({ startDate: "2026-12-01", endDate: "2026-12-01", isHalfDay: false })).toBe(1);
    expect(leaveDays({ startDate: "2026-12-01", endDate: "2026-12-03", isHalfDay: false })).toBe(3);
  });
  it("counts calendar days across months, years and the leap day", () => {
    expect(leaveDays({ startDate: "2026-12-30", endDate: "2027-01-02", isHalfDay: false })).toBe(4);
    expect(leaveDays({ startDate: "2028-02-28", endDate: "2028-03-01", isHalfDay: false })).toBe(3);
  });
  it("is unaffected by daylight-saving changes (dates only)", () => {
    expect(daysBetween("2026-03-28", "2026-03-30")).toBe(2);
  });
});

describe("rangesOverlap", () => {
  const a = { startDate: "2026-12-10", endDate: "2026-12-12" };
  it("sees shared days, including touching ends", () => {
    expect(rangesOverlap(a, { startDate: "2026-12-12", endDate: "2026-12-14" })).toBe(true);
    expect(rangesOverlap(a, { startDate: "2026-12-01", endDate: "2026-12-31" })).toBe(true);
  });
  it("sees separate ranges as separate", () => {
    expect(rangesOverlap(a, { startDate: "2026-12-13", endDate: "2026-12-14" })).toBe(false);
  });
});

describe("remainingLeave", () => {
  it("subtracts approved and pending days from the total", () => {
    expect(remainingLeave({ totalLeaves: 20, leavesTaken: 3.5, leavesPending: 2 })).toBe(14.5);
  });
});
