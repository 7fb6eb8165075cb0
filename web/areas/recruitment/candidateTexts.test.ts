import { describe, expect, it } from "vitest";
import { ApiError } from "../../lib/api";
import {
  CANDIDATE_TEXT,
  candidateDeletedToast,
  candidateDeleteFailedToast,
  candidateSavedToast,
  candidateSaveFailedToast,
  failureReason,
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

  it("still gives a reason when the server gave none", () => {
    expect(failureReason(new TypeError("Failed to fetch"))).toBe("Failed to fetch");
    expect(failureReason(new ApiError(502, "<html>Bad gateway</html>", "Bad Gateway"))).toBe("Server error");
    expect(failureReason(new ApiError(404, "", "Not Found"))).toBe("Request failed (404)");
    expect(failureReason("?")).toBe("An unexpected error occurred");
  });

  it("keeps the screen's texts", () => {
    expect(CANDIDATE_TEXT.empty).toBe("No candidates found. Add new candidates using the button above.");
    expect(CANDIDATE_TEXT.loadFailed).toBe("Error loading candidates");
    expect(CANDIDATE_TEXT.accessDenied).toBe("You do not have permission to access this page.");
    expect(CANDIDATE_TEXT.addCandidate).toBe("Add Candidate");
  });
});
