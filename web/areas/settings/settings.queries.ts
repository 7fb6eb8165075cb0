import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { UserDto } from "../../../shared/auth/auth.schema";
import type { CompanyDto, CompanyPatch } from "../../../shared/companies/companies.schema";
import type { UserListItem } from "../../../shared/users/users.schema";
import { apiRequest, apiUpload } from "../../lib/api";
import { USER_KEY } from "../../lib/auth";
import { invalidateApi } from "../../lib/invalidate";
import type { EmailTestValues } from "./emailTest.rules";
import type { ProfilePatchBody } from "./profileRequest";

/** Saves one's own names and e-mail; the signed-in user is then read again. */
export function useUpdateProfile(userId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ProfilePatchBody) => apiRequest<UserDto>("PATCH", `/api/users/${userId}`, body),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: USER_KEY });
      await invalidateApi(client, "/api/users", "/api/companies");
    },
  });
}

export function useChangePassword(userId: number) {
  return useMutation({
    mutationFn: (body: { currentPassword: string; newPassword: string }) =>
      apiRequest<{ message: string }>("POST", `/api/users/${userId}/change-password`, body),
  });
}

/** The signed-in user's own company (name, description, logo); idle without a company. */
export function useOwnCompany(companyId: number | null) {
  return useQuery<CompanyDto>({
    queryKey: [`/api/companies/${companyId}`],
    enabled: companyId !== null,
  });
}

export function useUpdateCompany(companyId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (patch: CompanyPatch) =>
      apiRequest<CompanyDto>("PATCH", `/api/companies/${companyId}`, patch),
    onSuccess: () => invalidateApi(client, "/api/users", "/api/companies"),
  });
}

/** Uploads a logo file as the raw body; the answer carries the company with its new logo path. */
export function useUploadLogo(companyId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => apiUpload<{ company: CompanyDto }>(`/api/companies/${companyId}/logo`, file),
    onSuccess: () => invalidateApi(client, "/api/users", "/api/companies"),
  });
}

/** Where user management reads its people: an admin their company, a super admin everyone. */
export function managedUsersUrl(user: Pick<UserDto, "role" | "companyId">): string | null {
  if (user.role === "SUPER_ADMIN") return "/api/users";
  if (user.role === "ADMIN" && user.companyId !== null) return `/api/users/company/${user.companyId}`;
  return null;
}

export function useManagedUsers(user: Pick<UserDto, "role" | "companyId">) {
  const url = managedUsersUrl(user);
  return useQuery<UserListItem[]>({ queryKey: [url ?? "/api/users/none"], enabled: url !== null });
}

export function useUnlockUser() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (userId: number) => apiRequest<UserListItem>("POST", `/api/users/${userId}/unlock`),
    onSuccess: () => invalidateApi(client, "/api/users", "/api/companies"),
  });
}

export function useSendTestEmail() {
  return useMutation({
    mutationFn: (values: EmailTestValues) =>
      apiRequest<{ success: boolean; error?: string }>("POST", "/api/email/test", values),
  });
}
