import { z } from "zod";
import { roleSchema } from "../auth/auth.schema";
import { leaveBalanceSchema } from "../leaves/leaves.schema";
import { payrollLinesSchema } from "../payroll/payroll.schema";

/**
 * The file `GET /api/user/export` answers (docs/product/employees.md §9): everything the platform holds about
 * the signed-in person, as JSON. Never a password hash, a token (its hash included) or the lockout's
 * internals. Sections a person has none of are empty lists (a SUPER_ADMIN has no pay, leave or payroll).
 */
export const personalDataExportSchema = z.object({
  format: z.string().describe("The file's format and version: hr-platform.personal-data.v1"),
  exportedAt: z.string().describe("When the file was made (ISO 8601, UTC)"),
  profile: z.object({
    id: z.number().int(),
    username: z.string().describe("The e-mail address used to sign in"),
    firstName: z.string(),
    lastName: z.string(),
    role: roleSchema,
    companyId: z.number().int().nullable(),
    companyName: z.string().nullable(),
    department: z.string().nullable(),
    isVerified: z.boolean().describe("Whether the e-mail address was confirmed"),
    createdAt: z.string(),
    updatedAt: z.string(),
  }),
  pay: z
    .object({
      salary: z.number().int().describe("Monthly salary in whole rupees"),
      taxAmount: z.number().int(),
      deductionAmount: z.number().int(),
      taxPercentage: z.number(),
      benefitsPercentage: z.number(),
      annualCtc: z.number().int().nullable().describe("Annual CTC in whole rupees (employees.md §2.1)"),
      workState: z.string().nullable().describe("State of work (employees.md §2.1)"),
    })
    .nullable()
    .describe("One's own pay settings (employees.md §8); null for a SUPER_ADMIN"),
  leave: z.object({
    balance: leaveBalanceSchema.nullable().describe("null for a SUPER_ADMIN, who takes no leave"),
    requests: z.array(
      z.object({
        id: z.number().int(),
        startDate: z.string(),
        endDate: z.string(),
        isHalfDay: z.boolean(),
        halfDayType: z.string().nullable(),
        reason: z.string(),
        status: z.string(),
        decidedAt: z.string().nullable(),
        createdAt: z.string(),
      }),
    ),
  }),
  payroll: z.array(
    z.object({
      id: z.number().int(),
      month: z.number().int(),
      year: z.number().int(),
      baseSalary: z.number().int(),
      taxAmount: z.number().int(),
      benefitsAmount: z.number().int(),
      netPay: z.number().int(),
      status: z.string(),
      payslipDocumentPath: z.string().nullable(),
      generatedAt: z.string(),
      paidAt: z.string().nullable(),
      lines: payrollLinesSchema
        .nullable()
        .describe("The salary lines the row was generated from (payroll.md §3)"),
      editedAt: z.string().nullable(),
    }),
  ),
  sessions: z
    .array(
      z.object({
        createdAt: z.string(),
        lastSeenAt: z.string(),
        expiresAt: z.string(),
        ipAddress: z.string().nullable(),
        userAgent: z.string().nullable(),
      }),
    )
    .describe("The sign-ins still open: when and from where (never the cookie or its hash)"),
  attendance: z
    .array(
      z.object({
        date: z.string(),
        clockIn: z.string(),
        clockOut: z.string().nullable(),
        effectiveHours: z.number().nullable(),
        keyTasks: z.string().nullable(),
      }),
    )
    .describe("Every day ever recorded, oldest first"),
  securityLog: z
    .array(
      z.object({
        timestamp: z.string(),
        action: z.string(),
        ipAddress: z.string().nullable(),
        userAgent: z.string().nullable(),
      }),
    )
    .describe(
      "What the person did, when and from where (the log's rows naming them as actor, oldest first); the row's message is left out, as an administrator's rows name the people they acted on",
    ),
});
export type PersonalDataExport = z.infer<typeof personalDataExportSchema>;
