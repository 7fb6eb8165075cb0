import { describe, expect, it } from "vitest";
import { topCompanies } from "./companyRanking";

describe("topCompanies", () => {
  it("keeps the largest companies, ties by name", () => {
    const companies = [
      { name: "Beta", employeeCount: 3 },
      { name: "Alpha", employeeCount: 3 },
      { name: "Gamma", employeeCount: 9 },
      { name: "Delta", employeeCount: 1 },
    ];
    expect(topCompanies(companies, 3).map((c) => c.name)).toEqual(["Gamma", "Alpha", "Beta"]);
  });

  it("does not change the list it is given", () => {
    const companies = [
      { name: "A", employeeCount: 1 },
      { name: "B", employeeCount: 2 },
    ];
    topCompanies(companies, 10);
    expect(companies.map((c) => c.name)).toEqual(["A", "B"]);
  });
});
