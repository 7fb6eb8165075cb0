import { describe, expect, it } from "vitest";
import {
  formatLeaveDate,
  formatLeaveDays,
  formatLeaveRange,
  halfDayTypeLabel,
  lacksCompany,
  leaveStatusColor,
  leaveStatusLabel,
  leavesRemaining,
  pendingCountText,
} from "./leaveDisplay";

describe("leave status badge (leave.md §5)", () => {
  it("is green when approved, red when rejected, yellow otherwise", () => {
    expect(leaveStatusColor("APPROVED")).toBe("green");
    expect(leaveStatusColor("REJECTED")).toBe("red");
    expect(leaveStatusColor("PENDING")).toBe("yellow");
    expect(leaveStatusColor("SOMETHING_ELSE")).toBe("yellow");
  });
  it("reads the status in words", () => {
    expect(leaveStatusLabel("APPROVED")).toBe("Approved");
    expect(leaveStatusLabel("REJECTED")).toBe("Rejected");
    expect(leaveStatusLabel("PENDING")).toBe("Pending");
    expect(leaveStatusLabel("???")).toBe("Pending");
  });
});

describe("leave dates", () => {
  it("formats a calendar date without a time-zone shift", () => {
    expect(formatLeaveDate("2026-03-02")).toBe("Mon, 2 Mar 2026");
    expect(formatLeaveDate("2026-01-01")).toBe("Thu, 1 Jan 2026");
  });
  it("shows a range, or one date for a single day", () => {
    expect(formatLeaveRange("2026-03-02", "2026-03-04")).toBe("Mon, 2 Mar 2026 – Wed, 4 Mar 2026");
    expect(formatLeaveRange("2026-03-02", "2026-03-02")).toBe("Mon, 2 Mar 2026");
  });
  it("counts days, with '0.5 Days' for a half day", () => {
    expect(formatLeaveDays(0.5)).toBe("0.5 Days");
    expect(formatLeaveDays(1)).toBe("1 Day");
    expect(formatLeaveDays(3)).toBe("3 Days");
  });
  it("names the half-day type", () => {
    expect(halfDayTypeLabel("FORENOON")).toBe("Forenoon (Morning)");
    expect(halfDayTypeLabel("AFTERNOON")).toBe("Afternoon");
    expect(halfDayTypeLabel(null)).toBe("");
  });
});

describe("leave summary and access", () => {
  it("Leaves Remaining is total minus taken", () => {
    expect(leavesRemaining({ totalLeaves: 20, leavesTaken: 3.5 })).toBe(16.5);
  });
  it("a non-super-admin without a company lacks one; a super admin never does", () => {
    expect(lacksCompany({ role: "ADMIN", companyId: null })).toBe(true);
    expect(lacksCompany({ role: "EMPLOYEE", companyId: null })).toBe(true);
    expect(lacksCompany({ role: "ADMIN", companyId: 4 })).toBe(false);
    expect(lacksCompany({ role: "SUPER_ADMIN", companyId: null })).toBe(false);
  });
});

describe("review list description", () => {
  it("says how many requests wait for a decision", () => {
    expect(pendingCountText(undefined)).toBeUndefined();
    expect(pendingCountText(0)).toBe("Nothing waiting for review");
    expect(pendingCountText(1)).toBe("1 waiting for review");
    expect(pendingCountText(27)).toBe("27 waiting for review");
  });
});
