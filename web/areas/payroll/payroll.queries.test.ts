import { describe, expect, it } from "vitest";
import { companyKeys } from "../companies/companies.queries";
import { employeeKeys } from "../employees/employees.queries";
import { candidateKeys } from "../recruitment/candidates.queries";
import {
  companyPayrollsPath,
  dismissPlanRequestPath,
  generatePayrollsPath,
  openPlanRequestsPath,
  ownPayrollsPath,
  payrollExportPath,
  payrollKeys,
  payrollStatutoryPath,
  payrollSummaryPath,
  payslipPdfPath,
} from "./payroll.queries";

/** Whether invalidating `prefix` reaches `key` (TanStack Query matches keys by prefix). */
const reaches = (prefix: readonly unknown[], key: readonly unknown[]) =>
  JSON.stringify(key.slice(0, prefix.length)) === JSON.stringify(prefix);

const filters = { month: 3, year: 2026, q: "", page: 1 };

describe("payroll query keys", () => {
  it("let a change of rows reach every company table and one's own, and the summaries", () => {
    expect(reaches(payrollKeys.lists(), payrollKeys.company(4, filters))).toBe(true);
    expect(reaches(payrollKeys.lists(), payrollKeys.own(2026))).toBe(true);
    expect(reaches(payrollKeys.summaries(), payrollKeys.summary(4, { month: 3, year: 2026 }))).toBe(true);
    expect(reaches(payrollKeys.lists(), payrollKeys.people(4, ""))).toBe(false);
  });

  it("let enabling a company's payroll reach its open plan requests", () => {
    expect(reaches(payrollKeys.all, payrollKeys.openRequests())).toBe(true);
    expect(reaches(payrollKeys.lists(), payrollKeys.openRequests())).toBe(false);
  });

  it("give each company, period, search and page its own key", () => {
    const first = payrollKeys.company(4, filters);
    expect(first).not.toEqual(payrollKeys.company(5, filters));
    expect(first).not.toEqual(payrollKeys.company(4, { ...filters, month: 4 }));
    expect(first).not.toEqual(payrollKeys.company(4, { ...filters, q: "nair" }));
    expect(first).not.toEqual(payrollKeys.company(4, { ...filters, page: 2 }));
    expect(payrollKeys.own(2025)).not.toEqual(payrollKeys.own(2026));
  });

  it("keep the area's root apart from the others'", () => {
    for (const other of [companyKeys.all, employeeKeys.all, candidateKeys.all])
      expect(payrollKeys.all[0]).not.toBe(other[0]);
  });
});

describe("payroll calls (payroll.md §8)", () => {
  it("asks for a company's period, searched and paged", () => {
    expect(companyPayrollsPath(4, filters)).toBe(
      "/api/companies/4/payrolls?month=3&year=2026&limit=25&offset=0",
    );
    expect(companyPayrollsPath(4, { ...filters, q: "nair", page: 3 })).toBe(
      "/api/companies/4/payrolls?month=3&year=2026&q=nair&limit=25&offset=50",
    );
  });

  it("asks for the summary, one's own year and Generate of a period", () => {
    expect(payrollSummaryPath(4, { month: 12, year: 2025 })).toBe(
      "/api/companies/4/payroll-summary?month=12&year=2025",
    );
    expect(ownPayrollsPath(2026)).toBe("/api/payrolls?year=2026");
    expect(generatePayrollsPath(4, { month: 3, year: 2026 })).toBe(
      "/api/companies/4/payrolls/generate?month=3&year=2026",
    );
    expect(payrollExportPath(4, { month: 3, year: 2026 })).toBe(
      "/api/companies/4/payrolls/export?month=3&year=2026",
    );
    expect(payrollStatutoryPath(4, { month: 3, year: 2026 })).toBe(
      "/api/companies/4/payrolls/statutory?month=3&year=2026",
    );
    expect(openPlanRequestsPath()).toBe("/api/payroll-enablement-requests?status=open&limit=500");
  });

  it("dismisses a plan request by its id", () => {
    expect(dismissPlanRequestPath(7)).toBe("/api/payroll-enablement-requests/7/dismiss");
  });

  it("downloads a row's payslip as a PDF by the row's id", () => {
    expect(payslipPdfPath(40)).toBe("/api/payrolls/40/payslip.pdf");
  });
});
