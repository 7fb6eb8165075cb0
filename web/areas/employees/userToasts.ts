import type { NotificationData } from "@mantine/notifications";
import { ApiError } from "../../lib/api";
import type { FieldErrors } from "../../lib/formValidation";
import { serverMessageOf } from "../auth/serverMessage";

/** The users toasts of docs/product/employees.md §5. */
export const USER_TEXT = {
  createdTitle: "User created",
  createdBody: "The user has been successfully created.",
  updatedTitle: "User updated",
  updatedBody: "The user has been successfully updated.",
  createFailedTitle: "Error creating user",
  createFailedBody: "Failed to create user. Please try again.",
  updateFailedTitle: "Error updating user",
  updateFailedBody: "Failed to update user. Please try again.",
  missingId: "User ID is required for update",
  deletedTitle: "User deleted",
  deletedBody: "The user has been successfully deleted.",
  deleteFailedTitle: "Error",
  deleteFailedBody: "Failed to delete user. Please try again.",
} as const;

export type UserFormMode = "create" | "edit";

export function userSavedToast(mode: UserFormMode): NotificationData {
  return mode === "create"
    ? { color: "teal", title: USER_TEXT.createdTitle, message: USER_TEXT.createdBody }
    : { color: "teal", title: USER_TEXT.updatedTitle, message: USER_TEXT.updatedBody };
}

/** A failed save: the server's message when it gave one, else the spec's fallback. */
export function userSaveFailedToast(mode: UserFormMode, error: unknown): NotificationData {
  const server = serverMessageOf(error);
  return mode === "create"
    ? { color: "red", title: USER_TEXT.createFailedTitle, message: server || USER_TEXT.createFailedBody }
    : { color: "red", title: USER_TEXT.updateFailedTitle, message: server || USER_TEXT.updateFailedBody };
}

export function userDeletedToast(): NotificationData {
  return { color: "teal", title: USER_TEXT.deletedTitle, message: USER_TEXT.deletedBody };
}

export function userDeleteFailedToast(error: unknown): NotificationData {
  return {
    color: "red",
    title: USER_TEXT.deleteFailedTitle,
    message: serverMessageOf(error) || USER_TEXT.deleteFailedBody,
  };
}

const FORM_FIELDS = [
  "username",
  "password",
  "firstName",
  "lastName",
  "role",
  "department",
  "salary",
  "taxAmount",
  "deductionAmount",
  "taxPercentage",
  "benefitsPercentage",
  "annualCtc",
  "workState",
  "companyId",
] as const;

/** Errors to show under the form's fields: a 409 names the e-mail, a 400 may list fields. */
export function userSaveFieldErrors(error: unknown): FieldErrors {
  const errors: FieldErrors = {};
  if (!(error instanceof ApiError)) return errors;
  if (error.status === 409) {
    const message = serverMessageOf(error);
    if (message) errors.username = message;
  }
  for (const { path, message } of error.fieldErrors) {
    const field = FORM_FIELDS.find((name) => name === path.replace(/^body\./, ""));
    if (field && !(field in errors)) errors[field] = message;
  }
  return errors;
}
