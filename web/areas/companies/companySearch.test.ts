import { describe, expect, it } from "vitest";
import { filterCompanies } from "./companySearch";

const companies = [
  { name: "Kochi Software Labs", description: "Product engineering in Kochi" },
  { name: "Bengaluru Analytics", description: "Data and finance operations" },
  { name: "Quiet Co", description: null },
];

describe("filterCompanies (spec 01 §2: search by name and description)", () => {
  it("keeps every company when the search is blank", () => {
    expect(filterCompanies(companies, "   ")).toHaveLength(3);
  });
  it("matches the name, ignoring case", () => {
    expect(filterCompanies(companies, "kochi SOFT").map((c) => c.name)).toEqual(["Kochi Software Labs"]);
  });
  it("matches the description, ignoring case", () => {
    expect(filterCompanies(companies, "FINANCE").map((c) => c.name)).toEqual(["Bengaluru Analytics"]);
  });
  it("treats a missing description as empty and finds nothing for an unknown text", () => {
    expect(filterCompanies(companies, "zzz")).toEqual([]);
  });
  it("ignores surrounding spaces of the search text", () => {
    expect(filterCompanies(companies, "  quiet ").map((c) => c.name)).toEqual(["Quiet Co"]);
  });
});
