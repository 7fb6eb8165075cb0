import { describe, expect, it } from "vitest";
import { salaryStructure } from "./salary-structure.rules";

const options = { state: "Karnataka", fy: "2025-26" } as const;

describe("salaryStructure, PF (docs/product/statutory.md §3, §4.1)", () => {
  it("CTC ₹3,60,000: basic exactly ₹15,000, employer PF 12 % of it, EPS ₹1,250, EPF ₹550", () => {
    // monthly 360000 ÷ 12 = 30000; basic 50 % = 15000; HRA 40 % × 15000 = 6000
    // employer PF 12 % × 15000 = 1800; EPS 8.33 % × 15000 = 1249.50 → 1250; EPF 1800 − 1250 = 550
    // 30000 − 1800 = 28200 > 21683, so no ESI: gross 28200; special 28200 − 15000 − 6000 = 7200
    expect(salaryStructure(360000, options)).toMatchObject({
      fy: "2025-26",
      state: "Karnataka",
      annualCtc: 360000,
      monthlyCtc: 30000,
      basic: 15000,
      hra: 6000,
      specialAllowance: 7200,
      gross: 28200,
      employerPf: 1800,
      employerEps: 1250,
      employerEpf: 550,
      employerEsi: 0,
      isEsiCovered: false,
    });
  });

  it("CTC ₹4,80,000: basic ₹20,000, PF counted on ₹15,000 only (₹1,800, not ₹2,400)", () => {
    // monthly 40000; basic 20000; HRA 8000; PF 12 % × min(20000, 15000) = 1800 (EPS 1250, EPF 550)
    // gross 40000 − 1800 = 38200; special 38200 − 20000 − 8000 = 10200
    expect(salaryStructure(480000, options)).toMatchObject({
      monthlyCtc: 40000,
      basic: 20000,
      hra: 8000,
      specialAllowance: 10200,
      gross: 38200,
      employerPf: 1800,
      employerEps: 1250,
      employerEpf: 550,
      employerEsi: 0,
    });
  });

  it("basic below the ceiling: EPS 8.33 % of basic, EPF the rest of the employer's 12 %", () => {
    // CTC 240000: basic 10000; PF 12 % = 1200; EPS 8.33 % × 10000 = 833; EPF 1200 − 833 = 367
    expect(salaryStructure(240000, options)).toMatchObject({
      employerPf: 1200,
      employerEps: 833,
      employerEpf: 367,
    });
  });
});

describe("salaryStructure, ESI (docs/product/statutory.md §3.2, §3.3, §4.2)", () => {
  it("CTC ₹2,40,000: gross under ₹21,000, employer ESI 3.25 % solved inside the CTC", () => {
    // monthly 20000; basic 10000; HRA 4000; PF 1200; gross + ESI = 20000 − 1200 = 18800
    // gross 18208: 3.25 % × 18208 = 591.76 → 592 (rounded up); 18208 + 592 = 18800 exactly
    // (18209 would need 3.25 % × 18209 = 591.79 → 592, 18209 + 592 = 18801 > 18800)
    // special 18208 − 10000 − 4000 = 4208
    expect(salaryStructure(240000, options)).toMatchObject({
      monthlyCtc: 20000,
      basic: 10000,
      hra: 4000,
      specialAllowance: 4208,
      gross: 18208,
      employerPf: 1200,
      employerEsi: 592,
      isEsiCovered: true,
    });
  });

  it("CTC ₹2,76,804: gross exactly ₹21,000 is still covered, employer ESI ₹683", () => {
    // monthly 276804 ÷ 12 = 23067; basic 50 % = 11533.5 → 11534; HRA 40 % × 11534 = 4613.6 → 4614
    // PF 12 % × 11534 = 1384.08 → 1384; EPS 8.33 % × 11534 = 960.78 → 961; EPF 1384 − 961 = 423
    // gross + ESI = 23067 − 1384 = 21683 = 21000 + (3.25 % × 21000 = 682.5 → 683)
    // special 21000 − 11534 − 4614 = 4852
    expect(salaryStructure(276804, options)).toMatchObject({
      monthlyCtc: 23067,
      basic: 11534,
      hra: 4614,
      specialAllowance: 4852,
      gross: 21000,
      employerPf: 1384,
      employerEps: 961,
      employerEpf: 423,
      employerEsi: 683,
      isEsiCovered: true,
    });
  });

  it("CTC ₹2,76,816: ₹1 more a month no longer fits ₹21,000 + ESI, so it is all gross and ESI stops", () => {
    // monthly 23068; basic 11534; HRA 4614; PF 1384; 23068 − 1384 = 21684 > 21000 + 683
    // gross 21684 > 21000: no ESI; special 21684 − 11534 − 4614 = 5536
    expect(salaryStructure(276816, options)).toMatchObject({
      monthlyCtc: 23068,
      gross: 21684,
      specialAllowance: 5536,
      employerPf: 1384,
      employerEsi: 0,
      isEsiCovered: false,
    });
  });

  it("CTC ₹2,40,108: when no whole gross fits exactly, ESI takes the left-over rupee (₹593, not ₹592)", () => {
    // monthly 240108 ÷ 12 = 20009; basic 10004.5 → 10005; HRA 4002; PF 12 % × 10005 = 1200.6 → 1201
    // gross + ESI = 20009 − 1201 = 18808
    // gross 18215: 3.25 % = 591.9875 → 592, total 18807; gross 18216: 3.25 % = 592.02 → 593, total 18809
    // so gross 18215 and ESI 18808 − 18215 = 593; special 18215 − 10005 − 4002 = 4208
    expect(salaryStructure(240108, options)).toMatchObject({
      monthlyCtc: 20009,
      basic: 10005,
      hra: 4002,
      specialAllowance: 4208,
      gross: 18215,
      employerPf: 1201,
      employerEsi: 593,
    });
  });
});

