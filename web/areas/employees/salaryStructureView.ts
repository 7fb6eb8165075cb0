import { formatRupees } from "../../../shared/common/money";
import { financialYearOf, type PtState, salaryStructure } from "../../../shared/payroll/statutory";

/**
 * The 'Salary structure' table of a person (docs/product/employees.md §2.1), computed in the browser with the
 * shared statutory rules for the financial year of `today`, so an estimate and a payslip never disagree.
 * Imported only by the lazily loaded table: the statutory module stays out of the pages' first download.
 */

export type SalaryStructureView =
  | { kind: "none" }
  | { kind: "unavailable"; message: string }
  | { kind: "structure"; caption: string; rows: { label: string; value: string }[] };

/** The table's lines for an annual CTC and state of work on the day `today` (yyyy-MM-dd). */
export function salaryStructureView(
  pay: { annualCtc: number | null; workState: string | null },
  today: string,
): SalaryStructureView {
  if (pay.annualCtc === null) return { kind: "none" };
  if (pay.workState === null) return { kind: "unavailable", message: "No state of work set" };
  const [year, month] = today.split("-").map(Number);
  try {
    const fy = financialYearOf(year!, month!);
    const s = salaryStructure(pay.annualCtc, { state: pay.workState as PtState, fy });
    return {
      kind: "structure",
      caption: `A month in FY ${s.fy}, ${s.state}: annual CTC ${formatRupees(s.annualCtc)}`,
      rows: [
        { label: "Basic", value: formatRupees(s.basic) },
        { label: "HRA", value: formatRupees(s.hra) },
        { label: "Special allowance", value: formatRupees(s.specialAllowance) },
        { label: "Gross", value: formatRupees(s.gross) },
        { label: "Employer PF", value: formatRupees(s.employerPf) },
        { label: "Employer ESI", value: s.isEsiCovered ? formatRupees(s.employerEsi) : "—" },
        { label: "Monthly CTC", value: formatRupees(s.monthlyCtc) },
      ],
    };
  } catch (error) {
    // A year the rates do not hold yet, or a CTC too small for its contributions: say so, never guess.
    return { kind: "unavailable", message: error instanceof Error ? error.message : String(error) };
  }
}
