import { describe, expect, it } from "vitest";
import { ApiError } from "../../lib/api";
import { AUTH_TEXT } from "./authMessages";
import { describeLoginFailure } from "./loginFailure";

const json = (status: number, body: unknown) => new ApiError(status, JSON.stringify(body), "");

describe("describeLoginFailure", () => {
  it("shows the server's message for wrong credentials", () => {
    expect(describeLoginFailure(json(401, { message: "Invalid username or password" }))).toEqual({
      message: "Invalid username or password",
      isLocked: false,
    });
  });

  it("adds the lock hint to the server's message of a locked account", () => {
    const failure = describeLoginFailure(
      json(403, { message: "Account is locked", locked: true, lockedUntil: "2025-04-25T10:00:00Z" }),
    );
    expect(failure).toEqual({ message: `Account is locked ${AUTH_TEXT.lockedHint}`, isLocked: true });
  });

  it("falls back to 'Account locked. Please contact administrator.' on a locked 403 without message", () => {
    const failure = describeLoginFailure(json(403, { locked: true }));
    expect(failure.message).toBe(
      "Account locked. Please contact administrator. Your account has been locked due to multiple failed login attempts. Please contact your administrator to unlock it.",
    );
    expect(failure.isLocked).toBe(true);
  });

  it("detects 'locked' in any message, whatever its case", () => {
    expect(describeLoginFailure(json(401, { message: "Account Locked until 10:15" })).isLocked).toBe(true);
  });

  it("uses the credentials fallback for a 401 without a message", () => {
    expect(describeLoginFailure(new ApiError(401, "", "Unauthorized")).message).toBe(
      "Login failed. Please check your credentials.",
    );
  });

  it("uses 'Login failed' for another answer without a readable message", () => {
    expect(describeLoginFailure(new ApiError(502, "<html>Bad Gateway</html>", "Bad Gateway")).message).toBe(
      "Login failed",
    );
  });

  it("uses 'An error occurred during login' when the server could not be reached", () => {
    expect(describeLoginFailure(new TypeError("Failed to fetch")).message).toBe(
      "An error occurred during login",
    );
  });
});