describe("salaryStructure, rounding and the exact solve (docs/product/statutory.md §3.2, §3.3)", () => {
  it("CTC ₹10,00,000: monthly ₹83,333.33 rounds to ₹83,333; the whole-rupee lines add up to it", () => {
    // monthly 1000000 ÷ 12 = 83333.33 → 83333; basic 41666.5 → 41667; HRA 40 % × 41667 = 16666.8 → 16667
    // PF 1800 (capped); gross 83333 − 1800 = 81533; special 81533 − 41667 − 16667 = 23199
    const s = salaryStructure(1000000, options);
    expect(s).toMatchObject({
      monthlyCtc: 83333,
      basic: 41667,
      hra: 16667,
      specialAllowance: 23199,
      gross: 81533,
      employerPf: 1800,
      employerEsi: 0,
    });
    // before rounding: basic 41666.67, HRA 16666.67, gross 83333.33 − 1800 = 81533.33, special 23200.00
    expect(s.exact.monthlyCtc).toBeCloseTo(83333.33, 2);
    expect(s.exact.basic).toBeCloseTo(41666.67, 2);
    expect(s.exact.hra).toBeCloseTo(16666.67, 2);
    expect(s.exact.gross).toBeCloseTo(81533.33, 2);
    expect(s.exact.specialAllowance).toBeCloseTo(23200, 2);
    expect(s.exact.gross + s.exact.employerPf + s.exact.employerEsi).toBeCloseTo(1000000 / 12, 2);
  });

  it("the exact solve of CTC ₹2,40,000: gross = 18800 ÷ 1.0325 = 18208.23, ESI 591.77, adding up to 20000", () => {
    const { exact } = salaryStructure(240000, options);
    expect(exact.gross).toBeCloseTo(18208.23, 2);
    expect(exact.employerEsi).toBeCloseTo(591.77, 2);
    expect(exact.employerPf).toBeCloseTo(1200, 2);
    expect(exact.gross + exact.employerPf + exact.employerEsi).toBeCloseTo(20000, 2);
  });

  it("a monthly CTC of exactly half a rupee rounds up: ₹3,60,006 ÷ 12 = 30000.50 → 30001", () => {
    // basic 15000.5 → 15001; HRA 6000.4 → 6000; PF 1800 (capped); gross 28201; special 28201 − 21001 = 7200
    expect(salaryStructure(360006, options)).toMatchObject({
      monthlyCtc: 30001,
      basic: 15001,
      hra: 6000,
      gross: 28201,
      specialAllowance: 7200,
    });
  });

  it("every CTC's lines add up: gross + employer PF + ESI = monthly CTC, basic + HRA + special = gross", () => {
    for (let ctc = 200000; ctc <= 320000; ctc += 113) {
      const s = salaryStructure(ctc, options);
      expect(s.gross + s.employerPf + s.employerEsi).toBe(s.monthlyCtc);
      expect(s.basic + s.hra + s.specialAllowance).toBe(s.gross);
      expect(s.employerEps + s.employerEpf).toBe(s.employerPf);
      expect(s.isEsiCovered).toBe(s.gross <= 21000);
      if (!s.isEsiCovered) expect(s.employerEsi).toBe(0);
    }
  });

  it("refuses a CTC that is not whole rupees, an unknown year, and a CTC too small for its contributions", () => {
    expect(() => salaryStructure(100000.5, options)).toThrow(RangeError);
    expect(() => salaryStructure(-1, options)).toThrow(RangeError);
    expect(() => salaryStructure(600000, { state: "Karnataka", fy: "2019-20" })).toThrow(
      'No statutory rates for financial year "2019-20"',
    );
    // CTC 12: monthly 1, basic 0.5 → 1, gross 0 (1 + ESI ₹1 would be 2), ESI ₹1, special 0 − 1 = −1
    expect(() => salaryStructure(12, options)).toThrow("Annual CTC too small for a salary structure: 12");
  });
});
