import { centsToUnits, DEFAULT_CURRENCY, toCents } from "../../../shared/finance/finance.rules";
import {
  DEFAULT_TRANSACTION_STATUS,
  DEFAULT_TRANSACTION_TYPE,
  type TransactionCreateInput,
  type TransactionDto,
  type TransactionStatus,
  type TransactionType,
  transactionCreateSchema,
} from "../../../shared/finance/finance.schema";
import { ApiError } from "../../lib/api";
import { type FieldErrors, validateFields } from "../../lib/formValidation";

/**
 * What the Add / Edit Transaction dialog holds (docs/product/finance.md §2, §4, §5). The company select
 * gives a string (null until chosen); the amount field gives a number in the currency's units, or text
 * while empty or half typed. The body sends the amount in cents, rounded to the nearest cent.
 */
export type TransactionFormValues = {
  companyId: string | null;
  amount: number | string;
  currency: string;
  type: TransactionType;
  status: TransactionStatus;
  comment: string;
};

/** A new transaction: the company the screen shows (when it shows one), USD, INCOME, PENDING (§2). */
export function emptyTransactionForm(companyId: number | null): TransactionFormValues {
  return {
    companyId: companyId === null ? null : String(companyId),
    amount: "",
    currency: DEFAULT_CURRENCY,
    type: DEFAULT_TRANSACTION_TYPE,
    status: DEFAULT_TRANSACTION_STATUS,
    comment: "",
  };
}

/** The dialog's starting values for a row: its cents shown in the currency's units (150050 → 1500.5). */
export function transactionFormValuesFrom(row: TransactionDto): TransactionFormValues {
  return {
    companyId: String(row.companyId),
    amount: centsToUnits(row.amount),
    currency: row.currency,
    type: row.type,
    status: row.status,
    comment: row.comment ?? "",
  };
}

/** The amount typed, in cents rounded to the nearest cent; undefined while empty or not a number. */
export function amountInCents(amount: number | string): number | undefined {
  if (typeof amount === "string" && amount.trim() === "") return undefined;
  return toCents(amount) ?? undefined;
}

/** The request's body from the form (§6): POST and PUT send the same fields; the author is never sent. */
export function toTransactionBody(values: TransactionFormValues): TransactionCreateInput {
  return {
    companyId: values.companyId === null || values.companyId === "" ? 0 : Number(values.companyId),
    amount: amountInCents(values.amount) ?? 0,
    currency: values.currency,
    type: values.type,
    status: values.status,
    comment: values.comment.trim() === "" ? null : values.comment,
  };
}

const FIELDS = transactionCreateSchema.shape;
const CHECKED = {
  companyId: FIELDS.companyId,
  amount: FIELDS.amount,
  currency: FIELDS.currency,
  type: FIELDS.type,
  status: FIELDS.status,
  comment: FIELDS.comment,
};

/**
 * The form's checks with the schema the server validates with, on the body it would send: 'Company ID is
 * required', 'Amount must be greater than 0' (anything under half a cent rounds to 0), 'Amount is too
 * large' … An empty amount reads 'Amount must be a number'.
 */
export function validateTransactionForm(values: TransactionFormValues): FieldErrors {
  const body = toTransactionBody(values);
  return validateFields(CHECKED, {
    ...body,
    companyId: values.companyId === null || values.companyId === "" ? undefined : body.companyId,
    amount: amountInCents(values.amount),
  });
}

const FORM_FIELDS: readonly string[] = Object.keys(CHECKED);

/** The fields a refused save names (a 400's `errors: [{ path, message }]`), to show under each field. */
export function transactionSaveFieldErrors(error: unknown): FieldErrors {
  const errors: FieldErrors = {};
  if (!(error instanceof ApiError)) return errors;
  for (const { path, message } of error.fieldErrors) {
    const field = path.replace(/^body\./, "");
    if (FORM_FIELDS.includes(field) && !(field in errors)) errors[field] = message;
  }
  return errors;
}
