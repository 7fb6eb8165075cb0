import { z } from "zod";
import { roleSchema } from "../auth/auth.schema";
import { TEXT_MAX } from "../common/limits";
import { listQuerySchema, searchListQuerySchema } from "../common/list.schema";
import { longText } from "../common/text.schema";
import { FILE_URL_PATTERN } from "../files/files.schema";
import {
  DEFAULT_PAYROLL_PLAN,
  DEFAULT_PAYROLL_STATUS,
  EMPLOYEE_REQUIRED,
  MONTH_INVALID,
  PAYROLL_AMOUNT_MAX,
  PAYROLL_MONTH_MAX,
  PAYROLL_MONTH_MIN,
  PAYROLL_PLANS,
  PAYROLL_STATUSES,
  PAYROLL_YEAR_MAX,
  PAYROLL_YEAR_MIN,
  PAYSLIP_INVALID,
  STATUS_INVALID,
  YEAR_INVALID,
} from "./payroll.constants";

/**
 * Payroll records, their answers and the plan request (docs/product/payroll.md §3, §6.1, §8), with the
 * page's messages word for word. Cross-field rules (net pay = base − tax − benefits) are in
 * payroll.rules.ts, which the server applies after these and the form applies as it is filled in.
 */

// The constants live without Zod (the pages read them before Zod loads); callers may import them from here.
export * from "./payroll.constants";

const ID_MAX = 2_147_483_647;

/** Payslip documents are .pdf, .doc or .docx (§3, §7); FILE_URL_PATTERN also admits videos. */
const PAYSLIP_EXTENSIONS = /\.(pdf|doc|docx)$/;

/**
 * An integer field that says what is wrong and never changes a value: a JSON number, or a string of
 * digits as a form or a query sends it. '', null, '12abc' and 1.5 are refused, never read as 0 or 2.
 */
function wholeNumber(options: {
  /** Missing, or not a number. */
  invalid: string;
  min: number;
  minMessage: string;
  max: number;
  maxMessage: string;
  /** Said of a fraction (1500.5). */
  fraction: string;
}) {
  return z.preprocess(
    (v) => (typeof v === "string" && /^\s*[+-]?\d+(\.\d+)?\s*$/.test(v) ? Number(v) : v),
    z.number({ error: options.invalid }).superRefine((v, ctx) => {
      const message =
        v < options.min
          ? options.minMessage
          : !Number.isInteger(v)
            ? options.fraction
            : v > options.max
              ? options.maxMessage
              : null;
      if (message) ctx.addIssue({ code: "custom", message });
    }),
  );
}

/** Whole rupees of at least 0 (README §6: money is exact; a fraction is refused, never rounded). */
const rupees = (label: string) =>
  wholeNumber({
    invalid: `${label} must be a number`,
    min: 0,
    minMessage: `${label} cannot be negative`,
    max: PAYROLL_AMOUNT_MAX,
    maxMessage: `${label} is too large`,
    fraction: `${label} must be a whole number of rupees`,
  });

export const monthSchema = wholeNumber({
  invalid: MONTH_INVALID,
  min: PAYROLL_MONTH_MIN,
  minMessage: MONTH_INVALID,
  max: PAYROLL_MONTH_MAX,
  maxMessage: MONTH_INVALID,
  fraction: MONTH_INVALID,
});

export const yearSchema = wholeNumber({
  invalid: YEAR_INVALID,
  min: PAYROLL_YEAR_MIN,
  minMessage: YEAR_INVALID,
  max: PAYROLL_YEAR_MAX,
  maxMessage: YEAR_INVALID,
  fraction: YEAR_INVALID,
});

export const payrollStatusSchema = z.enum(PAYROLL_STATUSES, { error: STATUS_INVALID });

/** An uploaded file's URL (`POST /api/files`, purpose `payslip`); '' or null clears it. */
const payslipDocumentPath = z
  .union([
    z.literal(""),
    z
      .string({ error: PAYSLIP_INVALID })
      .trim()
      .max(200, PAYSLIP_INVALID)
      .regex(FILE_URL_PATTERN, PAYSLIP_INVALID)
      .regex(PAYSLIP_EXTENSIONS, PAYSLIP_INVALID),
  ])
  .nullish()
  .transform((v) => v || null);

/** The record's fields (§3) without defaults, so that the PATCH body's partial keeps absent fields absent. */
const payrollFields = {
  userId: wholeNumber({
    invalid: EMPLOYEE_REQUIRED,
    min: 1,
    minMessage: EMPLOYEE_REQUIRED,
    max: ID_MAX,
    maxMessage: EMPLOYEE_REQUIRED,
    fraction: EMPLOYEE_REQUIRED,
  }),
  month: monthSchema,
  year: yearSchema,
  baseSalary: rupees("Base salary"),
  taxAmount: rupees("Tax amount"),
  benefitsAmount: rupees("Benefits amount"),
  /** Optional (null is absent): always base − tax − benefits (payroll.rules.ts `resolveNetPay`); a different value is refused. */
  netPay: rupees("Net pay").nullish(),
  status: payrollStatusSchema,
  payslipDocumentPath,
};

