import { describe, expect, it } from "vitest";
import type { JobDto } from "../../../shared/recruitment/jobs.schema";
import { ApiError } from "../../lib/api";
import {
  emptyJobForm,
  experienceLevelOptions,
  type JobFormValues,
  jobFormValuesFrom,
  jobSaveFieldErrors,
  toJobRequestBody,
  validateJobForm,
} from "./jobForm";

const filled: JobFormValues = {
  title: " Senior React Developer ",
  department: "Engineering",
  location: "Remote",
  employmentType: "Full-time",
  experienceLevel: "Senior",
  description: "Build the product.",
  requiredSkills: "React, TypeScript",
  qualifications: "B.Tech",
  experienceDetails: "5+ years",
  companyId: "7",
};

const job: JobDto = {
  id: 3,
  companyId: 7,
  company: { id: 7, name: "Kochi Labs" },
  title: "Data Engineer",
  department: "Engineering",
  location: "Hybrid",
  employmentType: "Contract",
  experienceLevel: "Mid Level",
  description: "Pipelines",
  requiredSkills: "SQL",
  qualifications: "Degree",
  experienceDetails: "3 years",
  candidateCounts: { total: 0, new: 0, inProcess: 0, success: 0 },
  createdAt: "2030-01-01T10:00:00.000Z",
  updatedAt: "2030-01-01T10:00:00.000Z",
};

describe("job form checks, word for word (recruitment.md §2)", () => {
  it("names every missing field at once", () => {
    expect(validateJobForm(emptyJobForm(), { requiresCompany: true })).toEqual({
      companyId: "Company is required",
      title: "Job title is required",
      department: "Department is required",
      location: "Location is required",
      employmentType: "Employment type is required",
      experienceLevel: "Experience level is required",
      description: "Job description is required",
      requiredSkills: "Required skills are required",
      qualifications: "Qualifications are required",
      experienceDetails: "Experience details are required",
    });
  });

  it("counts blanks as missing and limits the title to 100 characters", () => {
    const errors = validateJobForm(
      { ...filled, title: "x".repeat(101), description: "   " },
      { requiresCompany: false },
    );
    expect(errors).toEqual({
      title: "Job title must be at most 100 characters",
      description: "Job description is required",
    });
  });

  it("accepts a complete form; an ADMIN picks no company", () => {
    expect(validateJobForm(filled, { requiresCompany: true })).toEqual({});
    expect(validateJobForm({ ...filled, companyId: null }, { requiresCompany: false })).toEqual({});
  });

  it("accepts a stored level in the schema's reading", () => {
    expect(validateJobForm({ ...filled, experienceLevel: "Mid Level" }, { requiresCompany: false })).toEqual(
      {},
    );
  });
});

describe("job form → request body", () => {
  it("sends the company only when the caller chooses it", () => {
    expect(toJobRequestBody(filled, { withCompany: true }).companyId).toBe(7);
    expect(toJobRequestBody(filled, { withCompany: false })).not.toHaveProperty("companyId");
    expect(toJobRequestBody({ ...filled, companyId: null }, { withCompany: true })).not.toHaveProperty(
      "companyId",
    );
  });

  it("fills the edit dialog from a job, the company preselected", () => {
    expect(jobFormValuesFrom(job)).toMatchObject({ title: "Data Engineer", experienceLevel: "Mid Level" });
    expect(jobFormValuesFrom(job).companyId).toBe("7");
    expect(emptyJobForm(5).companyId).toBe("5");
    expect(emptyJobForm(null).companyId).toBeNull();
  });
});

describe("experience levels offered", () => {
  it("offers the form's six levels", () => {
    expect(experienceLevelOptions(null)).toEqual([
      "Entry-level",
      "Mid-level",
      "Senior",
      "Manager",
      "Director",
      "Executive",
    ]);
    expect(experienceLevelOptions("Senior")).toHaveLength(6);
  });

  it("keeps showing a job's level stored in the schema's reading", () => {
    expect(experienceLevelOptions("Mid Level")).toContain("Mid Level");
    expect(experienceLevelOptions("Executive")).toHaveLength(6);
  });
});

describe("a refused save's field errors", () => {
  it("puts the server's messages under the fields it names", () => {
    const body = JSON.stringify({
      message: "Job title is required",
      errors: [
        { path: "body.title", message: "Job title is required" },
        { path: "body.unknown", message: "x" },
      ],
    });
    expect(jobSaveFieldErrors(new ApiError(400, body, "Bad Request"))).toEqual({
      title: "Job title is required",
    });
    expect(jobSaveFieldErrors(new Error("network"))).toEqual({});
  });
});
