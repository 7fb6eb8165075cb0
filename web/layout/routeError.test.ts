import { describe, expect, it } from "vitest";
import { classifyRouteError, isStaleChunkError } from "./routeError";

describe("classifyRouteError", () => {
  it("sends a 404 route response to the 404 page", () => {
    expect(classifyRouteError({ status: 404, statusText: "Not Found", data: null, internal: true })).toBe(
      "notFound",
    );
  });

  it("treats other route responses as failures", () => {
    expect(classifyRouteError({ status: 500, statusText: "Server Error", data: null })).toBe("failed");
  });

  it.each([
    "Failed to fetch dynamically imported module: https://hr.example/assets/LeavesPage-abc123.js",
    "error loading dynamically imported module: https://hr.example/assets/LeavesPage-abc123.js",
    "Importing a module script failed.",
    "Unable to preload CSS for /assets/index-abc.css",
    "Loading chunk 42 failed.",
  ])("says the app was updated for %s", (message) => {
    expect(classifyRouteError(new TypeError(message))).toBe("updated");
  });

  it("recognises a ChunkLoadError by its name", () => {
    const error = new Error("whatever");
    error.name = "ChunkLoadError";
    expect(isStaleChunkError(error)).toBe(true);
  });

  it("treats a render error as a failure", () => {
    expect(classifyRouteError(new TypeError("Cannot read properties of undefined (reading 'map')"))).toBe(
      "failed",
    );
  });

  it("copes with thrown values that are not errors", () => {
    expect(classifyRouteError("boom")).toBe("failed");
    expect(classifyRouteError(null)).toBe("failed");
    expect(classifyRouteError(undefined)).toBe("failed");
  });
});
