import { generateInitialsLogo } from "../../../shared/companies/companies.rules";
import type { CompanyDto, CompanyPatch } from "../../../shared/companies/companies.schema";

export interface CompanyFormValues {
  name: string;
  description: string;
}

export function companyFormValuesOf(company: CompanyDto): CompanyFormValues {
  return { name: company.name, description: company.description ?? "" };
}

/**
 * The PATCH /api/companies/{id} body of the branding form: name and description (blank becomes null).
 * A logo that is still the generated initials of the old name follows a renamed company.
 */
export function buildCompanyPatch(company: CompanyDto, values: CompanyFormValues): CompanyPatch {
  const name = values.name.trim();
  const description = values.description.trim();
  const patch: CompanyPatch = { name, description: description || null };
  if (name !== company.name && company.logo === generateInitialsLogo(company.name)) {
    patch.logo = generateInitialsLogo(name);
  }
  return patch;
}
