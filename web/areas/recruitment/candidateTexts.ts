import type { NotificationData } from "@mantine/notifications";
import { failureReason } from "../auth/serverMessage";

/** The Candidates screen's words (docs/product/recruitment.md §1, §6.3, §6.4). */
export const CANDIDATE_TEXT = {
  pageTitle: "Candidates",
  /** A move to 'Joined' offers to add the person as an employee (§6.6). */
  hireTitle: (name: string) => `Add ${name} as an employee`,
  hireIntro:
    "They have joined. The form is filled from the candidate: name, department, the expected CTC as the annual CTC, the state of work and the salary that CTC gives. Add their e-mail address, check the rest and save, or close this to add them later.",
  addCandidate: "Add Candidate",
  editCandidate: "Edit Candidate",
  created: "Candidate created successfully",
  updated: "Candidate updated successfully",
  deleted: "Candidate deleted successfully",
  createFailed: "Failed to create candidate",
  updateFailed: "Failed to update candidate",
  deleteFailed: "Failed to delete candidate",
  empty: "No candidates found. Add new candidates using the button above.",
  /** The load error's lead: 'Error loading candidates: {message}' (§6.3), under the title 'Failed to fetch candidates' (§6.4). */
  loadFailed: "Error loading candidates",
  fetchFailed: "Failed to fetch candidates",
  accessDenied: "You do not have permission to access this page.",
  allJobs: "All Jobs",
  /** The job filter's and the dialog's job select's failed load (with 'Try Again'). */
  jobsLoadFailed: "Could not load jobs",
} as const;

export type CandidateFormMode = "create" | "edit";

export function candidateSavedToast(mode: CandidateFormMode): NotificationData {
  return { color: "teal", message: mode === "create" ? CANDIDATE_TEXT.created : CANDIDATE_TEXT.updated };
}

/** 'Failed to create candidate: {message}' / 'Failed to update candidate: {message}' (§6.4). */
export function candidateSaveFailedToast(mode: CandidateFormMode, error: unknown): NotificationData {
  const failed = mode === "create" ? CANDIDATE_TEXT.createFailed : CANDIDATE_TEXT.updateFailed;
  return { color: "red", message: `${failed}: ${failureReason(error)}` };
}

export function candidateDeletedToast(): NotificationData {
  return { color: "teal", message: CANDIDATE_TEXT.deleted };
}

/** 'Failed to delete candidate: {message}' (§6.4). */
export function candidateDeleteFailedToast(error: unknown): NotificationData {
  return { color: "red", message: `${CANDIDATE_TEXT.deleteFailed}: ${failureReason(error)}` };
}
