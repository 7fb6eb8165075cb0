import { describe, expect, it } from "vitest";
import {
  estimateFor,
  estimateSalary,
  incomeTaxOn,
  SALARY_LEVELS,
  SALARY_ROLES,
} from "./salary-estimator.rules";

// A CTC whose basic stays under the PF cap: 300000 a year (Content Writer, entry).
const small = estimateSalary(300000);
// A CTC whose basic passes the PF cap: 1200000 a year (Full Stack Developer, mid).
const large = estimateSalary(1200000);

describe("salary estimate, line by line (docs/product/recruitment.md §7)", () => {
  it("monthly is annual ÷ 12", () => {
    expect(small.monthly).toBe(300000 / 12); // 25000
    expect(small.monthly).toBe(25000);
    expect(estimateSalary(1000000).monthly).toBeCloseTo(83333.3333, 4); // not rounded
  });

  it("basic is 50% of monthly", () => {
    expect(small.basic).toBe(12500); // 25000 × 0.5
  });

  it("HRA is 40% of basic", () => {
    expect(small.hra).toBe(5000); // 12500 × 0.4
  });

  it("special allowance is monthly − basic − HRA − 1250", () => {
    expect(small.specialAllowance).toBe(6250); // 25000 − 12500 − 5000 − 1250
  });

  it("professional tax is 200 a month", () => {
    expect(small.professionalTax).toBe(200);
    expect(large.professionalTax).toBe(200);
  });

  it("PF is 12% of basic, the basic capped at 15000", () => {
    expect(small.pf).toBe(1500); // 12% × 12500
    expect(large.pf).toBe(1800); // basic 50000 → 12% × 15000
    expect(estimateSalary(360000).pf).toBe(1800); // basic exactly 15000 → 12% × 15000
  });

  it("taxable is 70% of annual CTC", () => {
    expect(small.taxable).toBe(210000); // 300000 × 0.7
    expect(large.taxable).toBe(840000); // 1200000 × 0.7
  });

  it("income tax is the slab tax on the taxable amount, a twelfth of it a month", () => {
    expect(small.annualIncomeTax).toBe(0); // 210000 ≤ 250000: nil
    expect(small.monthlyIncomeTax).toBe(0);
    expect(large.annualIncomeTax).toBeCloseTo(51000, 6); // 37500 + 15% × (840000 − 750000)
    expect(large.monthlyIncomeTax).toBeCloseTo(4250, 6); // 51000 ÷ 12
  });

  it("take-home is monthly − (professional tax + PF + income tax)", () => {
    expect(small.takeHome).toBe(23300); // 25000 − (200 + 1500 + 0)
  });
});

describe("incomeTaxOn: the slabs (docs/product/recruitment.md §7)", () => {
  it.each([
    [250000, 0], // nil up to 250000
    [250001, 0.05], // 5% × (250001 − 250000)
    [500000, 12500], // 5% × (500000 − 250000)
    [750000, 37500], // 12500 + 10% × (750000 − 500000)
    [1000000, 75000], // 37500 + 15% × (1000000 − 750000)
    [1250000, 125000], // 75000 + 20% × (1250000 − 1000000)
    [1500000, 187500], // 125000 + 25% × (1500000 − 1250000)
    [2000000, 337500], // 187500 + 30% × (2000000 − 1500000)
  ])("taxes %i at %d", (taxable, tax) => {
    expect(incomeTaxOn(taxable)).toBeCloseTo(tax, 6);
  });

  it("is nil on nothing", () => {
    expect(incomeTaxOn(0)).toBe(0);
  });
});

