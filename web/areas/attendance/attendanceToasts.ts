import type { NotificationData } from "@mantine/notifications";
import { errorMessage } from "../../lib/api";

/** The attendance toasts of docs/product/attendance.md §6.4, word for word. */
export const ATTENDANCE_TOAST_TEXT = {
  added: "Attendance record added successfully",
  clockedIn: "You have successfully clocked in!",
  clockedOut: "You have successfully clocked out!",
  updated: "Attendance record updated successfully!",
  deleted: "Attendance record deleted successfully!",
  addFailed: "Failed to add attendance",
  clockInFailed: "Failed to clock in",
  clockOutFailed: "Failed to clock out",
  updateFailed: "Failed to update attendance",
  deleteFailed: "Failed to delete attendance",
} as const;

export type AttendanceAction = "add" | "clockIn" | "clockOut" | "update" | "delete";

const SUCCESS: Record<AttendanceAction, string> = {
  add: ATTENDANCE_TOAST_TEXT.added,
  clockIn: ATTENDANCE_TOAST_TEXT.clockedIn,
  clockOut: ATTENDANCE_TOAST_TEXT.clockedOut,
  update: ATTENDANCE_TOAST_TEXT.updated,
  delete: ATTENDANCE_TOAST_TEXT.deleted,
};

const FAILURE: Record<AttendanceAction, string> = {
  add: ATTENDANCE_TOAST_TEXT.addFailed,
  clockIn: ATTENDANCE_TOAST_TEXT.clockInFailed,
  clockOut: ATTENDANCE_TOAST_TEXT.clockOutFailed,
  update: ATTENDANCE_TOAST_TEXT.updateFailed,
  delete: ATTENDANCE_TOAST_TEXT.deleteFailed,
};

export function attendanceSuccessToast(action: AttendanceAction): NotificationData {
  return { color: "teal", message: SUCCESS[action] };
}

/** A destructive toast: "Failed to …: {the server's message}". */
export function attendanceFailureToast(action: AttendanceAction, error: unknown): NotificationData {
  return { color: "red", message: `${FAILURE[action]}: ${errorMessage(error)}` };
}
