import { describe, expect, it } from "vitest";
import { z } from "zod";
import {
  companySignupSchema,
  forgotPasswordSchema,
  loginSchema,
  resetPasswordFormSchema,
} from "../../shared/auth/auth.schema";
import { validateFields, zodFormValidate } from "./formValidation";

const validSignup = {
  company: { name: "Acme Technologies", description: "" },
  user: { username: "asha@acme.in", password: "Secret123", firstName: "Asha", lastName: "Menon" },
  agreeToTerms: true,
};

describe("zodFormValidate", () => {
  it("returns no errors for valid values", () => {
    expect(zodFormValidate(companySignupSchema)(validSignup)).toEqual({});
  });

  it("keys nested errors by the form path, with the spec's messages", () => {
    const errors = zodFormValidate(companySignupSchema)({
      company: { name: "A", description: "" },
      user: { username: "not-an-email", password: "short", firstName: "A", lastName: "B" },
      agreeToTerms: false,
    });
    expect(errors).toEqual({
      "company.name": "Company name must be at least 2 characters",
      "user.username": "Email must be a valid email address",
      "user.password": "Password must be at least 8 characters",
      "user.firstName": "First name must be at least 2 characters",
      "user.lastName": "Last name must be at least 2 characters",
      agreeToTerms: "You must agree to the terms and conditions",
    });
  });

  it("keeps only the first message of a field", () => {
    const errors = zodFormValidate(resetPasswordFormSchema)({ newPassword: "abc", confirmPassword: "abc" });
    expect(errors).toEqual({ newPassword: "Password must be at least 8 characters" });
  });

  it("reports a mismatched confirmation under the confirmation field", () => {
    const errors = zodFormValidate(resetPasswordFormSchema)({
      newPassword: "Secret123",
      confirmPassword: "Secret124",
    });
    expect(errors).toEqual({ confirmPassword: "Passwords do not match" });
  });

  it("asks for a password with upper, lower and digit", () => {
    const validate = zodFormValidate(resetPasswordFormSchema);
    expect(validate({ newPassword: "secret123", confirmPassword: "secret123" }).newPassword).toBe(
      "Password must contain at least one uppercase letter",
    );
    expect(validate({ newPassword: "SECRET123", confirmPassword: "SECRET123" }).newPassword).toBe(
      "Password must contain at least one lowercase letter",
    );
    expect(validate({ newPassword: "SecretPwd", confirmPassword: "SecretPwd" }).newPassword).toBe(
      "Password must contain at least one number",
    );
  });

  it("validates the forgot-password e-mail as the spec words it", () => {
    const validate = zodFormValidate(forgotPasswordSchema);
    expect(validate({ email: "" })).toEqual({ email: "Invalid Email: Please enter a valid email address" });
    expect(validate({ email: "nobody" })).toEqual({
      email: "Invalid Email: Please enter a valid email address",
    });
    expect(validate({ email: "a@b" })).toEqual({});
  });

  it("requires both login fields", () => {
    expect(Object.keys(zodFormValidate(loginSchema)({ username: " ", password: "" }))).toEqual([
      "username",
      "password",
    ]);
  });
});

describe("validateFields", () => {
  const fields = { name: z.string().trim().min(1, "Name is required"), age: z.number().min(18, "Too young") };

  it("reports every failing field at once, each with its first message", () => {
    expect(validateFields(fields, { name: "  ", age: 3 })).toEqual({
      name: "Name is required",
      age: "Too young",
    });
    expect(validateFields(fields, { name: "Ann", age: 30 })).toEqual({});
  });

  it("puts the API's message in the form's words where asked", () => {
    expect(validateFields(fields, { name: "", age: 30 }, (field) => `${field}!`)).toEqual({ name: "name!" });
  });
});
