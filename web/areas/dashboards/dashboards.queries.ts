import { useQuery } from "@tanstack/react-query";
import { canViewPlatformDashboard } from "../../../shared/dashboards/dashboards.policy";
import { apiGet } from "../../lib/api";
import { useCurrentUser } from "../../lib/auth";
import { policyActorOf } from "../../lib/policyActor";
import { useDeferredQuery } from "../../lib/steadyQuery";

// The answers' schemas load only where answers are checked (development and tests): no page's first
// download carries Zod for them (docs/ARCHITECTURE.md, Web).
const schemas = () => import("../../../shared/dashboards/dashboards.schema");

/** The query keys of the dashboards area: every hook and every invalidation uses these. */
export const dashboardKeys = {
  all: ["dashboards"] as const,
  company: (companyId: number) => [...dashboardKeys.all, "company", companyId] as const,
  attendanceTrend: (companyId: number) => [...dashboardKeys.all, "attendance-trend", companyId] as const,
  superAdmin: () => [...dashboardKeys.all, "super-admin"] as const,
};

/** GET /api/companies/{id}/dashboard: enabled for admins only (docs/product/dashboards.md §1). */
export function useCompanyDashboard(companyId: number | null) {
  const { data: user } = useCurrentUser();
  return useDeferredQuery({
    queryKey: dashboardKeys.company(companyId ?? 0),
    queryFn: () =>
      apiGet(`/api/companies/${companyId}/dashboard`, async () => (await schemas()).companyDashboardSchema),
    enabled: companyId !== null && user?.role === "ADMIN",
  });
}

/** GET /api/companies/{id}/dashboard/attendance-trend: each day of this month so far, for the chart. */
export function useAttendanceTrend(companyId: number | null, enabled: boolean) {
  return useQuery({
    queryKey: dashboardKeys.attendanceTrend(companyId ?? 0),
    queryFn: () =>
      apiGet(
        `/api/companies/${companyId}/dashboard/attendance-trend`,
        async () => (await schemas()).attendanceTrendSchema,
      ),
    enabled: enabled && companyId !== null,
  });
}

/** GET /api/super-admin/dashboard: a SUPER_ADMIN's call only. */
export function useSuperAdminDashboard() {
  const { data: user } = useCurrentUser();
  return useDeferredQuery({
    queryKey: dashboardKeys.superAdmin(),
    queryFn: () =>
      apiGet("/api/super-admin/dashboard", async () => (await schemas()).superAdminDashboardSchema),
    enabled: user ? canViewPlatformDashboard(policyActorOf(user)) : false,
  });
}
