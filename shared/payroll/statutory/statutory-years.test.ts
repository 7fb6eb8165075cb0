import { describe, expect, it } from "vitest";
import { financialYearOf, KNOWN_FINANCIAL_YEARS, PT_STATES, statutoryYear } from "./statutory-years";

describe("financialYearOf (docs/product/statutory.md §1)", () => {
  it("April 2025 to March 2026 is 2025-26", () => {
    expect(financialYearOf(2025, 4)).toBe("2025-26");
    expect(financialYearOf(2025, 12)).toBe("2025-26");
    expect(financialYearOf(2026, 1)).toBe("2025-26");
    expect(financialYearOf(2026, 3)).toBe("2025-26");
  });

  it("March belongs to the year before, April starts the next", () => {
    expect(financialYearOf(2025, 3)).toBe("2024-25");
    expect(financialYearOf(2026, 4)).toBe("2026-27");
  });

  it("writes the second year with two digits across a century", () => {
    expect(financialYearOf(2099, 4)).toBe("2099-00");
    expect(financialYearOf(2009, 4)).toBe("2009-10");
  });

  it("refuses a month outside 1–12 and a year that is not whole", () => {
    expect(() => financialYearOf(2025, 0)).toThrow(RangeError);
    expect(() => financialYearOf(2025, 13)).toThrow(RangeError);
    expect(() => financialYearOf(2025.5, 4)).toThrow(RangeError);
  });
});

describe("statutoryYear (docs/product/statutory.md §2)", () => {
  it("holds 2025-26 and 2026-27, oldest first", () => {
    expect(KNOWN_FINANCIAL_YEARS).toEqual(["2025-26", "2026-27"]);
    expect(statutoryYear("2025-26").starts).toBe("2025-04");
    expect(statutoryYear("2025-26").ends).toBe("2026-03");
    expect(statutoryYear("2026-27").starts).toBe("2026-04");
  });

  it("throws a clear error for a year it does not hold", () => {
    expect(() => statutoryYear("2024-25")).toThrow(
      'No statutory rates for financial year "2024-25": known years are 2025-26, 2026-27',
    );
    expect(() => statutoryYear("toString")).toThrow(RangeError);
  });

  it("2025-26: EPF 12 % + 12 % up to ₹15,000, EPS 8.33 % at most ₹1,250", () => {
    expect(statutoryYear("2025-26").epf).toEqual({
      wageCeiling: 15000,
      employeeBasisPoints: 1200,
      employerBasisPoints: 1200,
      epsBasisPoints: 833,
      epsMonthlyMax: 1250,
    });
  });

  it("2025-26: ESI 0.75 % + 3.25 % up to ₹21,000 gross", () => {
    expect(statutoryYear("2025-26").esi).toEqual({
      wageCeiling: 21000,
      employeeBasisPoints: 75,
      employerBasisPoints: 325,
    });
  });

  it("2025-26: new-regime slabs, ₹75,000 standard deduction, 87A to ₹12 L, surcharge to 25 %, 4 % cess", () => {
    const tax = statutoryYear("2025-26").incomeTax;
    expect(tax.slabs.map((s) => [s.from, s.percent])).toEqual([
      [0, 0],
      [400000, 5],
      [800000, 10],
      [1200000, 15],
      [1600000, 20],
      [2000000, 25],
      [2400000, 30],
    ]);
    expect(tax.standardDeduction).toBe(75000);
    expect(tax.rebate).toEqual({ maxIncome: 1200000, maxRebate: 60000 });
    expect(tax.surcharge).toEqual([
      { above: 5000000, percent: 10 },
      { above: 10000000, percent: 15 },
      { above: 20000000, percent: 25 },
    ]);
    expect(tax.cessBasisPoints).toBe(400);
  });

  it("has professional tax for every modelled state", () => {
    expect(Object.keys(statutoryYear("2025-26").professionalTax).sort()).toEqual([...PT_STATES].sort());
  });

  it("2026-27 copies 2025-26's figures (no change known when written)", () => {
    const { fy: _a, starts: _b, ends: _c, ...next } = statutoryYear("2026-27");
    const { fy: _d, starts: _e, ends: _f, ...current } = statutoryYear("2025-26");
    expect(next).toEqual(current);
  });
});
