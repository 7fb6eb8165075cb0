import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiGet, apiRequest } from "../../lib/api";
import { dashboardKeys } from "../dashboards/dashboards.queries";
import type { HolidayRequestBody } from "./holidayForm";

// The answers' schemas load only where answers are checked (development and tests): no page's first
// download carries Zod for them (docs/ARCHITECTURE.md, Web).
const schemas = () => import("../../../shared/holidays/holidays.schema");

/** The query keys of the holidays area: every hook and every invalidation uses these. */
export const holidayKeys = {
  all: ["holidays"] as const,
  company: (companyId: number) => [...holidayKeys.all, companyId] as const,
};

/** The path of a company's holidays. */
export function holidaysPath(companyId: number): string {
  return `/api/companies/${companyId}/holidays`;
}

/** GET /api/companies/{id}/holidays; idle while no company is known (a super admin's list still loading). */
export function useHolidays(companyId: number | null) {
  return useQuery({
    queryKey: holidayKeys.company(companyId ?? 0),
    queryFn: () =>
      apiGet(holidaysPath(companyId ?? 0), async () => (await schemas()).holidayDtoSchema.array()),
    enabled: companyId !== null,
  });
}

/** A holiday's change reaches its company's holidays and the dashboards (upcoming holidays). */
function useHolidaysChanged() {
  const client = useQueryClient();
  return (companyId: number) =>
    Promise.all([
      client.invalidateQueries({ queryKey: holidayKeys.company(companyId) }),
      client.invalidateQueries({ queryKey: dashboardKeys.all }),
    ]);
}

/** POST /api/companies/{companyId}/holidays */
export function useCreateHoliday() {
  const changed = useHolidaysChanged();
  return useMutation({
    mutationFn: (body: HolidayRequestBody) =>
      apiRequest("POST", holidaysPath(body.companyId), body, async () => (await schemas()).holidayDtoSchema),
    onSuccess: (holiday) => changed(holiday.companyId),
  });
}

/** PUT /api/holidays/{id} */
export function useUpdateHoliday() {
  const changed = useHolidaysChanged();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: HolidayRequestBody }) =>
      apiRequest("PUT", `/api/holidays/${id}`, body, async () => (await schemas()).holidayDtoSchema),
    onSuccess: (holiday) => changed(holiday.companyId),
  });
}

/** DELETE /api/holidays/{id}: the holiday's company is named by the caller, as the answer is empty. */
export function useDeleteHoliday() {
  const changed = useHolidaysChanged();
  return useMutation({
    mutationFn: ({ id }: { id: number; companyId: number }) => apiRequest("DELETE", `/api/holidays/${id}`),
    onSuccess: (_answer, { companyId }) => changed(companyId),
  });
}
