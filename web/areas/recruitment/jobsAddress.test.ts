import { describe, expect, it } from "vitest";
import { backToJobsPath, jobsSearch, readJobsAddress } from "./jobsAddress";

const read = (query: string) => readJobsAddress(new URLSearchParams(query));
const change = (query: string, patch: Parameters<typeof jobsSearch>[1]) =>
  jobsSearch(new URLSearchParams(query), patch).toString();

describe("the /recruitment address (recruitment.md §6.1)", () => {
  it("defaults to every company and the first page", () => {
    expect(read("")).toEqual({ companyId: "all", page: 1 });
  });

  it("reads the company and the page", () => {
    expect(read("companyId=3&page=2")).toEqual({ companyId: 3, page: 2 });
  });

  it("ignores what it cannot read", () => {
    expect(read("companyId=abc&page=0")).toEqual({ companyId: "all", page: 1 });
    expect(read("page=-2")).toEqual({ companyId: "all", page: 1 });
    expect(read("page=1.5&companyId=99999999999")).toEqual({ companyId: "all", page: 1 });
  });

  it("keeps the page, and leaves the defaults out", () => {
    expect(change("", { page: 2 })).toBe("page=2");
    expect(change("companyId=3&page=2", { page: 1 })).toBe("companyId=3");
    expect(change("companyId=3", { page: 4 })).toBe("companyId=3&page=4");
  });

  it("starts again at the first page when another company is chosen", () => {
    expect(change("companyId=3&page=4", { companyId: 5 })).toBe("companyId=5");
    expect(change("companyId=3&page=4", { companyId: "all" })).toBe("");
  });
});

describe("'Back to Jobs' (recruitment.md §6.2)", () => {
  it("goes back to the list the job was opened from", () => {
    expect(backToJobsPath({ jobsSearch: "?companyId=3&page=2" })).toBe("/recruitment?companyId=3&page=2");
    expect(backToJobsPath({ jobsSearch: "" })).toBe("/recruitment");
  });

  it("goes to /recruitment when the job was opened another way", () => {
    expect(backToJobsPath(null)).toBe("/recruitment");
    expect(backToJobsPath(undefined)).toBe("/recruitment");
    expect(backToJobsPath({ jobsSearch: 3 })).toBe("/recruitment");
    expect(backToJobsPath({ jobsSearch: "//evil.example" })).toBe("/recruitment");
  });
});
