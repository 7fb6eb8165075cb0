interface CompanyRow {
  id: number;
  name: string;
  description: string | null;
  logo: string;
  payrollEnabled: boolean;
  timezone: string;
  requireAdminTwoFactor: boolean;
}

/** A company as its readers see it (GET /api/companies/{id}, docs/product/companies.md §2). */
export function presentCompanyBrief(row: CompanyRow) {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    logo: row.logo,
    payrollEnabled: row.payrollEnabled,
    timezone: row.timezone,
    requireAdminTwoFactor: row.requireAdminTwoFactor,
  };
}
