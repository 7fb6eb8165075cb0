import { describe, expect, it } from "vitest";
import { generateInitialsLogo } from "../../../shared/companies/companies.rules";
import type { CompanyDto } from "../../../shared/companies/companies.schema";
import { buildCompanyPatch, companyFormValuesOf } from "./companySettings.rules";

const company: CompanyDto = {
  id: 4,
  name: "Kochi Labs",
  description: "Product studio",
  logo: "/api/companies/4/logo/a1.png",
  payrollEnabled: false,
  timezone: "Asia/Kolkata",
  requireAdminTwoFactor: false,
};

describe("the company branding request", () => {
  it("sends the trimmed name and description", () => {
    expect(buildCompanyPatch(company, { name: " Kochi Labs ", description: " Studio " })).toEqual({
      name: "Kochi Labs",
      description: "Studio",
    });
  });
  it("sends a blank description as null", () => {
    expect(buildCompanyPatch(company, { ...companyFormValuesOf(company), description: "  " })).toEqual({
      name: "Kochi Labs",
      description: null,
    });
  });
  it("keeps an uploaded logo when the company is renamed", () => {
    expect(buildCompanyPatch(company, { name: "Cochin Labs", description: "" })).not.toHaveProperty("logo");
  });
  it("regenerates a generated initials logo for a new name", () => {
    const generated = { ...company, logo: generateInitialsLogo("Kochi Labs") };
    expect(buildCompanyPatch(generated, { name: "Malabar Works", description: "" }).logo).toBe(
      generateInitialsLogo("Malabar Works"),
    );
    expect(buildCompanyPatch(generated, companyFormValuesOf(generated))).not.toHaveProperty("logo");
  });
});
