import { describe, expect, it } from "vitest";
import { ApiError } from "../../lib/api";
import {
  PAYROLL_TEXT,
  payrollDeletedToast,
  payrollDeleteFailedToast,
  payrollEnabledToast,
  payrollEnableFailedToast,
  payrollGeneratedToast,
  payrollGenerateFailedToast,
  payrollSavedToast,
  payrollSaveFailedToast,
  payrollStatusFailedToast,
  payrollStatusToast,
  planRequestFailedToast,
  planRequestSentToast,
} from "./payrollTexts";

const refused = (status: number, message: string) => new ApiError(status, JSON.stringify({ message }), "");

describe("payroll toasts (payroll.md §6.3)", () => {
  it("confirms create, update, delete and a status change in the page's words", () => {
    expect(payrollSavedToast("create")).toEqual({
      color: "teal",
      title: "Payroll created",
      message: "The payroll record has been created successfully",
    });
    expect(payrollSavedToast("edit")).toEqual({ color: "teal", message: "Payroll updated" });
    expect(payrollDeletedToast()).toEqual({ color: "teal", message: "Payroll deleted" });
    expect(payrollStatusToast("Paid")).toEqual({
      color: "teal",
      title: "Status updated",
      message: "Payroll status changed to Paid",
    });
  });

  it("names each failure and gives the server's reason", () => {
    expect(payrollSaveFailedToast("create", refused(409, "A payroll record already exists"))).toEqual({
      color: "red",
      title: "Failed to create payroll record",
      message: "A payroll record already exists",
    });
    expect(payrollSaveFailedToast("edit", refused(400, "Net pay cannot be negative")).title).toBe(
      "Failed to update payroll record",
    );
    expect(payrollDeleteFailedToast(refused(404, "Payroll record not found"))).toMatchObject({
      title: "Failed to delete payroll record",
      message: "Payroll record not found",
    });
    expect(payrollStatusFailedToast(new ApiError(502, "<html>", ""))).toMatchObject({
      title: "Failed to update payroll status",
      message: "502 Bad Gateway",
    });
  });

  it("says how many records Generate made for the month, or that there was nothing to make", () => {
    expect(payrollGeneratedToast(3, 3, 2026).message).toBe("3 payroll records created for March 2026.");
    expect(payrollGeneratedToast(1, 11, 2025).message).toBe("1 payroll record created for November 2025.");
    expect(payrollGeneratedToast(0, 3, 2026).message).toBe(
      "Every active employee already has a payroll record for March 2026.",
    );
    expect(payrollGenerateFailedToast(new TypeError("Failed to fetch")).message).toBe("Failed to fetch");
  });
});

describe("the plan request (payroll.md §6.1)", () => {
  it("confirms in the page's words and says what to do on failure", () => {
    expect(planRequestSentToast()).toEqual({
      color: "teal",
      title: "Request Sent Successfully",
      message: "Thank you! Our team will contact you back soon.",
    });
    expect(planRequestFailedToast().message).toBe(
      "Failed to send request. Please try again or contact support directly.",
    );
  });

  it("tells the super admin what enabling did", () => {
    expect(payrollEnabledToast("Bengaluru Analytics").message).toBe(
      "Payroll enabled for Bengaluru Analytics",
    );
    expect(payrollEnableFailedToast(refused(403, "Forbidden")).message).toBe("Forbidden");
  });
});

describe("the screens' texts (payroll.md §6)", () => {
  it("keeps the empty states word for word", () => {
    expect(PAYROLL_TEXT.empty).toBe("No payroll records found for this period.");
    expect(PAYROLL_TEXT.emptyYear(2025)).toBe("No payroll records found for 2025.");
  });

  it("names the screens and describes the table as the system's", () => {
    expect(PAYROLL_TEXT.managementTitle).toBe("Payroll Management");
    expect(PAYROLL_TEXT.myTitle).toBe("My Payroll");
    expect(PAYROLL_TEXT.generatedBySystem).toMatch(/generated automatically by the system/);
  });
});
