import type { NotificationData } from "@mantine/notifications";
import { serverMessageOf } from "../auth/serverMessage";

/** The Company Holidays screen's words (docs/product/holidays.md §5). */
export const HOLIDAY_TEXT = {
  pageTitle: "Company Holidays",
  addHoliday: "Add Holiday",
  created: "Holiday created successfully",
  updated: "Holiday updated successfully",
  deleted: "Holiday deleted successfully",
  createFailed: "Failed to create holiday",
  updateFailed: "Failed to update holiday",
  deleteFailed: "Failed to delete holiday",
  confirmDelete: "Are you sure you want to delete this holiday?",
  emptyTitle: "No Holidays Scheduled",
  emptyForAdmin: "Add your first company holiday to get started.",
  emptyForEmployee: "Your company hasn't scheduled any holidays yet.",
  recurring: "Recurring",
  recurringLabel: "Recurring every year",
} as const;

export type HolidayFormMode = "create" | "edit";

export function holidaySavedToast(mode: HolidayFormMode): NotificationData {
  return { color: "teal", message: mode === "create" ? HOLIDAY_TEXT.created : HOLIDAY_TEXT.updated };
}

/** A failed save: the spec's failure as the title, the server's reason (when it gave one) below. */
export function holidaySaveFailedToast(mode: HolidayFormMode, error: unknown): NotificationData {
  const failed = mode === "create" ? HOLIDAY_TEXT.createFailed : HOLIDAY_TEXT.updateFailed;
  return failedToast(failed, error);
}

export function holidayDeletedToast(): NotificationData {
  return { color: "teal", message: HOLIDAY_TEXT.deleted };
}

export function holidayDeleteFailedToast(error: unknown): NotificationData {
  return failedToast(HOLIDAY_TEXT.deleteFailed, error);
}

function failedToast(failed: string, error: unknown): NotificationData {
  const server = serverMessageOf(error);
  return server ? { color: "red", title: failed, message: server } : { color: "red", message: failed };
}
