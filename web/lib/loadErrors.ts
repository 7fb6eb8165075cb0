import { useSyncExternalStore } from "react";
import { ApiError } from "./api";

/** The failed data loads that the error panel and the database banner show (docs/product/README.md §4.3). */
let errors: Error[] = [];
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

export function reportLoadError(error: Error): void {
  errors = [...errors, error];
  emit();
}

export function clearLoadErrors(): void {
  if (errors.length === 0) return;
  errors = [];
  emit();
}

/** A 503 answer, or any failure that says the service is temporarily unavailable (e.g. from a proxy). */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (error instanceof ApiError && error.status === 503) return true;
  const message = error instanceof Error ? error.message : String(error);
  return message.includes("Service temporarily unavailable");
}

export function useLoadErrors(): Error[] {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => errors,
    // A page drawn on the server (its first paint) has no failed loads yet.
    () => errors,
  );
}
