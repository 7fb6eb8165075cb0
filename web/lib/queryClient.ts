import { QueryCache, QueryClient } from "@tanstack/react-query";
import { getQueryFn } from "./api";
import { isDatabaseUnavailable, reportLoadError } from "./loadErrors";

/** Retry rule of spec 01 §8: never on 401/403, up to 5 times on 503, otherwise not at all. */
export function shouldRetryLoad(failureCount: number, error: Error): boolean {
  const message = error.message;
  if (message.includes("401") || message.includes("403")) return false;
  if (isDatabaseUnavailable(error)) return failureCount < 5;
  return false;
}

/** The delay doubles from 1 second up to 30 seconds. */
export function retryDelay(attempt: number): number {
  return Math.min(1000 * 2 ** attempt, 30_000);
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        // The current-user call treats 401 as "no user"; other failures reach the error panel.
        if (query.meta?.silent) return;
        reportLoadError(error);
      },
    }),
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: "throw" }),
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
}

export const queryClient = createQueryClient();
