import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { messageSchema, type UserDto, userDtoSchema } from "../../../shared/auth/auth.schema";
import { companyDtoSchema } from "../../../shared/companies/companies.schema";
import {
  emailTestResultSchema,
  ownPayDtoSchema,
  userListItemSchema,
} from "../../../shared/users/users.schema";
import { apiGet, apiList, apiRequest, apiUpload } from "../../lib/api";
import { USER_KEY } from "../../lib/auth";
import { listQuery, PAGE_SIZE, pageParams } from "../../lib/paging";
import { useSteadyQuery } from "../../lib/steadyQuery";
import { useRefreshCompanies } from "../companies/companies.queries";
import { employeeKeys } from "../employees/employees.queries";
import type { EmailTestValues } from "./emailTest.rules";
import type { ProfilePatchBody } from "./profileRequest";

/**
 * Settings reads one thing of its own, the person's pay settings (`settingsKeys`); the people it manages are
 * the people area's (`employeeKeys`), the company the companies area's (`companyKeys`).
 */
export const settingsKeys = {
  all: ["settings"] as const,
  ownPay: (userId: number) => [...settingsKeys.all, "own-pay", userId] as const,
};

/**
 * GET /api/user/pay: one's own salary, tax % and benefits %, read-only (docs/product/employees.md §8); asked
 * only where `hasOwnPay` (never a SUPER_ADMIN). Nobody changes their own pay, so nothing here invalidates
 * it; signing in or out clears every query.
 */
export function useOwnPay(userId: number) {
  return useQuery({
    queryKey: settingsKeys.ownPay(userId),
    queryFn: () => apiGet("/api/user/pay", ownPayDtoSchema),
  });
}

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

/** What one page of user management asks for: the search, 'Show Only Locked', and the page. */
export type ManagedUsersFilters = { q: string; onlyLocked: boolean; page: number };

/**
 * One page of the people user management shows (GET /api/users or /api/users/company/{id} with
 * q, locked, limit and offset: searched, filtered and paged on the server), with the total that match.
 * The previous page stays on screen while the next loads.
 */
export function useManagedUsers(user: Pick<UserDto, "role" | "companyId">, filters: ManagedUsersFilters) {
  const url = managedUsersUrl(user);
  return useSteadyQuery({
    queryKey: employeeKeys.managed(url ?? "none", filters),
    queryFn: () =>
      apiList(
        `${url ?? "/api/users"}${listQuery({
          q: filters.q,
          locked: filters.onlyLocked,
          ...pageParams(filters.page, PAGE_SIZE),
        })}`,
        userListItemSchema,
      ),
    enabled: url !== null,
  });
}

/**
 * How many accounts match the search, and how many of them are locked, for the line above the table:
 * two calls of one row each, read from their X-Total-Count.
 */
export function useManagedUserCounts(user: Pick<UserDto, "role" | "companyId">, q: string) {
  const url = managedUsersUrl(user);
  return useSteadyQuery({
    queryKey: employeeKeys.managedCounts(url ?? "none", q),
    queryFn: async () => {
      const [accounts, locked] = await Promise.all(
        [false, true].map((onlyLocked) =>
          apiList(
            `${url ?? "/api/users"}${listQuery({ q, locked: onlyLocked, limit: 1 })}`,
            userListItemSchema,
          ),
        ),
      );
      return { accounts: accounts!.total, locked: locked!.total };
    },
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

/** DELETE /api/users/{id}/two-factor: a SUPER_ADMIN resets someone's lost second factor (accounts.md §3.3). */
export function useResetTwoFactor() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (userId: number) => apiRequest("DELETE", `/api/users/${userId}/two-factor`),
    onSuccess: () => client.invalidateQueries({ queryKey: employeeKeys.all }),
  });
}

export function useSendTestEmail() {
  return useMutation({
    mutationFn: (values: EmailTestValues) =>
      apiRequest("POST", "/api/email/test", values, emailTestResultSchema),
  });
}
