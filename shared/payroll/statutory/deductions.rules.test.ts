import { describe, expect, it } from "vitest";
import { annualTaxNewRegime, monthlyDeductions, professionalTaxOf } from "./deductions.rules";
import { type SalaryStructure, salaryStructure } from "./salary-structure.rules";
import type { PtState } from "./statutory-years";

const FY = "2025-26";

describe("annualTaxNewRegime, slabs and the 87A rebate (docs/product/statutory.md §6.2)", () => {
  it("₹4,00,000: nil slab, no tax", () => {
    expect(annualTaxNewRegime(400000, FY)).toEqual({
      taxableIncome: 400000,
      slabTax: 0,
      rebate: 0,
      surcharge: 0,
      cess: 0,
      total: 0,
    });
  });

  it("₹8,00,000: slab tax 5 % × 4 L = 20,000, all rebated", () => {
    expect(annualTaxNewRegime(800000, FY)).toMatchObject({
      slabTax: 20000,
      rebate: 20000,
      cess: 0,
      total: 0,
    });
  });

  it("₹12,00,000: slab tax 20,000 + 10 % × 4 L = 60,000, all rebated (the 87A limit)", () => {
    expect(annualTaxNewRegime(1200000, FY)).toMatchObject({
      slabTax: 60000,
      rebate: 60000,
      cess: 0,
      total: 0,
    });
  });

  it("₹12,00,001: slab tax 60,000.15, marginal relief leaves ₹1; cess 0.04; total 1.04 → ₹1", () => {
    expect(annualTaxNewRegime(1200001, FY)).toMatchObject({
      slabTax: 60000.15,
      rebate: 59999.15,
      surcharge: 0,
      cess: 0.04,
      total: 1,
    });
  });

  it("₹12,10,000: slab tax 60,000 + 15 % × 10,000 = 61,500, relief caps it at the ₹10,000 above 12 L; + 4 % = 10,400", () => {
    expect(annualTaxNewRegime(1210000, FY)).toMatchObject({
      slabTax: 61500,
      rebate: 51500,
      surcharge: 0,
      cess: 400,
      total: 10400,
    });
  });

  it("₹12,70,588: slab tax 60,000 + 15 % × 70,588 = 70,588.20, capped at 70,588; cess 2,823.52; total 73,411.52 → 73,412", () => {
    expect(annualTaxNewRegime(1270588, FY)).toMatchObject({
      slabTax: 70588.2,
      rebate: 0.2,
      cess: 2823.52,
      total: 73412,
    });
  });

  it("₹12,75,000: slab tax 60,000 + 15 % × 75,000 = 71,250 is below the 75,000 above 12 L: no relief; + 2,850 cess = 74,100", () => {
    expect(annualTaxNewRegime(1275000, FY)).toMatchObject({
      slabTax: 71250,
      rebate: 0,
      cess: 2850,
      total: 74100,
    });
  });

  it("₹16,00,000: 20,000 + 40,000 + 15 % × 4 L = 1,20,000; cess 4,800; total 1,24,800", () => {
    expect(annualTaxNewRegime(1600000, FY)).toMatchObject({
      slabTax: 120000,
      rebate: 0,
      cess: 4800,
      total: 124800,
    });
  });

  it("₹20,00,000: 1,20,000 + 20 % × 4 L = 2,00,000; cess 8,000; total 2,08,000", () => {
    expect(annualTaxNewRegime(2000000, FY)).toMatchObject({ slabTax: 200000, cess: 8000, total: 208000 });
  });

  it("₹24,00,000: 2,00,000 + 25 % × 4 L = 3,00,000; cess 12,000; total 3,12,000", () => {
    expect(annualTaxNewRegime(2400000, FY)).toMatchObject({ slabTax: 300000, cess: 12000, total: 312000 });
  });

  it("₹30,00,000: 3,00,000 + 30 % × 6 L = 4,80,000; cess 19,200; total 4,99,200", () => {
    expect(annualTaxNewRegime(3000000, FY)).toMatchObject({ slabTax: 480000, cess: 19200, total: 499200 });
  });
});

