import { describe, expect, it } from "vitest";
import {
  CUSTOM_PLAN_NEEDS_FEE,
  companyPlanProblem,
  FEE_NOT_WHOLE_RUPEES,
  platformFee,
  successFee,
} from "./platform-fee.rules";

const month = { salaryTotal: 1_00_000, headcount: 3 };

describe("platformFee (docs/product/payroll.md §1)", () => {
  it("charges Starter 10 % of the month's gross salaries", () => {
    expect(platformFee({ plan: "Starter", customFeePerEmployee: null }, month)).toEqual({
      fee: 10_000,
      planMissing: false,
    });
  });

  it("charges Standard 20 % of the month's gross salaries", () => {
    expect(platformFee({ plan: "Standard", customFeePerEmployee: null }, month).fee).toBe(20_000);
  });

  it("rounds a percentage half up to whole rupees", () => {
    // 10 % of ₹125 = 12.50 → ₹13; 10 % of ₹124 = 12.40 → ₹12; 20 % of ₹12,347 = 2,469.40 → ₹2,469.
    expect(
      platformFee({ plan: "Starter", customFeePerEmployee: null }, { salaryTotal: 125, headcount: 1 }).fee,
    ).toBe(13);
    expect(
      platformFee({ plan: "Starter", customFeePerEmployee: null }, { salaryTotal: 124, headcount: 1 }).fee,
    ).toBe(12);
    expect(
      platformFee({ plan: "Standard", customFeePerEmployee: null }, { salaryTotal: 12_347, headcount: 1 })
        .fee,
    ).toBe(2_469);
    // 20 % of ₹12,348 = 2,469.60 → ₹2,470.
    expect(
      platformFee({ plan: "Standard", customFeePerEmployee: null }, { salaryTotal: 12_348, headcount: 1 })
        .fee,
    ).toBe(2_470);
  });

  it("charges Custom its fee for each person paid, whatever their salary", () => {
    expect(platformFee({ plan: "Custom", customFeePerEmployee: 1_500 }, month)).toEqual({
      fee: 4_500,
      planMissing: false,
    });
    expect(platformFee({ plan: "Custom", customFeePerEmployee: 0 }, month).fee).toBe(0);
  });

  it("ignores a stored fee on a percentage plan", () => {
    expect(platformFee({ plan: "Starter", customFeePerEmployee: 9_999 }, month).fee).toBe(10_000);
  });

  it("charges nothing and says so when the company has no plan", () => {
    expect(platformFee({ plan: null, customFeePerEmployee: null }, month)).toEqual({
      fee: 0,
      planMissing: true,
    });
    expect(platformFee({ plan: null, customFeePerEmployee: 800 }, month)).toEqual({
      fee: 0,
      planMissing: true,
    });
  });

  it("charges nothing on an empty month", () => {
    expect(
      platformFee({ plan: "Standard", customFeePerEmployee: null }, { salaryTotal: 0, headcount: 0 }).fee,
    ).toBe(0);
  });

  it("refuses a Custom plan without a fee, and amounts that are not whole rupees", () => {
    expect(() => platformFee({ plan: "Custom", customFeePerEmployee: null }, month)).toThrow(
      CUSTOM_PLAN_NEEDS_FEE,
    );
    expect(() => platformFee({ plan: "Custom", customFeePerEmployee: 10.5 }, month)).toThrow(
      FEE_NOT_WHOLE_RUPEES,
    );
    expect(() =>
      platformFee({ plan: "Standard", customFeePerEmployee: null }, { salaryTotal: 100.5, headcount: 1 }),
    ).toThrow(RangeError);
    expect(() =>
      platformFee({ plan: "Standard", customFeePerEmployee: null }, { salaryTotal: 100, headcount: -1 }),
    ).toThrow(RangeError);
  });
});

describe("companyPlanProblem", () => {
  it("needs a fee for Custom only", () => {
    expect(companyPlanProblem({ plan: "Custom", customFeePerEmployee: null })).toBe(CUSTOM_PLAN_NEEDS_FEE);
    expect(companyPlanProblem({ plan: "Custom", customFeePerEmployee: 0 })).toBeNull();
    expect(companyPlanProblem({ plan: "Standard", customFeePerEmployee: null })).toBeNull();
    expect(companyPlanProblem({ plan: null, customFeePerEmployee: null })).toBeNull();
  });

  it("takes a fee of whole rupees ≥ 0 only", () => {
    expect(companyPlanProblem({ plan: "Custom", customFeePerEmployee: -1 })).toBe(FEE_NOT_WHOLE_RUPEES);
    expect(companyPlanProblem({ plan: "Starter", customFeePerEmployee: 2.5 })).toBe(FEE_NOT_WHOLE_RUPEES);
  });
});

describe("successFee (docs/product/recruitment.md §8)", () => {
  it("is 10 % of the annual CTC, rounded half up", () => {
    expect(successFee(12_00_000)).toBe(1_20_000);
    expect(successFee(5_00_005)).toBe(50_001); // 50,000.50 → 50,001
    expect(successFee(5_00_004)).toBe(50_000); // 50,000.40 → 50,000
    expect(successFee(0)).toBe(0);
  });

  it("refuses a CTC that is not whole rupees", () => {
    expect(() => successFee(-1)).toThrow(RangeError);
    expect(() => successFee(1.5)).toThrow(RangeError);
  });
});
