import { describe, expect, it } from "vitest";
import {
  applyFilters,
  hasFilters,
  NO_FILTERS,
  readSecurityLogsAddress,
  resetFilters,
  type SecurityLogsAddress,
  securityLogsSearch,
} from "./securityLogsAddress";

const read = (query: string) => readSecurityLogsAddress(new URLSearchParams(query));
const write = (address: SecurityLogsAddress) => securityLogsSearch(address).toString();

describe("the /security-logs address (security-logs.md §4, §5)", () => {
  it("opens on every entry, the first page, the Table View", () => {
    expect(read("")).toEqual({ filters: NO_FILTERS, page: 1, view: "table" });
  });

  it("reads every filter, the page and the tab", () => {
    expect(
      read(
        "?level=WARNING&companyId=7&resourceType=user&action=LOGIN_FAILED&startDate=2026-03-01&endDate=2026-03-15&search=anita&page=2&view=detail",
      ),
    ).toEqual({
      filters: {
        level: "WARNING",
        companyId: 7,
        resourceType: "user",
        action: "LOGIN_FAILED",
        startDate: "2026-03-01",
        endDate: "2026-03-15",
        search: "anita",
      },
      page: 2,
      view: "detail",
    });
  });

  it("falls back for anything it cannot use", () => {
    const address = read(
      "?level=DEBUG&companyId=x&startDate=2026-02-30&endDate=15/03/2026&page=0&view=cards&search=%20%20",
    );
    expect(address).toEqual({ filters: NO_FILTERS, page: 1, view: "table" });
    expect(read("?resourceType=&action=").filters).toEqual(NO_FILTERS);
    expect(read("?level=security").filters.level).toBe("SECURITY");
    expect(read("?companyId=-3").filters.companyId).toBe("all");
  });

  it("takes only an action and a resource type of the catalogue, written exactly", () => {
    expect(read("?action=%20LOGIN_FAILED%20").filters.action).toBe("LOGIN_FAILED");
    expect(read("?action=login_failed").filters.action).toBeNull();
    expect(read("?action=DROP_TABLE").filters.action).toBeNull();
    expect(read("?resourceType=payroll_enablement_request").filters.resourceType).toBe(
      "payroll_enablement_request",
    );
    expect(read("?resourceType=User").filters.resourceType).toBeNull();
  });

  it("trims the search and keeps at most its 100 characters", () => {
    expect(read("?search=%20anita%20").filters.search).toBe("anita");
    expect(read(`?search=${"a".repeat(150)}`).filters.search).toHaveLength(100);
  });

  it("reads days written the wrong way round as the period they bound", () => {
    const { filters } = read("?startDate=2026-03-15&endDate=2026-03-01");
    expect([filters.startDate, filters.endDate]).toEqual(["2026-03-01", "2026-03-15"]);
    expect(read("?startDate=2026-03-15").filters).toEqual({ ...NO_FILTERS, startDate: "2026-03-15" });
  });

  it("writes only what differs from the defaults, and reads back what it wrote", () => {
    expect(write({ filters: NO_FILTERS, page: 1, view: "table" })).toBe("");
    const address: SecurityLogsAddress = {
      filters: {
        ...NO_FILTERS,
        companyId: 4,
        action: "LOGIN_FAILED",
        startDate: "2026-01-01",
        search: "a b",
      },
      page: 3,
      view: "detail",
    };
    const query = write(address);
    expect(query).toBe("companyId=4&action=LOGIN_FAILED&startDate=2026-01-01&search=a+b&page=3&view=detail");
    expect(read(query)).toEqual(address);
  });

  it("applies filters from the first page on the same tab, and Reset clears every filter", () => {
    const current = read("?level=INFO&page=4&view=detail");
    const applied = applyFilters(current, { ...NO_FILTERS, level: "ERROR" });
    expect(write(applied)).toBe("level=ERROR&view=detail");
    expect(write(resetFilters(applied))).toBe("view=detail");
    expect(write(resetFilters(read("?level=INFO&page=4")))).toBe("");
  });

  it("knows whether any filter is set", () => {
    expect(hasFilters(NO_FILTERS)).toBe(false);
    expect(hasFilters({ ...NO_FILTERS, search: "  " })).toBe(false);
    expect(hasFilters({ ...NO_FILTERS, endDate: "2026-03-01" })).toBe(true);
  });
});
