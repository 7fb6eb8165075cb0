import { describe, expect, it } from "vitest";
import { salaryStructureView } from "./salaryStructureView";

describe("the 'Salary structure' table (docs/product/employees.md §2.1)", () => {
  it("shows a month's lines of the current financial year, in rupees", () => {
    // ₹12,00,000: monthly 1,00,000; basic 50,000; HRA 20,000; PF 12 % of 15,000 = 1,800; no ESI.
    expect(salaryStructureView({ annualCtc: 1_200_000, workState: "Karnataka" }, "2026-01-15")).toEqual({
      kind: "structure",
      caption: "A month in FY 2025-26, Karnataka: annual CTC ₹12,00,000",
      rows: [
        { label: "Basic", value: "₹50,000" },
        { label: "HRA", value: "₹20,000" },
        { label: "Special allowance", value: "₹28,200" },
        { label: "Gross", value: "₹98,200" },
        { label: "Employer PF", value: "₹1,800" },
        { label: "Employer ESI", value: "—" },
        { label: "Monthly CTC", value: "₹1,00,000" },
      ],
    });
  });

  it("shows the employer's ESI while the person is covered, and takes April as the new year", () => {
    const view = salaryStructureView({ annualCtc: 240_000, workState: "Telangana" }, "2026-04-01");
    expect(view.kind === "structure" && view.caption).toBe(
      "A month in FY 2026-27, Telangana: annual CTC ₹2,40,000",
    );
    const esi = view.kind === "structure" ? view.rows.find((r) => r.label === "Employer ESI") : undefined;
    expect(esi?.value).not.toBe("—");
  });

  it("has nothing to show without a CTC", () => {
    expect(salaryStructureView({ annualCtc: null, workState: "Karnataka" }, "2026-01-15")).toEqual({
      kind: "none",
    });
  });

  it("says so, rather than guessing, for a year the rates do not hold", () => {
    const view = salaryStructureView({ annualCtc: 1_200_000, workState: "Karnataka" }, "2031-06-01");
    expect(view.kind).toBe("unavailable");
    expect(view.kind === "unavailable" && view.message).toMatch(
      /No statutory rates for financial year "2031-32"/,
    );
  });
});
