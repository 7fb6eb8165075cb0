import { describe, expect, it } from "vitest";
import { ApiError } from "../../lib/api";
import { attendanceFailureToast, attendanceSuccessToast } from "./attendanceToasts";

describe("attendance toasts", () => {
  it("uses the spec's success words", () => {
    expect(attendanceSuccessToast("add").message).toBe("Attendance record added successfully");
    expect(attendanceSuccessToast("clockIn").message).toBe("You have successfully clocked in!");
    expect(attendanceSuccessToast("clockOut").message).toBe("You have successfully clocked out!");
    expect(attendanceSuccessToast("update").message).toBe("Attendance record updated successfully!");
    expect(attendanceSuccessToast("delete").message).toBe("Attendance record deleted successfully!");
  });

  it("puts the server's message after the failed action, in red", () => {
    const conflict = new ApiError(
      409,
      JSON.stringify({ message: "Attendance for this date has already been recorded" }),
      "Conflict",
    );
    expect(attendanceFailureToast("add", conflict)).toEqual({
      color: "red",
      message: "Failed to add attendance: Attendance for this date has already been recorded",
    });
    const refused = new ApiError(
      400,
      JSON.stringify({ message: "Cannot record attendance for future dates" }),
      "",
    );
    expect(attendanceFailureToast("clockIn", refused).message).toBe(
      "Failed to clock in: Cannot record attendance for future dates",
    );
    expect(attendanceFailureToast("clockOut", new Error("boom")).message).toBe("Failed to clock out: boom");
    expect(attendanceFailureToast("update", refused).message).toMatch(/^Failed to update attendance: /);
    expect(attendanceFailureToast("delete", new ApiError(404, "Not found", "")).message).toBe(
      "Failed to delete attendance: Not found",
    );
  });
});
