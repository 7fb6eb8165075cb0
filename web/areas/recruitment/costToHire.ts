import { PAYROLL_PLAN_DETAILS } from "../../../shared/payroll/payroll.constants";
import { type CompanyPlan, platformFee, successFee } from "../../../shared/payroll/platform-fee.rules";
import {
  type FinancialYear,
  financialYearOf,
  monthlyDeductions,
  type PtState,
  salaryStructure,
} from "../../../shared/payroll/statutory";

/**
 * 'Cost to hire' of a candidate (docs/product/recruitment.md §6.5): what the client pays a month and once,
 * and what the candidate takes home, from the same statutory and fee rules payroll uses, so an estimate and a
 * payslip never disagree. Pure: the dialog passes today's month in.
 */

export const COST_TO_HIRE_TEXT = {
  title: "Cost to hire",
  state: "State of work",
  clientHeading: "Monthly cost to the client",
  takeHomeHeading: "Monthly take-home",
  successFee: "One-time success fee",
  gross: "Gross salary",
  employerPf: "Employer PF",
  employerEsi: "Employer ESI",
  platformFee: "Platform fee",
  noPlan: "No plan set",
  employeePf: "Employee PF",
  employeeEsi: "Employee ESI",
  professionalTax: "Professional tax",
  tds: "Income tax (TDS)",
  cannotEstimate: "Cannot estimate the cost to hire",
  loadingPlan: "Loading the company's plan...",
  planLoadFailed: "Could not load the company's plan",
  noPlanNote: "The company has no plan yet, so the monthly cost leaves the platform fee out.",
  /** The note under the table, e.g. for 'November 2026'. */
  basis: (month: string) =>
    `Estimated for ${month} as the first month of a fresh financial year: nothing earned or deducted before it, income tax under the new regime. Not an offer.`,
} as const;

export const DEFAULT_WORK_STATE: PtState = "Karnataka";

export interface CostToHireInput {
  /** The candidate's expected CTC: whole rupees a year. */
  annualCtc: number;
  state: PtState;
  /** The company's plan; the fee is worked for one employee. */
  company: CompanyPlan;
  /** The calendar month of the estimate (1–12) and its year: the first month of a fresh financial year. */
  today: { year: number; month: number };
}

export interface CostToHire {
  fy: FinancialYear;
  gross: number;
  employerPf: number;
  employerEsi: number;
  /** The month's platform fee for one employee; null when the company has no plan. */
  platformFee: number | null;
  /** gross + employer PF + employer ESI + the platform fee. */
  monthlyCost: number;
  successFee: number;
  employeePf: number;
  employeeEsi: number;
  professionalTax: number;
  tds: number;
  /** Net pay: gross less the employee's deductions. */
  takeHome: number;
}

/** The estimate, or why there is none (a CTC too small to structure, a financial year without rates). */
export type CostToHireAnswer = { ok: true; cost: CostToHire } | { ok: false; problem: string };

/**
 * The month as if it opened a fresh financial year for the hire: nothing earned or deducted so far and 12
 * months remaining, so the TDS is the year's tax on twelve such months spread evenly.
 */
export function costToHire(input: CostToHireInput): CostToHireAnswer {
  try {
    const fy = financialYearOf(input.today.year, input.today.month);
    const structure = salaryStructure(input.annualCtc, { state: input.state, fy });
    const month = monthlyDeductions({
      structure,
      state: input.state,
      fy,
      month: input.today.month,
      earnedSoFarInFy: 0,
      tdsSoFarInFy: 0,
      monthsRemainingIncludingThis: 12,
    });
    const fee = platformFee(input.company, { salaryTotal: month.gross, headcount: 1 });
    const platform = fee.planMissing ? null : fee.fee;
    return {
      ok: true,
      cost: {
        fy,
        gross: month.gross,
        employerPf: month.employerPf,
        employerEsi: month.employerEsi,
        platformFee: platform,
        monthlyCost: month.gross + month.employerPf + month.employerEsi + (platform ?? 0),
        successFee: successFee(input.annualCtc),
        employeePf: month.employeePf,
        employeeEsi: month.employeeEsi,
        professionalTax: month.professionalTax,
        tds: month.tds,
        takeHome: month.netPay,
      },
    };
  } catch (error) {
    if (error instanceof RangeError) return { ok: false, problem: error.message };
    throw error;
  }
}

/** How the fee line names its basis: 'Standard plan, 20% of gross', 'Custom plan, per employee'. */
export function platformFeeBasis(company: CompanyPlan): string | null {
  if (company.plan === null) return null;
  const price = PAYROLL_PLAN_DETAILS[company.plan].price;
  return price.kind === "percentOfSalary"
    ? `${company.plan} plan, ${price.percent}% of gross`
    : `${company.plan} plan, per employee`;
}
