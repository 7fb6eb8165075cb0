import { z } from "zod";
import { companyLeaveDtoSchema } from "../leaves/leaves.schema";

/** The company dashboard result of spec 01 §3, exactly these fields. */
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

/**
 * The super admin dashboard (GET /api/super-admin/dashboard). Money: `netRevenue` and the financial
 * overview are in US dollars from company transactions (COMPLETED ones count as income or expense by
 * their type); payroll figures are counts of this month's payroll records.
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
    income: z.number(),
    expenses: z.number(),
    net: z.number(),
    transactionCount: z.number().int(),
  }),
  payrollStatus: z.object({
    processed: z.number().int(),
    pending: z.number().int(),
    total: z.number().int(),
    percent: z.number(),
  }),
});
export type SuperAdminDashboard = z.infer<typeof superAdminDashboardSchema>;
