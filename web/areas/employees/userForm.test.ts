import { describe, expect, it } from "vitest";
import type { UserListItem } from "../../../shared/users/users.schema";
import {
  emptyUserForm,
  numberOrZero,
  toUserRequestBody,
  type UserFormValues,
  userFormValuesFrom,
  validateUserForm,
} from "./userForm";

const filled = (overrides: Partial<UserFormValues> = {}): UserFormValues => ({
  ...emptyUserForm(3),
  username: "  priya@kochilabs.test ",
  firstName: " Priya ",
  lastName: "Nair",
  ...overrides,
});

const listed: UserListItem = {
  id: 7,
  username: "rahul@kochilabs.test",
  firstName: "Rahul",
  lastName: "Menon",
  role: "EMPLOYEE",
  companyId: 2,
  companyName: "Kochi Labs",
  department: "Engineering",
  totalLeaves: 20,
  salary: 1_200_000,
  taxAmount: 50_000,
  deductionAmount: 0,
  taxPercentage: 10,
  benefitsPercentage: 5.5,
  annualCtc: 1_500_000,
  workState: "Karnataka",
  isVerified: true,
  isLocked: false,
  failedLoginAttempts: 0,
  lockedUntil: null,
  twoFactorEnabled: false,
};

describe("user form → request body (employees.md §5)", () => {
  it("does not send a blank password", () => {
    const body = toUserRequestBody(filled({ password: "" }), { withCompany: false });
    expect(body).not.toHaveProperty("password");
  });

  it("sends a password that was typed", () => {
    const body = toUserRequestBody(filled({ password: "Secret123" }), { withCompany: false });
    expect(body.password).toBe("Secret123");
  });

  it("turns empty number fields into 0", () => {
    const body = toUserRequestBody(
      filled({ salary: "", taxAmount: "", deductionAmount: " ", taxPercentage: "", benefitsPercentage: "" }),
      { withCompany: false },
    );
    expect(body).toMatchObject({
      salary: 0,
      taxAmount: 0,
      deductionAmount: 0,
      taxPercentage: 0,
      benefitsPercentage: 0,
    });
  });

  it("trims the e-mail and names, and sends no department as null", () => {
    const body = toUserRequestBody(filled(), { withCompany: false });
    expect(body).toMatchObject({ username: "priya@kochilabs.test", firstName: "Priya", department: null });
  });

  it("sends the company only when asked (a SUPER_ADMIN's update)", () => {
    expect(toUserRequestBody(filled(), { withCompany: false })).not.toHaveProperty("companyId");
    expect(toUserRequestBody(filled(), { withCompany: true }).companyId).toBe(3);
    expect(toUserRequestBody(filled({ companyId: null }), { withCompany: true })).not.toHaveProperty(
      "companyId",
    );
  });

  it("fills the edit form from a listed user with a blank password", () => {
    const values = userFormValuesFrom(listed);
    expect(values).toMatchObject({
      password: "",
      companyId: "2",
      salary: 1_200_000,
      department: "Engineering",
    });
    expect(toUserRequestBody(values, { withCompany: true })).toEqual({
      username: "rahul@kochilabs.test",
      firstName: "Rahul",
      lastName: "Menon",
      role: "EMPLOYEE",
      department: "Engineering",
      salary: 1_200_000,
      taxAmount: 50_000,
      deductionAmount: 0,
      taxPercentage: 10,
      benefitsPercentage: 5.5,
      annualCtc: 1_500_000,
      workState: "Karnataka",
      companyId: 2,
    });
  });

  it("sends an empty annual CTC and no state of work as null, which clears them (§2.1)", () => {
    expect(toUserRequestBody(filled(), { withCompany: false })).toMatchObject({
      annualCtc: null,
      workState: null,
    });
    expect(
      toUserRequestBody(filled({ annualCtc: " ", workState: "" }), { withCompany: false }),
    ).toMatchObject({ annualCtc: null, workState: null });
    expect(
      toUserRequestBody(filled({ annualCtc: "900000", workState: "Tamil Nadu" }), { withCompany: false }),
    ).toMatchObject({ annualCtc: 900_000, workState: "Tamil Nadu" });
  });
});

describe("numberOrZero", () => {
  it("reads numbers and numeric strings; anything else is 0", () => {
    expect(numberOrZero(12)).toBe(12);
    expect(numberOrZero("42")).toBe(42);
    expect(numberOrZero("")).toBe(0);
    expect(numberOrZero("abc")).toBe(0);
    expect(numberOrZero(Number.NaN)).toBe(0);
  });
});

describe("validateUserForm", () => {
  it("accepts a complete form with a blank password", () => {
    expect(validateUserForm(filled(), { requiresCompany: false })).toEqual({});
  });

  it("shows the spec's e-mail message", () => {
    const errors = validateUserForm(filled({ username: "not-an-email" }), { requiresCompany: false });
    expect(errors.username).toBe("Please enter a valid email address");
  });

  it("applies the strong password rule to a typed password", () => {
    const errors = validateUserForm(filled({ password: "short" }), { requiresCompany: false });
    expect(errors.password).toBe("Password must be at least 8 characters");
  });

  it("requires the names", () => {
    const errors = validateUserForm(filled({ firstName: " ", lastName: "" }), { requiresCompany: false });
    expect(errors).toMatchObject({ firstName: "First name is required", lastName: "Last name is required" });
  });

  it("refuses percentages above 100", () => {
    const errors = validateUserForm(filled({ taxPercentage: 120 }), { requiresCompany: false });
    expect(errors.taxPercentage).toBe("Tax percentage cannot exceed 100");
  });

  it("shows the salary structure's messages (employees.md §2.1)", () => {
    const check = (values: Partial<UserFormValues>) =>
      validateUserForm(filled({ workState: "Karnataka", ...values }), { requiresCompany: false });
    expect(check({ annualCtc: 1_200_000.5 }).annualCtc).toBe("Annual CTC must be a whole number of rupees");
    expect(check({ annualCtc: 0 }).annualCtc).toBe("Annual CTC must be more than 0");
    expect(check({ annualCtc: 100_000_001 }).annualCtc).toBe("Annual CTC is too large");
    expect(check({ annualCtc: 100_000_000 })).toEqual({});
    expect(check({ annualCtc: 1_200_000, workState: null }).workState).toBe(
      "State of work is required when an annual CTC is set",
    );
    expect(check({ annualCtc: "", workState: null })).toEqual({});
  });

  it("asks for a company when the form shows the Company select", () => {
    const errors = validateUserForm(filled({ companyId: null }), { requiresCompany: true });
    expect(errors.companyId).toBe("Company is required");
  });
});
