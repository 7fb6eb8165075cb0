import { describe, expect, it } from "vitest";
import { costToHire, platformFeeBasis } from "./costToHire";

const standard = { plan: "Standard", customFeePerEmployee: null } as const;
const november = { year: 2026, month: 11 };

describe("costToHire (recruitment.md §6.5)", () => {
  it("works a ₹24 L candidate on the Standard plan, hand-checked", () => {
    // Monthly CTC 2,00,000; basic 1,00,000; employer PF 12 % of 15,000 = 1,800; no ESI above ₹21,000;
    // gross 1,98,200. TDS: 1,98,200 × 12 − 75,000 = 23,03,400 taxable; slabs 2,75,850 + 4 % cess = 2,86,884;
    // ÷ 12 = 23,907. Fee 20 % of gross = 39,640.
    const answer = costToHire({
      annualCtc: 24_00_000,
      state: "Karnataka",
      company: standard,
      today: november,
    });
    expect(answer).toEqual({
      ok: true,
      cost: {
        fy: "2026-27",
        gross: 1_98_200,
        employerPf: 1_800,
        employerEsi: 0,
        platformFee: 39_640,
        monthlyCost: 2_39_640,
        successFee: 2_40_000,
        employeePf: 1_800,
        employeeEsi: 0,
        professionalTax: 200,
        tds: 23_907,
        takeHome: 1_72_293,
      },
    });
  });

  it("adds the employer's ESI for a gross within ₹21,000, and the employee's share comes off", () => {
    const answer = costToHire({
      annualCtc: 2_40_000,
      state: "Karnataka",
      company: standard,
      today: november,
    });
    if (!answer.ok) throw new Error(answer.problem);
    const cost = answer.cost;
    expect(cost).toMatchObject({ gross: 18_208, employerPf: 1_200, employerEsi: 592, employeeEsi: 137 });
    // Gross + employer PF + ESI is the monthly CTC (₹20,000); the fee comes on top.
    expect(cost.monthlyCost).toBe(20_000 + cost.platformFee!);
    expect(cost.takeHome).toBe(18_208 - 1_200 - 137 - 0 - 0);
  });

  it("charges the Custom plan's fee for one employee", () => {
    const answer = costToHire({
      annualCtc: 12_00_000,
      state: "Maharashtra",
      company: { plan: "Custom", customFeePerEmployee: 1_500 },
      today: november,
    });
    expect(answer.ok && answer.cost.platformFee).toBe(1_500);
    expect(answer.ok && answer.cost.monthlyCost).toBe(1_00_000 + 1_500);
  });

  it("leaves the fee out when the company has no plan", () => {
    const answer = costToHire({
      annualCtc: 12_00_000,
      state: "Karnataka",
      company: { plan: null, customFeePerEmployee: null },
      today: november,
    });
    expect(answer.ok && answer.cost.platformFee).toBeNull();
    expect(answer.ok && answer.cost.monthlyCost).toBe(1_00_000);
  });

  it("takes the state's professional tax of the current month", () => {
    const february = costToHire({
      annualCtc: 12_00_000,
      state: "Karnataka",
      company: standard,
      today: { year: 2027, month: 2 },
    });
    expect(february.ok && february.cost).toMatchObject({ fy: "2026-27", professionalTax: 300 });
    const telangana = costToHire({
      annualCtc: 12_00_000,
      state: "Telangana",
      company: standard,
      today: november,
    });
    expect(telangana.ok && telangana.cost.professionalTax).toBe(200);
  });

  it("says why when it cannot estimate", () => {
    expect(
      costToHire({
        annualCtc: 12_00_000,
        state: "Karnataka",
        company: standard,
        today: { year: 2028, month: 5 },
      }),
    ).toEqual({
      ok: false,
      problem: 'No statutory rates for financial year "2028-29": known years are 2025-26, 2026-27',
    });
    expect(
      costToHire({ annualCtc: 12, state: "Karnataka", company: standard, today: november }),
    ).toMatchObject({
      ok: false,
    });
  });
});

describe("platformFeeBasis", () => {
  it("names the plan and how it charges", () => {
    expect(platformFeeBasis(standard)).toBe("Standard plan, 20% of gross");
    expect(platformFeeBasis({ plan: "Starter", customFeePerEmployee: null })).toBe(
      "Starter plan, 10% of gross",
    );
    expect(platformFeeBasis({ plan: "Custom", customFeePerEmployee: 900 })).toBe("Custom plan, per employee");
    expect(platformFeeBasis({ plan: null, customFeePerEmployee: null })).toBeNull();
  });
});
