/**
 * The statutory rates of Indian payroll, one entry per financial year (docs/product/statutory.md §2). Pure
 * data: every figure names the public source it was taken from. Rates are stored in exact integers —
 * percentages of tax slabs in whole percent, contribution rates in basis points (hundredths of a percent) —
 * so the rules compute in integers and never slip by a floating-point paisa.
 */

/** An Indian financial year, April to March, written as its tax-year label: "2025-26" is April 2025–March 2026. */
export type FinancialYear = `${number}-${number}`;

/** The states whose professional tax is modelled (docs/product/statutory.md §5). */
export const PT_STATES = ["Karnataka", "Maharashtra", "Tamil Nadu", "Telangana", "West Bengal"] as const;
export type PtState = (typeof PT_STATES)[number];

/**
 * One professional-tax slab: it applies when the salary of the period is at least `from` rupees (the highest
 * such slab wins). `february`, when present, replaces `amount` in February (Maharashtra, Karnataka).
 */
export interface ProfessionalTaxSlab {
  from: number;
  amount: number;
  february?: number;
}

/**
 * A state's professional tax. `monthly`: slabs of the month's gross salary, an amount a month.
 * `half-yearly` (Tamil Nadu): slabs of the half year's salary (April–September, October–March), an amount a
 * half year, spread over its six months by docs/product/statutory.md §5.3.
 */
export interface ProfessionalTaxRule {
  period: "monthly" | "half-yearly";
  slabs: readonly ProfessionalTaxSlab[];
}

/** A band of the income-tax slabs: the part of the income above `from` (up to the next band) is taxed at `percent`. */
export interface TaxSlab {
  from: number;
  percent: number;
}

/** A surcharge band: when the income is above `above`, the surcharge is `percent` of the income tax. */
export interface SurchargeBand {
  above: number;
  percent: number;
}

export interface StatutoryYear {
  fy: FinancialYear;
  /** First and last calendar month of the year, as yyyy-MM. */
  starts: string;
  ends: string;
  epf: {
    /** The monthly basic wage counted for contributions, at most. */
    wageCeiling: number;
    employeeBasisPoints: number;
    employerBasisPoints: number;
    /** The part of the employer's share paid to the pension scheme (EPS); the rest of it goes to EPF. */
    epsBasisPoints: number;
    /** EPS in rupees a month, at most (8.33 % of the ceiling, rounded). */
    epsMonthlyMax: number;
  };
  esi: {
    /** ESI applies while the month's gross wages are at most this. */
    wageCeiling: number;
    employeeBasisPoints: number;
    employerBasisPoints: number;
  };
  professionalTax: Readonly<Record<PtState, ProfessionalTaxRule>>;
  incomeTax: {
    /** The new regime's slabs, lowest first; the first band starts at 0. */
    slabs: readonly TaxSlab[];
    standardDeduction: number;
    /** Section 87A: the whole tax, up to `maxRebate`, is rebated while taxable income is at most `maxIncome`. */
    rebate: { maxIncome: number; maxRebate: number };
    /** Surcharge bands, lowest first. */
    surcharge: readonly SurchargeBand[];
    cessBasisPoints: number;
  };
}

