import { financialYearOf, type PtState, salaryStructure } from "../../../shared/payroll/statutory";
import type { CandidateDto } from "../../../shared/recruitment/candidates.schema";
import { DEPARTMENTS } from "../../../shared/users/users.schema";
import type { UserFormValues } from "../employees/userForm";

/**
 * From candidate to employee (docs/product/recruitment.md §6.6): the Add User form's values taken from a
 * candidate: the first word of the name as the first name and the rest as the last, the job's department
 * when it is one of the form's, the expected CTC as the annual CTC with `state` as the state of work, and
 * as the monthly salary the gross of that structure in the financial year of `today` (yyyy-MM-dd) — left
 * for the admin when the structure cannot be worked out. The e-mail is the admin's to give.
 * Imported only by the lazily loaded dialog: the statutory rules stay out of the page's first download.
 */
export function employeePrefillFromCandidate(
  candidate: Pick<CandidateDto, "name" | "jobDepartment" | "expectedCtc">,
  state: PtState,
  today: string,
): Partial<UserFormValues> {
  const [firstName = "", ...rest] = candidate.name.trim().split(/\s+/);
  const department = (DEPARTMENTS as readonly string[]).includes(candidate.jobDepartment)
    ? candidate.jobDepartment
    : null;
  const prefill: Partial<UserFormValues> = {
    firstName,
    lastName: rest.join(" "),
    role: "EMPLOYEE",
    department,
    annualCtc: candidate.expectedCtc > 0 ? candidate.expectedCtc : "",
    workState: state,
  };
  if (candidate.expectedCtc <= 0) return prefill;
  const [year, month] = today.split("-").map(Number);
  try {
    const fy = financialYearOf(year!, month!);
    prefill.salary = salaryStructure(candidate.expectedCtc, { state, fy }).gross;
  } catch {
    // No rates for that year, or no CTC to split: the admin fills the salary in.
  }
  return prefill;
}
