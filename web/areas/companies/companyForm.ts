import { z } from "zod";
import { TEXT_MAX } from "../../../shared/auth/auth.schema";
import { generateInitialsLogo } from "../../../shared/companies/companies.rules";
import {
  type CompanyDto,
  type CompanyInput,
  type CompanyPatch,
  companyInputSchema,
} from "../../../shared/companies/companies.schema";
import type { LogoFileProblem } from "./logoFile";

/** What the company create/edit form holds. */
export interface CompanyFormValues {
  name: string;
  description: string;
  logo: string;
  payrollEnabled: boolean;
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
 * The form's rules: the shared schema's name ('Company name is required') and description, and the
 * form's own wording for a missing logo (docs/product/companies.md §4).
 */
export const companyFormSchema = z.object({
  name: companyInputSchema.shape.name,
  description: z.string().trim().max(TEXT_MAX, `Description must be at most ${TEXT_MAX} characters`),
  logo: z.string().trim().min(1, LOGO_REQUIRED.message),
  payrollEnabled: z.boolean(),
});

/** The form's starting values: the company's own when editing, blanks when creating. */
export function companyFormValuesOf(company?: CompanyDto): CompanyFormValues {
  return {
    name: company?.name ?? "",
    description: company?.description ?? "",
    logo: company?.logo ?? "",
    payrollEnabled: company?.payrollEnabled ?? false,
  };
}

/** A logo drawn from the name's initials, or why it cannot be drawn yet. */
export function generateLogoFor(name: string): { logo: string } | { problem: LogoFileProblem } {
  if (!name.trim()) return { problem: NAME_REQUIRED_FOR_LOGO };
  return { logo: generateInitialsLogo(name) };
}

/** The body of POST /api/companies; payrollEnabled only when the user may set it (SUPER_ADMIN). */
export function toCompanyInput(values: CompanyFormValues, canSetPayroll: boolean): CompanyInput {
  const description = values.description.trim();
  return {
    name: values.name.trim(),
    description: description || null,
    logo: values.logo.trim(),
    ...(canSetPayroll ? { payrollEnabled: values.payrollEnabled } : {}),
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
  return patch;
}
