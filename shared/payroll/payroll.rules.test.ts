import { describe, expect, it } from "vitest";
import {
  MONTH_CHOICES,
  MONTH_NAMES,
  monthName,
  NET_PAY_MISMATCH,
  netPayOf,
  otherStatuses,
  paidAtAfter,
  payrollExportFileName,
  payslipFileName,
  percentOf,
  periodLabel,
  periodOfDate,
  prefillAmounts,
  resolveNetPay,
  summaryOf,
  yearChoices,
} from "./payroll.rules";
import {
  DEFAULT_PAYROLL_PLAN,
  MONTH_INVALID,
  NET_PAY_NEGATIVE,
  PAYROLL_PLAN_DETAILS,
  PAYROLL_PLANS,
  payrollCreateSchema,
  payrollEnablementRequestSchema,
  payrollListQuerySchema,
  payrollPeriodQuerySchema,
  payrollStatusBodySchema,
  payrollUpdateSchema,
  YEAR_INVALID,
} from "./payroll.schema";

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? [] : (result.error?.issues.map((i) => i.message) ?? []);

describe("netPayOf (docs/product/payroll.md §4)", () => {
  it("is base salary minus tax minus benefits", () => {
    expect(netPayOf(85_000, 8_500, 4_250)).toEqual({ ok: true, netPay: 72_250 });
    expect(netPayOf(50_000, 0, 0)).toEqual({ ok: true, netPay: 50_000 });
  });

  it("may be exactly 0", () => {
    expect(netPayOf(10_000, 6_000, 4_000)).toEqual({ ok: true, netPay: 0 });
  });

  it("is refused with the page's message when the amounts make it negative", () => {
    expect(netPayOf(10_000, 6_000, 4_001)).toEqual({ ok: false, path: "netPay", message: NET_PAY_NEGATIVE });
    expect(NET_PAY_NEGATIVE).toBe("Net pay cannot be negative");
  });
});

describe("resolveNetPay (§3, §4)", () => {
  const amounts = { baseSalary: 60_000, taxAmount: 6_000, benefitsAmount: 3_000 };

  it("computes net pay when none is sent", () => {
    expect(resolveNetPay(amounts)).toEqual({ ok: true, netPay: 51_000 });
    expect(resolveNetPay(amounts, null)).toEqual({ ok: true, netPay: 51_000 });
  });

  it("accepts a sent net pay that is the computed one", () => {
    expect(resolveNetPay(amounts, 51_000)).toEqual({ ok: true, netPay: 51_000 });
  });

  it("refuses a sent net pay that is not, rather than overwrite it in silence", () => {
    expect(resolveNetPay(amounts, 50_000)).toEqual({ ok: false, path: "netPay", message: NET_PAY_MISMATCH });
  });

  it("says negative first when the amounts cannot give a net pay at all", () => {
    expect(resolveNetPay({ ...amounts, taxAmount: 58_000 }, 0)).toMatchObject({ message: NET_PAY_NEGATIVE });
  });

  it("recomputes a PATCH's net pay from the row with the changed amounts over it", () => {
    const row = { baseSalary: 60_000, taxAmount: 6_000, benefitsAmount: 3_000, netPay: 51_000 };
    const body = { taxAmount: 9_000 };
    expect(resolveNetPay({ ...row, ...body })).toEqual({ ok: true, netPay: 48_000 });
  });
});

