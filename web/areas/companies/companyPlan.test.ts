import { describe, expect, it } from "vitest";
import { PLAN_OPTIONS, planLabelOf } from "./companyPlan";

describe("planLabelOf (companies.md §5)", () => {
  it("names the plan, with the fee for Custom, and nothing without a plan", () => {
    expect(planLabelOf({ payrollPlan: "Standard", customFeePerEmployee: null })).toBe("Standard plan");
    expect(planLabelOf({ payrollPlan: "Starter", customFeePerEmployee: 700 })).toBe("Starter plan");
    expect(planLabelOf({ payrollPlan: "Custom", customFeePerEmployee: 1500 })).toBe(
      "Custom plan · ₹1,500 per employee",
    );
    expect(planLabelOf({ payrollPlan: null, customFeePerEmployee: 1500 })).toBeNull();
    expect(planLabelOf({})).toBeNull();
  });
});

describe("PLAN_OPTIONS", () => {
  it("offers no plan, then the plans in the cards' order", () => {
    expect(PLAN_OPTIONS.map((o) => o.label)).toEqual(["No plan", "Starter", "Standard", "Custom"]);
  });
});
