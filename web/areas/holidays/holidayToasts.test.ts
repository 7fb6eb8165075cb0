import { describe, expect, it } from "vitest";
import { ApiError } from "../../lib/api";
import {
  HOLIDAY_TEXT,
  holidayDeletedToast,
  holidayDeleteFailedToast,
  holidaySavedToast,
  holidaySaveFailedToast,
} from "./holidayToasts";

describe("holiday toasts (holidays.md §5)", () => {
  it("confirms create, update and delete", () => {
    expect(holidaySavedToast("create").message).toBe("Holiday created successfully");
    expect(holidaySavedToast("edit").message).toBe("Holiday updated successfully");
    expect(holidayDeletedToast().message).toBe("Holiday deleted successfully");
  });

  it("says what failed when the server gives no reason", () => {
    expect(holidaySaveFailedToast("create", new TypeError("Failed to fetch"))).toEqual({
      color: "red",
      message: "Failed to create holiday",
    });
    expect(holidaySaveFailedToast("edit", new Error("x")).message).toBe("Failed to update holiday");
    expect(holidayDeleteFailedToast(new ApiError(500, "<html>", "Server Error")).message).toBe(
      "Failed to delete holiday",
    );
  });

  it("shows the server's message under the failure", () => {
    const error = new ApiError(403, '{"message":"Forbidden"}', "Forbidden");
    expect(holidayDeleteFailedToast(error)).toEqual({
      color: "red",
      title: "Failed to delete holiday",
      message: "Forbidden",
    });
  });

  it("keeps the spec's texts", () => {
    expect(HOLIDAY_TEXT.confirmDelete).toBe("Are you sure you want to delete this holiday?");
    expect(HOLIDAY_TEXT.emptyTitle).toBe("No Holidays Scheduled");
    expect(HOLIDAY_TEXT.emptyForAdmin).toBe("Add your first company holiday to get started.");
    expect(HOLIDAY_TEXT.emptyForEmployee).toBe("Your company hasn't scheduled any holidays yet.");
  });
});
