import {
  keepPreviousData,
  type QueryKey,
  type UseQueryOptions,
  type UseQueryResult,
  useQuery,
} from "@tanstack/react-query";
import { useDeferredValue } from "react";

/**
 * A query for a list or a figure the screen keeps showing while it changes: the previous answer stays on
 * screen while the next loads (a new page, filter or search), and a new answer is drawn as a transition,
 * in slices the browser can interleave with input, instead of in one go. TanStack Query hands its answers
 * to React through useSyncExternalStore, whose updates always render synchronously: a page of 25 table
 * rows held a phone's main thread for the whole table (docs/ARCHITECTURE.md, "Web").
 */
export function useSteadyQuery<TQueryFnData, TData = TQueryFnData, TQueryKey extends QueryKey = QueryKey>(
  options: Omit<UseQueryOptions<TQueryFnData, Error, TData, TQueryKey>, "placeholderData">,
): UseQueryResult<TData, Error> {
  return useDeferredValue(useQuery({ ...options, placeholderData: keepPreviousData }));
}
