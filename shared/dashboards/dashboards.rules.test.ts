import { describe, expect, it } from "vitest";
import { changePercent, percent, previousMonthStart, workingDaysBetween } from "./dashboards.rules";

describe("dashboard arithmetic", () => {
  it("counts Monday to Friday, both ends included", () => {
    expect(workingDaysBetween("2026-11-02", "2026-11-08")).toBe(5); // Mon–Sun
    expect(workingDaysBetween("2026-11-01", "2026-11-01")).toBe(0); // a Sunday
    expect(workingDaysBetween("2026-11-01", "2026-11-30")).toBe(21);
  });
  it("gives a percentage with one decimal, 0 of nothing, never clamped", () => {
    expect(percent(2, 3)).toBe(66.7);
    expect(percent(5, 0)).toBe(0);
    expect(percent(12, 10)).toBe(120);
  });
  it("compares with the previous month", () => {
    expect(changePercent(12, 10)).toBe(20);
    expect(changePercent(5, 10)).toBe(-50);
    expect(changePercent(3, 0)).toBeNull();
  });
  it("finds the previous month across a year", () => {
    expect(previousMonthStart("2026-01-15")).toBe("2025-12-01");
    expect(previousMonthStart("2026-11-22")).toBe("2026-10-01");
  });
});
