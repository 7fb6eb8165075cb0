import { describe, expect, it } from "vitest";
import { daysAwayLabel, leaveDaysInMonth, monthWork, todayStatus } from "./employeeStats";

describe("todayStatus", () => {
  it("is Not Clocked In / Absent without a record", () => {
    expect(todayStatus(null)).toMatchObject({ label: "Not Clocked In", badge: "Absent" });
    expect(todayStatus(undefined)).toMatchObject({ label: "Not Clocked In", badge: "Absent" });
  });

  it("is Working / Active with a clock-in only", () => {
    expect(todayStatus({ clockOut: null })).toMatchObject({ label: "Working", badge: "Active" });
  });

  it("is Completed / Done once clocked out", () => {
    expect(todayStatus({ clockOut: "17:30:00" })).toMatchObject({ label: "Completed", badge: "Done" });
  });
});

describe("monthWork", () => {
  const records = [
    { attendanceDate: "2026-11-02", effectiveHours: 8 },
    { attendanceDate: "2026-11-03", effectiveHours: 7.5 },
    { attendanceDate: "2026-11-22", effectiveHours: null },
    { attendanceDate: "2026-10-30", effectiveHours: 9 },
  ];

  it("counts the month's records as working days and sums their hours", () => {
    expect(monthWork(records, "2026-11")).toMatchObject({ workingDays: 3, totalHours: 15.5 });
  });

  it("averages over the days with hours, leaving out a day still open", () => {
    expect(monthWork(records, "2026-11").avgHoursPerDay).toBe(7.75);
  });

  it("is all zeros for a month without records", () => {
    expect(monthWork(records, "2026-12")).toEqual({ workingDays: 0, totalHours: 0, avgHoursPerDay: 0 });
  });
});

describe("leaveDaysInMonth", () => {
  const leave = (startDate: string, endDate: string, status = "APPROVED", isHalfDay = false) => ({
    startDate,
    endDate,
    status,
    isHalfDay,
  });

  it("counts approved days inside the month", () => {
    expect(leaveDaysInMonth([leave("2026-11-09", "2026-11-11")], "2026-11")).toBe(3);
  });

  it("counts a half day as 0.5", () => {
    expect(leaveDaysInMonth([leave("2026-11-27", "2026-11-27", "APPROVED", true)], "2026-11")).toBe(0.5);
  });

  it("counts only the days of a spanning leave that fall inside the month", () => {
    expect(leaveDaysInMonth([leave("2026-11-30", "2026-12-02")], "2026-11")).toBe(1);
    expect(leaveDaysInMonth([leave("2026-11-30", "2026-12-02")], "2026-12")).toBe(2);
    expect(leaveDaysInMonth([leave("2026-10-25", "2026-12-05")], "2026-11")).toBe(30);
  });

  it("ignores pending and rejected requests and other months", () => {
    const leaves = [
      leave("2026-11-02", "2026-11-03", "PENDING"),
      leave("2026-11-04", "2026-11-04", "REJECTED"),
      leave("2026-10-01", "2026-10-03"),
      leave("2026-11-16", "2026-11-16"),
      leave("2026-11-27", "2026-11-27", "APPROVED", true),
    ];
    expect(leaveDaysInMonth(leaves, "2026-11")).toBe(1.5);
  });
});

describe("daysAwayLabel", () => {
  it("reads Today, Tomorrow, then In N days", () => {
    expect(daysAwayLabel(0)).toBe("Today");
    expect(daysAwayLabel(1)).toBe("Tomorrow");
    expect(daysAwayLabel(12)).toBe("In 12 days");
  });
});
