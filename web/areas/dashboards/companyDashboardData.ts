import type { CompanyDashboard } from "../../../shared/dashboards/dashboards.schema";

/** Whether the dashboard call answered a dashboard at all (an empty answer shows 'No dashboard data available.'). */
export function hasDashboardData(data: CompanyDashboard | null | undefined): data is CompanyDashboard {
  return typeof data === "object" && data !== null && typeof data.employeeCount === "number";
}

/** Present people of today as a share of everyone counted today (present + absent). */
export function presenceRatio(today: { present: number; absent: number }): number {
  const total = today.present + today.absent;
  return total === 0 ? 0 : Math.round((today.present / total) * 1000) / 10;
}
