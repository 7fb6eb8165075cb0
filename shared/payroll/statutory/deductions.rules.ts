import { employeeEsiOf, employeePfOf, type SalaryStructure } from "./salary-structure.rules";
import { type PtState, type StatutoryYear, statutoryYear } from "./statutory-years";

/**
 * A month's statutory deductions and the new regime's income tax (docs/product/statutory.md §4–§6).
 * Inputs and outputs are whole rupees; the tax is worked in paisa (integers) and rounded once, at the end.
 */

/** The year's income tax on a taxable income under the new regime, step by step (§6.2). Amounts in rupees. */
export interface AnnualTax {
  taxableIncome: number;
  /** The slabs' tax before any rebate. */
  slabTax: number;
  /** Section 87A rebate, marginal relief above ₹12 L included. */
  rebate: number;
  /** Surcharge after its marginal relief. */
  surcharge: number;
  /** Health and education cess. */
  cess: number;
  /** (slabTax − rebate + surcharge + cess), rounded half up to whole rupees. */
  total: number;
}

export interface MonthlyDeductionsInput {
  structure: SalaryStructure;
  state: PtState;
  fy: string;
  /** Calendar month 1–12 (February matters for professional tax). */
  month: number;
  /** Gross salary already paid in this financial year, before this month. */
  earnedSoFarInFy: number;
  /** TDS already deducted in this financial year, before this month. */
  tdsSoFarInFy: number;
  /** Months of the financial year still to pay, this one included (12 in April, 1 in March). */
  monthsRemainingIncludingThis: number;
}

export interface MonthlyDeductions {
  gross: number;
  employeePf: number;
  employeeEsi: number;
  professionalTax: number;
  tds: number;
  /** employeePf + employeeEsi + professionalTax + tds. */
  totalDeductions: number;
  /** gross − totalDeductions. */
  netPay: number;
  /** The employer's contributions, as the structure sets them (not deducted from pay). */
  employerPf: number;
  employerEps: number;
  employerEpf: number;
  employerEsi: number;
  /** How the TDS was worked out (§6.3). */
  tdsWorking: {
    projectedAnnualSalary: number;
    taxableIncome: number;
    annualTax: number;
    tdsSoFarInFy: number;
    monthsRemainingIncludingThis: number;
  };
}

const TAX_YEAR_MONTHS = 12;

function assertWholeRupees(label: string, amount: number): void {
  if (!Number.isSafeInteger(amount) || amount < 0)
    throw new RangeError(`${label} must be whole rupees ≥ 0: ${amount}`);
}

/** A percentage (whole percent) of an amount in paisa, exactly when it is whole, else rounded half up. */
function percentOfPaisa(paisa: number, percent: number): number {
  return Math.round((paisa * percent) / 100);
}

/** The slabs' tax in paisa on a whole-rupee income: each band's rupees × its percent is exact paisa. */
function slabTaxPaisa(income: number, year: StatutoryYear): number {
  const slabs = year.incomeTax.slabs;
  let paisa = 0;
  slabs.forEach((slab, index) => {
    const next = slabs[index + 1];
    const top = next ? Math.min(income, next.from) : income;
    if (top > slab.from) paisa += (top - slab.from) * slab.percent;
  });
  return paisa;
}

/** The surcharge rate (whole percent) for an income: the highest band it is above, else 0. */
function surchargePercent(income: number, year: StatutoryYear): number {
  let percent = 0;
  for (const band of year.incomeTax.surcharge) if (income > band.above) percent = band.percent;
  return percent;
}

/**
 * The year's income tax under the new regime on a taxable income in whole rupees (docs/product/statutory.md
 * §6.2): slabs, section 87A rebate with marginal relief, surcharge with marginal relief, 4 % cess.
 */
