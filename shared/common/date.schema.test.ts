import { describe, expect, it } from "vitest";
import { calendarDate, INVALID_DATE, isCalendarDate } from "./date.schema";

describe("isCalendarDate", () => {
  it("accepts real dates, leap days included", () => {
    for (const d of ["2026-01-01", "2026-12-31", "2028-02-29", "2000-02-29", "0001-01-01", "9999-12-31"]) {
      expect(isCalendarDate(d), d).toBe(true);
    }
  });
  it("refuses what is not a real yyyy-MM-dd date", () => {
    for (const d of [
      "2026-02-30",
      "2026-02-29",
      "1900-02-29",
      "2026-13-45",
      "2026-04-31",
      "2026-00-10",
      "2026-01-00",
      "0000-01-01",
      "not-a-date",
      "2026-1-5",
      "20260105",
      "2026-01-05x",
      "",
    ]) {
      expect(isCalendarDate(d), d).toBe(false);
    }
  });
});

describe("calendarDate", () => {
  const date = calendarDate({ required: "Date is required", invalid: "Date must be valid" });

  it("answers the date as written", () => {
    expect(date.parse(" 2026-11-20 ")).toBe("2026-11-20");
  });

  it("says which is wrong: missing or invalid, never throwing", () => {
    expect(date.safeParse(undefined).error?.issues[0]?.message).toBe("Date is required");
    expect(date.safeParse("").error?.issues[0]?.message).toBe("Date is required");
    expect(date.safeParse("2026-13-45").error?.issues[0]?.message).toBe("Date must be valid");
    expect(date.safeParse("not-a-date").error?.issues[0]?.message).toBe("Date must be valid");
    expect(calendarDate().safeParse("2026-02-30").error?.issues[0]?.message).toBe(INVALID_DATE);
  });

  it("takes the date part of an ISO instant only where allowed", () => {
    const lenient = calendarDate({ allowInstant: true });
    expect(lenient.parse("2026-11-20T00:00:00.000Z")).toBe("2026-11-20");
    expect(lenient.safeParse("2026-02-30T00:00:00Z").success).toBe(false);
    expect(lenient.safeParse("2026-11-20Tnonsense").success).toBe(false);
    expect(date.safeParse("2026-11-20T00:00:00Z").success).toBe(false);
  });
});
