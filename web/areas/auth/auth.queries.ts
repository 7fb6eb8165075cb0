import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import type {
  CompanySignupInput,
  ForgotPasswordResult,
  signupResultSchema,
  UserDto,
} from "../../../shared/auth/auth.schema";
import { apiRequest } from "../../lib/api";
import { USER_KEY } from "../../lib/auth";

export type SignupResult = z.infer<typeof signupResultSchema>;

/** Registers a company and its first admin; the server mails a verification link and does not sign in. */
export function useCompanySignup() {
  return useMutation({
    mutationFn: (input: CompanySignupInput) =>
      apiRequest<SignupResult>("POST", "/api/company-admin-signup", input),
  });
}

export function useForgotPassword() {
  return useMutation({
    mutationFn: (email: string) =>
      apiRequest<ForgotPasswordResult>("POST", "/api/forgot-password", { email }),
  });
}

/** Checks a reset link's token; an invalid or expired one fails with 400. */
export function useValidateResetToken(token: string) {
  return useQuery({
    queryKey: ["/api/reset-password/validate", token],
    queryFn: () =>
      apiRequest<{ email: string }>("GET", `/api/reset-password/validate?token=${encodeURIComponent(token)}`),
    enabled: token.length > 0,
    retry: false,
    // A token is single use: never answer a later visit from the cache.
    gcTime: 0,
    // A bad link is a screen of its own, not an entry in the app's error panel.
    meta: { silent: true },
  });
}

export function useResetPassword() {
  return useMutation({
    mutationFn: (input: { token: string; newPassword: string }) =>
      apiRequest<{ message: string }>("POST", "/api/reset-password", input),
  });
}

/** Completes an invitation; the answer is the signed-in user. */
export function useRegister() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { token: string; password: string; firstName?: string; lastName?: string }) =>
      apiRequest<UserDto>("POST", "/api/register", input),
    onSuccess: (user) => {
      client.clear();
      client.setQueryData(USER_KEY, user);
    },
  });
}
