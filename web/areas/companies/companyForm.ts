import { z } from "zod";
import { TEXT_MAX } from "../../../shared/auth/auth.schema";
import { generateInitialsLogo } from "../../../shared/companies/companies.rules";
import {
  type CompanyDto,
  type CompanyInput,
  type CompanyPatch,
  companyInputSchema,
  customFeePerEmployeeSchema,
} from "../../../shared/companies/companies.schema";
import { PAYROLL_PLANS, type PayrollPlan } from "../../../shared/payroll/payroll.constants";
import { type CompanyPlan, CUSTOM_PLAN_NEEDS_FEE } from "../../../shared/payroll/platform-fee.rules";
import type { LogoFileProblem } from "./logoFile";

/** What the company create/edit form holds. */
export interface CompanyFormValues {
  name: string;
  description: string;
  logo: string;
  payrollEnabled: boolean;
  /** The plan the platform charges by (SUPER_ADMIN only): null for none. */
  payrollPlan: PayrollPlan | null;
  /** The Custom plan's fee, whole rupees a month per employee; "" while empty. */
  customFeePerEmployee: number | "";
}

export const LOGO_REQUIRED: LogoFileProblem = {
  title: "Logo Required",
  message: "Please upload a company logo or use the generate button",
};

export const NAME_REQUIRED_FOR_LOGO: LogoFileProblem = {
  title: "Company Name Required",
  message: "Please enter a company name to generate a logo",
};

/**
 * The form's rules: the shared schema's name ('Company name is required') and description, the form's own
 * wording for a missing logo (docs/product/companies.md §4), and the Custom plan's fee (§2).
 */
export const companyFormSchema = z
  .object({
    name: companyInputSchema.shape.name,
    description: z.string().trim().max(TEXT_MAX, `Description must be at most ${TEXT_MAX} characters`),
    logo: z.string().trim().min(1, LOGO_REQUIRED.message),
    payrollEnabled: z.boolean(),
    payrollPlan: z.enum(PAYROLL_PLANS).nullable(),
    customFeePerEmployee: z.union([z.literal(""), z.number()]),
  })
  .superRefine((values, ctx) => {
    // docs/product/companies.md §2: only the Custom plan's fee is asked for, and then it is needed.
    if (values.payrollPlan !== "Custom") return;
    const fee = values.customFeePerEmployee;
    const problem =
      fee === ""
        ? CUSTOM_PLAN_NEEDS_FEE
        : (customFeePerEmployeeSchema.safeParse(fee).error?.issues[0]?.message ?? null);
    if (problem) ctx.addIssue({ code: "custom", path: ["customFeePerEmployee"], message: problem });
  });

/** The form's starting values: the company's own when editing, blanks when creating. */
export function companyFormValuesOf(company?: CompanyDto): CompanyFormValues {
  return {
    name: company?.name ?? "",
    description: company?.description ?? "",
    logo: company?.logo ?? "",
    payrollEnabled: company?.payrollEnabled ?? false,
    payrollPlan: company?.payrollPlan ?? null,
    customFeePerEmployee: company?.customFeePerEmployee ?? "",
  };
}

/** The plan and fee the form would store: a fee only with the Custom plan. */
function planOf(values: CompanyFormValues): CompanyPlan {
  return {
    plan: values.payrollPlan,
    customFeePerEmployee:
      values.payrollPlan === "Custom" && values.customFeePerEmployee !== ""
        ? values.customFeePerEmployee
        : null,
  };
}

/** A logo drawn from the name's initials, or why it cannot be drawn yet. */
export function generateLogoFor(name: string): { logo: string } | { problem: LogoFileProblem } {
  if (!name.trim()) return { problem: NAME_REQUIRED_FOR_LOGO };
  return { logo: generateInitialsLogo(name) };
}

/**
 * The body of POST /api/companies; payrollEnabled, the plan and its fee only when the user may set them
 * (SUPER_ADMIN).
 */
export function toCompanyInput(values: CompanyFormValues, canSetPayroll: boolean): CompanyInput {
  const description = values.description.trim();
  const plan = planOf(values);
  return {
    name: values.name.trim(),
    description: description || null,
    logo: values.logo.trim(),
    ...(canSetPayroll
      ? {
          payrollEnabled: values.payrollEnabled,
          payrollPlan: plan.plan,
          customFeePerEmployee: plan.customFeePerEmployee,
        }
      : {}),
  };
}

/** The body of PATCH /api/companies/{id}: only what changed, so an unchanged logo is not stored again. */
export function toCompanyPatch(
  company: CompanyDto,
  values: CompanyFormValues,
  canSetPayroll: boolean,
): CompanyPatch {
  const input = toCompanyInput(values, canSetPayroll);
  const patch: CompanyPatch = {};
  if (input.name !== company.name) patch.name = input.name;
  if ((input.description ?? null) !== (company.description ?? null)) patch.description = input.description;
  if (input.logo !== company.logo) patch.logo = input.logo;
  if (input.payrollEnabled !== undefined && input.payrollEnabled !== company.payrollEnabled) {
    patch.payrollEnabled = input.payrollEnabled;
  }
  if (input.payrollPlan !== undefined && input.payrollPlan !== (company.payrollPlan ?? null)) {
    patch.payrollPlan = input.payrollPlan;
  }
  // A plan other than Custom keeps the stored fee (unused); only a Custom plan's fee is sent.
  const fee = input.customFeePerEmployee;
  if (fee !== undefined && fee !== null && fee !== (company.customFeePerEmployee ?? null)) {
    patch.customFeePerEmployee = fee;
  }
  return patch;
}
