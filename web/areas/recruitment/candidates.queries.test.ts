import { describe, expect, it } from "vitest";
import { candidateKeys, candidatesPath } from "./candidates.queries";
import { jobKeys } from "./jobs.queries";

/** Whether invalidating `prefix` reaches `key` (TanStack Query matches keys by prefix). */
const reaches = (prefix: readonly unknown[], key: readonly unknown[]) =>
  JSON.stringify(key.slice(0, prefix.length)) === JSON.stringify(prefix);

describe("candidate query keys", () => {
  it("let a change of candidates reach every page of the table and the board", () => {
    expect(
      reaches(candidateKeys.lists(), candidateKeys.page({ companyId: "all", jobId: null, page: 3 })),
    ).toBe(true);
    expect(reaches(candidateKeys.lists(), candidateKeys.board({ companyId: 4, jobId: 9 }))).toBe(true);
    expect(reaches(candidateKeys.lists(), candidateKeys.moves())).toBe(false);
  });

  it("give each company, job and page its own key, apart from the jobs area's", () => {
    const first = candidateKeys.page({ companyId: 3, jobId: null, page: 1 });
    expect(first).not.toEqual(candidateKeys.page({ companyId: 3, jobId: null, page: 2 }));
    expect(first).not.toEqual(candidateKeys.page({ companyId: 3, jobId: 7, page: 1 }));
    expect(first).not.toEqual(candidateKeys.page({ companyId: "all", jobId: null, page: 1 }));
    expect(candidateKeys.all[0]).not.toBe(jobKeys.all[0]);
  });
});

describe("GET /api/candidates parameters (recruitment.md §1, §6.3)", () => {
  it("sends no companyId for all companies and no jobId for all jobs", () => {
    expect(candidatesPath({ companyId: "all", jobId: null }, { limit: 25, offset: 0 })).toBe(
      "/api/candidates?limit=25&offset=0",
    );
  });

  it("names the company, the job and the page", () => {
    expect(candidatesPath({ companyId: 2, jobId: 14 }, { limit: 25, offset: 50 })).toBe(
      "/api/candidates?companyId=2&jobId=14&limit=25&offset=50",
    );
  });
});
