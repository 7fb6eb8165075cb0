import { describe, expect, it } from "vitest";
import { ApiError } from "../../lib/api";
import { serverFieldError } from "./serverFieldError";

const wrongCurrent = new ApiError(
  400,
  JSON.stringify({
    message: "Current password is incorrect",
    errors: [{ path: "body.currentPassword", message: "Current password is incorrect" }],
  }),
  "Bad Request",
);

describe("serverFieldError", () => {
  it("reads the message of a field the server named", () => {
    expect(serverFieldError(wrongCurrent, "currentPassword")).toBe("Current password is incorrect");
  });
  it("ignores other fields and answers without a list", () => {
    expect(serverFieldError(wrongCurrent, "newPassword")).toBeNull();
    expect(serverFieldError(new ApiError(400, "plain text", "Bad Request"), "username")).toBeNull();
    expect(serverFieldError(new Error("network"), "username")).toBeNull();
  });
  it("takes the whole message for a status tied to the field", () => {
    const taken = new ApiError(
      409,
      JSON.stringify({ message: "An account with this email already exists" }),
      "",
    );
    expect(serverFieldError(taken, "username", [409])).toBe("An account with this email already exists");
    expect(serverFieldError(taken, "username")).toBeNull();
  });
});
