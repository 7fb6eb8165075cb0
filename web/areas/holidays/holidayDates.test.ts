import { describe, expect, it } from "vitest";
import { formatLongDate, shownHolidayDate } from "./holidayDates";

describe("long holiday dates", () => {
  it("writes the weekday, day, month and year", () => {
    expect(formatLongDate("2030-12-25")).toBe("Wednesday, 25 December 2030");
    expect(formatLongDate("2031-01-01")).toBe("Wednesday, 1 January 2031");
  });

  it("shows a one-off holiday on its own date, even when past", () => {
    expect(shownHolidayDate({ date: "2024-08-15", isRecurring: false }, "2030-06-01")).toBe("2024-08-15");
  });

  it("shows a recurring holiday on its next occurrence", () => {
    expect(shownHolidayDate({ date: "2024-08-15", isRecurring: true }, "2030-06-01")).toBe("2030-08-15");
    expect(shownHolidayDate({ date: "2024-01-26", isRecurring: true }, "2030-06-01")).toBe("2031-01-26");
    expect(shownHolidayDate({ date: "2024-06-01", isRecurring: true }, "2030-06-01")).toBe("2030-06-01");
  });
});
