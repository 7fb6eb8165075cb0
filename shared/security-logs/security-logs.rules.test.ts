import { describe, expect, it } from "vitest";
import {
  isPeriodInOrder,
  isTotalCapped,
  logPeriodOf,
  periodEdgeOf,
  retentionCutoff,
  SECURITY_LOG_SEARCH_TOTAL_CAP,
  SECURITY_LOG_TOTAL_CAP,
  securityLogExportFileName,
  totalCapOf,
} from "./security-logs.rules";

describe("a start or end date (docs/product/security-logs.md §4.1)", () => {
  it("takes a date alone as its whole day in UTC: a start from midnight, an end up to the next, excluded", () => {
    expect(periodEdgeOf("2026-03-10", "start")).toEqual({
      at: { instant: "2026-03-10T00:00:00Z", ms: Date.parse("2026-03-10T00:00:00Z") },
      inclusive: true,
    });
    expect(periodEdgeOf("2026-03-10", "end")).toEqual({
      at: { instant: "2026-03-11T00:00:00Z", ms: Date.parse("2026-03-11T00:00:00Z") },
      inclusive: false,
    });
    expect(periodEdgeOf("2024-02-29", "end")?.at.instant).toBe("2024-03-01T00:00:00Z");
    expect(periodEdgeOf("2026-12-31", "end")?.at.instant).toBe("2027-01-01T00:00:00Z");
    expect(periodEdgeOf("0050-01-01", "start")?.at.instant).toBe("0050-01-01T00:00:00Z");
    expect(periodEdgeOf("9999-12-31", "end")?.at.instant).toBe("10000-01-01T00:00:00Z");
  });

  it("takes a date-time with its zone as that instant, full precision kept, an end included", () => {
    expect(periodEdgeOf("2026-03-10T05:30:00+05:30", "end")).toEqual({
      at: { instant: "2026-03-10T05:30:00+05:30", ms: Date.parse("2026-03-10T00:00:00Z") },
      inclusive: true,
    });
    expect(periodEdgeOf("2026-03-10t10:00:00.123456z", "start")?.at).toEqual({
      instant: "2026-03-10T10:00:00.123456Z",
      ms: Date.parse("2026-03-10T10:00:00.123Z"),
    });
    expect(periodEdgeOf("2026-03-10T10:00Z", "start")?.at.ms).toBe(Date.parse("2026-03-10T10:00:00Z"));
    expect(periodEdgeOf("2026-03-10T10:00:00-0400", "start")?.at.ms).toBe(Date.parse("2026-03-10T14:00:00Z"));
  });

  it("refuses anything else", () => {
    for (const value of [
      "2026-02-30",
      "2026-3-1",
      "2026-03-10T10:00:00",
      "2026-03-10 10:00:00Z",
      "2026-03-10T24:00:00Z",
      "2026-03-10T10:60:00Z",
      "2026-03-10T10:00:60Z",
      "2026-03-10T10:00:00+24:00",
      "2026-02-30T10:00:00Z",
      "yesterday",
      "",
    ])
      expect(periodEdgeOf(value, "start"), value).toBeNull();
  });

  it("says whether a start comes after an end", () => {
    const ordered = (startDate?: string, endDate?: string) =>
      isPeriodInOrder(logPeriodOf({ startDate, endDate }));
    expect(ordered("2026-03-10", "2026-03-10")).toBe(true);
    expect(ordered("2026-03-11", "2026-03-10")).toBe(false);
    expect(ordered("2026-03-10T23:59:59Z", "2026-03-10")).toBe(true);
    expect(ordered("2026-03-11T00:00:00Z", "2026-03-10")).toBe(false);
    expect(ordered("2026-03-10T10:00:00Z", "2026-03-10T10:00:00Z")).toBe(true);
    expect(ordered("2026-03-10T10:00:00.001Z", "2026-03-10T10:00:00Z")).toBe(false);
    expect(ordered("2026-03-10", undefined)).toBe(true);
    expect(ordered(undefined, "2026-03-10")).toBe(true);
  });
});

describe("the total, the export's name and the retention", () => {
  it("reads a total at the cap as 'that many or more': 10,000, or 1,000 with a search", () => {
    expect(totalCapOf({})).toBe(SECURITY_LOG_TOTAL_CAP);
    expect(totalCapOf({ search: "login" })).toBe(SECURITY_LOG_SEARCH_TOTAL_CAP);
    expect(isTotalCapped(SECURITY_LOG_TOTAL_CAP - 1)).toBe(false);
    expect(isTotalCapped(SECURITY_LOG_TOTAL_CAP)).toBe(true);
    expect(isTotalCapped(SECURITY_LOG_SEARCH_TOTAL_CAP, {})).toBe(false);
    expect(isTotalCapped(SECURITY_LOG_SEARCH_TOTAL_CAP, { search: "login" })).toBe(true);
  });

  it("names the export after the day it was made", () => {
    expect(securityLogExportFileName("2026-11-22")).toBe("security-logs-2026-11-22.csv");
  });

  it("cuts at midnight UTC, the retention's days before today, whatever the hour", () => {
    expect(retentionCutoff(new Date("2026-11-22T00:00:01Z"), 400).toISOString()).toBe(
      "2025-10-18T00:00:00.000Z",
    );
    expect(retentionCutoff(new Date("2026-11-22T23:59:59Z"), 400).toISOString()).toBe(
      "2025-10-18T00:00:00.000Z",
    );
    expect(retentionCutoff(new Date("2024-03-01T12:00:00Z"), 30).toISOString()).toBe(
      "2024-01-31T00:00:00.000Z",
    );
  });
});
