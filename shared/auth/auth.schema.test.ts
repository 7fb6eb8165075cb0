import { describe, expect, it } from "vitest";
import {
  companySignupSchema,
  forgotPasswordSchema,
  resetPasswordFormSchema,
  strongPasswordSchema,
} from "./auth.schema";

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((i) => i.message) ?? [];

describe("strongPasswordSchema", () => {
  it("accepts 8+ characters with upper, lower and a digit", () => {
    expect(strongPasswordSchema.safeParse("Passw0rd").success).toBe(true);
  });
  it("names every missing kind of character", () => {
    expect(messages(strongPasswordSchema.safeParse("PASSWORD"))).toEqual([
      "Password must contain at least one lowercase letter",
      "Password must contain at least one number",
    ]);
    expect(messages(strongPasswordSchema.safeParse("Ab1"))).toContain(
      "Password must be at least 8 characters",
    );
    expect(messages(strongPasswordSchema.safeParse(`Aa1${"x".repeat(100)}`))).toContain(
      "Password must be less than 100 characters",
    );
  });
});

describe("companySignupSchema", () => {
  it("trims names and accepts a complete signup", () => {
    const parsed = companySignupSchema.parse({
      company: { name: "  Acme  " },
      user: { username: " a@b.co ", password: "Passw0rd", firstName: "Asha", lastName: "Rao" },
      agreeToTerms: true,
    });
    expect(parsed.company.name).toBe("Acme");
    expect(parsed.user.username).toBe("a@b.co");
  });
  it("requires agreeing to the terms", () => {
    const result = companySignupSchema.safeParse({
      company: { name: "Acme" },
      user: { username: "a@b.co", password: "Passw0rd", firstName: "Asha", lastName: "Rao" },
      agreeToTerms: false,
    });
    expect(messages(result)).toEqual(["You must agree to the terms and conditions"]);
  });
});

describe("forgotPasswordSchema", () => {
  it("needs a non-empty address with @", () => {
    expect(messages(forgotPasswordSchema.safeParse({ email: "" }))[0]).toBe(
      "Invalid Email: Please enter a valid email address",
    );
    expect(messages(forgotPasswordSchema.safeParse({ email: "abc" }))).toEqual([
      "Invalid Email: Please enter a valid email address",
    ]);
    expect(forgotPasswordSchema.safeParse({ email: "a@b" }).success).toBe(true);
  });
});

describe("resetPasswordFormSchema", () => {
  it("requires the confirmation to match", () => {
    const result = resetPasswordFormSchema.safeParse({
      newPassword: "Passw0rd",
      confirmPassword: "Passw0rD",
    });
    expect(messages(result)).toEqual(["Passwords do not match"]);
  });
});
