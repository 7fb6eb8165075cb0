import { describe, expect, it } from "vitest";
import {
  ATTENDANCE_FORM_TEXT,
  type AttendanceFormValues,
  attendanceFormValuesFrom,
  emptyAttendanceForm,
  toAttendanceRequestBody,
  toClockInBody,
  toClockOutBody,
  validateAttendanceForm,
  validateClockOut,
} from "./attendanceForm";

const TODAY = "2025-03-12";
const valid: AttendanceFormValues = {
  attendanceDate: "2025-03-11",
  clockIn: "09:00",
  clockOut: "17:30",
  effectiveHours: 8,
  keyTasks: "  Sprint review ",
};

describe("validateAttendanceForm", () => {
  it("accepts a complete past record", () => {
    expect(validateAttendanceForm(valid, "add", TODAY)).toEqual({});
  });

  it("needs a date, a clock-in and hours, in the spec's words", () => {
    const errors = validateAttendanceForm(emptyAttendanceForm(TODAY), "add", TODAY);
    expect(errors).toEqual({
      clockIn: "Start time is required",
      effectiveHours: "Please enter effective hours before adding attendance",
    });
    expect(validateAttendanceForm({ ...valid, attendanceDate: null }, "add", TODAY).attendanceDate).toBe(
      "Date is required",
    );
  });

  it("refuses a future date but allows today", () => {
    expect(validateAttendanceForm({ ...valid, attendanceDate: "2025-03-13" }, "add", TODAY)).toEqual({
      attendanceDate: "Cannot record attendance for future dates",
    });
    expect(validateAttendanceForm({ ...valid, attendanceDate: TODAY }, "add", TODAY)).toEqual({});
  });

  it("uses the update wording when editing, and refuses zero hours", () => {
    expect(validateAttendanceForm({ ...valid, effectiveHours: 0 }, "edit", TODAY)).toEqual({
      effectiveHours: "Please enter effective hours before updating attendance",
    });
  });

  it("checks with the shared schema: a time that is not HH:mm, hours under its minimum, key tasks too long", () => {
    expect(validateAttendanceForm({ ...valid, clockIn: "25:00" }, "add", TODAY)).toEqual({
      clockIn: "Enter a time as HH:mm",
    });
    expect(validateAttendanceForm({ ...valid, effectiveHours: 0.1 }, "add", TODAY)).toEqual({
      effectiveHours: "Please enter effective hours before adding attendance",
    });
    expect(validateAttendanceForm({ ...valid, keyTasks: "x".repeat(5001) }, "add", TODAY)).toEqual({
      keyTasks: "Key tasks must be at most 5000 characters",
    });
    // The form caps hours at 99.99 rather than refusing them.
    expect(validateAttendanceForm({ ...valid, effectiveHours: 120 }, "add", TODAY)).toEqual({});
  });

  it("allows a blank clock-out but not one before the clock-in", () => {
    expect(validateAttendanceForm({ ...valid, clockOut: "" }, "add", TODAY)).toEqual({});
    expect(validateAttendanceForm({ ...valid, clockOut: "08:59" }, "add", TODAY)).toEqual({
      clockOut: ATTENDANCE_FORM_TEXT.clockOutBeforeClockIn,
    });
  });
});

describe("validateClockOut", () => {
  it("asks for hours before clocking out", () => {
    expect(validateClockOut({ effectiveHours: "", keyTasks: "" })).toEqual({
      effectiveHours: "Please enter effective hours before clocking out",
    });
    expect(validateClockOut({ effectiveHours: 7.5, keyTasks: "" })).toEqual({});
  });
});

describe("form to request body", () => {
  it("sends times as HH:mm:ss and trims key tasks", () => {
    expect(toAttendanceRequestBody(valid)).toEqual({
      attendanceDate: "2025-03-11",
      clockIn: "09:00:00",
      clockOut: "17:30:00",
      effectiveHours: 8,
      keyTasks: "Sprint review",
    });
  });

  it("sends a blank clock-out and blank key tasks as null, and caps hours at 99.99", () => {
    expect(
      toAttendanceRequestBody({ ...valid, clockOut: " ", keyTasks: "", effectiveHours: 150 }),
    ).toMatchObject({
      clockOut: null,
      keyTasks: null,
      effectiveHours: 99.99,
    });
  });

  it("keeps a record's seconds when its time was not changed", () => {
    const record = {
      attendanceDate: "2025-03-11",
      clockIn: "09:03:27",
      clockOut: "18:10:05",
      effectiveHours: 8.25,
      keyTasks: null,
    };
    const values = attendanceFormValuesFrom(record);
    expect(values).toEqual({
      attendanceDate: "2025-03-11",
      clockIn: "09:03",
      clockOut: "18:10",
      effectiveHours: 8.25,
      keyTasks: "",
    });
    expect(toAttendanceRequestBody(values, record)).toMatchObject({
      clockIn: "09:03:27",
      clockOut: "18:10:05",
    });
    expect(toAttendanceRequestBody({ ...values, clockIn: "09:04" }, record).clockIn).toBe("09:04:00");
  });

  it("clocks in with the date and time of the user's zone only", () => {
    // 20:00 UTC is 01:30 the next day in India, and still the 11th at noon in Los Angeles (PDT).
    expect(toClockInBody(new Date("2025-03-11T20:00:05Z"), "Asia/Kolkata")).toEqual({
      attendanceDate: "2025-03-12",
      clockIn: "01:30:05",
    });
    expect(toClockInBody(new Date("2025-03-11T20:00:05Z"), "America/Los_Angeles")).toEqual({
      attendanceDate: "2025-03-11",
      clockIn: "13:00:05",
    });
  });

  it("clocks out with the zone's time, capped hours and optional tasks", () => {
    const now = new Date("2025-03-12T12:15:00Z");
    expect(toClockOutBody({ effectiveHours: 120, keyTasks: "" }, now, "Asia/Kolkata")).toEqual({
      clockOut: "17:45:00",
      effectiveHours: 99.99,
      keyTasks: null,
    });
  });
});
