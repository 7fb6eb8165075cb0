import { type FinancialYear, type PtState, type StatutoryYear, statutoryYear } from "./statutory-years";

/**
 * The monthly salary structure of an annual CTC (docs/product/statutory.md §3): basic, HRA, special
 * allowance, and the employer's PF and ESI, in whole rupees that add up to the monthly CTC exactly.
 */

/** Basic is this share of the monthly CTC (§3.1). */
export const BASIC_PERCENT_OF_CTC = 50;
/** HRA is this share of basic: the non-metro rate (§3.1). */
export const HRA_PERCENT_OF_BASIC = 40;

/** The unrounded solve (§3.2): gross + employer PF + employer ESI = annual CTC ÷ 12, to the paisa. */
export interface ExactSalaryStructure {
  monthlyCtc: number;
  basic: number;
  hra: number;
  specialAllowance: number;
  gross: number;
  employerPf: number;
  employerEsi: number;
}

/** The structure paid, in whole rupees a month (§3.3): gross + employerPf + employerEsi = monthlyCtc. */
export interface SalaryStructure {
  fy: FinancialYear;
  state: PtState;
  annualCtc: number;
  /** Annual CTC ÷ 12, rounded half up to whole rupees. */
  monthlyCtc: number;
  basic: number;
  hra: number;
  /** The balance of gross after basic and HRA. */
  specialAllowance: number;
  /** basic + hra + specialAllowance: what the employee earns before deductions. */
  gross: number;
  /** The employer's 12 % of basic counted up to the PF wage ceiling: employerEps + employerEpf. */
  employerPf: number;
  employerEps: number;
  employerEpf: number;
  /** The employer's ESI while gross is within the ESI ceiling, else 0 (§3.3 for its rounding). */
  employerEsi: number;
  isEsiCovered: boolean;
  exact: ExactSalaryStructure;
}

/** `basisPoints` hundredths of a percent of whole rupees, rounded half up to whole rupees (EPFO's rounding). */
export function roundedShare(rupees: number, basisPoints: number): number {
  return Math.round((rupees * basisPoints) / 10_000);
}

/** `basisPoints` hundredths of a percent of whole rupees, rounded up to the next rupee (ESIC's rounding). */
export function roundedUpShare(rupees: number, basisPoints: number): number {
  return Math.ceil((rupees * basisPoints) / 10_000);
}

/** The employer's PF on a month's basic (§4.1): 12 % of basic up to the ceiling, split into EPS and EPF. */
export function employerPfOf(
  basic: number,
  year: StatutoryYear,
): { total: number; eps: number; epf: number } {
  const counted = Math.min(basic, year.epf.wageCeiling);
  const total = roundedShare(counted, year.epf.employerBasisPoints);
  const eps = Math.min(roundedShare(counted, year.epf.epsBasisPoints), year.epf.epsMonthlyMax, total);
  return { total, eps, epf: total - eps };
}

/** The employee's PF on a month's basic (§4.1): 12 % of basic up to the ceiling, rounded half up. */
export function employeePfOf(basic: number, year: StatutoryYear): number {
  return roundedShare(Math.min(basic, year.epf.wageCeiling), year.epf.employeeBasisPoints);
}

/** The employee's ESI on a month's gross (§4.2): 0.75 % rounded up while gross is within the ceiling, else 0. */
export function employeeEsiOf(gross: number, year: StatutoryYear): number {
  return gross <= year.esi.wageCeiling ? roundedUpShare(gross, year.esi.employeeBasisPoints) : 0;
}

/** The employer's ESI on a month's gross (§4.2): 3.25 % rounded up while gross is within the ceiling, else 0. */
export function employerEsiOf(gross: number, year: StatutoryYear): number {
  return gross <= year.esi.wageCeiling ? roundedUpShare(gross, year.esi.employerBasisPoints) : 0;
}

function assertWholeRupees(label: string, amount: number): void {
  if (!Number.isSafeInteger(amount) || amount < 0)
    throw new RangeError(`${label} must be whole rupees ≥ 0: ${amount}`);
}

/**
 * The monthly structure of an annual CTC in whole rupees (docs/product/statutory.md §3). Throws for a CTC
 * that is not whole rupees, for an unknown financial year, and for a CTC too small to hold its own
 * contributions (a negative special allowance).
 */
export function salaryStructure(annualCtc: number, options: { state: PtState; fy: string }): SalaryStructure {
  assertWholeRupees("Annual CTC", annualCtc);
  const year = statutoryYear(options.fy);
  const exact = exactStructure(annualCtc, year);

  const monthlyCtc = Math.round(annualCtc / 12);
  const basic = Math.round((monthlyCtc * BASIC_PERCENT_OF_CTC) / 100);
  const hra = Math.round((basic * HRA_PERCENT_OF_BASIC) / 100);
  const pf = employerPfOf(basic, year);
  const { gross, employerEsi } = grossAndEsi(monthlyCtc - pf.total, year);
  const specialAllowance = gross - basic - hra;
  if (specialAllowance < 0) throw new RangeError(`Annual CTC too small for a salary structure: ${annualCtc}`);

  return {
    fy: year.fy,
    state: options.state,
    annualCtc,
    monthlyCtc,
    basic,
    hra,
    specialAllowance,
    gross,
    employerPf: pf.total,
    employerEps: pf.eps,
    employerEpf: pf.epf,
    employerEsi,
    isEsiCovered: gross <= year.esi.wageCeiling,
    exact,
  };
}

/**
 * §3.2 in whole rupees: splits what is left of the monthly CTC after the employer's PF into gross and the
 * employer's ESI. ESI applies while the ceiling's gross plus its rounded-up ESI (21,000 + 683) still fits;
 * gross is then the largest whole amount whose ESI fits beside it, and ESI takes the balance — the
 * statutory amount, or ₹1 more when no whole gross fits exactly (§3.3).
 */
function grossAndEsi(grossPlusEsi: number, year: StatutoryYear): { gross: number; employerEsi: number } {
  const ceiling = year.esi.wageCeiling;
  const fits = (gross: number) => gross + roundedUpShare(gross, year.esi.employerBasisPoints) <= grossPlusEsi;
  if (grossPlusEsi > ceiling + employerEsiOf(ceiling, year)) {
    return { gross: grossPlusEsi, employerEsi: 0 };
  }
  let gross = Math.floor((grossPlusEsi * 10_000) / (10_000 + year.esi.employerBasisPoints));
  while (gross > 0 && !fits(gross)) gross--;
  while (gross + 1 <= ceiling && fits(gross + 1)) gross++;
  return { gross, employerEsi: grossPlusEsi - gross };
}

/** §3.2 without rounding: the solve the whole-rupee lines follow. */
function exactStructure(annualCtc: number, year: StatutoryYear): ExactSalaryStructure {
  const monthlyCtc = annualCtc / 12;
  const basic = (monthlyCtc * BASIC_PERCENT_OF_CTC) / 100;
  const hra = (basic * HRA_PERCENT_OF_BASIC) / 100;
  const employerPf = (Math.min(basic, year.epf.wageCeiling) * year.epf.employerBasisPoints) / 10_000;
  const grossPlusEsi = monthlyCtc - employerPf;
  const esiFactor = 1 + year.esi.employerBasisPoints / 10_000;
  const isCovered = grossPlusEsi <= year.esi.wageCeiling * esiFactor;
  const gross = isCovered ? grossPlusEsi / esiFactor : grossPlusEsi;
  return {
    monthlyCtc,
    basic,
    hra,
    specialAllowance: gross - basic - hra,
    gross,
    employerPf,
    employerEsi: grossPlusEsi - gross,
  };
}
