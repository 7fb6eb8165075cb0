/** Every table of the product, for Drizzle's typed client and drizzle-kit's migrations. */

export * from "../areas/attendance/attendance.table";
export * from "../areas/auth/sessions.table";
export * from "../areas/auth/tokens.table";
export * from "../areas/auth/two-factor.table";
export * from "../areas/companies/companies.table";
export * from "../areas/files/files.table";
export * from "../areas/finance/invoices.table";
export * from "../areas/finance/transactions.table";
export * from "../areas/holidays/holidays.table";
export * from "../areas/leaves/leaves.table";
export * from "../areas/payroll/payroll.table";
export * from "../areas/recruitment/candidates.table";
export * from "../areas/recruitment/jobs.table";
export * from "../areas/security-logs/security-logs.table";
export * from "../areas/users/users.table";
export * from "../lib/rate-limit.table";
