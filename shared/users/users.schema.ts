import { z } from "zod";
import { EMAIL_MAX, NAME_MAX, PASSWORD_MAX, roleSchema, strongPasswordSchema } from "../auth/auth.schema";
import { longText, TEXT_MAX, text } from "../common/text.schema";
import { annualCtcSchema, SALARY_STRUCTURE_TEXT, workStateSchema } from "./salary-structure.schema";

export const DEPARTMENTS = [
  "Engineering",
  "Marketing",
  "Finance",
  "Operations",
  "Human Resources",
  "Sales",
  "Customer Support",
  "Research & Development",
  "Legal",
  "Product Management",
] as const;
export const departmentSchema = z.enum(DEPARTMENTS);

/** A number of at least 0; a string is converted to an integer, 0 on failure (docs/product/employees.md §2). */
const moneySchema = (label: string) =>
  z.preprocess(
    (v) => {
      if (v === "" || v === null || v === undefined) return 0;
      if (typeof v === "string") {
        const n = Number.parseInt(v, 10);
        return Number.isNaN(n) ? 0 : n;
      }
      return v;
    },
    z
      .number()
      .int(`${label} must be a whole number of rupees`)
      .min(0, `${label} cannot be negative`)
      .max(1_000_000_000, `${label} is too large`),
  );

const percentSchema = (label: string) =>
  z.coerce.number().min(0, `${label} cannot be negative`).max(100, `${label} cannot exceed 100`);

const nameSchema = (label: string) =>
  text({
    required: `${label} is required`,
    min: 1,
    max: NAME_MAX,
    maxMessage: `${label} must be at most 100 characters`,
  });

const usernameSchema = text({
  required: "Please enter a valid email address",
  max: EMAIL_MAX,
  maxMessage: "Please enter a valid email address",
}).pipe(z.email("Please enter a valid email address"));

/**
 * The user form (docs/product/employees.md §2, §5): create and update share it; the password is optional on
 * update. A field left out keeps its value; `annualCtc` and `workState` are cleared with null (§2.1).
 */
export const userInputSchema = z
  .object({
    username: usernameSchema,
    password: strongPasswordSchema.optional(),
    firstName: nameSchema("First name"),
    lastName: nameSchema("Last name"),
    role: roleSchema,
    department: departmentSchema.nullish(),
    salary: moneySchema("Salary").optional(),
    taxAmount: moneySchema("Tax amount").optional(),
    deductionAmount: moneySchema("Deduction amount").optional(),
    taxPercentage: percentSchema("Tax percentage").optional(),
    benefitsPercentage: percentSchema("Benefits percentage").optional(),
    annualCtc: annualCtcSchema.optional(),
    workState: workStateSchema.optional(),
    /** Only a SUPER_ADMIN picks the company, and only on update (creation names it in the path). */
    companyId: z.coerce.number().int().positive("Company is required").optional(),
  })
  // A CTC sent with its state cleared; a state left out is the stored row's, checked by the server.
  .refine((v) => v.workState !== null || v.annualCtc === undefined || v.annualCtc === null, {
    message: SALARY_STRUCTURE_TEXT.stateRequired,
    path: ["workState"],
  });
export type UserInput = z.infer<typeof userInputSchema>;

/** Profile update of oneself (PATCH /api/users/{id}, docs/product/settings.md §2). */
export const profilePatchSchema = z.object({
  firstName: nameSchema("First name").optional(),
  lastName: nameSchema("Last name").optional(),
  username: usernameSchema.optional(),
});

/** Change password (docs/product/settings.md §3: the strong rule). */
export const changePasswordSchema = z.object({
  currentPassword: z.string().min(1, "Current password is required").max(PASSWORD_MAX),
  newPassword: strongPasswordSchema,
});

export const changePasswordFormSchema = z
  .object({
    currentPassword: z.string().min(1, "Current password is required"),
    newPassword: strongPasswordSchema,
    confirmPassword: z.string().min(1, "Please confirm your password"),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    message: "Passwords don't match",
    path: ["confirmPassword"],
  });

/** A person as admins see them in lists and forms. Never a hash or a token. */
export const userListItemSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role: roleSchema,
  companyId: z.number().int().nullable(),
  companyName: z.string().nullable(),
  department: z.string().nullable(),
  totalLeaves: z.number().int(),
  salary: z.number().int(),
  taxAmount: z.number().int(),
  deductionAmount: z.number().int(),
  taxPercentage: z.number(),
  benefitsPercentage: z.number(),
  /** Annual CTC in whole rupees and state of work (§2.1); null while not set. */
  annualCtc: z.number().int().nullable(),
  workState: z.string().nullable(),
  isVerified: z.boolean(),
  isLocked: z.boolean(),
  failedLoginAttempts: z.number().int(),
  lockedUntil: z.string().nullable(),
  /** Signs in with a second factor (docs/product/accounts.md §3). */
  twoFactorEnabled: z.boolean(),
});
export type UserListItem = z.infer<typeof userListItemSchema>;

/**
 * One's own pay settings (GET /api/user/pay, docs/product/employees.md §8): the figures payroll prefills a
 * month from, read-only to the person; their company's admins set them in the user form.
 */
export const ownPayDtoSchema = z.object({
  salary: z.number().int().describe("Monthly salary in whole rupees"),
  taxPercentage: z.number().describe("Tax, as a percentage of the salary (0–100)"),
  benefitsPercentage: z.number().describe("Benefits, as a percentage of the salary (0–100)"),
  annualCtc: z.number().int().nullable().describe("Annual CTC in whole rupees, null while not set"),
  workState: z.string().nullable().describe("State of work, null while not set"),
});
export type OwnPayDto = z.infer<typeof ownPayDtoSchema>;

export const emailTestSchema = z.object({
  to: text({ min: 1, minMessage: "Please fill out all fields before sending.", max: EMAIL_MAX }).pipe(
    z.email("Please enter a valid email address"),
  ),
  subject: text({ min: 1, minMessage: "Please fill out all fields before sending.", max: 200 }),
  message: longText({ min: 1, minMessage: "Please fill out all fields before sending.", max: TEXT_MAX }),
});
export type EmailTestInput = z.infer<typeof emailTestSchema>;
export const emailTestResultSchema = z.object({ success: z.boolean(), error: z.string().optional() });
