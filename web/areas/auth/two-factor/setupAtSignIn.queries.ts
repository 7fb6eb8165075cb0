import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { setupSignInResultSchema, twoFactorSetupSchema } from "../../../../shared/auth/two-factor.schema";
import { apiRequest } from "../../../lib/api";
import { USER_KEY } from "../../../lib/auth";

/**
 * Setting up a required second factor at sign-in (docs/product/accounts.md §3.2): the pending sign-in in
 * the cookie asks for a secret, then turns it on with a code, which starts the session.
 */
export function useSetupAtSignIn() {
  return useQuery({
    queryKey: ["two-factor", "sign-in-setup"],
    queryFn: () => apiRequest("POST", "/api/login/two-factor/setup", undefined, twoFactorSetupSchema),
    // One secret per visit to the page: a refetch would replace the one already scanned.
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
  });
}

export function useEnableAtSignIn() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (code: string) =>
      apiRequest("POST", "/api/login/two-factor/enable", { code }, setupSignInResultSchema),
    // The signed-in user replaces whatever was cached before, as at any sign-in.
    onSuccess: ({ user }) => {
      client.removeQueries({ predicate: (query) => query.queryKey[0] !== "two-factor" });
      client.setQueryData(USER_KEY, user);
    },
  });
}
