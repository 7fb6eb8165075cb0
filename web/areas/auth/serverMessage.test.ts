import { describe, expect, it } from "vitest";
import { ApiError } from "../../lib/api";
import { serverMessageOf } from "./serverMessage";

describe("serverMessageOf", () => {
  it("reads a JSON message", () => {
    expect(serverMessageOf(new ApiError(400, '{"message":"Invalid token"}', ""))).toBe("Invalid token");
  });

  it("ignores JSON without a message, HTML pages and non-API errors", () => {
    expect(serverMessageOf(new ApiError(400, '{"error":"x"}', ""))).toBe("");
    expect(serverMessageOf(new ApiError(502, "<!doctype html><p>Bad</p>", ""))).toBe("");
    expect(serverMessageOf(new Error("boom"))).toBe("");
  });

  it("keeps a short plain-text body", () => {
    expect(serverMessageOf(new ApiError(429, "Too many requests", ""))).toBe("Too many requests");
  });
});
