import {
  keepPreviousData,
  type QueryKey,
  type UseQueryOptions,
  type UseQueryResult,
  useQuery,
} from "@tanstack/react-query";
import { useDeferredValue } from "react";

/**
 * A query whose answer is drawn as a transition, in slices the browser can interleave with input, instead
 * of in one go. TanStack Query hands its answers to React through useSyncExternalStore, whose updates
 * always render synchronously: the answer that replaced a screen's skeleton with the screen held a phone's
 * main thread for the whole screen (docs/ARCHITECTURE.md, "Web"). React first draws the component again
 * with the previous answer, which costs nothing where the component says "use memo"
 * (the React Compiler keeps what did not change), then the new answer in the background.
 */
export function useDeferredQuery<TQueryFnData, TData = TQueryFnData, TQueryKey extends QueryKey = QueryKey>(
  options: UseQueryOptions<TQueryFnData, Error, TData, TQueryKey>,
): UseQueryResult<TData, Error> {
  return useDeferredValue(useQuery(options));
}

/**
 * A deferred query for a list or a figure the screen keeps showing while it changes: the previous answer
 * stays on screen while the next loads (a new page, filter or search).
 */
export function useSteadyQuery<TQueryFnData, TData = TQueryFnData, TQueryKey extends QueryKey = QueryKey>(
  options: Omit<UseQueryOptions<TQueryFnData, Error, TData, TQueryKey>, "placeholderData">,
): UseQueryResult<TData, Error> {
  return useDeferredQuery({ ...options, placeholderData: keepPreviousData });
}
