import { describe, expect, it } from "vitest";
import { candidatesSearch, positiveId, readCandidatesAddress } from "./candidateAddress";

const read = (query: string) => readCandidatesAddress(new URLSearchParams(query));
const change = (query: string, patch: Parameters<typeof candidatesSearch>[1]) =>
  candidatesSearch(new URLSearchParams(query), patch).toString();

describe("the /candidates address (recruitment.md §6.2, §6.3)", () => {
  it("defaults to every company, every job and the table", () => {
    expect(read("")).toEqual({ companyId: "all", jobId: null, view: "table" });
  });

  it("reads the job of the job page's link, a company and the board", () => {
    expect(read("jobId=14")).toEqual({ companyId: "all", jobId: 14, view: "table" });
    expect(read("companyId=3&jobId=14&view=board")).toEqual({ companyId: 3, jobId: 14, view: "board" });
  });

  it("ignores what it cannot read", () => {
    expect(read("jobId=abc&companyId=-2&view=cards")).toEqual({
      companyId: "all",
      jobId: null,
      view: "table",
    });
    expect(read("jobId=99999999999")).toMatchObject({ jobId: null });
  });

  it("keeps the view and the job, and leaves the defaults out", () => {
    expect(change("jobId=14", { view: "board" })).toBe("jobId=14&view=board");
    expect(change("jobId=14&view=board", { view: "table" })).toBe("jobId=14");
    expect(change("view=board", { jobId: 7 })).toBe("view=board&jobId=7");
    expect(change("jobId=7", { jobId: null })).toBe("");
  });

  it("forgets the job when another company is chosen", () => {
    expect(change("jobId=14&view=board", { companyId: 3 })).toBe("view=board&companyId=3");
    expect(change("companyId=3", { companyId: "all" })).toBe("");
  });
});

describe("an id in an address (/jobs/{id}, ?jobId=, ?companyId=)", () => {
  it("reads a positive whole number the database can hold", () => {
    expect(positiveId("12")).toBe(12);
    expect(positiveId("2147483647")).toBe(2_147_483_647);
    for (const bad of [
      undefined,
      null,
      "",
      "0",
      "-1",
      "1.5",
      "1e3",
      " 7",
      "abc",
      "2147483648",
      "99999999999",
    ])
      expect(positiveId(bad)).toBeNull();
  });
});
