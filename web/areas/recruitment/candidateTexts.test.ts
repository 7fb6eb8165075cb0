import { describe, expect, it } from "vitest";
import { ApiError } from "../../lib/api";
import {
  CANDIDATE_TEXT,
  candidateDeletedToast,
  candidateDeleteFailedToast,
  candidateSavedToast,
  candidateSaveFailedToast,
} from "./candidateTexts";

const refused = (status: number, message: string) => new ApiError(status, JSON.stringify({ message }), "");

describe("candidate toasts (recruitment.md §6.4)", () => {
  it("confirms create, update and delete", () => {
    expect(candidateSavedToast("create").message).toBe("Candidate created successfully");
    expect(candidateSavedToast("edit").message).toBe("Candidate updated successfully");
    expect(candidateDeletedToast().message).toBe("Candidate deleted successfully");
  });

  it("names the failure and the server's message", () => {
    expect(candidateSaveFailedToast("create", refused(404, "Job not found"))).toEqual({
      color: "red",
      message: "Failed to create candidate: Job not found",
    });
    expect(candidateSaveFailedToast("edit", refused(400, "CV file is required")).message).toBe(
      "Failed to update candidate: CV file is required",
    );
    expect(candidateDeleteFailedToast(refused(404, "Candidate not found")).message).toBe(
      "Failed to delete candidate: Candidate not found",
    );
  });

  it("still gives a reason when the server gave none, worded as the jobs' toasts word it", () => {
    expect(candidateSaveFailedToast("create", new TypeError("Failed to fetch")).message).toBe(
      "Failed to create candidate: Failed to fetch",
    );
    expect(candidateDeleteFailedToast(new ApiError(502, "<html>Bad gateway</html>", "")).message).toBe(
      "Failed to delete candidate: 502 Bad Gateway",
    );
    expect(candidateSaveFailedToast("edit", new ApiError(404, "", "")).message).toBe(
      "Failed to update candidate: 404 Not Found",
    );
  });

  it("keeps the screen's texts", () => {
    expect(CANDIDATE_TEXT.empty).toBe("No candidates found. Add new candidates using the button above.");
    expect(CANDIDATE_TEXT.loadFailed).toBe("Error loading candidates");
    expect(CANDIDATE_TEXT.accessDenied).toBe("You do not have permission to access this page.");
    expect(CANDIDATE_TEXT.addCandidate).toBe("Add Candidate");
    expect(CANDIDATE_TEXT.jobsLoadFailed).toBe("Could not load jobs");
  });
});