describe("percentOf (§4 prefill: whole rupees, rounded down)", () => {
  it("takes whole percentages", () => {
    expect(percentOf(85_000, 10)).toBe(8_500);
    expect(percentOf(85_000, 0)).toBe(0);
    expect(percentOf(85_000, 100)).toBe(85_000);
  });

  it("rounds a fraction of a rupee down", () => {
    expect(percentOf(12_345, 10)).toBe(1_234); // 1,234.5
    expect(percentOf(12_345, 12.5)).toBe(1_543); // 1,543.125
    expect(percentOf(999, 33.33)).toBe(332); // 332.9667
    expect(percentOf(1, 99.99)).toBe(0); // 0.9999
  });

  it("is exact where floating point would slip", () => {
    expect(percentOf(375, 18.4)).toBe(69); // 375 * 18.4 / 100 is 68.99999999999999 in floating point
    expect(percentOf(100, 0.07)).toBe(0); // 0.07
    expect(percentOf(1_000_000_000, 12.35)).toBe(123_500_000);
  });

  it("reads the percentage the database answers as text", () => {
    expect(percentOf(85_000, "12.50")).toBe(10_625);
    expect(percentOf(85_000, " 5 ")).toBe(4_250);
  });

  it("refuses what is not whole rupees or a percentage", () => {
    expect(() => percentOf(100.5, 10)).toThrow(RangeError);
    expect(() => percentOf(-1, 10)).toThrow(RangeError);
    expect(() => percentOf(100, -1)).toThrow(RangeError);
    expect(() => percentOf(100, "")).toThrow(RangeError);
    expect(() => percentOf(100, "ten")).toThrow(RangeError);
  });
});

describe("prefillAmounts (§4: choosing a person, Generate)", () => {
  it("takes the salary and the percentages of it", () => {
    expect(prefillAmounts({ salary: 85_000, taxPercentage: "10.00", benefitsPercentage: 5 })).toEqual({
      baseSalary: 85_000,
      taxAmount: 8_500,
      benefitsAmount: 4_250,
    });
  });

  it("never makes net pay negative by rounding when the percentages add up to 100", () => {
    const amounts = prefillAmounts({ salary: 1_001, taxPercentage: 50, benefitsPercentage: 50 });
    expect(amounts).toEqual({ baseSalary: 1_001, taxAmount: 500, benefitsAmount: 500 });
    expect(netPayOf(amounts.baseSalary, amounts.taxAmount, amounts.benefitsAmount)).toEqual({
      ok: true,
      netPay: 1,
    });
  });

  it("leaves percentages over 100 in total to netPayOf to refuse", () => {
    const amounts = prefillAmounts({ salary: 10_000, taxPercentage: 60, benefitsPercentage: 50 });
    expect(netPayOf(amounts.baseSalary, amounts.taxAmount, amounts.benefitsAmount).ok).toBe(false);
  });
});

describe("summaryOf (§6.3 summary cards)", () => {
  it("sums salary, tax and benefits", () => {
    const rows = [
      { baseSalary: 85_000, taxAmount: 8_500, benefitsAmount: 4_250 },
      { baseSalary: 60_000, taxAmount: 6_000, benefitsAmount: 3_000 },
      { baseSalary: 12_345, taxAmount: 1_234, benefitsAmount: 0 },
    ];
    expect(summaryOf(rows)).toEqual({ totalSalary: 157_345, totalTax: 15_734, totalBenefits: 7_250 });
  });

  it("is all zeros for no rows", () => {
    expect(summaryOf([])).toEqual({ totalSalary: 0, totalTax: 0, totalBenefits: 0 });
  });
});

describe("yearChoices (§7)", () => {
  it("is the current year and the 5 before, newest first", () => {
    expect(yearChoices(2026)).toEqual([2026, 2025, 2024, 2023, 2022, 2021]);
  });

  it("never offers a year before 2000", () => {
    expect(yearChoices(2002)).toEqual([2002, 2001, 2000]);
  });
});

describe("months and periods", () => {
  it("names the months", () => {
    expect(monthName(1)).toBe("January");
    expect(monthName(12)).toBe("December");
    expect(MONTH_NAMES).toHaveLength(12);
    expect(MONTH_CHOICES[2]).toEqual({ value: 3, label: "March" });
  });

  it("refuses a month that is not 1–12", () => {
    for (const bad of [0, 13, 1.5, -1]) expect(() => monthName(bad), String(bad)).toThrow(RangeError);
  });

  it("labels a period", () => {
    expect(periodLabel(3, 2026)).toBe("March 2026");
  });

  it("reads the period of a calendar date", () => {
    expect(periodOfDate("2026-03-01")).toEqual({ month: 3, year: 2026 });
    expect(periodOfDate("2026-12-31")).toEqual({ month: 12, year: 2026 });
  });
});

