import { describe, expect, it } from "vitest";
import {
  changeStartDate,
  emptyLeaveForm,
  LEAVE_FORM_TEXT,
  type LeaveFormValues,
  toDateOnly,
  toggleHalfDay,
  toLeaveRequestBody,
  validateLeaveForm,
} from "./leaveForm";

const fullDay: LeaveFormValues = {
  startDate: "2026-03-02",
  endDate: "2026-03-04",
  isHalfDay: false,
  halfDayType: null,
  reason: "  Family trip  ",
};

describe("leave form → POST /api/leaves body", () => {
  it("sends a full-day leave's dates as yyyy-MM-dd with a trimmed reason", () => {
    expect(toLeaveRequestBody(fullDay)).toEqual({
      startDate: "2026-03-02",
      endDate: "2026-03-04",
      reason: "Family trip",
      isHalfDay: false,
      halfDayType: null,
    });
  });

  it("sends a half day's end date equal to its start date", () => {
    const halfDay = { ...fullDay, isHalfDay: true, halfDayType: "AFTERNOON" as const, endDate: "2026-03-09" };
    expect(toLeaveRequestBody(halfDay)).toMatchObject({
      startDate: "2026-03-02",
      endDate: "2026-03-02",
      isHalfDay: true,
      halfDayType: "AFTERNOON",
    });
  });

  it("drops a half-day type left on a full-day leave", () => {
    expect(toLeaveRequestBody({ ...fullDay, halfDayType: "FORENOON" }).halfDayType).toBeNull();
  });

  it("formats dates in local time, never shifted by the time zone", () => {
    expect(toDateOnly(new Date(2026, 2, 2, 0, 0, 0))).toBe("2026-03-02");
    expect(toDateOnly(new Date(2026, 2, 2, 23, 59, 59))).toBe("2026-03-02");
    expect(toDateOnly("2026-12-31")).toBe("2026-12-31");
    expect(toDateOnly(null)).toBeNull();
    expect(toDateOnly("not a date")).toBeNull();
  });
});

describe("Half Day Leave checkbox (leave.md §6.1)", () => {
  it("turning it on copies the start date into the end date", () => {
    const on = toggleHalfDay({ ...fullDay, endDate: null }, true);
    expect(on.isHalfDay).toBe(true);
    expect(on.endDate).toBe("2026-03-02");
  });

  it("turning it off clears the half-day type", () => {
    const on = { ...toggleHalfDay(fullDay, true), halfDayType: "FORENOON" as const };
    const off = toggleHalfDay(on, false);
    expect(off.isHalfDay).toBe(false);
    expect(off.halfDayType).toBeNull();
    expect(off.startDate).toBe("2026-03-02");
  });

  it("keeps a half day's end date on its start date when the start changes", () => {
    const on = toggleHalfDay(fullDay, true);
    expect(changeStartDate(on, "2026-03-10")).toMatchObject({
      startDate: "2026-03-10",
      endDate: "2026-03-10",
    });
    expect(changeStartDate(fullDay, "2026-03-01")).toMatchObject({
      startDate: "2026-03-01",
      endDate: "2026-03-04",
    });
  });
});

describe("leave form messages (leave.md §6.1)", () => {
  it("asks for the start date, the end date of a full day and the reason", () => {
    expect(validateLeaveForm(emptyLeaveForm())).toEqual({
      startDate: LEAVE_FORM_TEXT.startRequired,
      endDate: "End date is required for full day leaves",
      reason: "Reason is required",
    });
    expect(LEAVE_FORM_TEXT.startRequired).toBe("Start date is required");
  });

  it("asks a half day for its type, not for an end date", () => {
    const errors = validateLeaveForm({
      ...emptyLeaveForm(),
      startDate: "2026-03-02",
      isHalfDay: true,
      reason: "x",
    });
    expect(errors).toEqual({ halfDayType: "Half day type is required for half day leaves" });
  });

  it("refuses an end date before the start date", () => {
    expect(validateLeaveForm({ ...fullDay, endDate: "2026-03-01" }).endDate).toBe(
      "End date cannot be before start date",
    );
  });

  it("keeps the shared schema's own words where the form has none (a reason too long)", () => {
    expect(validateLeaveForm({ ...fullDay, reason: "x".repeat(5001) })).toEqual({
      reason: "Reason must be at most 5000 characters",
    });
  });

  it("accepts a whole form, and a blank reason is no reason", () => {
    expect(validateLeaveForm(fullDay)).toEqual({});
    expect(validateLeaveForm({ ...fullDay, reason: "   " })).toEqual({ reason: "Reason is required" });
  });
});
