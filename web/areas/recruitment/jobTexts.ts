import type { NotificationData } from "@mantine/notifications";
import { ApiError, errorMessage } from "../../lib/api";
import { failureReason, serverMessageOf, statusLine } from "../auth/serverMessage";

/** The words of the jobs screens (docs/product/recruitment.md §1, §6.1, §6.2, §6.4). */
export const JOB_TEXT = {
  pageTitle: "Recruitment",
  addJob: "Add New Job",
  editJob: "Edit Job",
  accessDenied: "You do not have permission to access this page.",
  empty: 'No job postings found. Create your first job posting by clicking the "Add New Job" button.',
  loadError: "Error loading job postings. Please try again later.",
  listFetchFailed: "Failed to fetch job postings",
  detailFailed: "Job not found or failed to load job details.",
  detailFetchFailed: "Failed to fetch job details",
  created: "Job posting created successfully",
  updated: "Job posting updated successfully",
  deleted: "Job posting deleted successfully",
  createFailed: "Failed to create job posting",
  updateFailed: "Failed to update job posting",
  deleteFailed: "Failed to delete job posting",
  confirmDelete: "Are you sure you want to delete this job posting?",
  backToJobs: "Back to Jobs",
  shareJob: "Share Job Posting",
  noDescription: "No job description available.",
  noSkills: "No required skills specified.",
  noQualifications: "No qualifications specified.",
  noExperience: "No experience details available.",
} as const;

/** The promo: job posting is free; a success fee of 10% of the annual salary on hire (recruitment.md §6.1). */
export const JOB_POSTING_PROMO = {
  title: "Job posting is free",
  body: "Post as many jobs as you like at no cost. You pay a success fee of 10% of the annual salary only when you hire a candidate.",
} as const;

export type JobFormMode = "create" | "edit";

export function jobSavedToast(mode: JobFormMode): NotificationData {
  return { color: "teal", message: mode === "create" ? JOB_TEXT.created : JOB_TEXT.updated };
}

/** 'Failed to create job posting: {message}' / 'Failed to update job posting: {message}'. */
export function jobSaveFailedToast(mode: JobFormMode, error: unknown): NotificationData {
  const failed = mode === "create" ? JOB_TEXT.createFailed : JOB_TEXT.updateFailed;
  return { color: "red", message: `${failed}: ${failureReason(error)}` };
}

export function jobDeletedToast(): NotificationData {
  return { color: "teal", message: JOB_TEXT.deleted };
}

/** 'Failed to delete job posting: {message}'. */
export function jobDeleteFailedToast(error: unknown): NotificationData {
  return { color: "red", message: `${JOB_TEXT.deleteFailed}: ${failureReason(error)}` };
}

/**
 * The reason under 'Job not found or failed to load job details.': 'Failed to fetch job details:
 * {status} {statusText} - {body}' (recruitment.md §6.4), the body being the server's message.
 */
export function jobDetailsFailure(error: unknown): string {
  if (!(error instanceof ApiError)) return `${JOB_TEXT.detailFetchFailed}: ${errorMessage(error)}`;
  const status = statusLine(error.status);
  const body = serverMessageOf(error);
  return `${JOB_TEXT.detailFetchFailed}: ${body ? `${status} - ${body}` : status}`;
}
