import { describe, expect, it } from "vitest";
import { ApiError } from "../../lib/api";
import { failureReason, serverMessageOf, statusLine } from "./serverMessage";

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

describe("failureReason", () => {
  it("prefers the server's own words", () => {
    expect(failureReason(new ApiError(404, '{"message":"Job not found"}', "Not Found"))).toBe(
      "Job not found",
    );
  });

  it("names the status when the server gave no words", () => {
    expect(failureReason(new ApiError(502, "<html>Bad gateway</html>", "Bad Gateway"))).toBe(
      "502 Bad Gateway",
    );
    expect(failureReason(new ApiError(404, "", ""))).toBe("404 Not Found");
    expect(failureReason(new ApiError(418, "", ""))).toBe("418");
  });

  it("falls back to the error's own message, then a general one", () => {
    expect(failureReason(new TypeError("Failed to fetch"))).toBe("Failed to fetch");
    expect(failureReason(new Error(""))).toBe("An unexpected error occurred");
    expect(failureReason("?")).toBe("An unexpected error occurred");
  });
});

describe("statusLine", () => {
  it("gives a status its reason phrase", () => {
    expect(statusLine(500)).toBe("500 Internal Server Error");
    expect(statusLine(415)).toBe("415 Unsupported Media Type");
    expect(statusLine(299)).toBe("299");
  });
});
