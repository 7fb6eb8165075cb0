import { netPayOf, prefillAmounts } from "../../../shared/payroll/payroll.rules";
import {
  DEFAULT_PAYROLL_STATUS,
  PAYROLL_STATUSES,
  type PayrollDto,
  type PayrollStatus,
  payrollCreateSchema,
} from "../../../shared/payroll/payroll.schema";
import { ApiError } from "../../lib/api";
import { type FieldErrors, validateFields } from "../../lib/formValidation";

/**
 * What the Add / Edit Payroll dialog holds (docs/product/payroll.md §3, §6.3). Selects give strings (the
 * employee's id is null until one is chosen); number inputs give a number, or "" while empty. Net pay is
 * never typed: it is what `withComputedNetPay` last worked out.
 */
export type PayrollFormValues = {
  userId: string | null;
  month: string;
  year: string;
  baseSalary: number | string;
  taxAmount: number | string;
  benefitsAmount: number | string;
  /** Read-only: base − tax − benefits, updated only while that is at least 0 (§6.3). */
  netPay: number;
  status: PayrollStatus;
  /** The attached payslip document's URL (`/api/files/…`, uploaded with purpose `payslip`), "" for none (§3). */
  payslipDocumentPath: string;
};

/** The body of POST /api/payrolls (§8). */
export type PayrollCreateBody = {
  userId: number;
  month: number;
  year: number;
  baseSalary: number;
  taxAmount: number;
  benefitsAmount: number;
  netPay: number;
  status: PayrollStatus;
  /** Sent only when a document is attached. */
  payslipDocumentPath?: string;
};

/**
 * The body of PATCH /api/payrolls/{id} from the dialog: month, year and employee are locked while editing;
 * the document is always sent, null when there is none (so a removed one is cleared, §4).
 */
export type PayrollUpdateBody = Omit<
  PayrollCreateBody,
  "userId" | "month" | "year" | "payslipDocumentPath"
> & {
  payslipDocumentPath: string | null;
};

/** A person as the employee select knows them: what choosing them prefills (§4). */
export type PayrollPerson = {
  id: number;
  salary: number;
  taxPercentage: number | string;
  benefitsPercentage: number | string;
};

export function isPayrollStatus(value: string): value is PayrollStatus {
  return (PAYROLL_STATUSES as readonly string[]).includes(value);
}

/** A new record for the period on screen: no employee yet, nothing to pay, Pending (§3). */
export function emptyPayrollForm(month: number, year: number): PayrollFormValues {
  return {
    userId: null,
    month: String(month),
    year: String(year),
    baseSalary: 0,
    taxAmount: 0,
    benefitsAmount: 0,
    netPay: 0,
    status: DEFAULT_PAYROLL_STATUS,
    payslipDocumentPath: "",
  };
}

/** The dialog's starting values when editing a row. */
export function payrollFormValuesFrom(row: PayrollDto): PayrollFormValues {
  return {
    userId: String(row.userId),
    month: String(row.month),
    year: String(row.year),
    baseSalary: row.baseSalary,
    taxAmount: row.taxAmount,
    benefitsAmount: row.benefitsAmount,
    netPay: row.netPay,
    status: isPayrollStatus(row.status) ? row.status : DEFAULT_PAYROLL_STATUS,
    payslipDocumentPath: row.payslipDocumentPath ?? "",
  };
}

/** An empty number input is no number at all (the schema says so), never 0. */
function numberOrMissing(value: number | string): number | undefined {
  if (typeof value === "number") return value;
  const text = value.trim();
  return text === "" ? undefined : Number(text);
}

/** The three amounts when each is whole rupees of at least 0; null while one is missing or not. */
function amountsOf(values: PayrollFormValues) {
  const [baseSalary, taxAmount, benefitsAmount] = [
    values.baseSalary,
    values.taxAmount,
    values.benefitsAmount,
  ].map(numberOrMissing);
  const whole = (n: number | undefined): n is number => n !== undefined && Number.isSafeInteger(n) && n >= 0;
  if (!whole(baseSalary) || !whole(taxAmount) || !whole(benefitsAmount)) return null;
  return { baseSalary, taxAmount, benefitsAmount };
}

/**
 * The values with net pay worked out again (§6.3): base − tax − benefits when that is at least 0; a
 * negative result, or an amount not yet filled in, leaves the net pay shown as it was.
 */
export function withComputedNetPay(values: PayrollFormValues): PayrollFormValues {
  const amounts = amountsOf(values);
  if (!amounts) return values;
  const result = netPayOf(amounts.baseSalary, amounts.taxAmount, amounts.benefitsAmount);
  return result.ok && result.netPay !== values.netPay ? { ...values, netPay: result.netPay } : values;
}