/** `POST /api/payrolls` (§8). The company is the person's; net pay is checked by `resolveNetPay`. */
export const payrollCreateSchema = z.object({
  ...payrollFields,
  status: payrollStatusSchema.default(DEFAULT_PAYROLL_STATUS),
});
export type PayrollCreateValues = z.output<typeof payrollCreateSchema>;

/** `PATCH /api/payrolls/{id}` (§8): any of the create fields; amounts changed without net pay recompute it (§4). */
export const payrollUpdateSchema = z.object(payrollFields).partial();
export type PayrollUpdateValues = z.output<typeof payrollUpdateSchema>;

/** `PATCH /api/payrolls/{id}/status` (§5): the status and nothing else. */
export const payrollStatusBodySchema = z.object({ status: payrollStatusSchema });
export type PayrollStatusBody = z.infer<typeof payrollStatusBodySchema>;

/** A period in a query string (`?month=&year=`): the summary, the export and Generate need both. */
export const payrollPeriodQuerySchema = z.object({
  month: monthSchema.describe("1–12"),
  year: yearSchema.describe(`${PAYROLL_YEAR_MIN}–${PAYROLL_YEAR_MAX}`),
});
export type PayrollPeriodQuery = z.infer<typeof payrollPeriodQuerySchema>;

/** `GET /api/companies/{id}/payrolls`: the period, a search over first and last name, paging (README §5.1). */
export const payrollListQuerySchema = searchListQuerySchema.extend({
  month: monthSchema.optional().describe("1–12; every month when absent"),
  year: yearSchema.optional().describe("every year when absent"),
});
export type PayrollListQuery = z.infer<typeof payrollListQuerySchema>;

/** `GET /api/payrolls`: one's own rows of a year (My Payroll, §6.2), paged. */
export const myPayrollQuerySchema = listQuerySchema.extend({
  year: yearSchema.optional().describe("every year when absent"),
});
export type MyPayrollQuery = z.infer<typeof myPayrollQuerySchema>;

/**
 * The salary lines of a row generated from the person's salary structure (§3, docs/product/statutory.md):
 * what the month's amounts were worked out from, in whole rupees, as generated. Kept as they were when the
 * amounts are later edited by hand (`editedAt`).
 */
export const payrollLinesSchema = z.object({
  /** The financial year, "2025-26". */
  fy: z.string(),
  /** The state of work whose professional tax applies. */
  state: z.string(),
  annualCtc: z.number().int(),
  earnings: z.object({
    basic: z.number().int(),
    hra: z.number().int(),
    specialAllowance: z.number().int(),
    gross: z.number().int(),
  }),
  deductions: z.object({
    employeePf: z.number().int(),
    employeeEsi: z.number().int(),
    professionalTax: z.number().int(),
    tds: z.number().int(),
    /** employeePf + employeeEsi + professionalTax + tds. */
    total: z.number().int(),
  }),
  /** The employer's contributions, not deducted from pay: PF (its EPS and EPF parts) and ESI. */
  employer: z.object({
    pf: z.number().int(),
    eps: z.number().int(),
    epf: z.number().int(),
    esi: z.number().int(),
    total: z.number().int(),
  }),
  netPay: z.number().int(),
});
export type PayrollLines = z.infer<typeof payrollLinesSchema>;

/** A payroll row as every answer sends it (§3): the record with the person's name and role. */
export const payrollDtoSchema = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  companyId: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  role: roleSchema,
  month: z.number().int(),
  year: z.number().int(),
  baseSalary: z.number().int(),
  taxAmount: z.number().int(),
  benefitsAmount: z.number().int(),
  netPay: z.number().int(),
  status: payrollStatusSchema,
  payslipDocumentPath: z.string().nullable(),
  /** Instants, ISO 8601 in UTC. */
  generatedAt: z.string(),
  paidAt: z.string().nullable(),
  /** The salary lines the row was generated from (§3); null for a row prefilled from percentages or made by hand. */
  lines: payrollLinesSchema.nullable(),
  /** When the amounts of a row with lines were last changed by hand (ISO 8601, UTC); null while as generated. */
  editedAt: z.string().nullable(),
});
export type PayrollDto = z.infer<typeof payrollDtoSchema>;

/** `GET /api/companies/{id}/payroll-summary` (§3): sums of the period's rows, in whole rupees. */
export const payrollSummaryDtoSchema = z.object({
  totalSalary: z.number().int(),
  totalTax: z.number().int(),
  totalBenefits: z.number().int(),
});
export type PayrollSummaryDto = z.infer<typeof payrollSummaryDtoSchema>;

