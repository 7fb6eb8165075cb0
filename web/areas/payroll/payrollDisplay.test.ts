import { describe, expect, it } from "vitest";
import {
  formatAmount,
  formatInstantDate,
  payeeName,
  payrollDate,
  payrollStatusColor,
  recordCountText,
} from "./payrollDisplay";

describe("payroll display (payroll.md §5, §6, §7)", () => {
  it("writes rupees with Indian grouping", () => {
    expect(formatAmount(123456)).toBe("₹1,23,456");
    expect(formatAmount(0)).toBe("₹0");
    expect(formatAmount(10_00_00_000)).toBe("₹10,00,00,000");
  });

  it("colours each status, grey for one it does not know", () => {
    expect(payrollStatusColor("Pending")).toBe("yellow");
    expect(payrollStatusColor("Processed")).toBe("blue");
    expect(payrollStatusColor("Paid")).toBe("teal");
    expect(payrollStatusColor("Lost")).toBe("gray");
  });

  it("names the person", () => {
    expect(payeeName({ firstName: "Rahul", lastName: "Nair" })).toBe("Rahul Nair");
    expect(payeeName({ firstName: "Rahul", lastName: "" })).toBe("Rahul");
  });

  it("dates an instant in the user's zone, not the browser's", () => {
    // 20:00 UTC on 31 March is already 1 April in India.
    expect(formatInstantDate("2026-03-31T20:00:00.000Z", "Asia/Kolkata")).toBe("1 Apr 2026");
    expect(formatInstantDate("2026-03-31T20:00:00.000Z", "America/Los_Angeles")).toBe("31 Mar 2026");
    expect(formatInstantDate("not a date", "Asia/Kolkata")).toBe("not a date");
  });

  it("shows the paid date of a paid row, else the day it was generated", () => {
    const generatedAt = "2026-03-01T00:30:00.000Z";
    expect(
      payrollDate({ status: "Paid", paidAt: "2026-03-28T06:00:00.000Z", generatedAt }, "Asia/Kolkata"),
    ).toEqual({ label: "Paid", date: "28 Mar 2026" });
    expect(payrollDate({ status: "Pending", paidAt: null, generatedAt }, "Asia/Kolkata")).toEqual({
      label: "Generated",
      date: "1 Mar 2026",
    });
  });

  it("counts records", () => {
    expect(recordCountText(undefined)).toBeUndefined();
    expect(recordCountText(1)).toBe("1 record");
    expect(recordCountText(12)).toBe("12 records");
  });
});
