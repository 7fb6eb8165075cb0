import { z } from "zod";
// The states alone, not the statutory module's index: the user form and the lists need no rules or rates.
import { PT_STATES } from "../payroll/statutory/statutory-years";

/**
 * An employee's salary structure inputs (docs/product/employees.md §2.1): the annual CTC in whole rupees and
 * the state of work, whose professional tax and figures `salaryStructure` (shared/payroll/statutory) uses.
 */

/** The largest annual CTC the form takes: ₹10,00,00,000 (ten crore). */
export const ANNUAL_CTC_MAX = 100_000_000;

/** The messages of docs/product/employees.md §2.1, word for word, for server and web alike. */
export const SALARY_STRUCTURE_TEXT = {
  ctcWhole: "Annual CTC must be a whole number of rupees",
  ctcPositive: "Annual CTC must be more than 0",
  ctcTooLarge: "Annual CTC is too large",
  stateOneOf: `State of work must be one of ${PT_STATES.join(", ")}`,
  stateRequired: "State of work is required when an annual CTC is set",
  ctcTooSmall: "Annual CTC is too small for its statutory contributions",
} as const;

/** Annual CTC: whole rupees, more than 0, at most ten crore; `null` clears it. */
export const annualCtcSchema = z
  .number({ error: SALARY_STRUCTURE_TEXT.ctcWhole })
  .int(SALARY_STRUCTURE_TEXT.ctcWhole)
  .positive(SALARY_STRUCTURE_TEXT.ctcPositive)
  .max(ANNUAL_CTC_MAX, SALARY_STRUCTURE_TEXT.ctcTooLarge)
  .nullable()
  .describe("Annual cost to company in whole rupees; null clears it");

/** State of work: one of the states whose professional tax is modelled; `null` clears it. */
export const workStateSchema = z
  .enum(PT_STATES, { error: SALARY_STRUCTURE_TEXT.stateOneOf })
  .nullable()
  .describe("State of work, for professional tax; null clears it");

/** A CTC needs a state of work (its professional tax): the rule the stored row must keep. */
export function isMissingWorkState(row: { annualCtc: number | null; workState: string | null }): boolean {
  return row.annualCtc !== null && row.workState === null;
}
