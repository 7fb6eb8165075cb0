import { type QueryClient, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { LoginInput, UserDto } from "../../shared/auth/auth.schema";
import { SIGNED_IN_USER_ID } from "../../shared/common/signed-in-page";
import { apiRequest, getQueryFn } from "./api";

/**
 * The signed-in user's schema, loaded when an answer is checked (development and tests): the sign-in
 * page reads the user first, and its first download stays free of Zod (docs/ARCHITECTURE.md, Web).
 */
const userDtoSchema = () => import("../../shared/auth/auth.schema").then((m) => m.userDtoSchema);

export const USER_KEY = ["/api/user"] as const;

/**
 * The user a signed-in page's HTML carries, as the server wrote it for `/api/user`; null when the text is
 * missing or unreadable (the query then asks the server, as before).
 */
export function parseSignedInUser(text: string | null | undefined): UserDto | null {
  if (!text) return null;
  try {
    const user = JSON.parse(text) as UserDto | null;
    return user && typeof user === "object" && typeof user.id === "number" ? user : null;
  } catch {
    return null;
  }
}

/**
 * Before the first render: the user the server put in the page (docs/ARCHITECTURE.md, "Web") becomes the
 * current-user query's answer, so the shell draws without a round trip to `/api/user`. The element is
 * removed: after a sign-out no copy of the user stays in the page.
 */
export function adoptSignedInUser(client: QueryClient): void {
  const element = document.getElementById(SIGNED_IN_USER_ID);
  if (!element) return;
  element.remove();
  const user = parseSignedInUser(element.textContent);
  if (user) client.setQueryData(USER_KEY, user);
}

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