export function annualTaxNewRegime(taxableIncome: number, fy: string): AnnualTax {
  assertWholeRupees("Taxable income", taxableIncome);
  const year = statutoryYear(fy);
  const { rebate: rebateRule, cessBasisPoints } = year.incomeTax;

  const slabTax = slabTaxPaisa(taxableIncome, year);
  // §6.2 (2): the whole tax is rebated up to the limit; just above it, the tax is at most the excess income.
  let afterRebate: number;
  if (taxableIncome <= rebateRule.maxIncome) {
    afterRebate = Math.max(0, slabTax - rebateRule.maxRebate * 100);
  } else {
    afterRebate = Math.min(slabTax, (taxableIncome - rebateRule.maxIncome) * 100);
  }

  // §6.2 (3): surcharge, and marginal relief — tax plus surcharge never exceeds that due at the band's lower
  // edge (with the surcharge rate of that edge) by more than the income above the edge.
  const percent = surchargePercent(taxableIncome, year);
  let withSurcharge = afterRebate + percentOfPaisa(afterRebate, percent);
  const band = year.incomeTax.surcharge.findLast((b) => taxableIncome > b.above);
  if (band) {
    const atEdge = slabTaxPaisa(band.above, year);
    const dueAtEdge = atEdge + percentOfPaisa(atEdge, surchargePercent(band.above, year));
    withSurcharge = Math.min(withSurcharge, dueAtEdge + (taxableIncome - band.above) * 100);
  }

  const cess = Math.round((withSurcharge * cessBasisPoints) / 10_000);
  return {
    taxableIncome,
    slabTax: slabTax / 100,
    rebate: (slabTax - afterRebate) / 100,
    surcharge: (withSurcharge - afterRebate) / 100,
    cess: cess / 100,
    total: Math.round((withSurcharge + cess) / 100),
  };
}

/**
 * A state's professional tax for a month's gross (docs/product/statutory.md §5): the monthly slab (February's
 * amount where the state sets one), or for Tamil Nadu the half-yearly tax spread over six months.
 */
export function professionalTaxOf(gross: number, state: PtState, month: number, fy: string): number {
  assertWholeRupees("Gross", gross);
  assertMonth(month);
  const rule = statutoryYear(fy).professionalTax[state];
  if (rule.period === "monthly") {
    const slab = rule.slabs.findLast((s) => gross >= s.from);
    if (!slab) return 0;
    return month === 2 && slab.february !== undefined ? slab.february : slab.amount;
  }
  // §5.3: the half year's salary is taken as six times this month's; the half-yearly tax is paid as its
  // sixth rounded down, and the rupees left over in the half year's last month (September, March).
  const slab = rule.slabs.findLast((s) => gross * 6 >= s.from);
  if (!slab) return 0;
  const sixth = Math.floor(slab.amount / 6);
  return month === 9 || month === 3 ? slab.amount - 5 * sixth : sixth;
}

function assertMonth(month: number): void {
  if (!Number.isInteger(month) || month < 1 || month > 12)
    throw new RangeError(`Month must be 1–12: ${month}`);
}

/**
 * A month's deductions from a salary structure (docs/product/statutory.md §4–§6): employee PF and ESI,
 * professional tax, and TDS spread evenly over the months left; net pay is gross less all of them.
 */
export function monthlyDeductions(input: MonthlyDeductionsInput): MonthlyDeductions {
  const { structure, state, fy, month, earnedSoFarInFy, tdsSoFarInFy, monthsRemainingIncludingThis } = input;
  assertMonth(month);
  assertWholeRupees("Earned so far", earnedSoFarInFy);
  assertWholeRupees("TDS so far", tdsSoFarInFy);
  const months = monthsRemainingIncludingThis;
  if (!Number.isInteger(months) || months < 1 || months > TAX_YEAR_MONTHS) {
    throw new RangeError(`Months remaining must be 1–12: ${months}`);
  }
  const year = statutoryYear(fy);
  const { gross } = structure;
  assertWholeRupees("Gross", gross);

  const employeePf = employeePfOf(structure.basic, year);
  const employeeEsi = employeeEsiOf(gross, year);
  const professionalTax = professionalTaxOf(gross, state, month, fy);

  // §6.3: project the year's salary, tax it, and spread what is still due over the months left.
  const projectedAnnualSalary = earnedSoFarInFy + gross * months;
  const taxableIncome = Math.max(0, projectedAnnualSalary - year.incomeTax.standardDeduction);
  const annualTax = annualTaxNewRegime(taxableIncome, fy).total;
  const tds = Math.max(0, Math.round((annualTax - tdsSoFarInFy) / months));

  const totalDeductions = employeePf + employeeEsi + professionalTax + tds;
  return {
    gross,
    employeePf,
    employeeEsi,
    professionalTax,
    tds,
    totalDeductions,
    netPay: gross - totalDeductions,
    employerPf: structure.employerPf,
    employerEps: structure.employerEps,
    employerEpf: structure.employerEpf,
    employerEsi: structure.employerEsi,
    tdsWorking: {
      projectedAnnualSalary,
      taxableIncome,
      annualTax,
      tdsSoFarInFy,
      monthsRemainingIncludingThis: months,
    },
  };
}
