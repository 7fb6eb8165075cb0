import { describe, expect, it } from "vitest";
import { financeSearch, readFinanceScope } from "./financeAddress";

describe("the finance filter in the address", () => {
  it("reads one company's id, or every company", () => {
    expect(readFinanceScope(new URLSearchParams("companyId=4"))).toBe(4);
    expect(readFinanceScope(new URLSearchParams(""))).toBe("all");
    for (const bad of [
      "companyId=0",
      "companyId=x",
      "companyId=-3",
      "companyId=1.5",
      "companyId=99999999999",
    ]) {
      expect(readFinanceScope(new URLSearchParams(bad))).toBe("all");
    }
  });

  it("writes the scope, leaving other parameters alone", () => {
    expect(financeSearch(new URLSearchParams("x=1"), 7).toString()).toBe("x=1&companyId=7");
    expect(financeSearch(new URLSearchParams("companyId=7"), "all").toString()).toBe("");
  });
});
