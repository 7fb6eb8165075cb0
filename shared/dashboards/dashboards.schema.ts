import { z } from "zod";
import { companyLeaveDtoSchema } from "../leaves/leaves.schema";

/** The company dashboard result of docs/product/dashboards.md §4, exactly these fields. */
export const companyDashboardSchema = z.object({
  /** Live people of the company (employees and admins). */
  employeeCount: z.number().int(),
  /** This month so far: attendance records ÷ (people × working days elapsed), as a percentage 0–100. */
  attendanceRate: z.number(),
  pendingLeaves: z.number().int(),
  openPositions: z.number().int(),
  todayAttendance: z.object({ present: z.number().int(), absent: z.number().int() }),
  /** Department name → people; people without a department count under "Unassigned". */
  departments: z.record(z.string(), z.number().int()),
  /** The five most recent leave requests. */
  recentLeaves: z.array(companyLeaveDtoSchema),
});
export type CompanyDashboard = z.infer<typeof companyDashboardSchema>;

/** One day of the month's attendance, for the chart. */
export const attendanceTrendSchema = z.array(
  z.object({ date: z.string(), present: z.number().int(), rate: z.number() }),
);
export type AttendanceTrend = z.infer<typeof attendanceTrendSchema>;

const trendSchema = z.object({
  current: z.number(),
  previous: z.number(),
  /** Percentage change against the previous month; null when the previous month was 0. */
  changePercent: z.number().nullable(),
});

/** The currency of a transaction that names none (docs/product/finance.md §2: default USD). */
export { DEFAULT_CURRENCY } from "../finance/finance.rules";

/** One currency's money this month: amounts in that currency's units (cents ÷ 100), never converted. */
export const currencyFiguresSchema = z.object({
  /** ISO 4217 code, e.g. USD, INR. */
  currency: z.string(),
  income: z.number(),
  expenses: z.number(),
  net: z.number(),
  /** Transactions in this currency created this month (any status). */
  transactionCount: z.number().int(),
  /** This month's net against last month's, in this currency. */
  netRevenue: trendSchema,
});
export type CurrencyFigures = z.infer<typeof currencyFiguresSchema>;

/**
 * The super admin dashboard (GET /api/super-admin/dashboard). Months are the platform's time zone
 * (PLATFORM_TIMEZONE). Money comes from company transactions (COMPLETED ones count as income or expense
 * by their type) and is summed per currency, never across currencies: `financialOverview.byCurrency` holds
 * every currency with a transaction this month or last; the single figures the spec names (`netRevenue`,
 * `trends.netRevenue`, `financialOverview.income`, `expenses`, `net`) are those of USD alone.
 * `financialOverview.transactionCount` counts every transaction of the month, whatever its currency.
 * Payroll figures are counts of this month's payroll records.
 */
export const superAdminDashboardSchema = z.object({
  totalCompanies: z.number().int(),
  totalEmployees: z.number().int(),
  payrollsThisMonth: z.number().int(),
  netRevenue: z.number(),
  trends: z.object({
    companies: trendSchema,
    employees: trendSchema,
    payrolls: trendSchema,
    netRevenue: trendSchema,
  }),
  companies: z.array(z.object({ id: z.number().int(), name: z.string(), employeeCount: z.number().int() })),
  financialOverview: z.object({
    /** USD only; see byCurrency. */
    income: z.number(),
    /** USD only; see byCurrency. */
    expenses: z.number(),
    /** USD only; see byCurrency. */
    net: z.number(),
    transactionCount: z.number().int(),
    /** Each currency's figures, by currency code. */
    byCurrency: z.array(currencyFiguresSchema),
  }),
  payrollStatus: z.object({
    processed: z.number().int(),
    pending: z.number().int(),
    total: z.number().int(),
    percent: z.number(),
  }),
});
export type SuperAdminDashboard = z.infer<typeof superAdminDashboardSchema>;
