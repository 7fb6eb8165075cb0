import { afterEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import {
  ApiError,
  apiGet,
  apiList,
  apiRequest,
  checkResponse,
  ResponseShapeError,
  totalFromHeader,
} from "./api";

const itemSchema = z.object({ id: z.number(), name: z.string() });

function answer(body: unknown, init: { status?: number; headers?: Record<string, string> } = {}) {
  const text = body === undefined ? null : JSON.stringify(body);
  return vi.fn(async () => new Response(text, { status: init.status ?? 200, headers: init.headers }));
}

afterEach(() => vi.unstubAllGlobals());

describe("answers are checked against their schema in tests and development", () => {
  it("returns the parsed answer when it matches", async () => {
    vi.stubGlobal("fetch", answer({ id: 1, name: "Acme" }));
    await expect(apiGet("/api/companies/1", itemSchema)).resolves.toEqual({ id: 1, name: "Acme" });
  });

  it("throws a ResponseShapeError naming the call when it does not", async () => {
    vi.stubGlobal("fetch", answer({ id: "1" }));
    const failure = apiGet("/api/companies/1", itemSchema);
    await expect(failure).rejects.toBeInstanceOf(ResponseShapeError);
    await expect(failure).rejects.toThrow(/^GET \/api\/companies\/1: the answer does not match its schema/);
  });

  it("names the method of a write", async () => {
    await expect(checkResponse(itemSchema, null, "PATCH /api/users/3")).rejects.toThrow(
      /^PATCH \/api\/users\/3:/,
    );
  });

  it("loads a lazily named schema only to check an answer", async () => {
    let loads = 0;
    const lazy = async () => {
      loads += 1;
      return itemSchema;
    };
    vi.stubGlobal("fetch", answer({ id: 2, name: "Beta" }));
    await expect(apiGet("/api/companies/2", lazy)).resolves.toEqual({ id: 2, name: "Beta" });
    expect(loads).toBe(1);
    vi.stubGlobal("fetch", answer({ id: "2" }));
    await expect(apiGet("/api/companies/2", lazy)).rejects.toBeInstanceOf(ResponseShapeError);
  });

  it("reads a refusal's field errors without a schema library, skipping entries of another shape", () => {
    const refusal = new ApiError(
      400,
      JSON.stringify({
        message: "Bad",
        errors: [{ path: "body.name", message: "Required" }, { path: 3 }, null],
      }),
      "Bad Request",
    );
    expect(refusal.fieldErrors).toEqual([{ path: "body.name", message: "Required" }]);
    expect(new ApiError(500, "plain text", "Error").json).toBeNull();
  });

  it("turns a failed answer into an ApiError with its status", async () => {
    vi.stubGlobal("fetch", answer({ message: "Not found" }, { status: 404 }));
    const failure = apiGet("/api/companies/9", itemSchema);
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ status: 404, serverMessage: "Not found" });
  });

  it("a call whose answer is not read resolves to an empty object for DELETE", async () => {
    vi.stubGlobal("fetch", answer(undefined, { status: 204 }));
    await expect(apiRequest("DELETE", "/api/users/3")).resolves.toEqual({});
  });
});

describe("lists with their total", () => {
  it("reads X-Total-Count", async () => {
    vi.stubGlobal("fetch", answer([{ id: 1, name: "A" }], { headers: { "X-Total-Count": "5000" } }));
    await expect(apiList("/api/companies/1/users?limit=25", itemSchema)).resolves.toEqual({
      items: [{ id: 1, name: "A" }],
      total: 5000,
      serverPaged: true,
    });
  });

  it("falls back to the rows received when the header is missing", async () => {
    vi.stubGlobal(
      "fetch",
      answer([
        { id: 1, name: "A" },
        { id: 2, name: "B" },
      ]),
    );
    await expect(apiList("/api/companies/1/users", itemSchema)).resolves.toMatchObject({
      total: 2,
      serverPaged: false,
    });
  });

  it("checks every row", async () => {
    vi.stubGlobal("fetch", answer([{ id: 1, name: "A" }, { id: 2 }]));
    await expect(apiList("/api/companies/1/users", itemSchema)).rejects.toThrow(
      /GET \/api\/companies\/1\/users/,
    );
  });

  it("ignores a header that is not a count", () => {
    expect(totalFromHeader(null, 3)).toBe(3);
    expect(totalFromHeader("", 3)).toBe(3);
    expect(totalFromHeader("abc", 3)).toBe(3);
    expect(totalFromHeader("-1", 3)).toBe(3);
    expect(totalFromHeader("42", 3)).toBe(42);
  });
});

describe("ApiError's body", () => {
  it("lists the fields a refusal names, skipping entries of another shape", () => {
    const body = JSON.stringify({
      message: "Validation failed",
      errors: [{ path: "body.username", message: "Please enter a valid email address" }, { path: 3 }, "x"],
    });
    expect(new ApiError(400, body, "Bad Request").fieldErrors).toEqual([
      { path: "body.username", message: "Please enter a valid email address" },
    ]);
    expect(new ApiError(500, "not json", "Internal Server Error").fieldErrors).toEqual([]);
    expect(new ApiError(500, "not json", "Internal Server Error").json).toBeNull();
  });
});
