import { describe, expect, it } from "vitest";
import {
  emptyHolidayForm,
  holidayFormValuesFrom,
  toDateOnly,
  toHolidayRequestBody,
  validateHolidayForm,
} from "./holidayForm";

const filled = { name: " Onam ", date: "2030-09-05", description: " Harvest festival ", isRecurring: true };

describe("holiday form → request body (holidays.md §2, §7)", () => {
  it("starts empty and not recurring", () => {
    expect(emptyHolidayForm()).toEqual({ name: "", date: null, description: "", isRecurring: false });
  });

  it("sends name, date, description, isRecurring and companyId, trimmed", () => {
    expect(toHolidayRequestBody(filled, 7)).toEqual({
      name: "Onam",
      date: "2030-09-05",
      description: "Harvest festival",
      isRecurring: true,
      companyId: 7,
    });
  });

  it("sends an empty description as null", () => {
    expect(toHolidayRequestBody({ ...filled, description: "   " }, 7).description).toBeNull();
  });

  it("sends the picked local day as yyyy-MM-dd, never shifted to UTC", () => {
    // Local midnight in India is the previous evening in UTC: toISOString would say 24 December.
    expect(toDateOnly(new Date(2030, 11, 25))).toBe("2030-12-25");
    expect(toDateOnly("2030-12-25")).toBe("2030-12-25");
    expect(toDateOnly(null)).toBeNull();
    expect(toDateOnly("")).toBeNull();
  });

  it("fills the edit dialog from a holiday", () => {
    const values = holidayFormValuesFrom({
      id: 1,
      companyId: 7,
      name: "Diwali",
      date: "2030-10-26",
      description: null,
      isRecurring: false,
      createdAt: "2030-01-01T00:00:00.000Z",
      updatedAt: "2030-01-01T00:00:00.000Z",
    });
    expect(values).toEqual({ name: "Diwali", date: "2030-10-26", description: "", isRecurring: false });
  });
});

describe("holiday form checks", () => {
  it("requires the name: 'Holiday name is required'", () => {
    expect(validateHolidayForm({ ...filled, name: "  " })).toEqual({ name: "Holiday name is required" });
  });

  it("requires a date", () => {
    expect(validateHolidayForm({ ...filled, date: null })).toHaveProperty("date");
  });

  it("accepts a holiday without a description", () => {
    expect(validateHolidayForm({ ...filled, description: "" })).toEqual({});
  });
});
