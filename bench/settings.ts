// The settings of a run, from the BENCH_* environment variables (see bench/README.md).
import { routes as allRoutes, type BenchRoute } from "./routes";

export type Backend = "postgresql" | "pglite";

export interface Settings {
  durationOverrideS: number | null;
  warmupS: number;
  backends: Backend[];
  routes: BenchRoute[];
}

export function readSettings(env: NodeJS.ProcessEnv): Settings {
  const positive = (name: string, fallback: number | null) => {
    const raw = env[name];
    if (raw === undefined || raw === "") return fallback;
    const value = Number(raw);
    if (!Number.isFinite(value) || value <= 0)
      throw new Error(`${name} must be a positive number of seconds`);
    return value;
  };
  const backends = (env.BENCH_BACKENDS || "postgresql,pglite").split(",").map((b) => b.trim());
  for (const b of backends) {
    if (b !== "postgresql" && b !== "pglite") throw new Error(`BENCH_BACKENDS: unknown backend "${b}"`);
  }
  const filter = env.BENCH_ROUTES?.trim();
  const routes = filter
    ? allRoutes.filter((r) =>
        filter.split(",").some((f) => r.name.toLowerCase().includes(f.trim().toLowerCase())),
      )
    : allRoutes;
  if (routes.length === 0) throw new Error(`BENCH_ROUTES "${filter}" matches no route`);
  return {
    durationOverrideS: positive("BENCH_DURATION", null),
    warmupS: positive("BENCH_WARMUP", 2) ?? 2,
    backends: backends as Backend[],
    routes,
  };
}

/** Seconds of every measurement of `route`: BENCH_DURATION, else the route's own. */
export function durationOf(route: BenchRoute, settings: Settings): number {
  return settings.durationOverrideS ?? route.duration;
}
