import { QueryCache, QueryClient } from "@tanstack/react-query";
import { ApiError, getQueryFn } from "./api";
import { reportLoadError } from "./loadErrors";

/** How many times a load is tried again after a failure it may recover from. */
export const MAX_LOAD_RETRIES = 5;

/**
 * Retry rule of spec 01 §8, decided from the status: never a 4xx (401, 403, 404, a bad request: trying
 * again cannot help), up to 5 times for 503 (the database banner's case), other 5xx and a network failure
 * (fetch rejects before any status). An answer of the wrong shape is a bug, never retried.
 */
export function shouldRetryLoad(failureCount: number, error: Error): boolean {
  if (failureCount >= MAX_LOAD_RETRIES) return false;
  if (error instanceof ApiError) return error.status >= 500;
  return error instanceof TypeError;
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
