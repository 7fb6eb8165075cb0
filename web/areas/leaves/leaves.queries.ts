import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { LeaveRequestInput } from "../../../shared/leaves/leaves.schema";
import { apiGet, apiList, apiRequest } from "../../lib/api";
import { listQuery, PAGE_SIZE, pageLocally, pageParams } from "../../lib/paging";
import { useSteadyQuery } from "../../lib/steadyQuery";
import { dashboardKeys } from "../dashboards/dashboards.queries";
import { employeeKeys } from "../employees/employees.queries";
import { filterPeople } from "../employees/userDisplay";

// The answers' schemas load only where answers are checked (development and tests): no page's first
// download carries Zod for them (docs/ARCHITECTURE.md, Web).
const schemas = () => import("../../../shared/leaves/leaves.schema");

/** A company's id, or `all` for every company (SUPER_ADMIN only). */
export type CompanyScope = number | "all";

/** The query keys of the leave area: every hook and every invalidation uses these. */
export const leaveKeys = {
  all: ["leaves"] as const,
  own: () => [...leaveKeys.all, "own"] as const,
  balance: () => [...leaveKeys.all, "balance"] as const,
  companyLists: () => [...leaveKeys.all, "company"] as const,
  company: (companyId: CompanyScope, page: number) =>
    [...leaveKeys.companyLists(), companyId, { page }] as const,
  pendingCount: (companyId: CompanyScope) => [...leaveKeys.companyLists(), companyId, "pending"] as const,
  allocationLists: () => [...leaveKeys.all, "allocations"] as const,
  allocations: (companyId: CompanyScope, filters: { q: string; page: number }) =>
    [...leaveKeys.allocationLists(), companyId, filters] as const,
};

/** GET /api/leaves: the signed-in person's requests, newest first. */
export function useOwnLeaves() {
  return useQuery({
    queryKey: leaveKeys.own(),
    queryFn: () => apiGet("/api/leaves", async () => (await schemas()).leaveDtoSchema.array()),
  });
}

/** GET /api/leaves/balance: the signed-in person's total, taken, pending and remaining days. */
export function useLeaveBalance() {
  return useQuery({
    queryKey: leaveKeys.balance(),
    queryFn: () => apiGet("/api/leaves/balance", async () => (await schemas()).leaveBalanceSchema),
  });
}

/** POST /api/leaves: one's own requests and balance, the review lists (an admin asks too) and the dashboards change. */
export function useRequestLeave() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: LeaveRequestInput) =>
      apiRequest("POST", "/api/leaves", input, async () => (await schemas()).leaveDtoSchema),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: leaveKeys.own() }),
        client.invalidateQueries({ queryKey: leaveKeys.balance() }),
        client.invalidateQueries({ queryKey: leaveKeys.companyLists() }),
        client.invalidateQueries({ queryKey: dashboardKeys.all }),
      ]),
  });
}

/**
 * One page of GET /api/companies/{id}/leaves (or /all/leaves): requests to review, pending first.
 * The previous page stays on screen while the next loads.
 */
export function useCompanyLeaves(companyId: CompanyScope | null, page: number) {
  const scope = companyId ?? "all";
  return useSteadyQuery({
    queryKey: leaveKeys.company(scope, page),
    queryFn: async () => {
      const url = `/api/companies/${scope}/leaves${listQuery(pageParams(page, PAGE_SIZE))}`;
      return pageLocally(await apiList(url, async () => (await schemas()).companyLeaveDtoSchema), page);
    },
    enabled: companyId !== null,
  });
}

/**
 * How many of a company's requests wait for a decision: GET /api/companies/{id}/leaves?status=PENDING
 * with one row, read from X-Total-Count. Refreshed with the review lists.
 */
export function usePendingLeaveCount(companyId: CompanyScope | null) {
  const scope = companyId ?? "all";
  return useQuery({
    queryKey: leaveKeys.pendingCount(scope),
    queryFn: async () => {
      const url = `/api/companies/${scope}/leaves${listQuery({ status: "PENDING", limit: 1 })}`;
      return (await apiList(url, async () => (await schemas()).companyLeaveDtoSchema)).total;
    },
    enabled: companyId !== null,
  });
}

/** PATCH /api/leaves/{id}/status: the review lists, the allocations (days taken) and the dashboards change. */
export function useDecideLeave() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: number; status: "APPROVED" | "REJECTED" }) =>
      apiRequest(
        "PATCH",
        `/api/leaves/${id}/status`,
        { status },
        async () => (await schemas()).leaveDtoSchema,
      ),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: leaveKeys.companyLists() }),
        client.invalidateQueries({ queryKey: leaveKeys.allocationLists() }),
        client.invalidateQueries({ queryKey: dashboardKeys.all }),
      ]),
  });
}

/** One page of GET /api/companies/{id}/users/leaves?q: each person's total and taken days, searched by name. */
export function useLeaveAllocations(companyId: CompanyScope | null, filters: { q: string; page: number }) {
  const scope = companyId ?? "all";
  return useSteadyQuery({
    queryKey: leaveKeys.allocations(scope, filters),
    queryFn: async () => {
      const url = `/api/companies/${scope}/users/leaves${listQuery({ q: filters.q, ...pageParams(filters.page, PAGE_SIZE) })}`;
      const answer = await apiList(url, async () => (await schemas()).leaveAllocationSchema);
      return pageLocally(answer, filters.page, (rows) => filterPeople(rows, filters.q));
    },
    enabled: companyId !== null,
  });
}

/** The answer of PATCH …/total-leaves, loaded when an answer is checked, as the shared schemas are. */
const totalLeavesAnswerSchema = async () => (await import("./totalLeavesAnswer")).totalLeavesAnswerSchema;

/** PATCH /api/users/{userId}/total-leaves: the allocations, the people lists and one's balance (one's own total) change. */
export function useSetTotalLeaves() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, totalLeaves }: { userId: number; totalLeaves: number }) =>
      apiRequest("PATCH", `/api/users/${userId}/total-leaves`, { totalLeaves }, totalLeavesAnswerSchema),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: leaveKeys.allocationLists() }),
        client.invalidateQueries({ queryKey: leaveKeys.balance() }),
        client.invalidateQueries({ queryKey: employeeKeys.lists() }),
      ]),
  });
}
