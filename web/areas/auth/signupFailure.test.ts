import { describe, expect, it } from "vitest";
import { ApiError } from "../../lib/api";
import { describeSignupFailure } from "./signupFailure";

const json = (status: number, body: unknown) => new ApiError(status, JSON.stringify(body), "");

describe("describeSignupFailure", () => {
  it("puts a 409 (e-mail already used) under the e-mail field", () => {
    const failure = describeSignupFailure(json(409, { message: "Email already registered" }));
    expect(failure).toEqual({
      message: "Email already registered",
      fieldErrors: { "user.username": "Email already registered" },
    });
  });

  it("maps a 400's listed errors to the form's fields, full or short paths", () => {
    const failure = describeSignupFailure(
      json(400, {
        message: "Validation failed",
        errors: [
          { path: "user.password", message: "Password must contain at least one number" },
          { path: "name", message: "Company name must be at least 2 characters" },
          { path: "unknown.field", message: "ignored" },
          { nonsense: true },
        ],
      }),
    );
    expect(failure).toEqual({
      message: "Validation failed",
      fieldErrors: {
        "user.password": "Password must contain at least one number",
        "company.name": "Company name must be at least 2 characters",
      },
    });
  });

  it("understands the server's body-prefixed paths", () => {
    const failure = describeSignupFailure(
      json(400, {
        message: "Email must be a valid email address",
        errors: [{ path: "body.user.username", message: "Email must be a valid email address" }],
      }),
    );
    expect(failure.fieldErrors).toEqual({ "user.username": "Email must be a valid email address" });
  });

  it("falls back to 'Please try again later.'", () => {
    expect(describeSignupFailure(new ApiError(500, "", "Internal Server Error"))).toEqual({
      message: "Please try again later.",
      fieldErrors: {},
    });
    expect(describeSignupFailure(new TypeError("Failed to fetch")).message).toBe("Please try again later.");
  });
});
