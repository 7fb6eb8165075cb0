import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { MAX_PAGE_LIMIT } from "../../../shared/common/limits";
import { canManageCompanies } from "../../../shared/companies/companies.policy";
import type { CompanyInput, CompanyPatch } from "../../../shared/companies/companies.schema";
import { apiGet, apiList, apiRequest } from "../../lib/api";
import { USER_KEY, useCurrentUser } from "../../lib/auth";
import { listQuery, pageParams } from "../../lib/paging";
import { policyActorOf } from "../../lib/policyActor";
import { useDeferredQuery, useSteadyQuery } from "../../lib/steadyQuery";
import { employeeKeys } from "../employees/employees.queries";
import { COMPANIES_PAGE_SIZE } from "./companyPagination";

// The answers' schemas load only where answers are checked (development and tests): no page's first
// download carries Zod for them (docs/ARCHITECTURE.md, Web).
const schemas = () => import("../../../shared/companies/companies.schema");

/** The query keys of the companies area: every hook and every invalidation uses these. */
export const companyKeys = {
  all: ["companies"] as const,
  list: () => [...companyKeys.all, "list"] as const,
  options: () => [...companyKeys.list(), "options"] as const,
  page: (filters: CompaniesFilters) => [...companyKeys.list(), "page", filters] as const,
  detail: (companyId: number) => [...companyKeys.all, "detail", companyId] as const,
};

/** What one page of the Companies screen asks for: the search (name or description) and the page. */
export type CompaniesFilters = { q: string; page: number };

/**
 * Every live company for a dropdown (the company filters and pickers), a SUPER_ADMIN's call only. It asks
 * for up to 500 (limit=500, the most one call answers): a dropdown of every company is meant for a
 * platform of that size; the Companies screen pages instead (`useCompaniesPage`).
 */
export function useCompanies() {
  const { data: user } = useCurrentUser();
  return useQuery({
    queryKey: companyKeys.options(),
    queryFn: () =>
      apiGet(`/api/companies${listQuery({ limit: MAX_PAGE_LIMIT })}`, async () =>
        (await schemas()).companyListItemSchema.array(),
      ),
    enabled: user ? canManageCompanies(policyActorOf(user)) : false,
  });
}

/**
 * One page of the Companies screen: GET /api/companies?q&limit&offset, searched (name or description)
 * and paged on the server, ten a page, with the total that match; a SUPER_ADMIN's call only. The
 * previous page stays on screen while the next loads.
 */
export function useCompaniesPage(filters: CompaniesFilters) {
  const { data: user } = useCurrentUser();
  return useSteadyQuery({
    queryKey: companyKeys.page(filters),
    queryFn: () =>
      apiList(
        `/api/companies${listQuery({ q: filters.q, ...pageParams(filters.page, COMPANIES_PAGE_SIZE) })}`,
        async () => (await schemas()).companyListItemSchema,
      ),
    enabled: user ? canManageCompanies(policyActorOf(user)) : false,
  });
}

/** GET /api/companies/{id}: one company (name, description, logo); idle without a company. */
export function useCompany(companyId: number | null) {
  return useDeferredQuery({
    queryKey: companyKeys.detail(companyId ?? 0),
    queryFn: () => apiGet(`/api/companies/${companyId}`, async () => (await schemas()).companyDtoSchema),
    enabled: companyId !== null,
  });
}

/**
 * A company's change reaches the company lists and that company, the people lists that name it, and the
 * signed-in user (whose company name the shell shows).
 */
export function useRefreshCompanies() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: companyKeys.all }),
      client.invalidateQueries({ queryKey: employeeKeys.all }),
      client.invalidateQueries({ queryKey: USER_KEY }),
    ]);
}

/** POST /api/companies */
export function useCreateCompany() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: CompanyInput) =>
      apiRequest("POST", "/api/companies", input, async () => (await schemas()).companyDtoSchema),
    onSuccess: () => client.invalidateQueries({ queryKey: companyKeys.list() }),
  });
}

/** PATCH /api/companies/{id} */
export function useUpdateCompany() {
  const refresh = useRefreshCompanies();
  return useMutation({
    mutationFn: ({ id, patch }: { id: number; patch: CompanyPatch }) =>
      apiRequest("PATCH", `/api/companies/${id}`, patch, async () => (await schemas()).companyDtoSchema),
    onSuccess: refresh,
  });
}

/** DELETE /api/companies/{id} */
export function useDeleteCompany() {
  const refresh = useRefreshCompanies();
  return useMutation({
    mutationFn: (id: number) => apiRequest("DELETE", `/api/companies/${id}`),
    onSuccess: refresh,
  });
}
