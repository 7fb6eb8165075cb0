import { z } from "zod";
import { NAME_MAX, TEXT_MAX } from "../auth/auth.schema";
import { CONTROL_CHARACTERS, hasControlCharacters, longText, text } from "../common/text.schema";
import { isTimeZone } from "../common/time.rules";
import { PAYROLL_PLANS } from "../payroll/payroll.constants";
import { FEE_NOT_WHOLE_RUPEES } from "../payroll/platform-fee.rules";

/** The most a Custom plan's fee per employee can be: ₹1 crore a month. */
export const CUSTOM_FEE_MAX = 1_00_00_000;

/** A company's plan (docs/product/companies.md §2): one of the plans, or null for none. */
export const payrollPlanSchema = z.enum(PAYROLL_PLANS, { error: "Plan must be Starter, Standard or Custom" });

/** The Custom plan's fee: whole rupees a month per employee. */
export const customFeePerEmployeeSchema = z
  .number({ error: FEE_NOT_WHOLE_RUPEES })
  .int(FEE_NOT_WHOLE_RUPEES)
  .min(0, FEE_NOT_WHOLE_RUPEES)
  .max(CUSTOM_FEE_MAX, FEE_NOT_WHOLE_RUPEES);

export const companyDtoSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  logo: z.string(),
  payrollEnabled: z.boolean(),
  /** The company's IANA time zone (default Asia/Kolkata): its "today" for attendance, leave and dashboards. */
  timezone: z.string(),
  /** Its ADMINs must sign in with a second factor (docs/product/accounts.md §3.2). */
  requireAdminTwoFactor: z.boolean(),
  /**
   * The plan the platform charges by and the Custom plan's fee (docs/product/companies.md §2): sent to the
   * company's administrators and SUPER_ADMINs only, so optional here (an EMPLOYEE's answer leaves them out).
   */
  payrollPlan: payrollPlanSchema.nullable().optional(),
  customFeePerEmployee: z.number().int().nullable().optional(),
});
export type CompanyDto = z.infer<typeof companyDtoSchema>;

/** A company in the super admin's list: its user count and the first few users for the cards view. */
export const companyListItemSchema = companyDtoSchema.extend({
  userCount: z.number().int(),
  users: z.array(
    z.object({
      id: z.number().int(),
      firstName: z.string(),
      lastName: z.string(),
      role: z.string(),
    }),
  ),
});
export type CompanyListItem = z.infer<typeof companyListItemSchema>;

/** How many users each company card lists; the rest are counted. */
export const COMPANY_CARD_USERS = 5;

/** A positive integer id in a path, e.g. /api/companies/{id}. */
export const idParamSchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/** A company id in a path that may also be `all` (SUPER_ADMIN only). */
export const companyIdOrAllParamSchema = z.object({
  id: z.union([z.literal("all"), z.coerce.number().int().positive().max(2_147_483_647)]),
});

/** A logo: a data URL, an http(s) URL, or an uploaded image's path. */
export const logoSchema = z
  .string({ error: "Company logo is required" })
  .trim()
  .min(1, "Company logo is required")
  .max(7_500_000, "File is too large. Maximum size is 5MB.")
  .refine(
    (v) =>
      /^data:image\//.test(v) ||
      /^https?:\/\//.test(v) ||
      /^\/api\//.test(v) ||
      /^[\w.-]+\.(png|jpe?g|gif|svg)$/i.test(v),
    "Company logo must be an image",
  )
  .refine((v) => !hasControlCharacters(v), CONTROL_CHARACTERS);

/** An IANA time zone name this server knows, e.g. "Asia/Kolkata" or "America/Los_Angeles". */
export const timeZoneSchema = z
  .string({ error: "Invalid time zone" })
  .trim()
  .refine(isTimeZone, "Invalid time zone");

export const companyInputSchema = z.object({
  name: text({
    required: "Company name is required",
    min: 1,
    max: NAME_MAX,
    maxMessage: "Company name must be at most 100 characters",
  }),
  description: longText({
    max: TEXT_MAX,
    maxMessage: "Description must be at most 5000 characters",
  }).nullish(),
  logo: logoSchema,
  payrollEnabled: z.boolean().optional(),
  /** Optional on create (default Asia/Kolkata); the company's ADMIN or a SUPER_ADMIN may change it. */
  timezone: timeZoneSchema.optional(),
  /** The company's ADMIN or a SUPER_ADMIN may require two-factor sign-in of its admins. */
  requireAdminTwoFactor: z.boolean().optional(),
  /** The plan and the Custom plan's fee: a SUPER_ADMIN's alone, like payrollEnabled. */
  payrollPlan: payrollPlanSchema.nullable().optional(),
  customFeePerEmployee: customFeePerEmployeeSchema.nullable().optional(),
});
export type CompanyInput = z.infer<typeof companyInputSchema>;

export const companyPatchSchema = companyInputSchema.partial();
export type CompanyPatch = z.infer<typeof companyPatchSchema>;

/** Logo upload limits (docs/product/companies.md §4): 5 MB on the upload route; 1 MB in the company form. */
export const LOGO_UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
export const LOGO_FORM_MAX_BYTES = 1024 * 1024;
export const LOGO_TYPES = ["image/jpeg", "image/png", "image/gif", "image/svg+xml"] as const;
