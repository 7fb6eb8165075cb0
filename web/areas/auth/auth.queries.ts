import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import {
  type CompanySignupInput,
  forgotPasswordResultSchema,
  messageSchema,
  signupResultSchema,
} from "../../../shared/auth/auth.schema";
import { isTwoFactorSetupRequired, registerResultSchema } from "../../../shared/auth/two-factor.schema";
import { apiGet, apiRequest } from "../../lib/api";
import { USER_KEY } from "../../lib/auth";

export type SignupResult = z.infer<typeof signupResultSchema>;

/** Registers a company and its first admin; the server mails a verification link and does not sign in. */
/** The query keys of the accounts area (the signed-in user is `USER_KEY` in lib/auth). */
export const authKeys = {
  all: ["auth"] as const,
  resetToken: (token: string) => [...authKeys.all, "reset-token", token] as const,
};

export function useCompanySignup() {
  return useMutation({
    mutationFn: (input: CompanySignupInput) =>
      apiRequest("POST", "/api/company-admin-signup", input, signupResultSchema),
  });
}

export function useForgotPassword() {
  return useMutation({
    mutationFn: (email: string) =>
      apiRequest("POST", "/api/forgot-password", { email }, forgotPasswordResultSchema),
  });
}

/** Checks a reset link's token; an invalid or expired one fails with 400. */
export function useValidateResetToken(token: string) {
  return useQuery({
    queryKey: authKeys.resetToken(token),
    queryFn: () =>
      apiGet(
        `/api/reset-password/validate?token=${encodeURIComponent(token)}`,
        z.object({ email: z.string() }),
      ),
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
      apiRequest("POST", "/api/reset-password", input, messageSchema),
  });
}

/** Completes an invitation; the answer is the signed-in user. */
export function useRegister() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { token: string; password: string; firstName?: string; lastName?: string }) =>
      apiRequest("POST", "/api/register", input, registerResultSchema),
    // Signed in, unless a second factor must be set up first (accounts.md §3.2).
    onSuccess: (result) => {
      if (isTwoFactorSetupRequired(result)) return;
      client.clear();
      client.setQueryData(USER_KEY, result);
    },
  });
}
