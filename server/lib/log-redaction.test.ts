import { describe, expect, it } from "vitest";
import { redactUrl } from "./log-redaction";

describe("redactUrl", () => {
  it("hides the token of a verification or reset link, keeping the rest", () => {
    expect(redactUrl("/api/verify-email?token=abc123")).toBe("/api/verify-email?token=[redacted]");
    expect(redactUrl("/api/reset-password/validate?x=1&token=s3cr3t&y=2")).toBe(
      "/api/reset-password/validate?x=1&token=[redacted]&y=2",
    );
    expect(redactUrl("/api/companies/3/users?q=token")).toBe("/api/companies/3/users?q=token");
  });
});
