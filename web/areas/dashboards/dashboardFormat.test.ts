import { describe, expect, it } from "vitest";
import { formatMoney, formatPercent, formatShortRange, percentOf } from "./dashboardFormat";

describe("formatMoney", () => {
  it("shows each currency with its own symbol", () => {
    expect(formatMoney(1000, "USD")).toBe("$1,000.00");
    expect(formatMoney(7499.5, "INR")).toBe("₹7,499.50");
    expect(formatMoney(450000, "INR")).toBe("₹4,50,000.00");
    expect(formatMoney(100, "EUR")).toBe("€100.00");
    expect(formatMoney(-25, "GBP")).toBe("-£25.00");
    expect(formatMoney(-2150.75, "USD")).toBe("-$2,150.75");
  });

  it("writes cents exactly, whatever binary fraction the amount carries", () => {
    expect(formatMoney(0.1 + 0.2, "USD")).toBe("$0.30");
    expect(formatMoney(18649.25, "USD")).toBe("$18,649.25");
  });

  it("names a currency it cannot format rather than calling it dollars", () => {
    expect(formatMoney(12, "not a code")).toBe("not a code 12.00");
  });
});

describe("formatPercent", () => {
  it("keeps at most one decimal", () => {
    expect(formatPercent(73.3)).toBe("73.3%");
    expect(formatPercent(66.666)).toBe("66.7%");
    expect(formatPercent(50)).toBe("50%");
  });
});

describe("percentOf", () => {
  it("is the share with one decimal", () => {
    expect(percentOf(1, 3)).toBe(33.3);
    expect(percentOf(2, 4)).toBe(50);
  });

  it("is 0 when the whole is 0", () => {
    expect(percentOf(0, 0)).toBe(0);
  });
});

describe("formatShortRange", () => {
  it("shows one day for a single-day leave", () => {
    expect(formatShortRange("2026-11-27", "2026-11-27")).toBe("27 Nov");
  });

  it("shows both ends within a year", () => {
    expect(formatShortRange("2026-11-30", "2026-12-02")).toBe("30 Nov – 2 Dec");
  });

  it("names the years when the range crosses one", () => {
    expect(formatShortRange("2026-12-30", "2027-01-02")).toBe("30 Dec 2026 – 2 Jan 2027");
  });
});
