import { describe, expect, it } from "vitest";
import {
  securityLogKeys,
  securityLogsExportPath,
  securityLogsPath,
  securityLogsQuery,
} from "./securityLogs.queries";
import { NO_FILTERS, type SecurityLogFilters } from "./securityLogsAddress";

const reaches = (prefix: readonly unknown[], key: readonly unknown[]) =>
  JSON.stringify(key.slice(0, prefix.length)) === JSON.stringify(prefix);

const filtered: SecurityLogFilters = {
  level: "WARNING",
  companyId: 7,
  resourceType: "user",
  action: "LOGIN_FAILED",
  startDate: "2026-03-01",
  endDate: "2026-03-15",
  search: " anita ",
};

describe("GET /api/security-logs (security-logs.md §4)", () => {
  it("asks for the first page of 20 without filters", () => {
    expect(securityLogsPath(NO_FILTERS, 1, "Asia/Kolkata")).toBe("/api/security-logs?limit=20&offset=0");
  });

  it("sends offset (page − 1) × 20", () => {
    expect(securityLogsPath(NO_FILTERS, 3, "UTC")).toBe("/api/security-logs?limit=20&offset=40");
  });

  it("sends every filter, the days as instants of the viewer's zone with the last day whole", () => {
    expect(securityLogsQuery(filtered, "Asia/Kolkata")).toEqual({
      level: "WARNING",
      companyId: 7,
      resourceType: "user",
      action: "LOGIN_FAILED",
      startDate: "2026-02-28T18:30:00.000Z",
      endDate: "2026-03-15T18:29:59.999Z",
      search: "anita",
    });
    expect(
      securityLogsQuery({ ...NO_FILTERS, startDate: "2026-12-31", endDate: "2026-12-31" }, "UTC"),
    ).toEqual(
      expect.objectContaining({ startDate: "2026-12-31T00:00:00.000Z", endDate: "2026-12-31T23:59:59.999Z" }),
    );
    expect(securityLogsPath(filtered, 2, "UTC")).toBe(
      "/api/security-logs?level=WARNING&companyId=7&resourceType=user&action=LOGIN_FAILED&startDate=2026-03-01T00%3A00%3A00.000Z&endDate=2026-03-15T23%3A59%3A59.999Z&search=anita&limit=20&offset=20",
    );
  });

  it("exports the same filters as CSV, without paging", () => {
    expect(securityLogsExportPath(NO_FILTERS, "UTC")).toBe("/api/security-logs/export");
    expect(securityLogsExportPath({ ...NO_FILTERS, companyId: 7, action: "LOGIN_FAILED" }, "UTC")).toBe(
      "/api/security-logs/export?companyId=7&action=LOGIN_FAILED",
    );
  });
});

describe("security log query keys", () => {
  it("give each page and filter its own key, all under the area's root", () => {
    const first = securityLogKeys.page(NO_FILTERS, 1, "UTC");
    expect(reaches(securityLogKeys.all, first)).toBe(true);
    expect(reaches(securityLogKeys.lists(), first)).toBe(true);
    expect(first).not.toEqual(securityLogKeys.page(NO_FILTERS, 2, "UTC"));
    expect(first).not.toEqual(securityLogKeys.page(filtered, 1, "UTC"));
  });
});
