import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { CompanyDto, CompanyListItem } from "../../../shared/companies/companies.schema";
import type { UserInput, UserListItem } from "../../../shared/users/users.schema";
import { apiRequest } from "../../lib/api";
import { USER_KEY, useCurrentUser } from "../../lib/auth";
import { invalidateApi } from "../../lib/invalidate";

/** The path of a company's people list; `all` is every company (SUPER_ADMIN only). */
export function companyUsersPath(companyId: number | "all", includeAdmins: boolean): string {
  return `/api/companies/${companyId}/users${includeAdmins ? "?includeAdmins=true" : ""}`;
}

/** GET /api/companies/{id}/users[?includeAdmins=true]; idle while no company is known. */
export function useCompanyUsers(companyId: number | "all" | null, includeAdmins: boolean) {
  return useQuery<UserListItem[]>({
    queryKey: [companyUsersPath(companyId ?? "all", includeAdmins)],
    enabled: companyId !== null,
  });
}

/** GET /api/companies for the company filter and the Company select; a SUPER_ADMIN's call only. */
export function useCompaniesForFilter() {
  const { data: user } = useCurrentUser();
  return useQuery<CompanyListItem[]>({
    queryKey: ["/api/companies"],
    enabled: user?.role === "SUPER_ADMIN",
  });
}

/** GET /api/companies/{id}: the signed-in person's own company. */
export function useCompany(companyId: number | null) {
  return useQuery<CompanyDto>({
    queryKey: [`/api/companies/${companyId}`],
    enabled: companyId !== null,
  });
}

/** POST /api/companies/{companyId}/users */
export function useCreateUser() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ companyId, input }: { companyId: number; input: UserInput }) =>
      apiRequest<UserListItem>("POST", `/api/companies/${companyId}/users`, input),
    onSuccess: () => invalidateApi(client, "/api/companies", "/api/users"),
  });
}

/** PUT /api/users/{id}; editing oneself also refreshes the signed-in user (name in the header). */
export function useUpdateUser() {
  const client = useQueryClient();
  const { data: me } = useCurrentUser();
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: UserInput }) =>
      apiRequest<UserListItem>("PUT", `/api/users/${id}`, input),
    onSuccess: async (updated) => {
      if (updated.id === me?.id) await client.invalidateQueries({ queryKey: USER_KEY });
      await invalidateApi(client, "/api/companies", "/api/users");
    },
  });
}

/** DELETE /api/users/{id}: a soft delete; the person's records stay. */
export function useDeleteUser() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest("DELETE", `/api/users/${id}`),
    onSuccess: () => invalidateApi(client, "/api/companies", "/api/users"),
  });
}
