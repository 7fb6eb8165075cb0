import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { sessionListSchema, signedOutOthersSchema } from "../../../shared/auth/sessions.schema";
import { apiGet, apiRequest } from "../../lib/api";

/** One's own sessions (docs/product/settings.md §9): the list, and the two ways to end them. */
export const sessionKeys = {
  all: ["sessions"] as const,
  list: () => [...sessionKeys.all, "list"] as const,
};

/** GET /api/user/sessions: read afresh whenever the card opens, as other devices come and go. */
export function useOwnSessions() {
  return useQuery({
    queryKey: sessionKeys.list(),
    queryFn: () => apiGet("/api/user/sessions", sessionListSchema),
    refetchOnMount: "always",
  });
}

/** DELETE /api/user/sessions/{id}; the list is read again whatever the answer (a 404: it had ended). */
export function useSignOutSession() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest("DELETE", `/api/user/sessions/${encodeURIComponent(id)}`),
    onSettled: () => client.invalidateQueries({ queryKey: sessionKeys.all }),
  });
}

/** POST /api/user/sessions/sign-out-others → `{ signedOut }`. */
export function useSignOutOtherSessions() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest("POST", "/api/user/sessions/sign-out-others", undefined, signedOutOthersSchema),
    onSettled: () => client.invalidateQueries({ queryKey: sessionKeys.all }),
  });
}