const FY_2025_26: StatutoryYear = {
  fy: "2025-26",
  starts: "2025-04",
  ends: "2026-03",
  epf: {
    // EPF & MP Act 1952 s.6 and EPF Scheme 1952 para 2(f) / para 26A(2): contributions on basic wages
    // (basic + DA) counted up to ₹15,000 a month (GSR 609(E), 22 Aug 2014, in force 1 Sep 2014).
    wageCeiling: 15_000,
    // EPF & MP Act 1952 s.6: 12 % from the employee and 12 % from the employer (10 % only for notified
    // small or sick establishments, not modelled).
    employeeBasisPoints: 1_200,
    employerBasisPoints: 1_200,
    // EPF & MP Act 1952 s.6A / Employees' Pension Scheme 1995 para 3(2): 8.33 % of the employer's share goes
    // to EPS, on pay up to the ₹15,000 ceiling.
    epsBasisPoints: 833,
    // 8.33 % × ₹15,000 = ₹1,249.50, ₹1,250 as EPFO's returns (ECR) round it.
    epsMonthlyMax: 1_250,
  },
  esi: {
    // ESI (Central) Rules 1950 r.50 as amended by the ESIC notification raising the coverage ceiling to
    // ₹21,000 a month from 1 Jan 2017.
    wageCeiling: 21_000,
    // ESI (Central) Rules 1950 r.51 as amended by GSR 423(E), 13 Jun 2019: employee 0.75 %, employer 3.25 %
    // of wages, from 1 Jul 2019.
    employeeBasisPoints: 75,
    employerBasisPoints: 325,
  },
  professionalTax: {
    // Karnataka Tax on Professions, Trades, Callings and Employments Act 1976, Schedule entry 1, as amended
    // by Karnataka Act 33 of 2025 (in force 1 Apr 2025): ₹25,000 a month or more pays ₹200 a month, ₹300
    // in February; below ₹25,000 nil (threshold from the 2023 amendment).
    Karnataka: { period: "monthly", slabs: [{ from: 25_000, amount: 200, february: 300 }] },
    // Maharashtra State Tax on Professions, Trades, Callings and Employments Act 1975, Schedule I entry 1,
    // the general slab (a woman earning up to ₹25,000 is exempt — not modelled, §7): up to ₹7,500 nil;
    // ₹7,501–₹10,000 ₹175; above ₹10,000 ₹200 a month and ₹300 in February.
    Maharashtra: {
      period: "monthly",
      slabs: [
        { from: 7_501, amount: 175 },
        { from: 10_001, amount: 200, february: 300 },
      ],
    },
    // Tamil Nadu Urban Local Bodies Act 1998 (profession tax), half-yearly slabs of Greater Chennai
    // Corporation council resolution 574/2024 of 30 Dec 2024 (circular R.D.(HQ).C.No.PT/SPL/2024, 20 Jan
    // 2025), in force from the second half of 2024-25: half-year salary up to ₹21,000 nil; ₹21,001–₹30,000
    // ₹180; ₹30,001–₹45,000 ₹425; ₹45,001–₹60,000 ₹930; ₹60,001–₹75,000 ₹1,025; above ₹75,000 ₹1,250.
    // Other Tamil Nadu local bodies may publish other slabs (§5.3).
    "Tamil Nadu": {
      period: "half-yearly",
      slabs: [
        { from: 21_001, amount: 180 },
        { from: 30_001, amount: 425 },
        { from: 45_001, amount: 930 },
        { from: 60_001, amount: 1_025 },
        { from: 75_001, amount: 1_250 },
      ],
    },
    // Telangana Tax on Professions, Trades, Callings and Employments Act 1987, Schedule entry 1: up to
    // ₹15,000 nil; ₹15,001–₹20,000 ₹150; above ₹20,000 ₹200 a month.
    Telangana: {
      period: "monthly",
      slabs: [
        { from: 15_001, amount: 150 },
        { from: 20_001, amount: 200 },
      ],
    },
    // West Bengal State Tax on Professions, Trades, Callings and Employments Act 1979, Schedule entry 1:
    // up to ₹10,000 nil; ₹10,001–₹15,000 ₹110; ₹15,001–₹25,000 ₹130; ₹25,001–₹40,000 ₹150; above ₹40,000
    // ₹200 a month.
    "West Bengal": {
      period: "monthly",
      slabs: [
        { from: 10_001, amount: 110 },
        { from: 15_001, amount: 130 },
        { from: 25_001, amount: 150 },
        { from: 40_001, amount: 200 },
      ],
    },
  },
  incomeTax: {
    // Finance Act 2025, First Schedule / Income-tax Act 1961 s.115BAC(1A) as amended: the new regime's
    // slabs for FY 2025-26 (assessment year 2026-27).
    slabs: [
      { from: 0, percent: 0 },
      { from: 400_000, percent: 5 },
      { from: 800_000, percent: 10 },
      { from: 1_200_000, percent: 15 },
      { from: 1_600_000, percent: 20 },
      { from: 2_000_000, percent: 25 },
      { from: 2_400_000, percent: 30 },
    ],
    // Income-tax Act 1961 s.16(ia), ₹75,000 under s.115BAC(1A) (Finance (No. 2) Act 2024).
    standardDeduction: 75_000,
    // Income-tax Act 1961 s.87A, proviso for s.115BAC(1A) as amended by Finance Act 2025: rebate up to
    // ₹60,000 while total income is at most ₹12,00,000, with marginal relief just above.
    rebate: { maxIncome: 1_200_000, maxRebate: 60_000 },
    // Finance Act 2025, First Schedule Part III: surcharge 10 % above ₹50 lakh, 15 % above ₹1 crore, 25 %
    // above ₹2 crore — the new regime's cap since Finance Act 2023 (the 37 % band does not apply under
    // s.115BAC), with marginal relief at each edge.
    surcharge: [
      { above: 5_000_000, percent: 10 },
      { above: 10_000_000, percent: 15 },
      { above: 20_000_000, percent: 25 },
    ],
    // Finance Act 2025, s.2 (Health and Education Cess): 4 % of income tax plus surcharge.
    cessBasisPoints: 400,
  },
};

/**
 * FY 2026-27: a COPY of 2025-26's values. No change to any figure above was known to this module's authors
 * when it was written. From 1 Apr 2026 the Income-tax Act 2025 replaces the 1961 Act (its sections are
 * renumbered), and the Code on Social Security 2020 redefines "wages"; check every figure against the
 * Finance Act 2026, EPFO/ESIC notifications and each state's schedule before relying on this year.
 */
const FY_2026_27: StatutoryYear = { ...FY_2025_26, fy: "2026-27", starts: "2026-04", ends: "2027-03" };

const YEARS: Readonly<Record<string, StatutoryYear>> = {
  [FY_2025_26.fy]: FY_2025_26,
  [FY_2026_27.fy]: FY_2026_27,
};

/** The financial years this table knows, oldest first. */
export const KNOWN_FINANCIAL_YEARS: readonly FinancialYear[] = Object.values(YEARS).map((year) => year.fy);

/** The financial year of a calendar month (docs/product/statutory.md §1): April 2025 – March 2026 → "2025-26". */
export function financialYearOf(year: number, month: number): FinancialYear {
  if (!Number.isInteger(year) || year < 1000 || year > 9998) throw new RangeError(`Not a year: ${year}`);
  if (!Number.isInteger(month) || month < 1 || month > 12)
    throw new RangeError(`Month must be 1–12: ${month}`);
  const first = month >= 4 ? year : year - 1;
  return `${first}-${String((first + 1) % 100).padStart(2, "0")}` as FinancialYear;
}

/** The rates of a financial year; throws for a year the table does not hold, never guessing one. */
export function statutoryYear(fy: string): StatutoryYear {
  const found = Object.hasOwn(YEARS, fy) ? YEARS[fy] : undefined;
  if (!found) {
    throw new RangeError(
      `No statutory rates for financial year "${fy}": known years are ${KNOWN_FINANCIAL_YEARS.join(", ")}`,
    );
  }
  return found;
}