describe("annualTaxNewRegime, surcharge and its marginal relief (docs/product/statutory.md §6.2)", () => {
  it("₹50,00,000 exactly: 3,00,000 + 30 % × 26 L = 10,80,000, no surcharge; cess 43,200; total 11,23,200", () => {
    expect(annualTaxNewRegime(5000000, FY)).toMatchObject({
      slabTax: 1080000,
      surcharge: 0,
      cess: 43200,
      total: 1123200,
    });
  });

  it("₹50,10,000: slab 10,83,000 + 10 % = 11,91,300, relief caps it at 10,80,000 + 10,000 = 10,90,000 (surcharge 7,000); cess 43,600; total 11,33,600", () => {
    expect(annualTaxNewRegime(5010000, FY)).toMatchObject({
      slabTax: 1083000,
      surcharge: 7000,
      cess: 43600,
      total: 1133600,
    });
  });

  it("₹52,00,000: slab 11,40,000 + 10 % = 12,54,000 is under 10,80,000 + 2,00,000: full surcharge 1,14,000; cess 50,160; total 13,04,160", () => {
    expect(annualTaxNewRegime(5200000, FY)).toMatchObject({
      slabTax: 1140000,
      surcharge: 114000,
      cess: 50160,
      total: 1304160,
    });
  });

  it("₹1 crore exactly: slab 25,80,000 + 10 % = 28,38,000; cess 1,13,520; total 29,51,520", () => {
    // slab 3,00,000 + 30 % × 76 L = 25,80,000
    expect(annualTaxNewRegime(10000000, FY)).toMatchObject({
      slabTax: 2580000,
      surcharge: 258000,
      cess: 113520,
      total: 2951520,
    });
  });

  it("₹1,00,10,000: slab 25,83,000 + 15 % = 29,70,450, relief caps it at 28,38,000 + 10,000 = 28,48,000; cess 1,13,920; total 29,61,920", () => {
    expect(annualTaxNewRegime(10010000, FY)).toMatchObject({
      slabTax: 2583000,
      surcharge: 265000,
      cess: 113920,
      total: 2961920,
    });
  });

  it("₹2,00,10,000: slab 55,83,000 + 25 % = 69,78,750, relief caps it at (55,80,000 + 15 %) 64,17,000 + 10,000 = 64,27,000; cess 2,57,080; total 66,84,080", () => {
    // slab at 2 Cr: 3,00,000 + 30 % × 1,76,00,000 = 55,80,000
    expect(annualTaxNewRegime(20010000, FY)).toMatchObject({
      slabTax: 5583000,
      surcharge: 844000,
      cess: 257080,
      total: 6684080,
    });
  });

  it("₹5 crore: surcharge stops at 25 % (no 37 %): 1,45,80,000 + 36,45,000 = 1,82,25,000; cess 7,29,000; total 1,89,54,000", () => {
    // slab 3,00,000 + 30 % × 4,76,00,000 = 1,45,80,000
    expect(annualTaxNewRegime(50000000, FY)).toMatchObject({
      slabTax: 14580000,
      surcharge: 3645000,
      cess: 729000,
      total: 18954000,
    });
  });

  it("refuses an income that is not whole rupees, and an unknown year", () => {
    expect(() => annualTaxNewRegime(1000000.5, FY)).toThrow(RangeError);
    expect(() => annualTaxNewRegime(-1, FY)).toThrow(RangeError);
    expect(() => annualTaxNewRegime(1000000, "2030-31")).toThrow(
      'No statutory rates for financial year "2030-31"',
    );
  });
});

/** The professional tax of every month April → March for a gross, in that order. */
function yearOfPt(gross: number, state: PtState): number[] {
  return [4, 5, 6, 7, 8, 9, 10, 11, 12, 1, 2, 3].map((month) => professionalTaxOf(gross, state, month, FY));
}

