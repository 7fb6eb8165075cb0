import type { NotificationData } from "@mantine/notifications";
import { ApiError, errorMessage } from "../../lib/api";

/** The toasts of the companies screen, in the spec's words (docs/product/companies.md §5). */
export const companyCreatedToast: NotificationData = {
  color: "teal",
  message: "Company created successfully",
};
export const companyUpdatedToast: NotificationData = {
  color: "teal",
  message: "Company updated successfully",
};
export const companyDeletedToast: NotificationData = { color: "teal", message: "Company deleted" };

export const DELETE_COMPANY_FALLBACK = "Failed to delete company. It may have associated users.";

export function companyCreateFailedToast(error: unknown): NotificationData {
  return { color: "red", message: `Failed to create company: ${errorMessage(error)}` };
}

export function companyUpdateFailedToast(error: unknown): NotificationData {
  return { color: "red", message: `Failed to update company: ${errorMessage(error)}` };
}

/** 'Error deleting company' with the server's own message, or the spec's fallback when it gave none. */
export function companyDeleteFailedToast(error: unknown): NotificationData {
  const message = error instanceof ApiError ? error.json?.message : undefined;
  return {
    color: "red",
    title: "Error deleting company",
    message: typeof message === "string" && message ? message : DELETE_COMPANY_FALLBACK,
  };
}
