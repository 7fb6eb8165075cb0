import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { canManageCompanies } from "../../../shared/companies/companies.policy";
import {
  type CompanyInput,
  type CompanyPatch,
  companyDtoSchema,
  companyListItemSchema,
} from "../../../shared/companies/companies.schema";
import { apiGet, apiRequest } from "../../lib/api";
import { USER_KEY, useCurrentUser } from "../../lib/auth";
import { policyActorOf } from "../../lib/policyActor";
import { employeeKeys } from "../employees/employees.queries";

/** The query keys of the companies area: every hook and every invalidation uses these. */
export const companyKeys = {
  all: ["companies"] as const,
  list: () => [...companyKeys.all, "list"] as const,
  detail: (companyId: number) => [...companyKeys.all, "detail", companyId] as const,
};

/** GET /api/companies: every live company with its user count and first users; a SUPER_ADMIN's call only. */
export function useCompanies() {
  const { data: user } = useCurrentUser();
  return useQuery({
    queryKey: companyKeys.list(),
    queryFn: () => apiGet("/api/companies", z.array(companyListItemSchema)),
    enabled: user ? canManageCompanies(policyActorOf(user)) : false,
  });
}

/** GET /api/companies/{id}: one company (name, description, logo); idle without a company. */
export function useCompany(companyId: number | null) {
  return useQuery({
    queryKey: companyKeys.detail(companyId ?? 0),
    queryFn: () => apiGet(`/api/companies/${companyId}`, companyDtoSchema),
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
    mutationFn: (input: CompanyInput) => apiRequest("POST", "/api/companies", input, companyDtoSchema),
    onSuccess: () => client.invalidateQueries({ queryKey: companyKeys.list() }),
  });
}

/** PATCH /api/companies/{id} */
export function useUpdateCompany() {
  const refresh = useRefreshCompanies();
  return useMutation({
    mutationFn: ({ id, patch }: { id: number; patch: CompanyPatch }) =>
      apiRequest("PATCH", `/api/companies/${id}`, patch, companyDtoSchema),
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
