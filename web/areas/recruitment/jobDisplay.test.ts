import { describe, expect, it } from "vitest";
import { ApiError } from "../../lib/api";
import {
  candidateConflictOf,
  candidatesGoText,
  candidatesOfJobPath,
  formatPostedDate,
  splitSkills,
  viewCandidatesLabel,
  visibleSkills,
} from "./jobDisplay";

describe("key skills as badges (recruitment.md §6.1)", () => {
  it("splits the required skills on commas and new lines", () => {
    expect(splitSkills("React, TypeScript,Node.js\nPostgreSQL")).toEqual([
      "React",
      "TypeScript",
      "Node.js",
      "PostgreSQL",
    ]);
  });

  it("drops blanks, list marks and repeats", () => {
    expect(splitSkills("- React\r\n- react\n\n• Docker;  , 1. AWS")).toEqual(["React", "Docker", "AWS"]);
    expect(splitSkills("   ")).toEqual([]);
  });

  it("shows a few and counts the rest", () => {
    expect(visibleSkills(["a", "b", "c"], 2)).toEqual({ shown: ["a", "b"], more: 1 });
    expect(visibleSkills(["a"], 2)).toEqual({ shown: ["a"], more: 0 });
  });
});

describe("posted date", () => {
  it("is the day in the reader's time zone", () => {
    // 20:00 UTC on 4 March is already 5 March in India.
    expect(formatPostedDate("2030-03-04T20:00:00.000Z", "Asia/Kolkata")).toBe("5 Mar 2030");
    expect(formatPostedDate("2030-03-04T20:00:00.000Z", "UTC")).toBe("4 Mar 2030");
    expect(formatPostedDate("not a date", "UTC")).toBe("");
  });
});

describe("the job's candidates (recruitment.md §6.2)", () => {
  it("links to the candidates filtered by the job, with the count", () => {
    expect(candidatesOfJobPath(12)).toBe("/candidates?jobId=12");
    expect(viewCandidatesLabel(4)).toBe("View Candidates (4)");
  });
});

describe("deleting a job that has candidates (recruitment.md §4)", () => {
  it("reads the 409's message and count", () => {
    const body = JSON.stringify({
      message: "This job has 3 candidates. Delete them with the job?",
      candidateCount: 3,
    });
    expect(candidateConflictOf(new ApiError(409, body, "Conflict"))).toEqual({
      message: "This job has 3 candidates. Delete them with the job?",
      candidateCount: 3,
    });
  });

  it("ignores other failures", () => {
    expect(candidateConflictOf(new ApiError(404, '{"message":"Job not found"}', "Not Found"))).toBeNull();
    expect(candidateConflictOf(new ApiError(409, '{"message":"x"}', "Conflict"))).toBeNull();
    expect(candidateConflictOf(new Error("x"))).toBeNull();
  });

  it("says how many candidates go with the job", () => {
    expect(candidatesGoText(3)).toBe("This job has 3 candidates. Delete them with the job?");
    expect(candidatesGoText(1)).toBe("This job has 1 candidate. Delete it with the job?");
  });
});
