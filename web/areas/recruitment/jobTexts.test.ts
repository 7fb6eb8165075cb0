import { describe, expect, it } from "vitest";
import { ApiError } from "../../lib/api";
import {
  JOB_TEXT,
  jobDeletedToast,
  jobDeleteFailedToast,
  jobDetailsFailure,
  jobSavedToast,
  jobSaveFailedToast,
} from "./jobTexts";

const refused = (status: number, message: string, statusText = "") =>
  new ApiError(status, JSON.stringify({ message }), statusText);

describe("job toasts (recruitment.md §6.4)", () => {
  it("confirms create, update and delete", () => {
    expect(jobSavedToast("create")).toEqual({ color: "teal", message: "Job posting created successfully" });
    expect(jobSavedToast("edit").message).toBe("Job posting updated successfully");
    expect(jobDeletedToast().message).toBe("Job posting deleted successfully");
  });

  it("says what failed with the server's message", () => {
    expect(jobSaveFailedToast("create", refused(404, "Company not found"))).toEqual({
      color: "red",
      message: "Failed to create job posting: Company not found",
    });
    expect(jobSaveFailedToast("edit", refused(400, "Job title is required")).message).toBe(
      "Failed to update job posting: Job title is required",
    );
    expect(jobDeleteFailedToast(refused(404, "Job not found")).message).toBe(
      "Failed to delete job posting: Job not found",
    );
  });

  it("gives a reason when the server gives none", () => {
    expect(jobDeleteFailedToast(new ApiError(502, "<html>", "Bad Gateway")).message).toBe(
      "Failed to delete job posting: 502 Bad Gateway",
    );
    expect(jobSaveFailedToast("create", new TypeError("Failed to fetch")).message).toBe(
      "Failed to create job posting: Failed to fetch",
    );
  });
});

describe("the screens' words (recruitment.md §1, §6.1, §6.2)", () => {
  it("keeps them character for character", () => {
    expect(JOB_TEXT.addJob).toBe("Add New Job");
    expect(JOB_TEXT.empty).toBe(
      'No job postings found. Create your first job posting by clicking the "Add New Job" button.',
    );
    expect(JOB_TEXT.loadError).toBe("Error loading job postings. Please try again later.");
    expect(JOB_TEXT.listFetchFailed).toBe("Failed to fetch job postings");
    expect(JOB_TEXT.detailFailed).toBe("Job not found or failed to load job details.");
    expect(JOB_TEXT.noDescription).toBe("No job description available.");
    expect(JOB_TEXT.shareJob).toBe("Share Job Posting");
    expect(JOB_TEXT.accessDenied).toBe("You do not have permission to access this page.");
  });

  it("explains a failed job load as 'Failed to fetch job details: {status} {statusText} - {body}'", () => {
    expect(jobDetailsFailure(refused(404, "Job not found"))).toBe(
      "Failed to fetch job details: 404 Not Found - Job not found",
    );
    expect(jobDetailsFailure(new ApiError(500, "", "Internal Server Error"))).toBe(
      "Failed to fetch job details: 500 Internal Server Error",
    );
    expect(jobDetailsFailure(new TypeError("Failed to fetch"))).toBe(
      "Failed to fetch job details: Failed to fetch",
    );
  });
});
