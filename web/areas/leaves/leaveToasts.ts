import type { NotificationData } from "@mantine/notifications";
import { serverMessageOf } from "../auth/serverMessage";

/** The leave screens' texts (docs/product/leave.md §6). */
export const LEAVE_TEXT = {
  submitted: "Leave request submitted",
  approved: "Leave request approved",
  rejected: "Leave request rejected",
  allocationUpdated: "Leave allocation updated",
  submitFailed: "Failed to submit leave request",
  decideFailed: "Failed to update leave request",
  allocationFailed: "Failed to update leave allocation",
  noCompany: "Error: No company ID found for admin",
  noRequests: "No leave requests to review",
  loading: "Loading...",
  loadFailed: "Error loading leave details",
} as const;

const FALLBACK = "Please try again later.";

export function leaveSubmittedToast(): NotificationData {
  return { color: "teal", title: LEAVE_TEXT.submitted, message: "Your administrator will review it." };
}

/** A refused request: the server's reason (insufficient balance, overlap, …). */
export function leaveSubmitFailedToast(error: unknown): NotificationData {
  return { color: "red", title: LEAVE_TEXT.submitFailed, message: serverMessageOf(error) || FALLBACK };
}

export function leaveDecidedToast(status: "APPROVED" | "REJECTED", name: string): NotificationData {
  return status === "APPROVED"
    ? { color: "teal", title: LEAVE_TEXT.approved, message: `${name}'s leave request was approved.` }
    : { color: "teal", title: LEAVE_TEXT.rejected, message: `${name}'s leave request was rejected.` };
}

export function leaveDecideFailedToast(error: unknown): NotificationData {
  return { color: "red", title: LEAVE_TEXT.decideFailed, message: serverMessageOf(error) || FALLBACK };
}

export function allocationUpdatedToast(name: string, totalLeaves: number): NotificationData {
  return {
    color: "teal",
    title: LEAVE_TEXT.allocationUpdated,
    message: `${name} now has ${totalLeaves} ${totalLeaves === 1 ? "day" : "days"} of leave.`,
  };
}

export function allocationFailedToast(error: unknown): NotificationData {
  return { color: "red", title: LEAVE_TEXT.allocationFailed, message: serverMessageOf(error) || FALLBACK };
}