describe("professionalTaxOf (docs/product/statutory.md §5)", () => {
  it("Karnataka: nil up to ₹24,999; ₹200 from ₹25,000, ₹300 in February (₹2,500 a year)", () => {
    expect(professionalTaxOf(24999, "Karnataka", 4, FY)).toBe(0);
    expect(professionalTaxOf(24999, "Karnataka", 2, FY)).toBe(0);
    expect(professionalTaxOf(25000, "Karnataka", 4, FY)).toBe(200);
    expect(professionalTaxOf(25000, "Karnataka", 2, FY)).toBe(300);
    // 11 × 200 + 300 = 2500
    expect(yearOfPt(25000, "Karnataka").reduce((a, b) => a + b, 0)).toBe(2500);
  });

  it("Maharashtra (general slab): nil to ₹7,500; ₹175 to ₹10,000; ₹200 above, ₹300 in February", () => {
    expect(professionalTaxOf(7500, "Maharashtra", 4, FY)).toBe(0);
    expect(professionalTaxOf(7501, "Maharashtra", 4, FY)).toBe(175);
    expect(professionalTaxOf(10000, "Maharashtra", 4, FY)).toBe(175);
    expect(professionalTaxOf(10000, "Maharashtra", 2, FY)).toBe(175); // February's ₹300 is only the top slab's
    expect(professionalTaxOf(10001, "Maharashtra", 4, FY)).toBe(200);
    expect(professionalTaxOf(10001, "Maharashtra", 2, FY)).toBe(300);
    // 11 × 200 + 300 = 2500
    expect(yearOfPt(10001, "Maharashtra").reduce((a, b) => a + b, 0)).toBe(2500);
  });

  it("Tamil Nadu: half-year salary = 6 × the month's; nil to ₹21,000 (₹3,500 a month)", () => {
    expect(professionalTaxOf(3500, "Tamil Nadu", 4, FY)).toBe(0); // 6 × 3500 = 21000
    expect(professionalTaxOf(3500, "Tamil Nadu", 9, FY)).toBe(0);
  });

  it("Tamil Nadu ₹180 slab (₹21,001–₹30,000 a half year): ₹30 a month, 180 ÷ 6 exactly", () => {
    expect(yearOfPt(3501, "Tamil Nadu")).toEqual([30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30]); // 6 × 3501 = 21006
    expect(professionalTaxOf(5000, "Tamil Nadu", 4, FY)).toBe(30); // 6 × 5000 = 30000
  });

  it("Tamil Nadu ₹425 slab (₹30,001–₹45,000): ₹70 a month (425 ÷ 6 = 70.83 down), ₹75 in September and March", () => {
    // 5 × 70 + 75 = 425 each half year
    expect(yearOfPt(5001, "Tamil Nadu")).toEqual([70, 70, 70, 70, 70, 75, 70, 70, 70, 70, 70, 75]); // 6 × 5001 = 30006
    expect(professionalTaxOf(7500, "Tamil Nadu", 4, FY)).toBe(70); // 6 × 7500 = 45000
  });

  it("Tamil Nadu ₹930 slab (₹45,001–₹60,000): ₹155 every month, 930 ÷ 6 exactly", () => {
    expect(yearOfPt(7501, "Tamil Nadu")).toEqual([
      155, 155, 155, 155, 155, 155, 155, 155, 155, 155, 155, 155,
    ]);
    expect(professionalTaxOf(10000, "Tamil Nadu", 9, FY)).toBe(155); // 6 × 10000 = 60000
  });

  it("Tamil Nadu ₹1,025 slab (₹60,001–₹75,000): ₹170 a month (170.83 down), ₹175 in September and March", () => {
    // 5 × 170 + 175 = 1025
    expect(professionalTaxOf(10001, "Tamil Nadu", 4, FY)).toBe(170); // 6 × 10001 = 60006
    expect(professionalTaxOf(10001, "Tamil Nadu", 9, FY)).toBe(175);
    expect(professionalTaxOf(12500, "Tamil Nadu", 3, FY)).toBe(175); // 6 × 12500 = 75000
  });

  it("Tamil Nadu ₹1,250 slab (above ₹75,000): ₹208 a month (208.33 down), ₹210 in September and March", () => {
    // 5 × 208 + 210 = 1250 each half year, 2500 a year
    expect(yearOfPt(12501, "Tamil Nadu")).toEqual([
      208, 208, 208, 208, 208, 210, 208, 208, 208, 208, 208, 210,
    ]);
    expect(yearOfPt(200000, "Tamil Nadu").reduce((a, b) => a + b, 0)).toBe(2500);
  });

  it("Telangana: nil to ₹15,000; ₹150 to ₹20,000; ₹200 above, February the same", () => {
    expect(professionalTaxOf(15000, "Telangana", 4, FY)).toBe(0);
    expect(professionalTaxOf(15001, "Telangana", 4, FY)).toBe(150);
    expect(professionalTaxOf(20000, "Telangana", 4, FY)).toBe(150);
    expect(professionalTaxOf(20001, "Telangana", 4, FY)).toBe(200);
    expect(professionalTaxOf(20001, "Telangana", 2, FY)).toBe(200);
  });

  it("West Bengal: nil to ₹10,000; ₹110 to ₹15,000; ₹130 to ₹25,000; ₹150 to ₹40,000; ₹200 above", () => {
    expect(professionalTaxOf(10000, "West Bengal", 4, FY)).toBe(0);
    expect(professionalTaxOf(10001, "West Bengal", 4, FY)).toBe(110);
    expect(professionalTaxOf(15000, "West Bengal", 4, FY)).toBe(110);
    expect(professionalTaxOf(15001, "West Bengal", 4, FY)).toBe(130);
    expect(professionalTaxOf(25000, "West Bengal", 4, FY)).toBe(130);
    expect(professionalTaxOf(25001, "West Bengal", 4, FY)).toBe(150);
    expect(professionalTaxOf(40000, "West Bengal", 4, FY)).toBe(150);
    expect(professionalTaxOf(40001, "West Bengal", 4, FY)).toBe(200);
    expect(professionalTaxOf(40001, "West Bengal", 2, FY)).toBe(200);
  });

  it("refuses a month outside 1–12", () => {
    expect(() => professionalTaxOf(30000, "Karnataka", 13, FY)).toThrow(RangeError);
  });
});

