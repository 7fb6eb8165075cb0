import { describe, expect, it } from "vitest";
import { sortHolidaysForDisplay } from "./holidayOrder";

const holiday = (name: string, date: string, isRecurring = false) => ({ name, date, isRecurring });

describe("card order: date ascending (holidays.md §5)", () => {
  const today = "2030-06-01";

  it("orders one-off holidays by date, past ones first", () => {
    const list = [
      holiday("Diwali", "2030-10-26"),
      holiday("Holi", "2030-03-20"),
      holiday("Onam", "2030-09-05"),
    ];
    expect(sortHolidaysForDisplay(list, today).map((h) => h.name)).toEqual(["Holi", "Onam", "Diwali"]);
  });

  it("places a recurring holiday by the next occurrence its card shows", () => {
    const list = [
      holiday("Republic Day", "2020-01-26", true),
      holiday("Independence Day", "2021-08-15", true),
      holiday("Diwali", "2030-10-26"),
    ];
    // Stored dates would put Republic Day (2020) first; its card reads 26 January 2031, so it goes last.
    expect(sortHolidaysForDisplay(list, today).map((h) => h.name)).toEqual([
      "Independence Day",
      "Diwali",
      "Republic Day",
    ]);
  });

  it("orders the same day by name and leaves the input untouched", () => {
    const list = [
      holiday("Onam (day 2)", "2030-09-06"),
      holiday("B", "2030-09-05"),
      holiday("A", "2030-09-05"),
    ];
    expect(sortHolidaysForDisplay(list, today).map((h) => h.name)).toEqual(["A", "B", "Onam (day 2)"]);
    expect(list[0]!.name).toBe("Onam (day 2)");
  });
});
