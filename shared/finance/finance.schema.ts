import { z } from "zod";
import { TEXT_MAX } from "../common/limits";
import { listQuerySchema } from "../common/list.schema";
import { longText } from "../common/text.schema";
import {
  AMOUNT_MAX_CENTS,
  AMOUNT_MIN_CENTS,
  CURRENCIES,
  DEFAULT_CURRENCY,
  isCurrency,
} from "./finance.rules";

/**
 * Company transactions, their answers and the finance screen's summary (docs/product/finance.md §2, §6),
 * with the page's messages word for word. Amounts are integer cents: a fraction of a cent is refused,
 * never rounded, here; the form rounds what a person types to the nearest cent before sending it
 * (finance.rules.ts `toCents`).
 */

/** §3: new transactions are PENDING; a SUPER_ADMIN sets any status in any order. */
export const TRANSACTION_STATUSES = ["PENDING", "COMPLETED", "FAILED", "CANCELLED"] as const;
export type TransactionStatus = (typeof TRANSACTION_STATUSES)[number];
export const DEFAULT_TRANSACTION_STATUS: TransactionStatus = "PENDING";

/** §2: this product's addition, so that the dashboard can tell income from expenses. */
export const TRANSACTION_TYPES = ["INCOME", "EXPENSE"] as const;
export type TransactionType = (typeof TRANSACTION_TYPES)[number];
export const DEFAULT_TRANSACTION_TYPE: TransactionType = "INCOME";

export const COMPANY_REQUIRED = "Company ID is required";
export const AMOUNT_NOT_POSITIVE = "Amount must be greater than 0";
export const AMOUNT_NOT_A_NUMBER = "Amount must be a number";
export const AMOUNT_FRACTION = "Amount must be a whole number of cents";
export const AMOUNT_TOO_LARGE = "Amount is too large";
export const CURRENCY_INVALID = "Currency must be a supported ISO 4217 code";
export const STATUS_INVALID = "Status must be PENDING, COMPLETED, FAILED or CANCELLED";
export const TYPE_INVALID = "Type must be INCOME or EXPENSE";
export const COMMENT_TOO_LONG = "Comment must be at most 5000 characters";
export const COMPANY_FILTER_INVALID = "Company ID must be a positive whole number";

/** The server's refusals (§1), for the screens to match. */
export const TRANSACTION_NOT_FOUND = "Transaction not found";

const ID_MAX = 2_147_483_647;

/** A JSON number, or a string of digits as a query or a form sends it; '', null and '12abc' stay refused. */
const numeric = (v: unknown) => (typeof v === "string" && /^\s*[+-]?\d+(\.\d+)?\s*$/.test(v) ? Number(v) : v);

/** A positive whole id with one message for anything else. */
const positiveId = (message: string) =>
  z.preprocess(numeric, z.number({ error: message }).int(message).min(1, message).max(ID_MAX, message));

/** §2: integer cents, at least 1 ('Amount must be greater than 0'); a fraction of a cent is refused. */
export const amountCentsSchema = z.preprocess(
  numeric,
  z.number({ error: AMOUNT_NOT_A_NUMBER }).superRefine((v, ctx) => {
    const message =
      v < AMOUNT_MIN_CENTS
        ? AMOUNT_NOT_POSITIVE
        : !Number.isInteger(v)
          ? AMOUNT_FRACTION
          : v > AMOUNT_MAX_CENTS
            ? AMOUNT_TOO_LARGE
            : null;
    if (message) ctx.addIssue({ code: "custom", message });
  }),
);

/** An ISO 4217 code of the list (finance.rules.ts `CURRENCIES`), upper case; "inr" reads as INR. */
export const currencySchema = z
  .string({ error: CURRENCY_INVALID })
  .trim()
  .toUpperCase()
  .refine(isCurrency, CURRENCY_INVALID)
  .describe(`ISO 4217: ${CURRENCIES.join(", ")}`);

export const transactionStatusSchema = z.enum(TRANSACTION_STATUSES, { error: STATUS_INVALID });
export const transactionTypeSchema = z.enum(TRANSACTION_TYPES, { error: TYPE_INVALID });

