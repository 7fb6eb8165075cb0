import { describe, expect, it } from "vitest";
import {
  formatAddedOn,
  formatAttendanceDate,
  formatClockTime,
  formatHours,
  fullName,
} from "./attendanceDisplay";

describe("attendance display", () => {
  it("formats dates and clock times", () => {
    expect(formatAttendanceDate("2025-03-12")).toBe("Wed, 12 Mar 2025");
    expect(formatClockTime("09:05:00")).toBe("9:05 AM");
    expect(formatClockTime("12:30:00")).toBe("12:30 PM");
    expect(formatClockTime("00:10:00")).toBe("12:10 AM");
    expect(formatClockTime("23:59:59")).toBe("11:59 PM");
    expect(formatClockTime(null)).toBe("—");
  });

  it("formats hours", () => {
    expect(formatHours(8.5)).toBe("8.5 hrs");
    expect(formatHours(1)).toBe("1 hr");
    expect(formatHours(99.99)).toBe("99.99 hrs");
    expect(formatHours(null)).toBe("—");
  });

  it("joins names", () => {
    expect(fullName({ firstName: "Rahul", lastName: "Nair" })).toBe("Rahul Nair");
  });
});

describe("formatAddedOn", () => {
  it("writes when a record was added in the user's zone, wherever the browser is", () => {
    expect(formatAddedOn("2026-11-28T05:35:00.000Z", "Asia/Kolkata")).toBe("28 Nov 2026, 11:05 AM");
    expect(formatAddedOn("2026-11-28T05:35:00.000Z", "America/Los_Angeles")).toBe("27 Nov 2026, 9:35 PM");
    expect(formatAddedOn("2026-11-28T05:35:00.000Z", "UTC")).toBe("28 Nov 2026, 5:35 AM");
  });

  it("gives back a text it cannot read", () => {
    expect(formatAddedOn("not a time", "Asia/Kolkata")).toBe("not a time");
  });
});
