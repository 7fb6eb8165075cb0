import { describe, expect, it } from "vitest";
import { estimateFor } from "../../../shared/recruitment/salary-estimator.rules";
import {
  breakdownRows,
  estimateHeading,
  LEVEL_OPTIONS,
  missingInformationToast,
  ROLE_OPTIONS,
} from "./salaryCalculator";

describe("Salary Calculator (docs/product/recruitment.md §7)", () => {
  it("offers the 19 roles and the 5 levels", () => {
    expect(ROLE_OPTIONS).toHaveLength(19);
    expect(ROLE_OPTIONS[0]).toEqual({ value: "full-stack-developer", label: "Full Stack Developer" });
    expect(LEVEL_OPTIONS.map((o) => o.label)).toEqual([
      "Entry (0-2 years)",
      "Junior (2-4 years)",
      "Mid (4-6 years)",
      "Senior (6-10 years)",
      "Lead (10+ years)",
    ]);
  });

  it("asks for both choices in the product's words", () => {
    expect(missingInformationToast()).toMatchObject({
      title: "Missing Information",
      message: "Please select both job role and experience level",
    });
  });

  it("names the role and level of a result", () => {
    expect(estimateHeading("full-stack-developer", "mid")).toBe("Full Stack Developer · Mid (4-6 years)");
  });

  it("shows every line in rupees with Indian grouping", () => {
    const rows = breakdownRows(estimateFor("full-stack-developer", "mid")!);
    expect(rows.map((r) => [r.label, r.amount])).toEqual([
      ["Annual CTC", "₹12,00,000"],
      ["Monthly gross", "₹1,00,000"],
      ["Basic salary", "₹50,000"],
      ["HRA", "₹20,000"],
      ["Special allowance", "₹28,750"],
      ["Professional tax", "−₹200"],
      ["Provident fund (PF)", "−₹1,800"],
      ["Income tax (monthly)", "−₹4,250"],
      ["Take-home per month", "₹93,750"],
    ]);
  });

  it("marks each deduction with a minus sign, not by its colour alone", () => {
    const rows = breakdownRows(estimateFor("full-stack-developer", "mid")!);
    for (const row of rows) expect(row.amount.startsWith("\u2212")).toBe(row.kind === "deduction");
    expect(rows.filter((r) => r.kind === "deduction")).toHaveLength(3);
  });

  it("rounds to the rupee only on screen", () => {
    const rows = breakdownRows(estimateFor("full-stack-developer", "lead")!);
    expect(rows.find((r) => r.label === "Monthly gross")?.amount).toBe("₹2,08,333");
    expect(rows.find((r) => r.label === "Take-home per month")?.amount).toBe("₹1,84,458");
  });
});