const comment = longText({ max: TEXT_MAX, maxMessage: COMMENT_TOO_LONG })
  .nullish()
  .transform((v) => v || null);

/**
 * The fields a SUPER_ADMIN sends (§6). `createdBy`, which older clients send too, is not among them: the
 * server takes it from the session, so a body's value is dropped, never trusted.
 */
const transactionFields = {
  companyId: positiveId(COMPANY_REQUIRED),
  amount: amountCentsSchema,
  currency: currencySchema,
  status: transactionStatusSchema,
  type: transactionTypeSchema,
  comment,
};

/** `POST /api/transactions`: USD, PENDING and INCOME unless the body says otherwise (§2). */
export const transactionCreateSchema = z.object({
  ...transactionFields,
  currency: currencySchema.default(DEFAULT_CURRENCY),
  status: transactionStatusSchema.default(DEFAULT_TRANSACTION_STATUS),
  type: transactionTypeSchema.default(DEFAULT_TRANSACTION_TYPE),
});
export type TransactionCreateInput = z.input<typeof transactionCreateSchema>;
export type TransactionCreateValues = z.output<typeof transactionCreateSchema>;

/**
 * `PUT /api/transactions/{id}`: the same fields; one left out keeps its value (a client that knows no
 * `type` never turns an expense into income), `comment: null` or '' clears the comment.
 */
export const transactionUpdateSchema = z.object(transactionFields).partial();
export type TransactionUpdateInput = z.input<typeof transactionUpdateSchema>;
export type TransactionUpdateValues = z.output<typeof transactionUpdateSchema>;

/** `GET /api/transactions`: every company's, or one company's with `companyId` (SUPER_ADMIN); paged. */
export const allTransactionsQuerySchema = listQuerySchema.extend({
  companyId: positiveId(COMPANY_FILTER_INVALID).optional().describe("One company's transactions"),
});
export type AllTransactionsQuery = z.infer<typeof allTransactionsQuerySchema>;

/** `GET /api/transactions/summary`: every company's, or one company's with `companyId` (SUPER_ADMIN). */
export const allTransactionsSummaryQuerySchema = z.object({
  companyId: positiveId(COMPANY_FILTER_INVALID).optional().describe("One company's transactions"),
});
export type AllTransactionsSummaryQuery = z.infer<typeof allTransactionsSummaryQuerySchema>;

/** A transaction as every answer sends it (§2), with its company's name and its author's. */
export const transactionDtoSchema = z.object({
  id: z.number().int(),
  companyId: z.number().int(),
  companyName: z.string(),
  /** Integer cents. */
  amount: z.number().int(),
  currency: z.string(),
  status: transactionStatusSchema,
  type: transactionTypeSchema,
  comment: z.string().nullable(),
  /** The user who recorded it (from the session, never the body). */
  createdBy: z.number().int(),
  createdByName: z.string(),
  /** Instants, ISO 8601 in UTC. */
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TransactionDto = z.infer<typeof transactionDtoSchema>;

/** One currency's sum, in integer cents of that currency: never added to another currency's. */
export const currencyAmountSchema = z.object({ currency: z.string(), amount: z.number().int() });
export type CurrencyAmount = z.infer<typeof currencyAmountSchema>;

/** A summary card: how many transactions, and their amounts per currency (only currencies it has). */
export const transactionTallySchema = z.object({
  count: z.number().int(),
  byCurrency: z.array(currencyAmountSchema),
});
export type TransactionTally = z.infer<typeof transactionTallySchema>;

/**
 * The three cards of /finance (§5): every transaction in scope, the COMPLETED ones and the PENDING ones;
 * counted and summed in SQL over the whole scope, never over a page.
 */
export const transactionSummaryDtoSchema = z.object({
  total: transactionTallySchema,
  completed: transactionTallySchema,
  pending: transactionTallySchema,
});
export type TransactionSummaryDto = z.infer<typeof transactionSummaryDtoSchema>;
