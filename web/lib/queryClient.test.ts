import { describe, expect, it } from "vitest";
import { ApiError } from "./api";
import { retryDelay, shouldRetryLoad } from "./queryClient";

describe("load retries (spec 01 §8)", () => {
  it("never retries 401 or 403", () => {
    expect(shouldRetryLoad(0, new ApiError(401, '{"message":"Not signed in"}', "Unauthorized"))).toBe(false);
    expect(shouldRetryLoad(0, new ApiError(403, "", "Forbidden"))).toBe(false);
  });
  it("retries 503 up to 5 times", () => {
    const error = new ApiError(503, '{"message":"Service temporarily unavailable"}', "Service Unavailable");
    expect(shouldRetryLoad(4, error)).toBe(true);
    expect(shouldRetryLoad(5, error)).toBe(false);
    expect(shouldRetryLoad(0, new Error("Service temporarily unavailable"))).toBe(true);
  });
  it("does not retry other errors", () => {
    expect(shouldRetryLoad(0, new ApiError(500, "boom", "Internal Server Error"))).toBe(false);
  });
  it("doubles the delay from 1 second up to 30 seconds", () => {
    expect([0, 1, 2, 3, 4, 5, 6].map(retryDelay)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
  });
});

describe("ApiError", () => {
  it("reads 'status: body text', or the status text when the body is empty", () => {
    expect(new ApiError(409, '{"message":"taken"}', "Conflict").message).toBe('409: {"message":"taken"}');
    expect(new ApiError(502, "", "Bad Gateway").message).toBe("502: Bad Gateway");
    expect(new ApiError(409, '{"message":"taken"}', "Conflict").serverMessage).toBe("taken");
  });
});
