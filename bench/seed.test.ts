import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { sessionIdOfCookie } from "./seed";

describe("sessionIdOfCookie", () => {
  const token = "AbC-dEf_123";
  const expected = createHash("sha256").update(token).digest("hex");

  it("hashes the token of a signed, URL-encoded cookie value", () => {
    expect(sessionIdOfCookie(encodeURIComponent(`${token}.sig+na/ture=`))).toBe(expected);
  });

  it("hashes an unsigned value as it is", () => {
    expect(sessionIdOfCookie(token)).toBe(expected);
  });
});
