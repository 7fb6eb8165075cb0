import { z } from "zod";

/** Roles of the platform, spec 01 §3 enumerations. */
export const ROLES = ["SUPER_ADMIN", "ADMIN", "EMPLOYEE"] as const;
export const roleSchema = z.enum(ROLES);
export type Role = z.infer<typeof roleSchema>;

export const NAME_MAX = 100;
export const EMAIL_MAX = 254;
export const TEXT_MAX = 5000;
export const PASSWORD_MAX = 100;

export const emailSchema = z
  .string()
  .trim()
  .max(EMAIL_MAX, "Email must be at most 254 characters")
  .pipe(z.email("Email must be a valid email address"));

/** The strong password rule of signup, reset and (per CONTRACT) change password. */
export const strongPasswordSchema = z
  .string()
  .min(8, "Password must be at least 8 characters")
  .max(PASSWORD_MAX, "Password must be less than 100 characters")
  .regex(/[A-Z]/, "Password must contain at least one uppercase letter")
  .regex(/[a-z]/, "Password must contain at least one lowercase letter")
  .regex(/[0-9]/, "Password must contain at least one number");

const personName = (label: string) =>
  z
    .string()
    .trim()
    .min(2, `${label} must be at least 2 characters`)
    .max(NAME_MAX, `${label} must be at most 100 characters`);

export const companySignupSchema = z.object({
  company: z.object({
    name: z
      .string()
      .trim()
      .min(2, "Company name must be at least 2 characters")
      .max(NAME_MAX, "Company name must be at most 100 characters"),
    description: z.string().trim().max(TEXT_MAX, "Description must be at most 5000 characters").optional(),
  }),
  user: z.object({
    username: emailSchema,
    password: strongPasswordSchema,
    firstName: personName("First name"),
    lastName: personName("Last name"),
  }),
  agreeToTerms: z.literal(true, { error: "You must agree to the terms and conditions" }),
});
export type CompanySignupInput = z.infer<typeof companySignupSchema>;

export const loginSchema = z.object({
  username: z.string().trim().min(1, "Email is required").max(EMAIL_MAX),
  password: z.string().min(1, "Password is required").max(PASSWORD_MAX),
});
export type LoginInput = z.infer<typeof loginSchema>;

export const forgotPasswordSchema = z.object({
  email: z
    .string()
    .trim()
    .min(1, "Invalid Email: Please enter a valid email address")
    .max(EMAIL_MAX)
    .refine((v) => v.includes("@"), "Invalid Email: Please enter a valid email address"),
});

export const forgotPasswordResultSchema = z.object({
  message: z.string(),
  isEmployee: z.boolean(),
  isRestricted: z.boolean(),
});
export type ForgotPasswordResult = z.infer<typeof forgotPasswordResultSchema>;

export const tokenQuerySchema = z.object({ token: z.string().min(1).max(200) });

export const resetPasswordSchema = z.object({
  token: z
    .string()
    .min(1, "Invalid or missing reset token. Please request a new password reset link.")
    .max(200),
  newPassword: strongPasswordSchema,
});

/** The reset form adds a confirmation field that never leaves the browser. */
export const resetPasswordFormSchema = z
  .object({ newPassword: strongPasswordSchema, confirmPassword: z.string() })
  .refine((v) => v.newPassword === v.confirmPassword, {
    message: "Passwords do not match",
    path: ["confirmPassword"],
  });

export const registerSchema = z.object({
  token: z.string().min(1).max(200),
  password: strongPasswordSchema,
  firstName: personName("First name").optional(),
  lastName: personName("Last name").optional(),
});

export const messageSchema = z.object({ message: z.string() });

export const verificationStatusSchema = z.object({ success: z.boolean(), verified: z.boolean() });

/** The signed-in user as every screen sees it. */
export const userDtoSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role: roleSchema,
  companyId: z.number().int().nullable(),
  companyName: z.string().nullable(),
  isVerified: z.boolean(),
  /** The IANA time zone of the user's company; the platform's (PLATFORM_TIMEZONE) for a user without one. */
  timezone: z.string(),
});
export type UserDto = z.infer<typeof userDtoSchema>;

export const companyBriefSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  logo: z.string(),
  payrollEnabled: z.boolean(),
  timezone: z.string(),
});

export const signupResultSchema = z.object({ user: userDtoSchema, company: companyBriefSchema });

export const lockedErrorSchema = z.object({
  message: z.string(),
  locked: z.literal(true),
  lockedUntil: z.string(),
});

export const errorSchema = z.object({
  message: z.string(),
  errors: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
