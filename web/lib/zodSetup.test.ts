import { describe, expect, it } from "vitest";
import "./zodSetup";
import { config, z } from "zod";

describe("zodSetup", () => {
  it("turns Zod's compiled fast path off, so it never probes `new Function` under the app's CSP", () => {
    expect(config().jitless).toBe(true);
  });

  it("leaves parsing as it was", () => {
    const schema = z.object({ name: z.string().min(1) });
    expect(schema.parse({ name: "Asha", extra: 1 })).toEqual({ name: "Asha" });
    expect(schema.safeParse({ name: "" }).success).toBe(false);
  });
});
