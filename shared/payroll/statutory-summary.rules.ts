import type { CsvCell } from "../common/csv";
import { downloadFileName } from "../common/file-name";

/**
 * The statutory summary of a month (docs/product/payroll.md §6.4): one CSV row per company and state of
 * work, summed from the salary lines of the month's rows, the shape a payroll accountant files PF, ESI,
 * professional tax and TDS from. Whole rupees throughout.
 */

export const STATUTORY_SUMMARY_HEADER = [
  "Company",
  "State",
  "Employees",
  "Gross",
  "Employee PF",
  "Employer PF",
  "of which EPS",
  "Employee ESI",
  "Employer ESI",
  "Professional tax",
  "TDS",
] as const;

/** The State of a company's row summing its rows without lines (percentage prefill, made by hand). */
export const NO_SALARY_STRUCTURE = "No salary structure";
/** The Company of the last row, which sums every column of the rows above. */
export const STATUTORY_TOTAL = "Total";

/** The sums of one company's rows of one state of work (`state` null: its rows without lines). */
export interface StatutoryGroup {
  companyId: number;
  companyName: string;
  state: string | null;
  employees: number;
  /** Σ the lines' gross; Σ base salary for the rows without lines. */
  gross: number;
  /** The statutory sums; not read for the rows without lines. */
  employeePf: number;
  employerPf: number;
  eps: number;
  employeeEsi: number;
  employerEsi: number;
  professionalTax: number;
  tds: number;
}

const STATUTORY_FIELDS = [
  "employeePf",
  "employerPf",
  "eps",
  "employeeEsi",
  "employerEsi",
  "professionalTax",
  "tds",
] as const;

/** Company name, then the company (two of one name stay apart), then state; the rows without lines last. */
function compareGroups(a: StatutoryGroup, b: StatutoryGroup): number {
  const byName = a.companyName.localeCompare(b.companyName, "en");
  if (byName !== 0) return byName;
  if (a.companyId !== b.companyId) return a.companyId - b.companyId;
  if (a.state === null || b.state === null) return (a.state === null ? 1 : 0) - (b.state === null ? 1 : 0);
  return a.state.localeCompare(b.state, "en");
}

/**
 * The CSV's data rows: one per group, sorted, then the 'Total' row summing every column over them (the
 * statutory columns over the rows with lines alone). No groups: no rows, the header alone.
 */
export function statutorySummaryRows(groups: ReadonlyArray<StatutoryGroup>): CsvCell[][] {
  if (groups.length === 0) return [];
  const sorted = [...groups].sort(compareGroups);
  const rows: CsvCell[][] = sorted.map((g) =>
    g.state === null
      ? [g.companyName, NO_SALARY_STRUCTURE, g.employees, g.gross, ...STATUTORY_FIELDS.map(() => null)]
      : [g.companyName, g.state, g.employees, g.gross, ...STATUTORY_FIELDS.map((f) => g[f])],
  );
  return [...rows, statutoryTotalRow(sorted)];
}

/** The 'Total' row: Employees and Gross over every group, each statutory column over the groups with lines. */
export function statutoryTotalRow(groups: ReadonlyArray<StatutoryGroup>): CsvCell[] {
  const sum = (pick: (g: StatutoryGroup) => number) => groups.reduce((total, g) => total + pick(g), 0);
  const withLines = groups.filter((g) => g.state !== null);
  return [
    STATUTORY_TOTAL,
    null,
    sum((g) => g.employees),
    sum((g) => g.gross),
    ...STATUTORY_FIELDS.map((f) => withLines.reduce((total, g) => total + g[f], 0)),
  ];
}

/** 'statutory-<company or all>-<yyyy>-<mm>.csv', safe in a Content-Disposition header. */
export function statutorySummaryFileName(companyName: string | "all", month: number, year: number): string {
  return downloadFileName(["statutory", companyName, String(year), String(month).padStart(2, "0")], "csv");
}
