import { describe, expect, it } from "vitest";
import { monthOfFinancialYear, payrollLinesFor } from "./payroll-lines.rules";

/** A month's payroll amounts from the salary structure (docs/product/payroll.md §4), worked by hand. */

const fresh = { earnedSoFarInFy: 0, tdsSoFarInFy: 0 };

describe("payrollLinesFor", () => {
  it("CTC ₹12,00,000 in Karnataka, April 2025: gross ₹98,200, PT ₹200, PF ₹1,800, no TDS (87A rebate)", () => {
    // monthly 1200000 ÷ 12 = 100000; basic 50 % = 50000; HRA 40 % × 50000 = 20000
    // employer PF 12 % × min(50000, 15000) = 1800 (EPS 1250, EPF 550); 100000 − 1800 = 98200 > 21683: no ESI
    // gross 98200; special 98200 − 50000 − 20000 = 28200
    // employee PF 12 % × 15000 = 1800; ESI 0; Karnataka PT (gross ≥ 25000, April) 200
    // TDS: April is month 1 of FY 2025-26, 12 months left; projected 98200 × 12 = 1178400;
    //   taxable 1178400 − 75000 = 1103400 ≤ 1200000, so the 87A rebate takes all the tax: 0
    // tax 0 + 200 = 200; benefits 1800 + 0 = 1800; net 98200 − 200 − 1800 = 96200
    expect(
      payrollLinesFor({ annualCtc: 1_200_000, workState: "Karnataka", year: 2025, month: 4, ...fresh }),
    ).toEqual({
      baseSalary: 98_200,
      taxAmount: 200,
      benefitsAmount: 1_800,
      netPay: 96_200,
      lines: {
        fy: "2025-26",
        state: "Karnataka",
        annualCtc: 1_200_000,
        earnings: { basic: 50_000, hra: 20_000, specialAllowance: 28_200, gross: 98_200 },
        deductions: { employeePf: 1_800, employeeEsi: 0, professionalTax: 200, tds: 0, total: 2_000 },
        employer: { pf: 1_800, eps: 1_250, epf: 550, esi: 0, total: 1_800 },
        netPay: 96_200,
      },
    });
  });

  it("CTC ₹24,00,000 in Karnataka, April 2025: TDS is the year's tax spread over 12 months", () => {
    // monthly 200000; basic 100000; HRA 40000; employer PF 1800; gross 198200; special 58200
    // projected 198200 × 12 = 2378400; taxable 2378400 − 75000 = 2303400
    // slabs: 5 % × 400000 = 20000; 10 % × 400000 = 40000; 15 % × 400000 = 60000; 20 % × 400000 = 80000;
    //   25 % × (2303400 − 2000000) = 75850; total 275850; no rebate (above ₹12 L), no surcharge
    // cess 4 % × 275850 = 11034; annual tax 286884; TDS 286884 ÷ 12 = 23907
    // tax 23907 + 200 = 24107; benefits 1800; net 198200 − 24107 − 1800 = 172293
    const april = payrollLinesFor({
      annualCtc: 2_400_000,
      workState: "Karnataka",
      year: 2025,
      month: 4,
      ...fresh,
    });
    expect(april).toMatchObject({
      baseSalary: 198_200,
      taxAmount: 24_107,
      benefitsAmount: 1_800,
      netPay: 172_293,
    });
    expect(april?.lines.deductions).toEqual({
      employeePf: 1_800,
      employeeEsi: 0,
      professionalTax: 200,
      tds: 23_907,
      total: 25_907,
    });
  });

  it("May counts April's gross and TDS: what is still due is spread over the 11 months left", () => {
    // As paid: earned 198200, TDS 23907; projected 198200 + 198200 × 11 = 2378400, tax 286884 (as above)
    // TDS (286884 − 23907) ÷ 11 = 262977 ÷ 11 = 23907
    const asPaid = payrollLinesFor({
      annualCtc: 2_400_000,
      workState: "Karnataka",
      year: 2025,
      month: 5,
      earnedSoFarInFy: 198_200,
      tdsSoFarInFy: 23_907,
    });
    expect(asPaid?.lines.deductions.tds).toBe(23_907);
    // April's TDS raised by hand to 30000: (286884 − 30000) ÷ 11 = 256884 ÷ 11 = 23353.09 → 23353
    // tax 23353 + 200 = 23553; net 198200 − 23553 − 1800 = 172847
    const afterEdit = payrollLinesFor({
      annualCtc: 2_400_000,
      workState: "Karnataka",
      year: 2025,
      month: 5,
      earnedSoFarInFy: 198_200,
      tdsSoFarInFy: 30_000,
    });
    expect(afterEdit).toMatchObject({ baseSalary: 198_200, taxAmount: 23_553, netPay: 172_847 });
  });

  it("February of FY 2025-26 is in calendar 2026, month 11 of the year: Karnataka's PT is ₹300", () => {
    // 10 months paid at 198200 and 23907 TDS: projected 1982000 + 198200 × 2 = 2378400, tax 286884
    // TDS (286884 − 239070) ÷ 2 = 47814 ÷ 2 = 23907; tax 23907 + 300 = 24207; net 198200 − 24207 − 1800 = 172193
    const february = payrollLinesFor({
      annualCtc: 2_400_000,
      workState: "Karnataka",
      year: 2026,
      month: 2,
      earnedSoFarInFy: 1_982_000,
      tdsSoFarInFy: 239_070,
    });
    expect(february).toMatchObject({ taxAmount: 24_207, netPay: 172_193 });
    expect(february?.lines).toMatchObject({ fy: "2025-26", deductions: { professionalTax: 300 } });
  });

  it("CTC ₹2,40,000 in Tamil Nadu: ESI on both sides, a sixth of the half-yearly PT", () => {
    // monthly 20000; basic 10000; HRA 4000; employer PF 12 % × 10000 = 1200 (EPS 833, EPF 367)
    // gross + ESI = 18800; gross 18208 (3.25 % × 18208 = 591.76 → 592; 18208 + 592 = 18800); special 4208
    // employee PF 1200; employee ESI 0.75 % × 18208 = 136.56 → 137 (rounded up)
    // PT: half year 18208 × 6 = 109248 > 75000 → 1250 a half year; April pays ⌊1250 ÷ 6⌋ = 208
    // TDS: taxable 18208 × 12 − 75000 = 143496 → 0
    // tax 208; benefits 1200 + 137 = 1337; net 18208 − 208 − 1337 = 16663
    expect(
      payrollLinesFor({ annualCtc: 240_000, workState: "Tamil Nadu", year: 2025, month: 4, ...fresh }),
    ).toEqual({
      baseSalary: 18_208,
      taxAmount: 208,
      benefitsAmount: 1_337,
      netPay: 16_663,
      lines: {
        fy: "2025-26",
        state: "Tamil Nadu",
        annualCtc: 240_000,
        earnings: { basic: 10_000, hra: 4_000, specialAllowance: 4_208, gross: 18_208 },
        deductions: { employeePf: 1_200, employeeEsi: 137, professionalTax: 208, tds: 0, total: 1_545 },
        // 1200 + 592 = 1792
        employer: { pf: 1_200, eps: 833, epf: 367, esi: 592, total: 1_792 },
        netPay: 16_663,
      },
    });
  });

  it("answers null without a CTC or a state, or for a financial year the statutory table lacks", () => {
    const month = { year: 2025, month: 4, ...fresh };
    expect(payrollLinesFor({ annualCtc: null, workState: "Karnataka", ...month })).toBeNull();
    expect(payrollLinesFor({ annualCtc: 1_200_000, workState: null, ...month })).toBeNull();
    expect(payrollLinesFor({ annualCtc: 1_200_000, workState: "Goa", ...month })).toBeNull();
    // March 2025 is in FY 2024-25; April 2027 starts FY 2027-28: neither is in the table.
    expect(payrollLinesFor({ annualCtc: 1_200_000, workState: "Karnataka", ...month, month: 3 })).toBeNull();
    expect(
      payrollLinesFor({ annualCtc: 1_200_000, workState: "Karnataka", ...month, year: 2027 }),
    ).toBeNull();
  });

  it("throws for a CTC too small for a structure (Generate then skips the person)", () => {
    expect(() =>
      payrollLinesFor({ annualCtc: 12, workState: "Karnataka", year: 2025, month: 4, ...fresh }),
    ).toThrow("Annual CTC too small");
  });
});

describe("monthOfFinancialYear", () => {
  it("counts from April (1) to March (12)", () => {
    expect([4, 5, 12, 1, 2, 3].map(monthOfFinancialYear)).toEqual([1, 2, 9, 10, 11, 12]);
  });
});
