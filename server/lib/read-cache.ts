/**
 * A short-lived cache of computed reads, for aggregates that many people ask for at once and that change
 * slowly: the dashboards (docs/product/dashboards.md §6), the security log's total at its cap
 * (docs/product/security-logs.md §7). Three rules keep it honest:
 *
 * - **One computation at a time per key**: requests that arrive while a value is being computed wait for
 *   that computation instead of starting their own.
 * - **Nothing computed before a write is served after it**: every committed write of this process
 *   (server/lib/transactional.ts) calls `invalidate()`, so whoever changes something sees it at once.
 * - **Never older than its time to live**: writes of another process (cluster workers) or of a periodic
 *   job show within `ttlMs`.
 *
 * A failed computation is not kept, nor a value `keep` refuses (it still answers whoever was waiting for
 * it). The cache holds at most `maxEntries` keys (the oldest go first).
 */
export interface ReadCache {
  get<T>(key: string, ttlMs: number, compute: () => Promise<T>, keep?: (value: T) => boolean): Promise<T>;
  /** Forgets everything computed so far: called after every committed write. */
  invalidate(): void;
}

interface Entry {
  value: Promise<unknown>;
  computedAt: number;
}

export function createReadCache(now: () => number, maxEntries = 1000): ReadCache {
  const entries = new Map<string, Entry>();

  return {
    get<T>(key: string, ttlMs: number, compute: () => Promise<T>, keep?: (value: T) => boolean): Promise<T> {
      const at = now();
      const entry = entries.get(key);
      if (entry && at - entry.computedAt < ttlMs) {
        return entry.value as Promise<T>;
      }
      const value = compute();
      const fresh: Entry = { value, computedAt: at };
      entries.delete(key);
      entries.set(key, fresh);
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
      const forget = () => {
        if (entries.get(key) === fresh) entries.delete(key);
      };
      value.then((result) => {
        if (keep && !keep(result)) forget();
      }, forget);
      return value;
    },

    invalidate() {
      entries.clear();
    },
  };
}
