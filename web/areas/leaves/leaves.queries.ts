import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { CompanyListItem } from "../../../shared/companies/companies.schema";
import type {
  CompanyLeaveDto,
  LeaveAllocation,
  LeaveBalance,
  LeaveDto,
  LeaveRequestInput,
} from "../../../shared/leaves/leaves.schema";
import { apiRequest } from "../../lib/api";
import { useCurrentUser } from "../../lib/auth";
import { invalidateApi } from "../../lib/invalidate";

/** A company's id, or `all` for every company (SUPER_ADMIN only). */
export type CompanyScope = number | "all";

/** Every leave change can move balances, lists and allocations: refresh them all. */
function refreshLeaves(client: ReturnType<typeof useQueryClient>) {
  return invalidateApi(client, "/api/leaves", "/api/companies");
}

/** GET /api/leaves: the signed-in person's requests, newest first. */
export function useOwnLeaves() {
  return useQuery<LeaveDto[]>({ queryKey: ["/api/leaves"] });
}

/** GET /api/leaves/balance: the signed-in person's total, taken, pending and remaining days. */
export function useLeaveBalance() {
  return useQuery<LeaveBalance>({ queryKey: ["/api/leaves/balance"] });
}

/** POST /api/leaves */
export function useRequestLeave() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: LeaveRequestInput) => apiRequest<LeaveDto>("POST", "/api/leaves", input),
    onSuccess: () => refreshLeaves(client),
  });
}

/** GET /api/companies/{id}/leaves (or /all/leaves): requests to review, pending first. */
export function useCompanyLeaves(companyId: CompanyScope | null) {
  return useQuery<CompanyLeaveDto[]>({
    queryKey: [`/api/companies/${companyId ?? "all"}/leaves`],
    enabled: companyId !== null,
  });
}

/** PATCH /api/leaves/{id}/status */
export function useDecideLeave() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: number; status: "APPROVED" | "REJECTED" }) =>
      apiRequest<LeaveDto>("PATCH", `/api/leaves/${id}/status`, { status }),
    onSuccess: () => refreshLeaves(client),
  });
}

/** GET /api/companies/{id}/users/leaves: each person's total and taken days. */
export function useLeaveAllocations(companyId: CompanyScope | null) {
  return useQuery<LeaveAllocation[]>({
    queryKey: [`/api/companies/${companyId ?? "all"}/users/leaves`],
    enabled: companyId !== null,
  });
}

/** PATCH /api/users/{userId}/total-leaves */
export function useSetTotalLeaves() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, totalLeaves }: { userId: number; totalLeaves: number }) =>
      apiRequest<{ id: number; totalLeaves: number; leavesTaken: number }>(
        "PATCH",
        `/api/users/${userId}/total-leaves`,
        { totalLeaves },
      ),
    onSuccess: () => refreshLeaves(client),
  });
}

/** GET /api/companies for the company filters; a SUPER_ADMIN's call only. */
export function useCompanies() {
  const { data: user } = useCurrentUser();
  return useQuery<CompanyListItem[]>({
    queryKey: ["/api/companies"],
    enabled: user?.role === "SUPER_ADMIN",
  });
}