describe("a full estimate by hand: Full Stack Developer, mid (annual CTC 1200000)", () => {
  it("matches every line", () => {
    const estimate = estimateFor("full-stack-developer", "mid");
    expect(estimate).not.toBeNull();
    const e = estimate!;
    expect(e.annualCtc).toBe(1200000);
    expect(e.monthly).toBe(100000); // 1200000 ÷ 12
    expect(e.basic).toBe(50000); // 50% × 100000
    expect(e.hra).toBe(20000); // 40% × 50000
    expect(e.specialAllowance).toBe(28750); // 100000 − 50000 − 20000 − 1250
    expect(e.professionalTax).toBe(200);
    expect(e.pf).toBe(1800); // 12% × min(50000, 15000)
    expect(e.taxable).toBe(840000); // 70% × 1200000
    expect(e.annualIncomeTax).toBeCloseTo(51000, 6); // 37500 + 15% × 90000 = 37500 + 13500
    expect(e.monthlyIncomeTax).toBeCloseTo(4250, 6); // 51000 ÷ 12
    expect(e.takeHome).toBeCloseTo(93750, 6); // 100000 − (200 + 1800 + 4250)
  });

  it("keeps full precision when a line does not divide evenly (lead, 2500000)", () => {
    const e = estimateFor("full-stack-developer", "lead")!;
    expect(e.monthly).toBeCloseTo(208333.3333, 4); // 2500000 ÷ 12
    expect(e.annualIncomeTax).toBeCloseTo(262500, 6); // taxable 1750000: 187500 + 30% × 250000
    expect(e.monthlyIncomeTax).toBeCloseTo(21875, 6); // 262500 ÷ 12
    expect(e.takeHome).toBeCloseTo(184458.3333, 4); // 208333.33 − (200 + 1800 + 21875)
  });
});

describe("estimateFor", () => {
  it("needs both a role and a level", () => {
    expect(estimateFor(null, "mid")).toBeNull();
    expect(estimateFor("content-writer", null)).toBeNull();
    expect(estimateFor(undefined, undefined)).toBeNull();
    expect(estimateFor("", "")).toBeNull();
  });

  it("refuses a role or level it does not know", () => {
    expect(estimateFor("astronaut", "mid")).toBeNull();
    expect(estimateFor("content-writer", "principal")).toBeNull();
  });

  it("estimates the role's CTC at the level", () => {
    expect(estimateFor("content-writer", "entry")?.annualCtc).toBe(300000);
  });
});

describe("the roles table (docs/product/recruitment.md §7)", () => {
  it("has 19 roles with distinct ids and labels", () => {
    expect(SALARY_ROLES).toHaveLength(19);
    expect(new Set(SALARY_ROLES.map((r) => r.id)).size).toBe(19);
    expect(new Set(SALARY_ROLES.map((r) => r.label)).size).toBe(19);
  });

  it("gives every role 5 levels, each paying more than the one before", () => {
    const levels = SALARY_LEVELS.map((l) => l.id);
    expect(levels).toEqual(["entry", "junior", "mid", "senior", "lead"]);
    for (const r of SALARY_ROLES) {
      expect(Object.keys(r.ctc).sort()).toEqual([...levels].sort());
      levels.slice(1).forEach((level, i) => {
        const below = levels[i]!;
        expect(r.ctc[level], `${r.label}: ${level} above ${below}`).toBeGreaterThan(r.ctc[below]);
      });
    }
  });

  it("keeps the product's Full Stack Developer row exactly", () => {
    expect(SALARY_ROLES.find((r) => r.id === "full-stack-developer")).toEqual({
      id: "full-stack-developer",
      label: "Full Stack Developer",
      ctc: { entry: 450000, junior: 700000, mid: 1200000, senior: 1800000, lead: 2500000 },
    });
  });

  it("keeps the product's Content Writer entry and lead figures", () => {
    const writer = SALARY_ROLES.find((r) => r.id === "content-writer");
    expect(writer?.label).toBe("Content Writer");
    expect(writer?.ctc.entry).toBe(300000);
    expect(writer?.ctc.lead).toBe(1400000);
  });

  it("labels the levels with their years", () => {
    expect(SALARY_LEVELS.map((l) => l.label)).toEqual([
      "Entry (0-2 years)",
      "Junior (2-4 years)",
      "Mid (4-6 years)",
      "Senior (6-10 years)",
      "Lead (10+ years)",
    ]);
  });
});
