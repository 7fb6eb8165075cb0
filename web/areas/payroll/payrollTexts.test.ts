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
  planRequestDismissedToast,
  planRequestDismissFailedToast,
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
    const made = (created: number, month: number, year: number) => ({ month, year, created, skipped: [] });
    expect(payrollGeneratedToast(made(3, 3, 2026)).message).toBe("3 payroll records created for March 2026.");
    expect(payrollGeneratedToast(made(1, 11, 2025)).message).toBe(
      "1 payroll record created for November 2025.",
    );
    expect(payrollGeneratedToast(made(0, 3, 2026)).message).toBe(
      "Every active employee already has a payroll record for March 2026.",
    );
  });

  it("names the people Generate could not prefill", () => {
    const sneha = { userId: 8, firstName: "Sneha", lastName: "Iyer" };
    const karthik = { userId: 9, firstName: "Karthik", lastName: "Reddy" };
    const arjun = { userId: 10, firstName: "Arjun", lastName: "Varma" };
    expect(payrollGeneratedToast({ month: 3, year: 2026, created: 2, skipped: [sneha] })).toMatchObject({
      color: "yellow",
      message:
        "2 payroll records created for March 2026. Not generated for Sneha Iyer: tax and benefits come to more than the salary. Add that record by hand.",
    });
    expect(
      payrollGeneratedToast({ month: 3, year: 2026, created: 0, skipped: [sneha, karthik, arjun] }).message,
    ).toBe(
      "No payroll records created for March 2026. Not generated for Sneha Iyer, Karthik Reddy and Arjun Varma: tax and benefits come to more than the salary. Add those records by hand.",
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

  it("says when the request was already open", () => {
    expect(PAYROLL_TEXT.requestStillOpen("Standard", "3 Mar 2026")).toBe(
      "Your request for the Standard plan, sent on 3 Mar 2026, is still open: we have not sent another.",
    );
  });

  it("tells the super admin what enabling did", () => {
    expect(payrollEnabledToast("Bengaluru Analytics").message).toBe(
      "Payroll enabled for Bengaluru Analytics",
    );
    expect(payrollEnableFailedToast(refused(403, "Forbidden")).message).toBe("Forbidden");
  });

  it("confirms a dismissed plan request, and names a refusal with the server's reason (§6.1)", () => {
    expect(planRequestDismissedToast("Bengaluru Analytics")).toEqual({
      color: "teal",
      title: "Request dismissed",
      message: "The payroll request of Bengaluru Analytics is closed; payroll stays off.",
    });
    expect(planRequestDismissFailedToast(refused(409, "Only an open request can be dismissed"))).toEqual({
      color: "red",
      title: "Failed to dismiss request",
      message: "Only an open request can be dismissed",
    });
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
