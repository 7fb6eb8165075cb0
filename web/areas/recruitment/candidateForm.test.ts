import { describe, expect, it } from "vitest";
import type { CandidateDto } from "../../../shared/recruitment/candidates.schema";
import { ApiError } from "../../lib/api";
import {
  type CandidateFormValues,
  candidateFormValuesFrom,
  candidateSaveFieldErrors,
  emptyCandidateForm,
  toCandidateRequestBody,
  validateCandidateForm,
} from "./candidateForm";

const CV = "/api/files/0123456789abcdef0123456789abcdef.pdf";
const VIDEO = "/api/files/fedcba9876543210fedcba9876543210.webm";

const filled: CandidateFormValues = {
  jobId: "12",
  name: " Asha Menon ",
  relevantExperience: 3.5,
  expectedCtc: 1200000,
  joinTimeframe: "Within 1 month",
  communicationSkillRating: 8,
  cvFilePath: CV,
  introVideoPath: "",
  status: "Interview",
};

const asha: CandidateDto = {
  id: 5,
  jobId: 12,
  companyId: 2,
  jobTitle: "Backend Engineer",
  jobDepartment: "Engineering",
  name: "Asha Menon",
  relevantExperience: 3.5,
  expectedCtc: 1200000,
  joinTimeframe: "Within 1 month",
  communicationSkillRating: 8,
  cvFilePath: CV,
  introVideoPath: VIDEO,
  status: "Interview",
  createdAt: "2030-01-01T00:00:00.000Z",
  updatedAt: "2030-01-01T00:00:00.000Z",
};

describe("candidate form defaults (recruitment.md §3)", () => {
  it("starts with Immediately, rating 7, Applied, and the page's job when one is chosen", () => {
    expect(emptyCandidateForm()).toMatchObject({
      jobId: null,
      joinTimeframe: "Immediately",
      communicationSkillRating: 7,
      status: "Applied",
      cvFilePath: "",
    });
    expect(emptyCandidateForm(12).jobId).toBe("12");
  });

  it("fills the edit dialog from a candidate", () => {
    expect(candidateFormValuesFrom(asha)).toEqual({
      ...filled,
      name: "Asha Menon",
      introVideoPath: VIDEO,
    });
    expect(candidateFormValuesFrom({ ...asha, introVideoPath: null }).introVideoPath).toBe("");
  });
});

describe("candidate form checks, word for word (recruitment.md §3)", () => {
  it("accepts a complete candidate", () => {
    expect(validateCandidateForm(filled)).toEqual({});
  });

  it("names every broken field at once", () => {
    const errors = validateCandidateForm({
      ...filled,
      name: "  ",
      relevantExperience: -1,
      expectedCtc: -5,
      communicationSkillRating: 0,
      cvFilePath: "",
    });
    expect(errors).toEqual({
      name: "Candidate name is required",
      relevantExperience: "Experience cannot be negative",
      expectedCtc: "Expected CTC cannot be negative",
      communicationSkillRating: "Rating must be at least 1",
      cvFilePath: "CV file is required",
    });
  });

  it("caps the rating at 10 and asks for a job", () => {
    const errors = validateCandidateForm({ ...filled, communicationSkillRating: 11, jobId: null });
    expect(errors.communicationSkillRating).toBe("Rating cannot exceed 10");
    expect(errors.jobId).toBe("Job is required");
  });

  it("treats an empty number box as no number, not 0", () => {
    expect(validateCandidateForm({ ...filled, expectedCtc: "" }).expectedCtc).toBe(
      "Expected CTC must be a number",
    );
  });

  it("takes experience in half years", () => {
    expect(validateCandidateForm({ ...filled, relevantExperience: 2.3 }).relevantExperience).toBe(
      "Experience must be in steps of 0.5 years",
    );
  });
});

describe("candidate form → request body", () => {
  it("sends every field, trimmed, with the job as a number and no video as null", () => {
    expect(toCandidateRequestBody(filled)).toEqual({
      jobId: 12,
      name: "Asha Menon",
      relevantExperience: 3.5,
      expectedCtc: 1200000,
      joinTimeframe: "Within 1 month",
      communicationSkillRating: 8,
      cvFilePath: CV,
      introVideoPath: null,
      status: "Interview",
    });
    expect(toCandidateRequestBody({ ...filled, introVideoPath: VIDEO }).introVideoPath).toBe(VIDEO);
  });

  it("shows a refused field's message under it", () => {
    const refusal = new ApiError(
      400,
      JSON.stringify({
        message: "Invalid",
        errors: [
          { path: "body.cvFilePath", message: "CV file must be a file uploaded here" },
          { path: "body.other", message: "x" },
        ],
      }),
      "Bad Request",
    );
    expect(candidateSaveFieldErrors(refusal)).toEqual({ cvFilePath: "CV file must be a file uploaded here" });
    expect(candidateSaveFieldErrors(new Error("x"))).toEqual({});
  });
});
