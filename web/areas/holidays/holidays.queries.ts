import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { CompanyListItem } from "../../../shared/companies/companies.schema";
import type { HolidayDto } from "../../../shared/holidays/holidays.schema";
import { apiRequest } from "../../lib/api";
import { useCurrentUser } from "../../lib/auth";
import { invalidateApi } from "../../lib/invalidate";
import type { HolidayRequestBody } from "./holidayForm";

/** The path of a company's holidays. */
export function holidaysPath(companyId: number): string {
  return `/api/companies/${companyId}/holidays`;
}

/** GET /api/companies/{id}/holidays; idle while no company is known (a super admin's list still loading). */
export function useHolidays(companyId: number | null) {
  return useQuery<HolidayDto[]>({
    queryKey: [holidaysPath(companyId ?? 0)],
    enabled: companyId !== null,
  });
}

/** GET /api/companies for the company selector; a SUPER_ADMIN's call only. */
export function useCompanies() {
  const { data: user } = useCurrentUser();
  return useQuery<CompanyListItem[]>({
    queryKey: ["/api/companies"],
    enabled: user?.role === "SUPER_ADMIN",
  });
}

/** POST /api/companies/{companyId}/holidays */
export function useCreateHoliday() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: HolidayRequestBody) =>
      apiRequest<HolidayDto>("POST", holidaysPath(body.companyId), body),
    onSuccess: () => invalidateApi(client, "/api/companies"),
  });
}

/** PUT /api/holidays/{id} */
export function useUpdateHoliday() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: HolidayRequestBody }) =>
      apiRequest<HolidayDto>("PUT", `/api/holidays/${id}`, body),
    onSuccess: () => invalidateApi(client, "/api/companies"),
  });
}

/** DELETE /api/holidays/{id} */
export function useDeleteHoliday() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest("DELETE", `/api/holidays/${id}`),
    onSuccess: () => invalidateApi(client, "/api/companies"),
  });
}
