import { describe, expect, it } from "vitest";
import { emailTestOutcome, isEmailTestComplete } from "./emailTest.rules";

describe("test e-mail (settings.md §7)", () => {
  it("needs a recipient, a subject and a message", () => {
    expect(isEmailTestComplete({ to: "a@b.test", subject: "Hi", message: "Hello" })).toBe(true);
    expect(isEmailTestComplete({ to: "a@b.test", subject: "  ", message: "Hello" })).toBe(false);
    expect(isEmailTestComplete({ to: "", subject: "Hi", message: "Hello" })).toBe(false);
    expect(isEmailTestComplete({ to: "a@b.test", subject: "Hi", message: "" })).toBe(false);
  });
  it("reads a success as 'Email Sent'", () => {
    expect(emailTestOutcome({ success: true })).toEqual({ ok: true, title: "Email Sent" });
  });
  it("reads a failure with the server error, or 'Unknown error'", () => {
    expect(emailTestOutcome({ success: false, error: "SMTP refused" })).toEqual({
      ok: false,
      title: "Failed to Send Email",
      message: "SMTP refused",
    });
    expect(emailTestOutcome({ success: false })).toEqual({
      ok: false,
      title: "Failed to Send Email",
      message: "Unknown error",
    });
  });
});
