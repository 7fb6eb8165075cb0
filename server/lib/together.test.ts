import { describe, expect, it } from "vitest";
import { together } from "./together";

const after = <T>(ms: number, value: T, fail = false) =>
  new Promise<T>((resolve, reject) => setTimeout(() => (fail ? reject(value) : resolve(value)), ms));

describe("statements issued together (lib/together.ts)", () => {
  it("answers each statement's result in the order given", async () => {
    const [a, b] = await together([after(5, "lock"), after(1, 42)]);
    expect([a, b]).toEqual(["lock", 42]);
  });

  it("throws the first failure in the order given, not the first to arrive", async () => {
    const cause = new Error("deadlock detected");
    const aborted = new Error("current transaction is aborted");
    await expect(together([after(5, cause, true), after(1, aborted, true)])).rejects.toBe(cause);
  });

  it("waits for every statement to settle before it throws, so none runs after the transaction ends", async () => {
    let later = "pending";
    const slow = after(20, "inserted").then((v) => {
      later = v;
      return v;
    });
    await expect(together([after(1, new Error("lock failed"), true), slow])).rejects.toThrow("lock failed");
    expect(later).toBe("inserted");
  });
});
