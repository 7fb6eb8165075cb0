import { describe, expect, it } from "vitest";
import { ApiError } from "../../lib/api";
import { forgotPasswordErrorToast, forgotPasswordSuccessToast } from "./forgotPasswordToast";

describe("forgotPasswordSuccessToast", () => {
  it("tells an employee to contact the administrator", () => {
    const toast = forgotPasswordSuccessToast({
      message: "Ask your admin",
      isEmployee: true,
      isRestricted: false,
    });
    expect(toast).toMatchObject({ title: "Contact Administrator", message: "Ask your admin" });
  });

  it("titles a restricted account 'Password Reset'", () => {
    const toast = forgotPasswordSuccessToast({
      message: "Restricted",
      isEmployee: false,
      isRestricted: true,
    });
    expect(toast).toMatchObject({ title: "Password Reset", message: "Restricted" });
  });

  it("otherwise titles it 'Password Reset Requested'", () => {
    const toast = forgotPasswordSuccessToast({
      message: "Check mail",
      isEmployee: false,
      isRestricted: false,
    });
    expect(toast).toMatchObject({ title: "Password Reset Requested", message: "Check mail" });
  });
});

describe("forgotPasswordErrorToast", () => {
  it("shows the server's message", () => {
    const error = new ApiError(429, JSON.stringify({ message: "Too many requests" }), "");
    expect(forgotPasswordErrorToast(error)).toEqual({
      title: "Error",
      message: "Too many requests",
      color: "red",
    });
  });

  it("falls back to the spec's text", () => {
    expect(forgotPasswordErrorToast(new TypeError("Failed to fetch")).message).toBe(
      "Failed to request password reset. Please try again later.",
    );
  });
});
