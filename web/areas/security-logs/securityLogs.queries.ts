import { zonedMidnight } from "../../../shared/common/time.rules";
import { SECURITY_LOG_PAGE_SIZE } from "../../../shared/security-logs/security-logs.rules";
import { securityLogPageDtoSchema } from "../../../shared/security-logs/security-logs.schema";
import { apiGet } from "../../lib/api";
import { listQuery, pageParams } from "../../lib/paging";
import { useSteadyQuery } from "../../lib/steadyQuery";
import { useMayReadSecurityLogs } from "./securityLogsAccess";
import type { SecurityLogFilters } from "./securityLogsAddress";

/** The query keys of the security log: every hook uses these. */
export const securityLogKeys = {
  all: ["security-logs"] as const,
  lists: () => [...securityLogKeys.all, "list"] as const,
  page: (filters: SecurityLogFilters, page: number, timeZone: string) =>
    [...securityLogKeys.lists(), { filters, page, timeZone }] as const,
};

/** The calendar day after a yyyy-MM-dd day. */
function nextDay(date: string): string {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + 1)).toISOString().slice(0, 10);
}

/**
 * The filters as GET /api/security-logs takes them (security-logs.md §4): `all` companies and empty texts
 * left out, the chosen days as ISO instants in the viewer's zone — from the first day's midnight to the last
 * instant of the last day, so the last day is included whole.
 */
export function securityLogsQuery(
  filters: SecurityLogFilters,
  timeZone: string,
): Record<string, string | number | null> {
  return {
    level: filters.level,
    companyId: filters.companyId === "all" ? null : filters.companyId,
    resourceType: filters.resourceType,
    action: filters.action,
    startDate: filters.startDate ? zonedMidnight(filters.startDate, timeZone).toISOString() : null,
    endDate: filters.endDate
      ? new Date(zonedMidnight(nextDay(filters.endDate), timeZone).getTime() - 1).toISOString()
      : null,
    search: filters.search.trim(),
  };
}

/** GET /api/security-logs?…&limit=20&offset=(page − 1) × 20: one page of the filtered log, newest first. */
export function securityLogsPath(filters: SecurityLogFilters, page: number, timeZone: string): string {
  return `/api/security-logs${listQuery({ ...securityLogsQuery(filters, timeZone), ...pageParams(page, SECURITY_LOG_PAGE_SIZE) })}`;
}

/** GET /api/security-logs/export?…: every row of the same filters as a CSV download, for an auditor. */
export function securityLogsExportPath(filters: SecurityLogFilters, timeZone: string): string {
  return `/api/security-logs/export${listQuery(securityLogsQuery(filters, timeZone))}`;
}

/**
 * One page (20 rows) of the log and the total that match; a SUPER_ADMIN's call only, so nobody else's
 * screen sends it. The previous page stays on screen while the next loads.
 */
export function useSecurityLogs(filters: SecurityLogFilters, page: number, timeZone: string) {
  const mayRead = useMayReadSecurityLogs();
  return useSteadyQuery({
    queryKey: securityLogKeys.page(filters, page, timeZone),
    queryFn: () => apiGet(securityLogsPath(filters, page, timeZone), securityLogPageDtoSchema),
    enabled: mayRead,
  });
}