/** A structure written out by hand, for a gross the CTC solve never produces (21,001). */
function handStructure(lines: Pick<SalaryStructure, "basic" | "hra" | "specialAllowance">): SalaryStructure {
  const gross = lines.basic + lines.hra + lines.specialAllowance;
  return {
    fy: "2025-26",
    state: "Telangana",
    annualCtc: 0,
    monthlyCtc: gross + 1384,
    ...lines,
    gross,
    employerPf: 1384,
    employerEps: 961,
    employerEpf: 423,
    employerEsi: 0,
    isEsiCovered: false,
    exact: { monthlyCtc: 0, basic: 0, hra: 0, specialAllowance: 0, gross: 0, employerPf: 0, employerEsi: 0 },
  };
}

const fresh = { earnedSoFarInFy: 0, tdsSoFarInFy: 0, monthsRemainingIncludingThis: 12, month: 4, fy: FY };

describe("monthlyDeductions (docs/product/statutory.md §4–§6)", () => {
  // CTC 24,00,000: monthly 2,00,000; basic 1,00,000; HRA 40,000; PF 1,800; gross 1,98,200; special 58,200
  const high = salaryStructure(2400000, { state: "Karnataka", fy: FY });

  it("CTC ₹24 L in Karnataka, April: PF 1,800, PT 200, TDS 2,86,884 ÷ 12 = 23,907, net 1,72,293", () => {
    // projected 1,98,200 × 12 = 23,78,400; taxable − 75,000 = 23,03,400
    // slab 2,00,000 + 25 % × 3,03,400 (75,850) = 2,75,850; cess 11,034; annual 2,86,884; ÷ 12 = 23,907
    // net 1,98,200 − (1,800 + 0 + 200 + 23,907 = 25,907) = 1,72,293
    expect(monthlyDeductions({ ...fresh, structure: high, state: "Karnataka" })).toEqual({
      gross: 198200,
      employeePf: 1800,
      employeeEsi: 0,
      professionalTax: 200,
      tds: 23907,
      totalDeductions: 25907,
      netPay: 172293,
      employerPf: 1800,
      employerEps: 1250,
      employerEpf: 550,
      employerEsi: 0,
      tdsWorking: {
        projectedAnnualSalary: 2378400,
        taxableIncome: 2303400,
        annualTax: 286884,
        tdsSoFarInFy: 0,
        monthsRemainingIncludingThis: 12,
      },
    });
  });

  it("the same in February: PT ₹300; TDS still 23,907 (2,86,884 − 10 × 23,907 = 47,814, ÷ 2); net 1,72,193", () => {
    // earned 10 × 1,98,200 = 19,82,000; projected 19,82,000 + 2 × 1,98,200 = 23,78,400 as in April
    const result = monthlyDeductions({
      structure: high,
      state: "Karnataka",
      fy: FY,
      month: 2,
      earnedSoFarInFy: 1982000,
      tdsSoFarInFy: 239070,
      monthsRemainingIncludingThis: 2,
    });
    expect(result).toMatchObject({ professionalTax: 300, tds: 23907, netPay: 172193 });
  });

  it("after a part year at a lower pay: TDS is what is still due, spread over the 6 months left", () => {
    // projected 10,00,000 + 6 × 1,98,200 = 21,89,200; taxable 21,14,200
    // slab 2,00,000 + 25 % × 1,14,200 (28,550) = 2,28,550; cess 9,142; annual 2,37,692
    // (2,37,692 − 1,50,000) ÷ 6 = 14,615.33 → 14,615
    const result = monthlyDeductions({
      structure: high,
      state: "Karnataka",
      fy: FY,
      month: 10,
      earnedSoFarInFy: 1000000,
      tdsSoFarInFy: 150000,
      monthsRemainingIncludingThis: 6,
    });
    expect(result.tdsWorking).toEqual({
      projectedAnnualSalary: 2189200,
      taxableIncome: 2114200,
      annualTax: 237692,
      tdsSoFarInFy: 150000,
      monthsRemainingIncludingThis: 6,
    });
    expect(result.tds).toBe(14615);
  });

  it("never a negative TDS when more was deducted than the year's tax (2,37,692 − 3,00,000 < 0 → 0)", () => {
    const result = monthlyDeductions({
      structure: high,
      state: "Karnataka",
      fy: FY,
      month: 10,
      earnedSoFarInFy: 1000000,
      tdsSoFarInFy: 300000,
      monthsRemainingIncludingThis: 6,
    });
    expect(result.tds).toBe(0);
  });

  it("CTC ₹12.75 L: taxable 11,78,400 is within the 87A limit, so no TDS", () => {
    // monthly 1,06,250; basic 53,125; PF 1,800; gross 1,04,450; × 12 = 12,53,400; − 75,000 = 11,78,400
    const s = salaryStructure(1275000, { state: "Telangana", fy: FY });
    const result = monthlyDeductions({ ...fresh, structure: s, state: "Telangana" });
    expect(result.tdsWorking.taxableIncome).toBe(1178400);
    expect(result.tds).toBe(0);
  });

  it("CTC ₹2,40,000 in Maharashtra, February: ESI 0.75 % × 18,208 = 136.56 → 137, PT 300, net 16,571", () => {
    // gross 18,208; basic 10,000; employee PF 12 % = 1,200
    // earned 10 × 18,208 = 1,82,080; projected + 2 × 18,208 = 2,18,496; taxable 1,43,496: no tax
    // net 18,208 − 1,200 − 137 − 300 = 16,571
    const s = salaryStructure(240000, { state: "Maharashtra", fy: FY });
    const result = monthlyDeductions({
      structure: s,
      state: "Maharashtra",
      fy: FY,
      month: 2,
      earnedSoFarInFy: 182080,
      tdsSoFarInFy: 0,
      monthsRemainingIncludingThis: 2,
    });
    expect(result).toMatchObject({
      gross: 18208,
      employeePf: 1200,
      employeeEsi: 137,
      professionalTax: 300,
      tds: 0,
      totalDeductions: 1637,
      netPay: 16571,
      employerPf: 1200,
      employerEps: 833,
      employerEpf: 367,
      employerEsi: 592,
    });
  });

  it("gross exactly ₹21,000 (CTC ₹2,76,804, Telangana): ESI 0.75 % × 21,000 = 157.50 → 158; net 19,258", () => {
    // employee PF 12 % × 11,534 = 1,384.08 → 1,384; PT 200 (above 20,000); TDS nil (2,52,000 − 75,000 < 4 L)
    // net 21,000 − 1,384 − 158 − 200 = 19,258; employer ESI 683
    const s = salaryStructure(276804, { state: "Telangana", fy: FY });
    expect(monthlyDeductions({ ...fresh, structure: s, state: "Telangana" })).toMatchObject({
      gross: 21000,
      employeePf: 1384,
      employeeEsi: 158,
      professionalTax: 200,
      tds: 0,
      netPay: 19258,
      employerEsi: 683,
    });
  });

  it("gross ₹21,001: above the ESI ceiling, no employee ESI; net 21,001 − 1,384 − 200 = 19,417", () => {
    const s = handStructure({ basic: 11534, hra: 4614, specialAllowance: 4853 });
    expect(monthlyDeductions({ ...fresh, structure: s, state: "Telangana" })).toMatchObject({
      gross: 21001,
      employeePf: 1384,
      employeeEsi: 0,
      professionalTax: 200,
      netPay: 19417,
      employerEsi: 0,
    });
  });

  it("employee PF on basic ₹15,000 and ₹20,000 is the same ₹1,800 (the ceiling)", () => {
    // CTC 3,60,000 → basic 15,000; CTC 4,80,000 → basic 20,000; 12 % × min(basic, 15,000) = 1,800
    for (const ctc of [360000, 480000]) {
      const s = salaryStructure(ctc, { state: "West Bengal", fy: FY });
      expect(monthlyDeductions({ ...fresh, structure: s, state: "West Bengal" }).employeePf).toBe(1800);
    }
  });

  it("refuses a month, a count of months or an amount out of range", () => {
    const base = { ...fresh, structure: high, state: "Karnataka" } as const;
    expect(() => monthlyDeductions({ ...base, month: 0 })).toThrow(RangeError);
    expect(() => monthlyDeductions({ ...base, monthsRemainingIncludingThis: 0 })).toThrow(RangeError);
    expect(() => monthlyDeductions({ ...base, monthsRemainingIncludingThis: 13 })).toThrow(RangeError);
    expect(() => monthlyDeductions({ ...base, earnedSoFarInFy: -1 })).toThrow(RangeError);
    expect(() => monthlyDeductions({ ...base, tdsSoFarInFy: 0.5 })).toThrow(RangeError);
  });
});
