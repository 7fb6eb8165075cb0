import type { QueryClient } from "@tanstack/react-query";

/** Refreshes every cached load whose path starts with one of the prefixes (e.g. "/api/users"). */
export function invalidateApi(client: QueryClient, ...prefixes: string[]): Promise<void> {
  return client.invalidateQueries({
    predicate: (query) => {
      const key = String(query.queryKey[0] ?? "");
      return prefixes.some((prefix) => key.startsWith(prefix));
    },
  });
}
