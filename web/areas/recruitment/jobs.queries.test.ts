import { describe, expect, it } from "vitest";
import { jobKeys, jobsPath } from "./jobs.queries";

/** Whether invalidating `prefix` reaches `key` (TanStack Query matches keys by prefix). */
const reaches = (prefix: readonly unknown[], key: readonly unknown[]) =>
  JSON.stringify(key.slice(0, prefix.length)) === JSON.stringify(prefix);

describe("job query keys", () => {
  it("let a change of jobs reach every page of every list, and not the details", () => {
    const page = jobKeys.list({ companyId: "all", q: "", page: 2 });
    expect(reaches(jobKeys.lists(), page)).toBe(true);
    expect(reaches(jobKeys.lists(), jobKeys.detail(4))).toBe(false);
    expect(reaches(jobKeys.all, jobKeys.detail(4))).toBe(true);
  });

  it("give each company, search and page its own key", () => {
    const first = jobKeys.list({ companyId: 3, q: "", page: 1 });
    expect(first).not.toEqual(jobKeys.list({ companyId: 3, q: "", page: 2 }));
    expect(first).not.toEqual(jobKeys.list({ companyId: "all", q: "", page: 1 }));
    expect(first).not.toEqual(jobKeys.list({ companyId: 3, q: "react", page: 1 }));
  });
});

describe("GET /api/jobs parameters (recruitment.md §1)", () => {
  it("asks for a page with limit and offset, and no companyId for all companies", () => {
    expect(jobsPath({ companyId: "all", q: "", page: 1 })).toBe("/api/jobs?limit=25&offset=0");
  });

  it("names the company, the search and the page", () => {
    expect(jobsPath({ companyId: 7, q: "data engineer", page: 3, pageSize: 10 })).toBe(
      "/api/jobs?companyId=7&q=data+engineer&limit=10&offset=20",
    );
  });
});
