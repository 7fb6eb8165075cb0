import { z } from "zod";
import { EMAIL_MAX, longText, NAME_MAX, TEXT_MAX, text } from "../common/text.schema";

/** Roles of the platform (docs/product/README.md §1). */
export const ROLES = ["SUPER_ADMIN", "ADMIN", "EMPLOYEE"] as const;
export const roleSchema = z.enum(ROLES);
export type Role = z.infer<typeof roleSchema>;

/** The text bounds of docs/product/README.md §5.2 live with the shared text type (shared/common/text.schema.ts). */
export { EMAIL_MAX, NAME_MAX, TEXT_MAX };
export const PASSWORD_MAX = 100;

/** A live account has the address already (409): sign-up, adding a person, a new address (accounts.md §2). */
export const EMAIL_TAKEN = "An account with this email already exists";

export const emailSchema = text({ max: EMAIL_MAX, maxMessage: "Email must be at most 254 characters" }).pipe(
  z.email("Email must be a valid email address"),
);

/** The strong password rule of signup, reset and change password (docs/product/accounts.md §9). */
export const strongPasswordSchema = z
  .string()
  .min(8, "Password must be at least 8 characters")
  .max(PASSWORD_MAX, "Password must be less than 100 characters")
  .regex(/[A-Z]/, "Password must contain at least one uppercase letter")
  .regex(/[a-z]/, "Password must contain at least one lowercase letter")
  .regex(/[0-9]/, "Password must contain at least one number");

const personName = (label: string) =>
  text({
    min: 2,
    max: NAME_MAX,
    minMessage: `${label} must be at least 2 characters`,
    maxMessage: `${label} must be at most 100 characters`,
  });

export const companySignupSchema = z.object({
  company: z.object({
    name: text({
      min: 2,
      max: NAME_MAX,
      minMessage: "Company name must be at least 2 characters",
      maxMessage: "Company name must be at most 100 characters",
    }),
    description: longText({
      max: TEXT_MAX,
      maxMessage: "Description must be at most 5000 characters",
    }).optional(),
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
  username: text({ min: 1, minMessage: "Email is required", max: EMAIL_MAX }),
  password: z.string().min(1, "Password is required").max(PASSWORD_MAX),
});
export type LoginInput = z.infer<typeof loginSchema>;

export const forgotPasswordSchema = z.object({
  email: text({
    min: 1,
    minMessage: "Invalid Email: Please enter a valid email address",
    max: EMAIL_MAX,
  }).refine((v) => v.includes("@"), "Invalid Email: Please enter a valid email address"),
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
