import { MutationCache, QueryCache, QueryClient } from "@tanstack/react-query";
import { ApiError } from "./api";
import { USER_KEY } from "./auth";
import { reportLoadError } from "./loadErrors";

/** How many times a load is tried again while the service is unavailable (503: the database banner's case). */
export const MAX_UNAVAILABLE_RETRIES = 5;
/** How many times a load is tried again after another server error or a network failure. */
export const MAX_FAILURE_RETRIES = 2;

/**
 * Retry rule of docs/product/README.md §7, decided from the status: never a 4xx (401, 403, 404, a bad request: trying
 * again cannot help); up to 5 times for 503; twice for another 5xx or a network failure (fetch rejects
 * with a TypeError before any status). An answer of the wrong shape is a bug, never retried.
 */
export function shouldRetryLoad(failureCount: number, error: Error): boolean {
  if (error instanceof ApiError) {
    if (error.status === 503) return failureCount < MAX_UNAVAILABLE_RETRIES;
    return error.status >= 500 && failureCount < MAX_FAILURE_RETRIES;
  }
  return error instanceof TypeError && failureCount < MAX_FAILURE_RETRIES;
}

/** The delay doubles from 1 second up to 30 seconds. */
export function retryDelay(attempt: number): number {
  return Math.min(1000 * 2 ** attempt, 30_000);
}

/**
 * A 401 while signed in: the session ended elsewhere (signed out from another device, timed out). Like a
 * sign-out, every cached answer goes and the user becomes null, which sends the screen to /auth
 * (docs/product/accounts.md §5.1). A 401 while signed out (a wrong password at sign-in) changes nothing.
 */
export function endSessionOn401(client: QueryClient, error: unknown): boolean {
  if (!(error instanceof ApiError) || error.status !== 401 || !client.getQueryData(USER_KEY)) return false;
  // The user's own query is set, not removed, so that the screens watching it see null and leave.
  client.setQueryData(USER_KEY, null);
  client.removeQueries({ predicate: (query) => query.queryKey[0] !== USER_KEY[0] });
  return true;
}

export function createQueryClient(): QueryClient {
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (endSessionOn401(client, error)) return;
        // The current-user call treats 401 as "no user"; other failures reach the error panel.
        if (query.meta?.silent) return;
        reportLoadError(error);
      },
    }),
    mutationCache: new MutationCache({ onError: (error) => void endSessionOn401(client, error) }),
    defaultOptions: {
      queries: {
        staleTime: Number.POSITIVE_INFINITY,
        gcTime: 5 * 60 * 1000,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        retry: shouldRetryLoad,
        retryDelay,
      },
      mutations: { retry: false },
    },
  });
  return client;
}

export const queryClient = createQueryClient();
