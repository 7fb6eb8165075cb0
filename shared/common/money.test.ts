import { describe, expect, it } from "vitest";
import { formatRupees } from "./money";

describe("formatRupees", () => {
  it("writes whole rupees grouped the Indian way", () => {
    expect(formatRupees(1234567)).toBe("₹12,34,567");
    expect(formatRupees(93750)).toBe("₹93,750");
    expect(formatRupees(200)).toBe("₹200");
    expect(formatRupees(0)).toBe("₹0");
  });

  it("rounds to the rupee only for display", () => {
    expect(formatRupees(208333.3333)).toBe("₹2,08,333");
    expect(formatRupees(4249.6)).toBe("₹4,250");
  });
});
