import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { messageSchema, type UserDto, userDtoSchema } from "../../../shared/auth/auth.schema";
import { companyDtoSchema } from "../../../shared/companies/companies.schema";
import { emailTestResultSchema, userListItemSchema } from "../../../shared/users/users.schema";
import { apiGet, apiRequest, apiUpload } from "../../lib/api";
import { USER_KEY } from "../../lib/auth";
import { useRefreshCompanies } from "../companies/companies.queries";
import { employeeKeys } from "../employees/employees.queries";
import type { EmailTestValues } from "./emailTest.rules";
import type { ProfilePatchBody } from "./profileRequest";

/**
 * Settings reads no data of its own: the people it manages are the people area's (`employeeKeys`), the
 * company the companies area's (`companyKeys`).
 */

/** Saves one's own names and e-mail; the signed-in user and the people lists that show them are read again. */
export function useUpdateProfile(userId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ProfilePatchBody) => apiRequest("PATCH", `/api/users/${userId}`, body, userDtoSchema),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: USER_KEY }),
        client.invalidateQueries({ queryKey: employeeKeys.all }),
      ]),
  });
}

export function useChangePassword(userId: number) {
  return useMutation({
    mutationFn: (body: { currentPassword: string; newPassword: string }) =>
      apiRequest("POST", `/api/users/${userId}/change-password`, body, messageSchema),
  });
}

const uploadAnswerSchema = z.object({ company: companyDtoSchema });

/** Uploads a logo file as the raw body; the answer carries the company with its new logo path. */
export function useUploadLogo(companyId: number) {
  const refresh = useRefreshCompanies();
  return useMutation({
    mutationFn: (file: File) => apiUpload(`/api/companies/${companyId}/logo`, file, uploadAnswerSchema),
    onSuccess: refresh,
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
  return useQuery({
    queryKey: employeeKeys.managed(url ?? "none"),
    queryFn: () => apiGet(url ?? "/api/users", z.array(userListItemSchema)),
    enabled: url !== null,
  });
}

/** POST /api/users/{id}/unlock: only the people lists show a lock. */
export function useUnlockUser() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (userId: number) =>
      apiRequest("POST", `/api/users/${userId}/unlock`, undefined, userListItemSchema),
    onSuccess: () => client.invalidateQueries({ queryKey: employeeKeys.all }),
  });
}

export function useSendTestEmail() {
  return useMutation({
    mutationFn: (values: EmailTestValues) =>
      apiRequest("POST", "/api/email/test", values, emailTestResultSchema),
  });
}
