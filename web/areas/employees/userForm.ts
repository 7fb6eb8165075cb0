import type { UserInput, UserListItem } from "../../../shared/users/users.schema";
import { userInputSchema } from "../../../shared/users/users.schema";
import { type FieldErrors, issuesToFieldErrors } from "../../lib/formValidation";

/** The roles the user form offers (docs/product/employees.md §5: Admin and Employee only). */
export const FORM_ROLES = [
  { value: "ADMIN", label: "Admin" },
  { value: "EMPLOYEE", label: "Employee" },
] as const;
export type FormRole = (typeof FORM_ROLES)[number]["value"];

/** A NumberInput's value: a number, or "" while the field is empty. */
type NumberField = number | string;

/** What the user form holds; selects keep strings, number inputs keep "" while empty. */
export type UserFormValues = {
  username: string;
  password: string;
  firstName: string;
  lastName: string;
  role: FormRole;
  department: string | null;
  salary: NumberField;
  taxAmount: NumberField;
  deductionAmount: NumberField;
  taxPercentage: NumberField;
  benefitsPercentage: NumberField;
  /** Annual CTC in rupees; "" while empty, which clears it (docs/product/employees.md §2.1). */
  annualCtc: NumberField;
  /** State of work, one of the statutory module's states; null while none is picked. */
  workState: string | null;
  /** The company picked in the Company select (a SUPER_ADMIN's choice), as the select's string value. */
  companyId: string | null;
};

/** The blank form of a new user; `companyId` preselects the company when one is known. */
export function emptyUserForm(companyId?: number | null): UserFormValues {
  return {
    username: "",
    password: "",
    firstName: "",
    lastName: "",
    role: "EMPLOYEE",
    department: null,
    salary: 0,
    taxAmount: 0,
    deductionAmount: 0,
    taxPercentage: 0,
    benefitsPercentage: 0,
    annualCtc: "",
    workState: null,
    companyId: companyId ? String(companyId) : null,
  };
}

/** The form filled from a listed user; the password stays blank (blank keeps the current one). */
export function userFormValuesFrom(user: UserListItem): UserFormValues {
  return {
    username: user.username,
    password: "",
    firstName: user.firstName,
    lastName: user.lastName,
    role: user.role === "ADMIN" ? "ADMIN" : "EMPLOYEE",
    department: user.department,
    salary: user.salary,
    taxAmount: user.taxAmount,
    deductionAmount: user.deductionAmount,
    taxPercentage: user.taxPercentage,
    benefitsPercentage: user.benefitsPercentage,
    annualCtc: user.annualCtc ?? "",
    workState: user.workState,
    companyId: user.companyId === null ? null : String(user.companyId),
  };
}

/** An empty number field becomes 0 (docs/product/employees.md §5); anything else is read as a number. */
export function numberOrZero(value: NumberField): number {
  if (typeof value === "number") return Number.isFinite(value) ? value : 0;
  const trimmed = value.trim();
  if (trimmed === "") return 0;
  const parsed = Number(trimmed);
  return Number.isNaN(parsed) ? 0 : parsed;
}

/** An empty CTC field is no CTC (null clears it); anything else is read as a number for the schema to judge. */
export function numberOrNull(value: NumberField): number | null {
  if (typeof value === "number") return value;
  const trimmed = value.trim();
  return trimmed === "" ? null : Number(trimmed);
}

/** The selected company as a number, or null when none is picked. */
export function selectedCompanyId(values: Pick<UserFormValues, "companyId">): number | null {
  if (!values.companyId) return null;
  const id = Number(values.companyId);
  return Number.isInteger(id) && id > 0 ? id : null;
}

/**
 * The request body of POST /api/companies/{id}/users and PUT /api/users/{id}: a blank password is
 * not sent, empty numbers become 0 (an empty CTC null), no department or state is null, and the company only
 * when asked for (a SUPER_ADMIN's update).
 */
export function toUserRequestBody(values: UserFormValues, options: { withCompany: boolean }): UserInput {
  const body: UserInput = {
    username: values.username.trim(),
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    role: values.role,
    department: (values.department || null) as UserInput["department"],
    salary: numberOrZero(values.salary),
    taxAmount: numberOrZero(values.taxAmount),
    deductionAmount: numberOrZero(values.deductionAmount),
    taxPercentage: numberOrZero(values.taxPercentage),
    benefitsPercentage: numberOrZero(values.benefitsPercentage),
    annualCtc: numberOrNull(values.annualCtc),
    workState: (values.workState || null) as UserInput["workState"],
  };
  if (values.password !== "") body.password = values.password;
  const companyId = selectedCompanyId(values);
  if (options.withCompany && companyId !== null) body.companyId = companyId;
  return body;
}

export const COMPANY_REQUIRED = "Company is required";

/**
 * Validates the form with the shared schema, on the body it would send (so a blank password passes),
 * and asks for a company when the form shows the Company select.
 */
export function validateUserForm(values: UserFormValues, options: { requiresCompany: boolean }): FieldErrors {
  const result = userInputSchema.safeParse(toUserRequestBody(values, { withCompany: false }));
  const errors = result.success ? {} : issuesToFieldErrors(result.error.issues);
  if (options.requiresCompany && selectedCompanyId(values) === null) errors.companyId = COMPANY_REQUIRED;
  return errors;
}
