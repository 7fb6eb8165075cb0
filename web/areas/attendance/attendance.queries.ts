import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  AttendanceCreateInput,
  AttendancePatchInput,
} from "../../../shared/attendance/attendance.schema";
import { apiGet, apiList, apiRequest } from "../../lib/api";
import { PAGE_SIZE, pageLocally, pageParams } from "../../lib/paging";
import { useSteadyQuery } from "../../lib/steadyQuery";
import { dashboardKeys } from "../dashboards/dashboards.queries";
import { type DateRange, rangeQuery } from "./attendanceRanges";

// The answers' schemas load only where answers are checked (development and tests): no page's first
// download carries Zod for them (docs/ARCHITECTURE.md, Web).
const schemas = () => import("../../../shared/attendance/attendance.schema");

/** The filters of one page of a company's records. */
export type CompanyAttendanceFilters = { range: DateRange; userId: number | null; page: number };

/** The query keys of the attendance area: every hook and every invalidation uses these. */
export const attendanceKeys = {
  all: ["attendance"] as const,
  ownLists: () => [...attendanceKeys.all, "own"] as const,
  own: (range: DateRange) => [...attendanceKeys.ownLists(), range] as const,
  today: () => [...attendanceKeys.all, "today"] as const,
  companyLists: () => [...attendanceKeys.all, "company"] as const,
  company: (companyId: number | "all", filters: CompanyAttendanceFilters) =>
    [...attendanceKeys.companyLists(), companyId, filters] as const,
};

/** GET /api/attendances[?startDate&endDate]: own records, newest first (no range: the last year). */
export function useMyAttendances(range: DateRange) {
  return useQuery({
    queryKey: attendanceKeys.own(range),
    queryFn: () =>
      apiGet(`/api/attendances${rangeQuery(range)}`, async () =>
        (await schemas()).attendanceDtoSchema.array(),
      ),
  });
}

/** GET /api/attendances/today: today's record in the company's time zone, or null. */
export function useTodayAttendance() {
  return useQuery({
    queryKey: attendanceKeys.today(),
    queryFn: () =>
      apiGet("/api/attendances/today", async () => (await schemas()).attendanceDtoSchema.nullable()),
  });
}

/**
 * One page of GET /api/companies/{id}/attendances?startDate&endDate[&userId]&limit&offset; idle without a
 * company. The previous page stays on screen while the next loads.
 */
export function useCompanyAttendances(companyId: number | "all" | null, filters: CompanyAttendanceFilters) {
  const scope = companyId ?? "all";
  return useSteadyQuery({
    queryKey: attendanceKeys.company(scope, filters),
    queryFn: async () => {
      const { limit, offset } = pageParams(filters.page, PAGE_SIZE);
      const query = rangeQuery(filters.range, {
        userId: filters.userId === null ? undefined : String(filters.userId),
        limit: String(limit),
        offset: String(offset),
      });
      const answer = await apiList(
        `/api/companies/${scope}/attendances${query}`,
        async () => (await schemas()).companyAttendanceDtoSchema,
      );
      return pageLocally(answer, filters.page);
    },
    enabled: companyId !== null,
  });
}

/** One's own record changed: one's lists and today, the company lists (an admin's own rows) and the dashboards. */
function useAttendanceChanged() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: attendanceKeys.all }),
      client.invalidateQueries({ queryKey: dashboardKeys.all }),
    ]);
}

/** POST /api/attendances: add a record, or clock in with only the date and clock-in. */
export function useCreateAttendance() {
  const changed = useAttendanceChanged();
  return useMutation({
    mutationFn: (input: AttendanceCreateInput) =>
      apiRequest("POST", "/api/attendances", input, async () => (await schemas()).attendanceDtoSchema),
    onSuccess: changed,
  });
}

/** PATCH /api/attendances/{id}: clock out, or edit one's own record. */
export function useUpdateAttendance() {
  const changed = useAttendanceChanged();
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: AttendancePatchInput }) =>
      apiRequest("PATCH", `/api/attendances/${id}`, input, async () => (await schemas()).attendanceDtoSchema),
    onSuccess: changed,
  });
}

/** DELETE /api/attendances/{id} */
export function useDeleteAttendance() {
  const changed = useAttendanceChanged();
  return useMutation({
    mutationFn: (id: number) => apiRequest("DELETE", `/api/attendances/${id}`),
    onSuccess: changed,
  });
}
