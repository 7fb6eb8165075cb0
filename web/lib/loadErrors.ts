import { useSyncExternalStore } from "react";

/** The failed data loads that the error panel and the database banner show (spec 01 §8). */
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

export function isDatabaseUnavailable(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return message.startsWith("503") || message.includes("Service temporarily unavailable");
}

export function useLoadErrors(): Error[] {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => errors,
  );
}
