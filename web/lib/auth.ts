import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { LoginInput } from "../../shared/auth/auth.schema";
import { apiRequest, getQueryFn } from "./api";

/**
 * The signed-in user's schema, loaded when an answer is checked (development and tests): the sign-in
 * page reads the user first, and its first download stays free of Zod (docs/ARCHITECTURE.md, Web).
 */
const userDtoSchema = () => import("../../shared/auth/auth.schema").then((m) => m.userDtoSchema);

export const USER_KEY = ["/api/user"] as const;

/** The signed-in user, or null when the server answers 401 (signed out). */
export function useCurrentUser() {
  return useQuery({
    queryKey: USER_KEY,
    queryFn: getQueryFn({ on401: "returnNull", url: "/api/user", schema: userDtoSchema }),
  });
}

export function useLogin() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: LoginInput) => apiRequest("POST", "/api/login", input, userDtoSchema),
    onSuccess: (user) => {
      client.clear();
      client.setQueryData(USER_KEY, user);
    },
  });
}

export function useLogout() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest("POST", "/api/logout"),
    onSuccess: () => {
      client.clear();
      client.setQueryData(USER_KEY, null);
    },
  });
}
