import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  AttendanceCreateInput,
  AttendanceDto,
  AttendancePatchInput,
  CompanyAttendanceDto,
} from "../../../shared/attendance/attendance.schema";
import { apiRequest } from "../../lib/api";
import { type DateRange, rangeQuery } from "./attendanceRanges";

export const TODAY_ATTENDANCE_PATH = "/api/attendances/today";

/** GET /api/attendances[?startDate&endDate]: own records, newest first (no range: the last year). */
export function useMyAttendances(range: DateRange) {
  return useQuery<AttendanceDto[]>({ queryKey: [`/api/attendances${rangeQuery(range)}`] });
}

/** GET /api/attendances/today: today's record in the company's time zone, or null. */
export function useTodayAttendance() {
  return useQuery<AttendanceDto | null>({ queryKey: [TODAY_ATTENDANCE_PATH] });
}

/** GET /api/companies/{id}/attendances?startDate&endDate[&userId]; idle without a company or range. */
export function useCompanyAttendances(
  companyId: number | "all" | null,
  range: DateRange,
  userId: number | null,
) {
  const query = rangeQuery(range, { userId: userId === null ? undefined : String(userId) });
  return useQuery<CompanyAttendanceDto[]>({
    queryKey: [`/api/companies/${companyId ?? "none"}/attendances${query}`],
    enabled: companyId !== null,
  });
}

/** Every attendance list, own and company-wide, reloads after a change. */
function useRefreshAttendance() {
  const client = useQueryClient();
  return () =>
    client.invalidateQueries({
      predicate: (query) => {
        const key = String(query.queryKey[0] ?? "");
        return key.startsWith("/api/attendances") || /^\/api\/companies\/[^/]+\/attendances/.test(key);
      },
    });
}

/** POST /api/attendances: add a record, or clock in with only the date and clock-in. */
export function useCreateAttendance() {
  const refresh = useRefreshAttendance();
  return useMutation({
    mutationFn: (input: AttendanceCreateInput) =>
      apiRequest<AttendanceDto>("POST", "/api/attendances", input),
    onSuccess: refresh,
  });
}

/** PATCH /api/attendances/{id}: clock out, or edit one's own record. */
export function useUpdateAttendance() {
  const refresh = useRefreshAttendance();
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: AttendancePatchInput }) =>
      apiRequest<AttendanceDto>("PATCH", `/api/attendances/${id}`, input),
    onSuccess: refresh,
  });
}

/** DELETE /api/attendances/{id} */
export function useDeleteAttendance() {
  const refresh = useRefreshAttendance();
  return useMutation({
    mutationFn: (id: number) => apiRequest("DELETE", `/api/attendances/${id}`),
    onSuccess: refresh,
  });
}
