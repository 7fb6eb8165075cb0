import { describe, expect, it } from "vitest";
import { percentiles } from "./latency";

describe("percentiles", () => {
  it("takes the nearest rank", () => {
    const samples = Array.from({ length: 100 }, (_, i) => i + 1); // 1..100 ms
    expect(percentiles(samples)).toEqual({ p50: 50, p95: 95, p99: 99, max: 100 });
  });
  it("is zero for no samples", () => {
    expect(percentiles([])).toEqual({ p50: 0, p95: 0, p99: 0, max: 0 });
  });
});
