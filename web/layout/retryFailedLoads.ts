import type { Query, QueryClient } from "@tanstack/react-query";
import { clearLoadErrors, reportLoadError } from "../lib/loadErrors";

/** A shown query whose last load failed, or which is retrying after a failure. */
function isFailing(query: Query): boolean {
  return (
    query.state.status === "error" ||
    (query.state.fetchStatus === "fetching" && query.state.fetchFailureCount > 0)
  );
}

/** Loads again every shown query that failed (the "Try Again" of docs/product/README.md §4.3). */
export async function refetchFailedLoads(client: QueryClient): Promise<void> {
  await client.refetchQueries({ type: "active", predicate: isFailing });
}

/**
 * Makes the reported load errors match the queries still failing on screen, so the banner and the
 * panel disappear once the loads succeed and show each failing load once.
 */
export function syncLoadErrors(client: QueryClient): void {
  const stillFailing = client
    .getQueryCache()
    .findAll({ type: "active", predicate: (query) => query.state.status === "error" && !query.meta?.silent })
    .map((query) => query.state.error)
    .filter((error): error is Error => error instanceof Error);
  clearLoadErrors();
  for (const error of stillFailing) reportLoadError(error);
}

/** True when the API answers that the database is reachable again (or cannot tell: then just try). */
export async function isDatabaseBack(): Promise<boolean> {
  try {
    const res = await fetch("/api/health", { credentials: "include" });
    return res.status !== 503;
  } catch {
    return false;
  }
}
