import { describe, expect, it } from "vitest";
import { createReadCache } from "./read-cache";

/** A computation that counts its runs and finishes when told to. */
function counted<T>(value: T) {
  let runs = 0;
  let finish: () => void = () => {};
  const compute = () => {
    runs++;
    return new Promise<T>((resolve) => {
      finish = () => resolve(value);
    });
  };
  return { compute, runs: () => runs, finish: () => finish() };
}

describe("read cache", () => {
  it("computes once for everyone who asks while it computes, and serves the value until its age is up", async () => {
    let clock = 1_000;
    const cache = createReadCache(() => clock);
    const work = counted("figures");

    const asked = [1, 2, 3].map(() => cache.get("k", 10_000, work.compute));
    work.finish();
    expect(await Promise.all(asked)).toEqual(["figures", "figures", "figures"]);
    expect(work.runs()).toBe(1);

    clock += 9_999;
    await cache.get("k", 10_000, work.compute);
    expect(work.runs()).toBe(1);

    clock += 1;
    const again = cache.get("k", 10_000, work.compute);
    work.finish();
    await again;
    expect(work.runs()).toBe(2);
  });

  it("serves nothing computed before a write after it", async () => {
    const cache = createReadCache(() => 0);
    const work = counted("v");
    const first = cache.get("k", 60_000, work.compute);
    work.finish();
    await first;

    cache.invalidate();
    const second = cache.get("k", 60_000, work.compute);
    work.finish();
    await second;
    expect(work.runs()).toBe(2);
  });

  it("does not join a computation that started before a write", async () => {
    const cache = createReadCache(() => 0);
    const before = counted("before");
    const pending = cache.get("k", 60_000, before.compute);
    cache.invalidate();
    const after = counted("after");
    const fresh = cache.get("k", 60_000, after.compute);
    before.finish();
    after.finish();
    expect(await pending).toBe("before");
    expect(await fresh).toBe("after");
  });

  it("keeps only the values `keep` accepts, while everyone who waited for one still gets it", async () => {
    const cache = createReadCache(() => 0);
    const atCap = (total: number) => total >= 10_000;
    const low = counted(24);
    const waiting = [1, 2].map(() => cache.get("low", 60_000, low.compute, atCap));
    low.finish();
    expect(await Promise.all(waiting)).toEqual([24, 24]);
    expect(low.runs()).toBe(1);
    // Not kept: the next ask computes again.
    const again = cache.get("low", 60_000, low.compute, atCap);
    low.finish();
    expect(await again).toBe(24);
    expect(low.runs()).toBe(2);

    const high = counted(10_000);
    const first = cache.get("high", 60_000, high.compute, atCap);
    high.finish();
    await first;
    expect(await cache.get("high", 60_000, high.compute, atCap)).toBe(10_000);
    expect(high.runs()).toBe(1);
  });

  it("keeps keys apart and forgets a failed computation", async () => {
    const cache = createReadCache(() => 0);
    await expect(cache.get("a", 60_000, () => Promise.reject(new Error("database down")))).rejects.toThrow(
      "database down",
    );
    expect(await cache.get("a", 60_000, async () => "recovered")).toBe("recovered");
    expect(await cache.get("b", 60_000, async () => "other")).toBe("other");
    expect(await cache.get("a", 60_000, async () => "not asked")).toBe("recovered");
  });

  it("holds at most maxEntries keys, dropping the oldest", async () => {
    const cache = createReadCache(() => 0, 2);
    await cache.get("a", 60_000, async () => 1);
    await cache.get("b", 60_000, async () => 2);
    await cache.get("c", 60_000, async () => 3);
    expect(await cache.get("a", 60_000, async () => 10)).toBe(10);
    expect(await cache.get("c", 60_000, async () => 30)).toBe(3);
  });
});
