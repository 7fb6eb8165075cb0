import { PAYROLL_PLAN_DETAILS, type PayrollPlan } from "./payroll.constants";

/**
 * What the platform charges (docs/product/companies.md §2, docs/product/payroll.md §1): a company's plan
 * priced on a month's payroll, and recruitment's success fee on a hire (docs/product/recruitment.md §8).
 * Whole rupees in and out, rounded half up once.
 */

export const CUSTOM_PLAN_NEEDS_FEE = "Custom plan needs a fee per employee";
export const FEE_NOT_WHOLE_RUPEES = "Fee per employee must be a whole number of rupees";

/** Recruitment's success fee: this percentage of the hire's annual CTC. */
export const SUCCESS_FEE_PERCENT = 10;

/** A company's plan: none until a SUPER_ADMIN sets one (or enabling payroll takes the request's). */
export interface CompanyPlan {
  plan: PayrollPlan | null;
  /** The Custom plan's fee: whole rupees a month per employee; ignored by the other plans. */
  customFeePerEmployee: number | null;
}

/** The month's payroll the fee is worked on. */
export interface PayrollBasis {
  /** The month's gross salaries added up, whole rupees. */
  salaryTotal: number;
  /** The people paid that month. */
  headcount: number;
}

export interface PlatformFee {
  /** Whole rupees for the month; 0 without a plan. */
  fee: number;
  /** The company has no plan yet, so nothing can be charged. */
  planMissing: boolean;
}

function assertWholeRupees(label: string, amount: number): void {
  if (!Number.isSafeInteger(amount) || amount < 0)
    throw new RangeError(`${label} must be whole rupees ≥ 0: ${amount}`);
}

/** A whole percent of whole rupees, rounded half up, in integers (no binary fraction is ever rounded). */
function percentOf(rupees: number, percent: number): number {
  return Math.floor((rupees * percent + 50) / 100);
}

/** Why a plan and fee cannot be stored together, or null when they can. */
export function companyPlanProblem(plan: CompanyPlan): string | null {
  const fee = plan.customFeePerEmployee;
  if (fee !== null && (!Number.isSafeInteger(fee) || fee < 0)) return FEE_NOT_WHOLE_RUPEES;
  if (plan.plan === "Custom" && fee === null) return CUSTOM_PLAN_NEEDS_FEE;
  return null;
}

/**
 * The month's platform fee: Starter 10 % and Standard 20 % of the salary total (gross), Custom the fee
 * per employee × headcount; no plan → 0 with `planMissing`. A Custom plan without a fee is refused.
 */
export function platformFee(company: CompanyPlan, basis: PayrollBasis): PlatformFee {
  assertWholeRupees("Salary total", basis.salaryTotal);
  assertWholeRupees("Headcount", basis.headcount);
  if (company.plan === null) return { fee: 0, planMissing: true };
  const problem = companyPlanProblem(company);
  if (problem) throw new RangeError(problem);
  const price = PAYROLL_PLAN_DETAILS[company.plan].price;
  const fee =
    price.kind === "percentOfSalary"
      ? percentOf(basis.salaryTotal, price.percent)
      : (company.customFeePerEmployee ?? 0) * basis.headcount;
  return { fee, planMissing: false };
}

/** Recruitment's one-time success fee: 10 % of the hire's annual CTC, rounded half up. */
export function successFee(annualCtc: number): number {
  assertWholeRupees("Annual CTC", annualCtc);
  return percentOf(annualCtc, SUCCESS_FEE_PERCENT);
}
