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
};
const company = {
  id: 7,
  name: "Blue Ocean",
  description: "Boats",
  logo: "/api/companies/7/logo/a.png",
  payrollEnabled: false,
  timezone: "Asia/Kolkata",
  requireAdminTwoFactor: false,
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
    expect(companyFormValuesOf()).toEqual({ name: "", description: "", logo: "", payrollEnabled: false });
    expect(companyFormValuesOf({ ...company, description: null }).description).toBe("");
  });
  it("trims, sends a blank description as null and payroll only for a super admin", () => {
    expect(toCompanyInput(filled, true)).toEqual({
      name: "Blue Ocean",
      description: null,
      logo: "data:image/png;base64,AAAA",
      payrollEnabled: true,
    });
    expect(toCompanyInput(filled, false)).not.toHaveProperty("payrollEnabled");
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
});
