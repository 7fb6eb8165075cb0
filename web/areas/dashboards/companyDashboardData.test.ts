import { describe, expect, it } from "vitest";
import { hasDashboardData, presenceRatio } from "./companyDashboardData";

const dashboard = {
  employeeCount: 0,
  attendanceRate: 0,
  pendingLeaves: 0,
  openPositions: 0,
  todayAttendance: { present: 0, absent: 0 },
  departments: {},
  recentLeaves: [],
};

describe("hasDashboardData", () => {
  it("accepts a dashboard, even one of zeros", () => {
    expect(hasDashboardData(dashboard)).toBe(true);
  });

  it("refuses an empty answer", () => {
    expect(hasDashboardData(null)).toBe(false);
    expect(hasDashboardData(undefined)).toBe(false);
    expect(hasDashboardData({} as typeof dashboard)).toBe(false);
  });
});

describe("presenceRatio", () => {
  it("is present over everyone counted today", () => {
    expect(presenceRatio({ present: 2, absent: 2 })).toBe(50);
    expect(presenceRatio({ present: 1, absent: 2 })).toBe(33.3);
  });

  it("is 0 for a company without people", () => {
    expect(presenceRatio({ present: 0, absent: 0 })).toBe(0);
  });
});
