import { describe, expect, it } from "vitest";
import { holidayBadge, nextOccurrence, upcomingHolidays } from "./holidays.rules";

const today = "2026-11-22";

describe("holidayBadge", () => {
  it("reads Today, Upcoming or Past from the date", () => {
    expect(holidayBadge({ date: today, isRecurring: false }, today)).toBe("Today");
    expect(holidayBadge({ date: "2026-12-25", isRecurring: false }, today)).toBe("Upcoming");
    expect(holidayBadge({ date: "2026-08-15", isRecurring: false }, today)).toBe("Past");
  });
  it("treats a recurring holiday as falling on the same date every year", () => {
    expect(holidayBadge({ date: "2020-08-15", isRecurring: true }, today)).toBe("Upcoming");
    expect(holidayBadge({ date: "2019-11-22", isRecurring: true }, today)).toBe("Today");
    expect(nextOccurrence({ date: "2020-01-26", isRecurring: true }, today)).toBe("2027-01-26");
    expect(nextOccurrence({ date: "2024-02-29", isRecurring: true }, "2027-01-01")).toBe("2027-02-28");
  });
});

describe("upcomingHolidays", () => {
  it("keeps at most 3 in the next 30 days, soonest first, marking those within 7 days", () => {
    const list = [
      { name: "Christmas", date: "2026-12-25", isRecurring: false },
      { name: "Past", date: "2026-10-02", isRecurring: false },
      { name: "Soon", date: "2026-11-25", isRecurring: false },
      { name: "Founders", date: "2015-12-01", isRecurring: true },
      { name: "Next week+", date: "2026-11-30", isRecurring: false },
      { name: "Far", date: "2027-02-01", isRecurring: false },
    ];
    const result = upcomingHolidays(list, today);
    expect(result.map((h) => [h.name, h.nextDate, h.isThisWeek])).toEqual([
      ["Soon", "2026-11-25", true],
      ["Next week+", "2026-11-30", false],
      ["Founders", "2026-12-01", false],
    ]);
  });
});
