import { describe, expect, it } from "vitest";
import { ApiError } from "../../lib/api";
import {
  userDeletedToast,
  userDeleteFailedToast,
  userSavedToast,
  userSaveFailedToast,
  userSaveFieldErrors,
} from "./userToasts";

const apiError = (status: number, body: unknown) =>
  new ApiError(status, typeof body === "string" ? body : JSON.stringify(body), "");

describe("Users toasts (employees.md §5)", () => {
  it("announces a created and an updated user", () => {
    expect(userSavedToast("create")).toMatchObject({
      title: "User created",
      message: "The user has been successfully created.",
    });
    expect(userSavedToast("edit")).toMatchObject({
      title: "User updated",
      message: "The user has been successfully updated.",
    });
  });

  it("falls back to the spec's failure texts", () => {
    expect(userSaveFailedToast("create", new Error("network"))).toMatchObject({
      title: "Error creating user",
      message: "Failed to create user. Please try again.",
    });
    expect(userSaveFailedToast("edit", apiError(500, ""))).toMatchObject({
      title: "Error updating user",
      message: "Failed to update user. Please try again.",
    });
  });

  it("shows the server's message when there is one", () => {
    const error = apiError(409, { message: "An account with this email already exists" });
    expect(userSaveFailedToast("create", error).message).toBe("An account with this email already exists");
  });

  it("announces a deletion and its failure", () => {
    expect(userDeletedToast()).toMatchObject({
      title: "User deleted",
      message: "The user has been successfully deleted.",
    });
    expect(userDeleteFailedToast(new Error("x"))).toMatchObject({
      title: "Error",
      message: "Failed to delete user. Please try again.",
    });
    expect(
      userDeleteFailedToast(apiError(400, { message: "You cannot delete your own account" })).message,
    ).toBe("You cannot delete your own account");
  });
});

describe("userSaveFieldErrors", () => {
  it("puts a 409 under the e-mail", () => {
    const error = apiError(409, { message: "An account with this email already exists" });
    expect(userSaveFieldErrors(error)).toEqual({ username: "An account with this email already exists" });
  });

  it("maps a 400's listed fields onto the form", () => {
    const error = apiError(400, {
      message: "Invalid input",
      errors: [
        { path: "body.salary", message: "Salary cannot be negative" },
        { path: "body.unknown", message: "ignored" },
      ],
    });
    expect(userSaveFieldErrors(error)).toEqual({ salary: "Salary cannot be negative" });
  });

  it("puts the server's salary structure refusals under their fields (employees.md §2.1)", () => {
    const tooSmall = "Annual CTC is too small for its statutory contributions";
    const error = apiError(400, {
      message: tooSmall,
      errors: [{ path: "body.annualCtc", message: tooSmall }],
    });
    expect(userSaveFieldErrors(error)).toEqual({ annualCtc: tooSmall });
    const stateRequired = "State of work is required when an annual CTC is set";
    const missing = apiError(400, {
      message: stateRequired,
      errors: [{ path: "body.workState", message: stateRequired }],
    });
    expect(userSaveFieldErrors(missing)).toEqual({ workState: stateRequired });
  });
});
