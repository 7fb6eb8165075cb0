import { describe, expect, it } from "vitest";
import { resetPageState } from "./resetPasswordState";

describe("resetPageState", () => {
  it("shows the invalid link at once when there is no token", () => {
    expect(resetPageState({ hasToken: false, validation: "pending", submission: "idle" })).toBe("invalid");
  });

  it("validates, then shows the form or the invalid link", () => {
    expect(resetPageState({ hasToken: true, validation: "pending", submission: "idle" })).toBe("validating");
    expect(resetPageState({ hasToken: true, validation: "error", submission: "idle" })).toBe("invalid");
    expect(resetPageState({ hasToken: true, validation: "success", submission: "idle" })).toBe("form");
  });

  it("keeps the form while submitting, then shows success or error", () => {
    expect(resetPageState({ hasToken: true, validation: "success", submission: "pending" })).toBe("form");
    expect(resetPageState({ hasToken: true, validation: "success", submission: "success" })).toBe("success");
    expect(resetPageState({ hasToken: true, validation: "success", submission: "error" })).toBe("error");
  });
});
