import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type LoginInput, userDtoSchema } from "../../shared/auth/auth.schema";
import { apiRequest, getQueryFn } from "./api";

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
