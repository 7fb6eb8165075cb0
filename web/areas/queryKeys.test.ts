import { describe, expect, it } from "vitest";
import { attendanceKeys } from "./attendance/attendance.queries";
import { companyKeys } from "./companies/companies.queries";
import { dashboardKeys } from "./dashboards/dashboards.queries";
import { employeeKeys } from "./employees/employees.queries";
import { holidayKeys } from "./holidays/holidays.queries";
import { leaveKeys } from "./leaves/leaves.queries";
import { candidateKeys } from "./recruitment/candidates.queries";
import { jobKeys } from "./recruitment/jobs.queries";

/** Whether invalidating `prefix` reaches `key` (TanStack Query matches keys by prefix). */
const reaches = (prefix: readonly unknown[], key: readonly unknown[]) =>
  JSON.stringify(key.slice(0, prefix.length)) === JSON.stringify(prefix);

describe("query key factories", () => {
  it("start every key of an area with the area's root, and no two areas share one", () => {
    const roots = [
      attendanceKeys,
      candidateKeys,
      companyKeys,
      dashboardKeys,
      employeeKeys,
      holidayKeys,
      jobKeys,
      leaveKeys,
    ].map((keys) => keys.all[0]);
    expect(new Set(roots).size).toBe(roots.length);
    expect(reaches(leaveKeys.all, leaveKeys.company("all", 2))).toBe(true);
    expect(reaches(companyKeys.all, companyKeys.detail(4))).toBe(true);
    expect(reaches(holidayKeys.all, holidayKeys.company(4))).toBe(true);
  });

  it("let a decided leave refresh the review lists and allocations, not one's own requests or balance", () => {
    const company = leaveKeys.company(7, 1);
    const allocations = leaveKeys.allocations(7, { q: "", page: 1 });
    expect(reaches(leaveKeys.companyLists(), company)).toBe(true);
    expect(reaches(leaveKeys.allocationLists(), allocations)).toBe(true);
    for (const prefix of [leaveKeys.companyLists(), leaveKeys.allocationLists()]) {
      expect(reaches(prefix, leaveKeys.own())).toBe(false);
      expect(reaches(prefix, leaveKeys.balance())).toBe(false);
    }
  });

  it("give each page and filter of a list its own key", () => {
    expect(employeeKeys.page("all", { includeAdmins: true, q: "", page: 1 })).not.toEqual(
      employeeKeys.page("all", { includeAdmins: true, q: "", page: 2 }),
    );
    expect(
      reaches(employeeKeys.lists(), employeeKeys.page(3, { includeAdmins: false, q: "ann", page: 1 })),
    ).toBe(true);
    const filters = { range: ["2026-11-01", "2026-11-24"] as [string, string], userId: null, page: 1 };
    expect(reaches(attendanceKeys.companyLists(), attendanceKeys.company(3, filters))).toBe(true);
    expect(reaches(attendanceKeys.companyLists(), attendanceKeys.today())).toBe(false);
  });

  it("let a change of companies or people reach the Companies pages, the company dropdowns and user management", () => {
    const companiesPage = companyKeys.page({ q: "kochi", page: 2 });
    expect(reaches(companyKeys.list(), companiesPage)).toBe(true);
    expect(reaches(companyKeys.list(), companyKeys.options())).toBe(true);
    expect(companiesPage).not.toEqual(companyKeys.page({ q: "kochi", page: 1 }));
    const managed = employeeKeys.managed("/api/users", { q: "", onlyLocked: true, page: 1 });
    expect(reaches(employeeKeys.all, managed)).toBe(true);
    expect(reaches(employeeKeys.all, employeeKeys.managedCounts("/api/users", ""))).toBe(true);
    expect(managed).not.toEqual(employeeKeys.managed("/api/users", { q: "", onlyLocked: false, page: 1 }));
  });

  it("keep one company's holidays apart from another's", () => {
    expect(reaches(holidayKeys.company(1), holidayKeys.company(2))).toBe(false);
  });
});
