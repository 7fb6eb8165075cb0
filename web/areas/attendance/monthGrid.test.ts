import { describe, expect, it } from "vitest";
import { buildMonthGrid, monthBounds, monthLabel, recordsInMonth, shiftMonth } from "./monthGrid";

const record = (attendanceDate: string, effectiveHours: number | null) => ({
  attendanceDate,
  effectiveHours,
});

describe("buildMonthGrid", () => {
  it("covers the month in Monday-to-Sunday weeks", () => {
    // March 2025 starts on a Saturday and ends on a Monday.
    const weeks = buildMonthGrid("2025-03", [], "2025-03-15");
    expect(weeks).toHaveLength(6);
    expect(weeks.every((week) => week.length === 7)).toBe(true);
    expect(weeks[0]?.[0]?.date).toBe("2025-02-24");
    expect(weeks[0]?.[5]).toMatchObject({ date: "2025-03-01", dayOfMonth: 1, inMonth: true });
    expect(weeks[5]?.[0]).toMatchObject({ date: "2025-03-31", inMonth: true });
    expect(weeks[5]?.[6]).toMatchObject({ date: "2025-04-06", inMonth: false });
  });

  it("needs only four weeks for a February starting on Monday", () => {
    const weeks = buildMonthGrid("2021-02", [], "2021-02-10");
    expect(weeks).toHaveLength(4);
    expect(weeks[0]?.[0]?.date).toBe("2021-02-01");
    expect(weeks[3]?.[6]?.date).toBe("2021-02-28");
  });

  it("colours each day by its hours band", () => {
    const weeks = buildMonthGrid(
      "2025-03",
      [
        record("2025-03-03", 3.75),
        record("2025-03-04", 4),
        record("2025-03-05", 8),
        record("2025-03-06", null),
      ],
      "2025-03-31",
    );
    const bands = weeks[1]?.slice(0, 5).map((cell) => cell.band);
    expect(bands).toEqual(["red", "yellow", "green", "none", "none"]);
    expect(weeks[1]?.[0]?.record).toEqual(record("2025-03-03", 3.75));
  });

  it("marks today and future days, and leaves other months' days empty", () => {
    const weeks = buildMonthGrid("2025-03", [record("2025-02-28", 8)], "2025-03-10");
    const cells = weeks.flat();
    expect(cells.find((c) => c.date === "2025-02-28")).toMatchObject({
      inMonth: false,
      record: null,
      band: "none",
    });
    expect(cells.find((c) => c.date === "2025-03-10")).toMatchObject({ isToday: true, isFuture: false });
    expect(cells.find((c) => c.date === "2025-03-11")).toMatchObject({ isToday: false, isFuture: true });
  });
});

describe("month helpers", () => {
  it("moves between months across a year", () => {
    expect(shiftMonth("2025-01", -1)).toBe("2024-12");
    expect(shiftMonth("2024-12", 1)).toBe("2025-01");
  });

  it("gives a month's bounds and label", () => {
    expect(monthBounds("2024-02")).toEqual(["2024-02-01", "2024-02-29"]);
    expect(monthLabel("2025-03")).toBe("March 2025");
  });

  it("picks the records of one month", () => {
    const list = [record("2025-03-01", 8), record("2025-04-01", 8), record("2025-03-31", 1)];
    expect(recordsInMonth(list, "2025-03")).toHaveLength(2);
  });
});
