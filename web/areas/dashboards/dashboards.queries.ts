import { useQuery } from "@tanstack/react-query";
import type { CompanyDto } from "../../../shared/companies/companies.schema";
import type {
  AttendanceTrend,
  CompanyDashboard,
  SuperAdminDashboard,
} from "../../../shared/dashboards/dashboards.schema";
import { useCurrentUser } from "../../lib/auth";

/** GET /api/companies/{id}/dashboard: enabled for admins only (spec 01 §6). */
export function useCompanyDashboard(companyId: number | null) {
  const { data: user } = useCurrentUser();
  return useQuery<CompanyDashboard | null>({
    queryKey: [`/api/companies/${companyId ?? 0}/dashboard`],
    enabled: companyId !== null && user?.role === "ADMIN",
  });
}

/** GET /api/companies/{id}/dashboard/attendance-trend: each day of this month so far, for the chart. */
export function useAttendanceTrend(companyId: number | null, enabled: boolean) {
  return useQuery<AttendanceTrend>({
    queryKey: [`/api/companies/${companyId ?? 0}/dashboard/attendance-trend`],
    enabled: enabled && companyId !== null,
  });
}

/** GET /api/super-admin/dashboard: a SUPER_ADMIN's call only. */
export function useSuperAdminDashboard() {
  const { data: user } = useCurrentUser();
  return useQuery<SuperAdminDashboard>({
    queryKey: ["/api/super-admin/dashboard"],
    enabled: user?.role === "SUPER_ADMIN",
  });
}

/** GET /api/companies/{id}: the signed-in person's company (name, description, logo). */
export function useCompany(companyId: number | null) {
  return useQuery<CompanyDto>({
    queryKey: [`/api/companies/${companyId ?? 0}`],
    enabled: companyId !== null,
  });
}
