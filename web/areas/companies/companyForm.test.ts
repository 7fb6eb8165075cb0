import { describe, expect, it } from "vitest";
import { zodFormValidate } from "../../lib/formValidation";
import {
  type CompanyFormValues,
  companyFormSchema,
  companyFormValuesOf,
  generateLogoFor,
  toCompanyInput,
  toCompanyPatch,
} from "./companyForm";

const validate = zodFormValidate(companyFormSchema);
const filled: CompanyFormValues = {
  name: " Blue Ocean ",
  description: "  ",
  logo: "data:image/png;base64,AAAA",
  payrollEnabled: true,
  payrollPlan: null,
  customFeePerEmployee: "",
};
const company = {
  id: 7,
  name: "Blue Ocean",
  description: "Boats",
  logo: "/api/companies/7/logo/a.png",
  payrollEnabled: false,
  timezone: "Asia/Kolkata",
  requireAdminTwoFactor: false,
  payrollPlan: null,
  customFeePerEmployee: null,
};

describe("company form rules (companies.md §4)", () => {
  it("requires a name with the shared schema's message", () => {
    expect(validate({ ...filled, name: "  " }).name).toBe("Company name is required");
  });
  it("requires a logo with the form's message", () => {
    expect(validate({ ...filled, logo: "" }).logo).toBe(
      "Please upload a company logo or use the generate button",
    );
  });
  it("accepts a filled form", () => {
    expect(validate(filled)).toEqual({});
  });
  it("needs a fee of whole rupees for the Custom plan only (companies.md §2)", () => {
    const custom = { ...filled, payrollPlan: "Custom" as const };
    expect(validate(custom).customFeePerEmployee).toBe("Custom plan needs a fee per employee");
    expect(validate({ ...custom, customFeePerEmployee: 12.5 }).customFeePerEmployee).toBe(
      "Fee per employee must be a whole number of rupees",
    );
    expect(validate({ ...custom, customFeePerEmployee: 1500 })).toEqual({});
    expect(validate({ ...filled, payrollPlan: "Standard", customFeePerEmployee: 12.5 })).toEqual({});
  });
});

describe("generateLogoFor", () => {
  it("asks for a company name first", () => {
    expect(generateLogoFor("   ")).toEqual({
      problem: { title: "Company Name Required", message: "Please enter a company name to generate a logo" },
    });
  });
  it("draws the initials as an SVG data URL", () => {
    const result = generateLogoFor("Blue Ocean");
    expect("logo" in result && result.logo.startsWith("data:image/svg+xml")).toBe(true);
  });
});

describe("form values to request bodies", () => {
  it("starts blank for a new company and from the company when editing", () => {
    expect(companyFormValuesOf()).toEqual({
      name: "",
      description: "",
      logo: "",
      payrollEnabled: false,
      payrollPlan: null,
      customFeePerEmployee: "",
    });
    expect(
      companyFormValuesOf({ ...company, payrollPlan: "Custom", customFeePerEmployee: 900 }),
    ).toMatchObject({
      payrollPlan: "Custom",
      customFeePerEmployee: 900,
    });
    expect(companyFormValuesOf({ ...company, description: null }).description).toBe("");
  });
  it("trims, sends a blank description as null and payroll only for a super admin", () => {
    expect(toCompanyInput(filled, true)).toEqual({
      name: "Blue Ocean",
      description: null,
      logo: "data:image/png;base64,AAAA",
      payrollEnabled: true,
      payrollPlan: null,
      customFeePerEmployee: null,
    });
    expect(toCompanyInput(filled, false)).not.toHaveProperty("payrollEnabled");
    expect(toCompanyInput(filled, false)).not.toHaveProperty("payrollPlan");
  });
  it("sends the fee with the Custom plan only", () => {
    expect(
      toCompanyInput({ ...filled, payrollPlan: "Custom", customFeePerEmployee: 800 }, true),
    ).toMatchObject({
      payrollPlan: "Custom",
      customFeePerEmployee: 800,
    });
    expect(
      toCompanyInput({ ...filled, payrollPlan: "Starter", customFeePerEmployee: 800 }, true),
    ).toMatchObject({
      payrollPlan: "Starter",
      customFeePerEmployee: null,
    });
  });
  it("patches only what changed", () => {
    const values = companyFormValuesOf(company);
    expect(toCompanyPatch(company, values, true)).toEqual({});
    expect(toCompanyPatch(company, { ...values, description: "Ships", payrollEnabled: true }, true)).toEqual({
      description: "Ships",
      payrollEnabled: true,
    });
    expect(toCompanyPatch(company, { ...values, payrollEnabled: true }, false)).toEqual({});
  });
  it("patches the plan and the Custom plan's fee when they change, never for an admin", () => {
    const values = companyFormValuesOf(company);
    const custom = { ...values, payrollPlan: "Custom" as const, customFeePerEmployee: 1200 as const };
    expect(toCompanyPatch(company, custom, true)).toEqual({
      payrollPlan: "Custom",
      customFeePerEmployee: 1200,
    });
    expect(toCompanyPatch(company, custom, false)).toEqual({});
    const stored = { ...company, payrollPlan: "Custom" as const, customFeePerEmployee: 1200 };
    // Moving off Custom keeps the stored fee: only the plan is sent.
    expect(toCompanyPatch(stored, { ...custom, payrollPlan: "Standard" }, true)).toEqual({
      payrollPlan: "Standard",
    });
    expect(toCompanyPatch(stored, { ...custom, payrollPlan: null }, true)).toEqual({ payrollPlan: null });
  });
});