export const PAYROLL_ENABLEMENT_REQUEST = "payroll_enablement";

/**
 * `POST /api/contact-support` (§6.1): the plan asked for and an optional message. The server takes the
 * person and the company from the session; the `userId, companyId, userEmail, userName` an older client
 * sends are dropped, never trusted.
 */
export const payrollEnablementRequestSchema = z.object({
  type: z.literal(PAYROLL_ENABLEMENT_REQUEST, { error: "Request type must be payroll_enablement" }),
  selectedPlan: z
    .enum(PAYROLL_PLANS, { error: "Plan must be Starter, Standard or Custom" })
    .default(DEFAULT_PAYROLL_PLAN),
  message: longText({ max: TEXT_MAX, maxMessage: "Message must be at most 5000 characters" })
    .nullish()
    .transform((v) => v || null),
});
export type PayrollEnablementRequestInput = z.input<typeof payrollEnablementRequestSchema>;
export type PayrollEnablementRequest = z.output<typeof payrollEnablementRequestSchema>;

/** The server's refusals of payroll calls (docs/product/payroll.md §1, §2, §4), for the screens to match. */
export const PAYROLL_NOT_ENABLED = "Payroll is not enabled for this company";
export const PAYROLL_ALREADY_ENABLED = "Payroll is already enabled for this company";
export const PAYROLL_NOT_FOUND = "Payroll record not found";
export const PAYROLL_EMPLOYEE_NOT_FOUND = "Employee not found";
/** §4: one record per person per month and year (409). */
export const PAYROLL_EXISTS = "A payroll record already exists for this employee for this month";
/** §6.3: month, year and employee are locked while editing; a PATCH that changes them is refused (400). */
export const PAYROLL_MONTH_LOCKED = "Month cannot be changed";
export const PAYROLL_YEAR_LOCKED = "Year cannot be changed";
export const PAYROLL_EMPLOYEE_LOCKED = "Employee cannot be changed";

/**
 * `POST /api/companies/{id}/payrolls/generate` (§4): how many Pending rows it made, and the people it
 * could not prefill because their tax and benefits percentages add up to more than their salary (net pay
 * would be negative); people who already had a row that month are neither.
 */
export const payrollGenerateDtoSchema = z.object({
  month: z.number().int(),
  year: z.number().int(),
  created: z.number().int(),
  skipped: z.array(z.object({ userId: z.number().int(), firstName: z.string(), lastName: z.string() })),
});
export type PayrollGenerateDto = z.infer<typeof payrollGenerateDtoSchema>;

/**
 * A plan request's states (§6.1): open until a SUPER_ADMIN enables the company's payroll (which closes it
 * as `enabled`) or dismisses it (`dismissed`).
 */
export const PAYROLL_REQUEST_STATUSES = ["open", "enabled", "dismissed"] as const;
export type PayrollRequestStatus = (typeof PAYROLL_REQUEST_STATUSES)[number];
export const PAYROLL_REQUEST_NOT_FOUND = "Request not found";

/** A plan request as the SUPER_ADMIN's list shows it (`GET /api/payroll-enablement-requests`). */
export const payrollEnablementRequestDtoSchema = z.object({
  id: z.number().int(),
  type: z.literal(PAYROLL_ENABLEMENT_REQUEST),
  status: z.enum(PAYROLL_REQUEST_STATUSES),
  selectedPlan: z.enum(PAYROLL_PLANS),
  message: z.string().nullable(),
  /** None for a SUPER_ADMIN's own request (they belong to no company). */
  company: z.object({ id: z.number().int(), name: z.string(), payrollEnabled: z.boolean() }).nullable(),
  requestedBy: z.object({
    id: z.number().int(),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
  }),
  /** Instants, ISO 8601 in UTC. */
  createdAt: z.string(),
  closedAt: z.string().nullable(),
});
export type PayrollEnablementRequestDto = z.infer<typeof payrollEnablementRequestDtoSchema>;

/** `POST /api/contact-support`'s answer: the request, and whether it was already open (a second request sends nothing new). */
export const payrollEnablementRequestAnswerSchema = payrollEnablementRequestDtoSchema.extend({
  alreadyOpen: z.boolean(),
});
export type PayrollEnablementRequestAnswer = z.infer<typeof payrollEnablementRequestAnswerSchema>;

/** `GET /api/payroll-enablement-requests` (SUPER_ADMIN): the open requests by default, paged. */
export const payrollRequestListQuerySchema = listQuerySchema.extend({
  status: z
    .enum([...PAYROLL_REQUEST_STATUSES, "all"], { error: "Status must be open, enabled, dismissed or all" })
    .default("open")
    .describe("open (default), enabled, dismissed or all"),
});
export type PayrollRequestListQuery = z.infer<typeof payrollRequestListQuerySchema>;

export const PAYROLL_REQUEST_NOT_OPEN = "Only an open request can be dismissed";
