import type { NotificationData } from "@mantine/notifications";
import { formatRupees } from "../../../shared/common/money";
import {
  findSalaryRole,
  SALARY_LEVELS,
  SALARY_ROLES,
  type SalaryEstimate,
} from "../../../shared/recruitment/salary-estimator.rules";

/** The Salary Calculator card's words (docs/product/recruitment.md §7). */
export const SALARY_CALCULATOR_TEXT = {
  title: "Salary Calculator",
  description: "Estimate the monthly pay of a role before you post it.",
  open: "Open calculator",
  close: "Hide calculator",
  roleLabel: "Job Role",
  rolePlaceholder: "Select a job role",
  levelLabel: "Experience Level",
  levelPlaceholder: "Select experience level",
  calculate: "Calculate",
  missingTitle: "Missing Information",
  missingMessage: "Please select both job role and experience level",
  breakdown: "Salary breakdown",
  disclaimer: "Estimates of Indian market pay, not offers.",
} as const;

export const ROLE_OPTIONS = SALARY_ROLES.map((r) => ({ value: r.id, label: r.label }));
export const LEVEL_OPTIONS = SALARY_LEVELS.map((l) => ({ value: l.id, label: l.label }));

/** Both selects must be chosen before calculating (docs/product/recruitment.md §7). */
export function missingInformationToast(): NotificationData {
  return {
    color: "orange",
    title: SALARY_CALCULATOR_TEXT.missingTitle,
    message: SALARY_CALCULATOR_TEXT.missingMessage,
  };
}

/** What the heading of a result names: 'Full Stack Developer · Mid (4-6 years)'. */
export function estimateHeading(roleId: string, levelId: string): string {
  const role = findSalaryRole(roleId)?.label ?? roleId;
  const level = SALARY_LEVELS.find((l) => l.id === levelId)?.label ?? levelId;
  return `${role} · ${level}`;
}

export type BreakdownKind = "earning" | "deduction" | "total";

export interface BreakdownRow {
  label: string;
  amount: string;
  kind: BreakdownKind;
}

/** The sign before a deduction's amount (U+2212, read as 'minus'), so it is told apart without its red. */
export const DEDUCTION_SIGN = "\u2212";

/**
 * The result's rows, in rupees with Indian grouping, rounded only here for display; a deduction's amount
 * carries a minus sign.
 */
export function breakdownRows(estimate: SalaryEstimate): BreakdownRow[] {
  const row = (label: string, value: number, kind: BreakdownKind): BreakdownRow => ({
    label,
    amount: `${kind === "deduction" ? DEDUCTION_SIGN : ""}${formatRupees(value)}`,
    kind,
  });
  return [
    row("Annual CTC", estimate.annualCtc, "total"),
    row("Monthly gross", estimate.monthly, "earning"),
    row("Basic salary", estimate.basic, "earning"),
    row("HRA", estimate.hra, "earning"),
    row("Special allowance", estimate.specialAllowance, "earning"),
    row("Professional tax", estimate.professionalTax, "deduction"),
    row("Provident fund (PF)", estimate.pf, "deduction"),
    row("Income tax (monthly)", estimate.monthlyIncomeTax, "deduction"),
    row("Take-home per month", estimate.takeHome, "total"),
  ];
}
