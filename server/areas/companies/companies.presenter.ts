import type { PayrollPlan } from "../../../shared/payroll/payroll.constants";

interface CompanyRow {
  id: number;
  name: string;
  description: string | null;
  logo: string;
  payrollEnabled: boolean;
  timezone: string;
  requireAdminTwoFactor: boolean;
  payrollPlan: string | null;
  customFeePerEmployee: number | null;
}

/**
 * A company as its readers see it (GET /api/companies/{id}, docs/product/companies.md §2); `withPlan` adds
 * the plan and its fee, which only the company's administrators and SUPER_ADMINs are shown.
 */
export function presentCompanyBrief(row: CompanyRow, options: { withPlan?: boolean } = {}) {
  const company = {
    id: row.id,
    name: row.name,
    description: row.description,
    logo: row.logo,
    payrollEnabled: row.payrollEnabled,
    timezone: row.timezone,
    requireAdminTwoFactor: row.requireAdminTwoFactor,
  };
  if (!options.withPlan) return company;
  return Object.assign(company, {
    payrollPlan: row.payrollPlan as PayrollPlan | null,
    customFeePerEmployee: row.customFeePerEmployee,
  });
}
