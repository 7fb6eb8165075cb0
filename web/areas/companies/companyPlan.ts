import { formatRupees } from "../../../shared/common/money";
import type { CompanyDto } from "../../../shared/companies/companies.schema";
import { PAYROLL_PLANS } from "../../../shared/payroll/payroll.constants";

/** The company form's 'Plan' choices (docs/product/companies.md §5): none, then the plans in card order. */
export const NO_PLAN = "No plan";
export const PLAN_OPTIONS = [
  { value: "", label: NO_PLAN },
  ...PAYROLL_PLANS.map((plan) => ({ value: plan, label: plan })),
];

/** How the companies screen names a plan: 'Standard plan', 'Custom plan · ₹1,500 per employee'; null for none. */
export function planLabelOf(
  company: Pick<CompanyDto, "payrollPlan" | "customFeePerEmployee">,
): string | null {
  if (!company.payrollPlan) return null;
  if (company.payrollPlan === "Custom" && company.customFeePerEmployee != null)
    return `Custom plan · ${formatRupees(company.customFeePerEmployee)} per employee`;
  return `${company.payrollPlan} plan`;
}
