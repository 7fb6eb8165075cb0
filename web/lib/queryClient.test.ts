import { describe, expect, it } from "vitest";
import { ApiError, ResponseShapeError } from "./api";
import { USER_KEY } from "./auth";
import { createQueryClient, retryDelay, shouldRetryLoad } from "./queryClient";

describe("load retries (README.md §7), decided from the status", () => {
  it("never retries a 4xx: 400, 401, 403, 404, 409", () => {
    expect(shouldRetryLoad(0, new ApiError(401, '{"message":"Not signed in"}', "Unauthorized"))).toBe(false);
    for (const status of [400, 403, 404, 409])
      expect(shouldRetryLoad(0, new ApiError(status, "", "Client Error"))).toBe(false);
  });
  it("does not read the message: a 404 whose text mentions 503 is still not retried", () => {
    expect(shouldRetryLoad(0, new ApiError(404, "503 Service temporarily unavailable", "Not Found"))).toBe(
      false,
    );
  });
  it("retries 503 up to 5 times, another 5xx twice", () => {
    const error = new ApiError(503, '{"message":"Service temporarily unavailable"}', "Service Unavailable");
    expect(shouldRetryLoad(4, error)).toBe(true);
    expect(shouldRetryLoad(5, error)).toBe(false);
    expect(shouldRetryLoad(1, new ApiError(500, "boom", "Internal Server Error"))).toBe(true);
    expect(shouldRetryLoad(2, new ApiError(502, "", "Bad Gateway"))).toBe(false);
  });
  it("retries a network failure (fetch rejects with a TypeError) but not an answer of the wrong shape", () => {
    expect(shouldRetryLoad(0, new TypeError("Failed to fetch"))).toBe(true);
    expect(shouldRetryLoad(2, new TypeError("Failed to fetch"))).toBe(false);
    expect(shouldRetryLoad(0, new ResponseShapeError("GET /api/leaves", "✖ Invalid input"))).toBe(false);
    expect(shouldRetryLoad(0, new Error("Service temporarily unavailable"))).toBe(false);
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

describe("a 401 while signed in (the session ended elsewhere)", () => {
  const unauthorized = () => new ApiError(401, '{"message":"Not signed in"}', "Unauthorized");

  it("forgets every answer and the user, which sends the screen to sign-in", async () => {
    const client = createQueryClient();
    client.setQueryData(USER_KEY, { id: 1 });
    client.setQueryData(["other"], [1, 2]);
    await expect(
      client.fetchQuery({ queryKey: ["sessions"], queryFn: () => Promise.reject(unauthorized()) }),
    ).rejects.toThrow();
    expect(client.getQueryData(USER_KEY)).toBeNull();
    expect(client.getQueryData(["other"])).toBeUndefined();
  });

  it("does the same for a refused change", async () => {
    const client = createQueryClient();
    client.setQueryData(USER_KEY, { id: 1 });
    const mutation = client
      .getMutationCache()
      .build(client, { mutationFn: () => Promise.reject(unauthorized()) });
    await expect(mutation.execute(undefined)).rejects.toThrow();
    expect(client.getQueryData(USER_KEY)).toBeNull();
  });

  it("changes nothing while signed out (a wrong password at sign-in is a 401 too)", async () => {
    const client = createQueryClient();
    client.setQueryData(USER_KEY, null);
    client.setQueryData(["other"], [1]);
    const mutation = client
      .getMutationCache()
      .build(client, { mutationFn: () => Promise.reject(unauthorized()) });
    await expect(mutation.execute(undefined)).rejects.toThrow();
    expect(client.getQueryData(["other"])).toEqual([1]);
  });
});