describe("statuses (§5)", () => {
  it("offers every status other than the current one", () => {
    expect(otherStatuses("Pending")).toEqual(["Processed", "Paid"]);
    expect(otherStatuses("Processed")).toEqual(["Pending", "Paid"]);
    expect(otherStatuses("Paid")).toEqual(["Pending", "Processed"]);
  });

  it("records paidAt when a row becomes Paid, and keeps the first moment", () => {
    const now = new Date("2026-03-31T10:00:00Z");
    const earlier = new Date("2026-03-30T09:00:00Z");
    expect(paidAtAfter({ status: "Processed", paidAt: null }, "Paid", now)).toBe(now);
    expect(paidAtAfter({ status: "Paid", paidAt: earlier }, "Paid", now)).toBe(earlier);
  });

  it("clears paidAt when a row is no longer Paid", () => {
    const earlier = new Date("2026-03-30T09:00:00Z");
    expect(paidAtAfter({ status: "Paid", paidAt: earlier }, "Pending", new Date())).toBeNull();
    expect(paidAtAfter({ status: "Pending", paidAt: null }, "Processed", new Date())).toBeNull();
  });
});

describe("payrollExportFileName (§4 export)", () => {
  it("names the file after the company and the period", () => {
    expect(payrollExportFileName("Acme Corp", 3, 2026)).toBe("payroll-acme-corp-2026-03.csv");
    expect(payrollExportFileName("Zoë & Co.", 11, 2025)).toBe("payroll-zoe-co-2025-11.csv");
  });
});

describe("payslipFileName (§4 payslip)", () => {
  it("names the PDF after the person and the period", () => {
    expect(payslipFileName({ firstName: "Asha", lastName: "Rao" }, 3, 2026)).toBe(
      "payslip-asha-rao-2026-03.pdf",
    );
    expect(payslipFileName({ firstName: "Zoë", lastName: "D'Souza" }, 12, 2025)).toBe(
      "payslip-zoe-d-souza-2025-12.pdf",
    );
  });
});

