import { describe, expect, it } from "vitest";
import {
  capHours,
  dateInZone,
  hoursBand,
  monthlySummary,
  normalizeTime,
  timeInZone,
} from "./attendance.rules";

describe("hoursBand", () => {
  it("is red under 4 h, yellow from 4 to under 8 h, green from 8 h", () => {
    expect([0.25, 3.99, 4, 7.99, 8, 12].map(hoursBand)).toEqual([
      "red",
      "red",
      "yellow",
      "yellow",
      "green",
      "green",
    ]);
    expect(hoursBand(null)).toBe("none");
  });
});

describe("monthlySummary", () => {
  it("totals days and hours, averages per day and counts full days", () => {
    expect(
      monthlySummary([
        { effectiveHours: 8 },
        { effectiveHours: 6.5 },
        { effectiveHours: 9.25 },
        { effectiveHours: null },
      ]),
    ).toEqual({ totalDays: 4, totalHours: 23.75, avgHoursPerDay: 5.94, fullDays: 2 });
  });
  it("is all zeros for an empty month", () => {
    expect(monthlySummary([])).toEqual({ totalDays: 0, totalHours: 0, avgHoursPerDay: 0, fullDays: 0 });
  });
});

describe("time zones", () => {
  it("puts 00:30 IST on the IST date although it is still the previous day in UTC", () => {
    const instant = new Date("2026-11-22T19:00:00Z"); // 00:30 on 23 November in Kolkata
    expect(dateInZone(instant, "Asia/Kolkata")).toBe("2026-11-23");
    expect(dateInZone(instant, "UTC")).toBe("2026-11-22");
    expect(timeInZone(instant, "Asia/Kolkata")).toBe("00:30:00");
  });
});

describe("normalizeTime and capHours", () => {
  it("accepts HH:mm and HH:mm:ss and refuses impossible times", () => {
    expect(normalizeTime("09:05")).toBe("09:05:00");
    expect(normalizeTime("23:59:59")).toBe("23:59:59");
    expect(normalizeTime("24:00")).toBeNull();
    expect(normalizeTime("9am")).toBeNull();
  });
  it("caps hours at 99.99", () => {
    expect(capHours(120)).toBe(99.99);
    expect(capHours(7.5)).toBe(7.5);
  });
});