/**
 * Choosing a person (§4): the employee, base salary = their salary, tax and benefits as their percentages
 * of it (rounded down, so the two never exceed the salary), and the net pay of those.
 */
export function withPersonPrefilled(values: PayrollFormValues, person: PayrollPerson): PayrollFormValues {
  return withComputedNetPay({ ...values, userId: String(person.id), ...prefillAmounts(person) });
}

/** What the request would carry, before the schema's checks. */
function toPayrollInput(values: PayrollFormValues): Record<string, unknown> {
  return {
    userId: values.userId === null || values.userId === "" ? undefined : Number(values.userId),
    month: numberOrMissing(values.month),
    year: numberOrMissing(values.year),
    baseSalary: numberOrMissing(values.baseSalary),
    taxAmount: numberOrMissing(values.taxAmount),
    benefitsAmount: numberOrMissing(values.benefitsAmount),
    status: values.status,
    payslipDocumentPath: documentOf(values),
  };
}

/** The attached document's URL, or null for none. */
function documentOf(values: PayrollFormValues): string | null {
  const path = values.payslipDocumentPath.trim();
  return path === "" ? null : path;
}

const FIELDS = payrollCreateSchema.shape;
const CHECKED = {
  userId: FIELDS.userId,
  month: FIELDS.month,
  year: FIELDS.year,
  baseSalary: FIELDS.baseSalary,
  taxAmount: FIELDS.taxAmount,
  benefitsAmount: FIELDS.benefitsAmount,
  status: FIELDS.status,
  payslipDocumentPath: FIELDS.payslipDocumentPath,
};

/**
 * The form's checks with the schema the server validates with, field by field ('Employee is required',
 * 'Base salary cannot be negative', 'Tax amount must be a whole number of rupees' …), then net pay:
 * 'Net pay cannot be negative' when tax and benefits come to more than the base salary (§3, §4).
 */
export function validatePayrollForm(values: PayrollFormValues): FieldErrors {
  const errors = validateFields(CHECKED, toPayrollInput(values));
  const amounts = amountsOf(values);
  if (amounts) {
    const result = netPayOf(amounts.baseSalary, amounts.taxAmount, amounts.benefitsAmount);
    if (!result.ok) errors.netPay = result.message;
  }
  return errors;
}

/** The net pay a valid form sends: always base − tax − benefits, whatever is shown (§4). */
function computedNetPay(amounts: { baseSalary: number; taxAmount: number; benefitsAmount: number }): number {
  return amounts.baseSalary - amounts.taxAmount - amounts.benefitsAmount;
}

/** POST /api/payrolls's body from values that passed validatePayrollForm. */
export function toPayrollCreateBody(values: PayrollFormValues): PayrollCreateBody {
  const input = toPayrollInput(values);
  const amounts = amountsOf(values) ?? { baseSalary: 0, taxAmount: 0, benefitsAmount: 0 };
  const document = documentOf(values);
  return {
    userId: input.userId as number,
    month: input.month as number,
    year: input.year as number,
    ...amounts,
    netPay: computedNetPay(amounts),
    status: values.status,
    ...(document === null ? {} : { payslipDocumentPath: document }),
  };
}

/**
 * PATCH /api/payrolls/{id}'s body from values that passed validatePayrollForm: the amounts, the status and
 * the document (null once removed: the server clears it and releases the file, §4).
 */
export function toPayrollUpdateBody(values: PayrollFormValues): PayrollUpdateBody {
  const amounts = amountsOf(values) ?? { baseSalary: 0, taxAmount: 0, benefitsAmount: 0 };
  return {
    ...amounts,
    netPay: computedNetPay(amounts),
    status: values.status,
    payslipDocumentPath: documentOf(values),
  };
}

const FORM_FIELDS: readonly string[] = [
  "userId",
  "month",
  "year",
  "baseSalary",
  "taxAmount",
  "benefitsAmount",
  "netPay",
  "status",
  "payslipDocumentPath",
];

/** The fields a refused save names (a 400's `errors: [{ path, message }]`), to show under each field. */
export function payrollSaveFieldErrors(error: unknown): FieldErrors {
  const errors: FieldErrors = {};
  if (!(error instanceof ApiError)) return errors;
  for (const { path, message } of error.fieldErrors) {
    const field = path.replace(/^body\./, "");
    if (FORM_FIELDS.includes(field) && !(field in errors)) errors[field] = message;
  }
  return errors;
}
