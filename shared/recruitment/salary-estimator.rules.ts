/** The salary estimator of the Recruitment page (docs/product/recruitment.md §7). */

export type SalaryLevelId = "entry" | "junior" | "mid" | "senior" | "lead";

/** Experience levels, by years of experience (docs/product/recruitment.md §7). */
export const SALARY_LEVELS: ReadonlyArray<{ id: SalaryLevelId; label: string }> = [
  { id: "entry", label: "Entry (0-2 years)" },
  { id: "junior", label: "Junior (2-4 years)" },
  { id: "mid", label: "Mid (4-6 years)" },
  { id: "senior", label: "Senior (6-10 years)" },
  { id: "lead", label: "Lead (10+ years)" },
];

export interface SalaryRole {
  id: string;
  label: string;
  /** Annual CTC in rupees at each level. */
  ctc: Readonly<Record<SalaryLevelId, number>>;
}

/**
 * Annual CTC in rupees by role and level (docs/product/recruitment.md §7). Full Stack Developer and the
 * Content Writer's entry and lead figures are the product's own. The others are this team's rounded
 * estimates of 2025 Indian market pay for each role and level, set to sit in the ranges that salary portals
 * (AmbitionBox, Glassdoor India, Naukri) publish, but not taken from or checked against one survey: a guide
 * for a posting, not an offer. Revise them when a sourced table is available.
 */
export const SALARY_ROLES: readonly SalaryRole[] = [
  role("full-stack-developer", "Full Stack Developer", [450000, 700000, 1200000, 1800000, 2500000]),
  role("frontend-developer", "Frontend Developer", [400000, 650000, 1000000, 1600000, 2200000]),
  role("backend-developer", "Backend Developer", [450000, 700000, 1150000, 1800000, 2500000]),
  role("mobile-developer", "Mobile App Developer", [400000, 650000, 1050000, 1600000, 2300000]),
  role("devops-engineer", "DevOps Engineer", [450000, 750000, 1200000, 1900000, 2800000]),
  role("cloud-architect", "Cloud Architect", [600000, 1000000, 1600000, 2500000, 3800000]),
  role("data-scientist", "Data Scientist", [600000, 900000, 1400000, 2200000, 3200000]),
  role("data-analyst", "Data Analyst", [350000, 550000, 800000, 1200000, 1800000]),
  role("qa-engineer", "QA Engineer", [300000, 500000, 750000, 1100000, 1600000]),
  role("ui-ux-designer", "UI/UX Designer", [350000, 600000, 900000, 1400000, 2000000]),
  role("product-manager", "Product Manager", [800000, 1200000, 1800000, 2800000, 4000000]),
  role("project-manager", "Project Manager", [500000, 800000, 1200000, 1800000, 2600000]),
  role("business-analyst", "Business Analyst", [400000, 600000, 900000, 1400000, 2000000]),
  role("hr-executive", "HR Executive", [250000, 350000, 500000, 750000, 1200000]),
  role("sales-executive", "Sales Executive", [250000, 400000, 600000, 900000, 1400000]),
  role("digital-marketing", "Digital Marketing Executive", [250000, 400000, 600000, 900000, 1400000]),
  role("content-writer", "Content Writer", [300000, 450000, 650000, 950000, 1400000]),
  role("customer-support", "Customer Support Executive", [200000, 300000, 420000, 600000, 900000]),
  role("accountant", "Accountant", [250000, 380000, 550000, 800000, 1200000]),
];

/** A row of the table: the CTC at each level, entry to lead. */
type CtcByLevel = readonly [entry: number, junior: number, mid: number, senior: number, lead: number];

function role(id: string, label: string, [entry, junior, mid, senior, lead]: CtcByLevel): SalaryRole {
  return { id, label, ctc: { entry, junior, mid, senior, lead } };
}

/** Every line of the estimate, monthly in rupees unless named annual; full precision, rounded only for display. */
export interface SalaryEstimate {
  annualCtc: number;
  monthly: number;
  basic: number;
  hra: number;
  specialAllowance: number;
  professionalTax: number;
  pf: number;
  /** The annual amount income tax is computed on. */
  taxable: number;
  annualIncomeTax: number;
  monthlyIncomeTax: number;
  takeHome: number;
}

/** Taken out of the special allowance each month (docs/product/recruitment.md §7). */
const SPECIAL_ALLOWANCE_DEDUCTION = 1250;
const PROFESSIONAL_TAX = 200;
/** PF is 12% of basic, the basic counted up to this much (docs/product/recruitment.md §7). */
const PF_BASIC_CAP = 15000;

/** The monthly breakdown of an annual CTC (docs/product/recruitment.md §7). */
export function estimateSalary(annualCtc: number): SalaryEstimate {
  const monthly = annualCtc / 12;
  const basic = monthly * 0.5;
  const hra = basic * 0.4;
  const specialAllowance = monthly - basic - hra - SPECIAL_ALLOWANCE_DEDUCTION;
  const pf = Math.min(basic, PF_BASIC_CAP) * 0.12;
  const taxable = annualCtc * 0.7;
  const annualIncomeTax = incomeTaxOn(taxable);
  const monthlyIncomeTax = annualIncomeTax / 12;
  const takeHome = monthly - (PROFESSIONAL_TAX + pf + monthlyIncomeTax);
  return {
    annualCtc,
    monthly,
    basic,
    hra,
    specialAllowance,
    professionalTax: PROFESSIONAL_TAX,
    pf,
    taxable,
    annualIncomeTax,
    monthlyIncomeTax,
    takeHome,
  };
}

/**
 * The slabs of docs/product/recruitment.md §7, highest first: above `from`, the tax is `base` plus `rate`
 * of the part above `from`. Each base is the tax at the slab's lower edge, so the slabs meet without a step.
 */
const TAX_SLABS: ReadonlyArray<{ from: number; base: number; rate: number }> = [
  { from: 1500000, base: 187500, rate: 0.3 },
  { from: 1250000, base: 125000, rate: 0.25 },
  { from: 1000000, base: 75000, rate: 0.2 },
  { from: 750000, base: 37500, rate: 0.15 },
  { from: 500000, base: 12500, rate: 0.1 },
  { from: 250000, base: 0, rate: 0.05 },
];

/** The year's income tax on a taxable amount, by the slabs of docs/product/recruitment.md §7; nil up to 250000. */
export function incomeTaxOn(taxable: number): number {
  const slab = TAX_SLABS.find((s) => taxable > s.from);
  return slab ? slab.base + (taxable - slab.from) * slab.rate : 0;
}

export function findSalaryRole(roleId: string | null | undefined): SalaryRole | undefined {
  return SALARY_ROLES.find((r) => r.id === roleId);
}

function isSalaryLevel(levelId: string | null | undefined): levelId is SalaryLevelId {
  return SALARY_LEVELS.some((l) => l.id === levelId);
}

/** The estimate for a role at a level; null when either is missing or unknown (docs/product/recruitment.md §7). */
export function estimateFor(
  roleId: string | null | undefined,
  levelId: string | null | undefined,
): SalaryEstimate | null {
  const found = findSalaryRole(roleId);
  if (!found || !isSalaryLevel(levelId)) return null;
  return estimateSalary(found.ctc[levelId]);
}
