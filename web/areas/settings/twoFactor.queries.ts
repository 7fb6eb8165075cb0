import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  recoveryCodesSchema,
  twoFactorSetupSchema,
  twoFactorStatusSchema,
} from "../../../shared/auth/two-factor.schema";
import { apiGet, apiRequest } from "../../lib/api";

/** One's own two-factor sign-in (docs/product/settings.md §10, accounts.md §3.1). */
export const twoFactorKeys = {
  all: ["two-factor"] as const,
  status: () => [...twoFactorKeys.all, "status"] as const,
};

export function useTwoFactorStatus() {
  return useQuery({
    queryKey: twoFactorKeys.status(),
    queryFn: () => apiGet("/api/user/two-factor", twoFactorStatusSchema),
  });
}

/** POST /api/user/two-factor/setup: a new pending secret, its QR code (SVG text) and base32 key. */
export function useStartTwoFactorSetup() {
  return useMutation({
    mutationFn: () => apiRequest("POST", "/api/user/two-factor/setup", undefined, twoFactorSetupSchema),
  });
}

/** POST /api/user/two-factor/enable → the ten recovery codes, shown once. */
export function useEnableTwoFactor() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (code: string) =>
      apiRequest("POST", "/api/user/two-factor/enable", { code }, recoveryCodesSchema),
    onSuccess: () => client.invalidateQueries({ queryKey: twoFactorKeys.all }),
  });
}

export function useDisableTwoFactor() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => apiRequest("POST", "/api/user/two-factor/disable", { code }),
    onSuccess: () => client.invalidateQueries({ queryKey: twoFactorKeys.all }),
  });
}