describe("the record's fields (payroll.schema.ts, §3)", () => {
  const valid = {
    userId: 7,
    month: 3,
    year: 2026,
    baseSalary: 85_000,
    taxAmount: 8_500,
    benefitsAmount: 4_250,
  };

  it("accepts a record, Pending by default, without net pay or payslip", () => {
    expect(payrollCreateSchema.parse(valid)).toEqual({
      ...valid,
      status: "Pending",
      payslipDocumentPath: null,
    });
  });

  it("takes a net pay of null as none sent", () => {
    expect(payrollCreateSchema.parse({ ...valid, netPay: null }).netPay).toBeNull();
    expect(payrollCreateSchema.parse({ ...valid, netPay: 72_250 }).netPay).toBe(72_250);
  });

  it("reads digits sent as text, as a form or a query sends them", () => {
    expect(payrollCreateSchema.parse({ ...valid, month: "3", baseSalary: "85000" })).toMatchObject({
      month: 3,
      baseSalary: 85_000,
    });
  });

  it("says the page's messages for month and year", () => {
    for (const month of [0, 13, 1.5, "", null, "March"]) {
      expect(messages(payrollCreateSchema.safeParse({ ...valid, month })), String(month)).toEqual([
        MONTH_INVALID,
      ]);
    }
    for (const year of [1999, 2101, 2026.5, "", undefined]) {
      expect(messages(payrollCreateSchema.safeParse({ ...valid, year })), String(year)).toEqual([
        YEAR_INVALID,
      ]);
    }
    expect(MONTH_INVALID).toBe("Month must be between 1 and 12");
    expect(YEAR_INVALID).toBe("Year must be valid");
  });

  it("says the page's messages for negative amounts", () => {
    const said = (field: string, value: unknown) =>
      messages(payrollCreateSchema.safeParse({ ...valid, [field]: value }));
    expect(said("baseSalary", -1)).toEqual(["Base salary cannot be negative"]);
    expect(said("taxAmount", -1)).toEqual(["Tax amount cannot be negative"]);
    expect(said("benefitsAmount", -0.5)).toEqual(["Benefits amount cannot be negative"]);
    expect(said("netPay", -1)).toEqual(["Net pay cannot be negative"]);
  });

  it("refuses a fraction of a rupee instead of rounding it", () => {
    const said = (field: string, value: unknown) =>
      messages(payrollCreateSchema.safeParse({ ...valid, [field]: value }));
    expect(said("baseSalary", 85_000.5)).toEqual(["Base salary must be a whole number of rupees"]);
    expect(said("taxAmount", "8500.25")).toEqual(["Tax amount must be a whole number of rupees"]);
    expect(said("netPay", 0.1)).toEqual(["Net pay must be a whole number of rupees"]);
  });

  it("refuses a missing, empty or absurd amount instead of reading it as 0", () => {
    const said = (value: unknown) => messages(payrollCreateSchema.safeParse({ ...valid, baseSalary: value }));
    expect(said(undefined)).toEqual(["Base salary must be a number"]);
    expect(said("")).toEqual(["Base salary must be a number"]);
    expect(said(null)).toEqual(["Base salary must be a number"]);
    expect(said("85k")).toEqual(["Base salary must be a number"]);
    expect(said(1_000_000_001)).toEqual(["Base salary is too large"]);
  });

  it("takes a payslip only as an uploaded PDF, DOC or DOCX", () => {
    const url = `/api/files/${"a".repeat(32)}.pdf`;
    expect(payrollCreateSchema.parse({ ...valid, payslipDocumentPath: url }).payslipDocumentPath).toBe(url);
    for (const bad of ["https://evil.example/x.pdf", `/api/files/${"a".repeat(32)}.mp4`, "../x.pdf"]) {
      expect(messages(payrollCreateSchema.safeParse({ ...valid, payslipDocumentPath: bad })), bad).toEqual([
        "Payslip document must be a PDF, DOC or DOCX file uploaded here",
      ]);
    }
  });

  it("refuses a status off the list", () => {
    expect(messages(payrollStatusBodySchema.safeParse({ status: "Done" }))).toEqual([
      "Status must be Pending, Processed or Paid",
    ]);
    expect(payrollStatusBodySchema.parse({ status: "Paid" })).toEqual({ status: "Paid" });
  });

  it("lets a PATCH send any of the fields, keeping absent ones absent", () => {
    expect(payrollUpdateSchema.parse({ taxAmount: 9_000 })).toEqual({ taxAmount: 9_000 });
    expect(payrollUpdateSchema.parse({})).toEqual({});
    expect(payrollUpdateSchema.parse({ payslipDocumentPath: null })).toEqual({ payslipDocumentPath: null });
  });

  it("reads a period from a query string", () => {
    expect(payrollPeriodQuerySchema.parse({ month: "3", year: "2026" })).toEqual({ month: 3, year: 2026 });
    expect(messages(payrollPeriodQuerySchema.safeParse({ year: "2026" }))).toEqual([MONTH_INVALID]);
    expect(payrollListQuerySchema.parse({ q: " asha ", limit: "20" })).toEqual({ q: "asha", limit: 20 });
  });

  it("lists the plans of §6.1 with their prices, Standard recommended", () => {
    expect(PAYROLL_PLANS).toEqual(["Starter", "Standard", "Custom"]);
    expect(PAYROLL_PLANS.map((plan) => PAYROLL_PLAN_DETAILS[plan].price)).toEqual([
      { kind: "percentOfSalary", percent: 10 },
      { kind: "percentOfSalary", percent: 20 },
      { kind: "fixedPerEmployee" },
    ]);
    expect(PAYROLL_PLANS.filter((plan) => PAYROLL_PLAN_DETAILS[plan].recommended)).toEqual([
      DEFAULT_PAYROLL_PLAN,
    ]);
  });

  it("takes a plan request, Standard by default, and drops what the session gives", () => {
    expect(
      payrollEnablementRequestSchema.parse({ type: "payroll_enablement", userId: 9, companyId: 99 }),
    ).toEqual({ type: "payroll_enablement", selectedPlan: "Standard", message: null });
    expect(
      messages(
        payrollEnablementRequestSchema.safeParse({ type: "payroll_enablement", selectedPlan: "Gold" }),
      ),
    ).toEqual(["Plan must be Starter, Standard or Custom"]);
  });
});
