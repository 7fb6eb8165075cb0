import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  CompanyDto,
  CompanyInput,
  CompanyListItem,
  CompanyPatch,
} from "../../../shared/companies/companies.schema";
import { apiRequest } from "../../lib/api";
import { invalidateApi } from "../../lib/invalidate";

export const COMPANIES_KEY = ["/api/companies"] as const;

/** Every live company with its user count and first users (SUPER_ADMIN). */
export function useCompanies(options: { enabled?: boolean } = {}) {
  return useQuery<CompanyListItem[]>({ queryKey: COMPANIES_KEY, enabled: options.enabled ?? true });
}

/** Companies and the user lists that name them change together. */
function useRefreshCompanies() {
  const client = useQueryClient();
  return () => invalidateApi(client, "/api/companies", "/api/users");
}

export function useCreateCompany() {
  const refresh = useRefreshCompanies();
  return useMutation({
    mutationFn: (input: CompanyInput) => apiRequest<CompanyDto>("POST", "/api/companies", input),
    onSuccess: refresh,
  });
}

export function useUpdateCompany() {
  const refresh = useRefreshCompanies();
  return useMutation({
    mutationFn: ({ id, patch }: { id: number; patch: CompanyPatch }) =>
      apiRequest<CompanyDto>("PATCH", `/api/companies/${id}`, patch),
    onSuccess: refresh,
  });
}

export function useDeleteCompany() {
  const refresh = useRefreshCompanies();
  return useMutation({
    mutationFn: (id: number) => apiRequest("DELETE", `/api/companies/${id}`),
    onSuccess: refresh,
  });
}
