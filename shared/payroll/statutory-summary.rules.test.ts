import { describe, expect, it } from "vitest";
import {
  NO_SALARY_STRUCTURE,
  type StatutoryGroup,
  statutorySummaryFileName,
  statutorySummaryRows,
  statutoryTotalRow,
} from "./statutory-summary.rules";

const group = (fields: Partial<StatutoryGroup>): StatutoryGroup => ({
  companyId: 1,
  companyName: "Acme",
  state: "Karnataka",
  employees: 1,
  gross: 0,
  employeePf: 0,
  employerPf: 0,
  eps: 0,
  employeeEsi: 0,
  employerEsi: 0,
  professionalTax: 0,
  tds: 0,
  ...fields,
});

describe("statutorySummaryRows", () => {
  it("has no rows for a month without any (the header alone)", () => {
    expect(statutorySummaryRows([])).toEqual([]);
  });

  it("sorts by company name then state, the rows without lines last in their company, then the Total", () => {
    const rows = statutorySummaryRows([
      group({ companyId: 2, companyName: "Zeta", state: "Karnataka", employees: 1, gross: 100, tds: 5 }),
      group({ companyId: 1, companyName: "Acme", state: null, employees: 2, gross: 70_000, tds: 999 }),
      group({
        companyId: 1,
        companyName: "Acme",
        state: "Tamil Nadu",
        employees: 3,
        gross: 90_000,
        employeePf: 3,
        employerPf: 4,
        eps: 2,
        employeeEsi: 5,
        employerEsi: 6,
        professionalTax: 7,
        tds: 8,
      }),
      group({ companyId: 1, companyName: "Acme", state: "Karnataka", employees: 1, gross: 10, tds: 1 }),
    ]);
    expect(rows).toEqual([
      ["Acme", "Karnataka", 1, 10, 0, 0, 0, 0, 0, 0, 1],
      ["Acme", "Tamil Nadu", 3, 90_000, 3, 4, 2, 5, 6, 7, 8],
      ["Acme", NO_SALARY_STRUCTURE, 2, 70_000, null, null, null, null, null, null, null],
      ["Zeta", "Karnataka", 1, 100, 0, 0, 0, 0, 0, 0, 5],
      // The rows without lines count in Employees and Gross only: their 999 of TDS is not a statutory line.
      ["Total", null, 7, 160_110, 3, 4, 2, 5, 6, 7, 14],
    ]);
  });

  it("keeps two companies of one name apart, by id", () => {
    const rows = statutorySummaryRows([
      group({ companyId: 9, companyName: "Same", state: "Karnataka" }),
      group({ companyId: 3, companyName: "Same", state: "Maharashtra" }),
    ]);
    expect(rows.map((r) => r[1])).toEqual(["Maharashtra", "Karnataka", null]);
  });
});

describe("statutoryTotalRow", () => {
  it("sums each column", () => {
    expect(
      statutoryTotalRow([
        group({ employees: 2, gross: 50, employeePf: 1, employerPf: 2, eps: 3, employeeEsi: 4 }),
        group({ employees: 3, gross: 25, employerEsi: 5, professionalTax: 6, tds: 7 }),
      ]),
    ).toEqual(["Total", null, 5, 75, 1, 2, 3, 4, 5, 6, 7]);
  });
});

describe("statutorySummaryFileName", () => {
  it("names the company, or all, and the period", () => {
    expect(statutorySummaryFileName("Kochi Labs Pvt. Ltd.", 3, 2026)).toBe(
      "statutory-kochi-labs-pvt-ltd-2026-03.csv",
    );
    expect(statutorySummaryFileName("all", 11, 2025)).toBe("statutory-all-2025-11.csv");
  });
});
