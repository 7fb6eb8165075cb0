import { useMutation, useQueryClient } from "@tanstack/react-query";
import { canViewFinance } from "../../../shared/finance/finance.policy";
import type { TransactionCreateInput, TransactionUpdateInput } from "../../../shared/finance/finance.schema";
import { apiGet, apiList, apiRequest } from "../../lib/api";
import { useCurrentUser } from "../../lib/auth";
import type { CompanyScope } from "../../lib/companyScope";
import { listQuery, PAGE_SIZE, pageParams } from "../../lib/paging";
import { policyActorOf } from "../../lib/policyActor";
import { useSteadyQuery } from "../../lib/steadyQuery";
import { dashboardKeys } from "../dashboards/dashboards.queries";

// The answers' schemas load only where answers are checked (development and tests): no page's first
// download carries Zod for them (docs/ARCHITECTURE.md, Web).
const schemas = () => import("../../../shared/finance/finance.schema");

/** The query keys of the finance area: every hook and every invalidation uses these. */
export const financeKeys = {
  all: ["finance"] as const,
  lists: () => [...financeKeys.all, "list"] as const,
  list: (scope: CompanyScope, page: number) => [...financeKeys.lists(), scope, page] as const,
  summaries: () => [...financeKeys.all, "summary"] as const,
  summary: (scope: CompanyScope) => [...financeKeys.summaries(), scope] as const,
};

/**
 * One page of the list (docs/product/finance.md §6): every company's (`all`, the SUPER_ADMIN's
 * GET /api/transactions) or one company's (GET /api/companies/{id}/transactions, its ADMIN's too).
 */
export function transactionsPath(scope: CompanyScope, page: number): string {
  const paging = listQuery(pageParams(page, PAGE_SIZE));
  return scope === "all" ? `/api/transactions${paging}` : `/api/companies/${scope}/transactions${paging}`;
}

/** The cards' sums of the same scope (§5). */
export function transactionSummaryPath(scope: CompanyScope): string {
  return scope === "all" ? "/api/transactions/summary" : `/api/companies/${scope}/transactions/summary`;
}

/** Whether the signed-in user may read finance at all: an EMPLOYEE's screen sends no finance call (§1). */
function useMayRead(): boolean {
  const { data: user } = useCurrentUser();
  return user ? canViewFinance(policyActorOf(user)) : false;
}

/** One page (25 rows) of transactions, newest first, with the total; the previous page stays while the next loads. */
export function useTransactions(scope: CompanyScope | null, page: number) {
  const mayRead = useMayRead();
  return useSteadyQuery({
    queryKey: financeKeys.list(scope ?? 0, page),
    queryFn: () =>
      apiList(transactionsPath(scope ?? 0, page), async () => (await schemas()).transactionDtoSchema),
    enabled: mayRead && scope !== null,
  });
}

/** The Total Transactions, Completed and Pending cards of the scope. */
export function useTransactionSummary(scope: CompanyScope | null) {
  const mayRead = useMayRead();
  return useSteadyQuery({
    queryKey: financeKeys.summary(scope ?? 0),
    queryFn: () =>
      apiGet(transactionSummaryPath(scope ?? 0), async () => (await schemas()).transactionSummaryDtoSchema),
    enabled: mayRead && scope !== null,
  });
}

/** A change reaches every list, every card and the super admin dashboard's money (spec §7: lists refreshed). */
function useTransactionsChanged() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: financeKeys.all }),
      client.invalidateQueries({ queryKey: dashboardKeys.superAdmin() }),
    ]);
}

/** POST /api/transactions → 201 the transaction (SUPER_ADMIN). */
export function useCreateTransaction() {
  const changed = useTransactionsChanged();
  return useMutation({
    mutationFn: (body: TransactionCreateInput) =>
      apiRequest("POST", "/api/transactions", body, async () => (await schemas()).transactionDtoSchema),
    onSuccess: () => changed(),
  });
}

/** PUT /api/transactions/{id} with the form's fields (SUPER_ADMIN). */
export function useUpdateTransaction() {
  const changed = useTransactionsChanged();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: TransactionUpdateInput }) =>
      apiRequest("PUT", `/api/transactions/${id}`, body, async () => (await schemas()).transactionDtoSchema),
    onSuccess: () => changed(),
  });
}

/** DELETE /api/transactions/{id} → 204 (SUPER_ADMIN). */
export function useDeleteTransaction() {
  const changed = useTransactionsChanged();
  return useMutation({
    mutationFn: (id: number) => apiRequest("DELETE", `/api/transactions/${id}`),
    onSuccess: () => changed(),
  });
}
