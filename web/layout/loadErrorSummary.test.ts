import { describe, expect, it } from "vitest";
import { ApiError } from "../lib/api";
import { nextCountdown, splitLoadErrors, summarizeLoadErrors } from "./loadErrorSummary";

describe("splitLoadErrors", () => {
  it("sends 503 and 'Service temporarily unavailable' to the database banner", () => {
    const outage = new ApiError(503, '{"message":"Service temporarily unavailable"}', "Service Unavailable");
    const proxyOutage = new Error("502: Service temporarily unavailable");
    const broken = new ApiError(500, '{"message":"Boom"}', "Internal Server Error");
    expect(splitLoadErrors([outage, broken, proxyOutage])).toEqual({
      database: [outage, proxyOutage],
      other: [broken],
    });
  });
});

describe("summarizeLoadErrors", () => {
  it("is empty without errors", () => {
    expect(summarizeLoadErrors([])).toBeNull();
  });

  it("shows the server's message of the latest failure and counts the rest", () => {
    const first = new ApiError(404, '{"message":"Company not found"}', "Not Found");
    const latest = new ApiError(500, '{"message":"Could not load leaves"}', "Internal Server Error");
    expect(summarizeLoadErrors([first, latest])).toEqual({ message: "Could not load leaves", moreCount: 1 });
  });

  it("falls back to the generic text when there is no message", () => {
    expect(summarizeLoadErrors([new Error("")])).toEqual({
      message: "An unexpected error occurred",
      moreCount: 0,
    });
  });

  it("uses the status and its text when the body is empty", () => {
    expect(summarizeLoadErrors([new ApiError(500, "", "Internal Server Error")])?.message).toBe(
      "500: Internal Server Error",
    );
  });
});

describe("nextCountdown", () => {
  it("counts down a second at a time and retries at the end", () => {
    expect(nextCountdown(5, 5)).toEqual({ secondsLeft: 4, retryNow: false });
    expect(nextCountdown(2, 5)).toEqual({ secondsLeft: 1, retryNow: false });
    expect(nextCountdown(1, 5)).toEqual({ secondsLeft: 5, retryNow: true });
  });
});
