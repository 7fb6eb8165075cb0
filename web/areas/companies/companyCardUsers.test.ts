import { describe, expect, it } from "vitest";
import { companyUserRoleColor, companyUserRoleLabel, moreUsersLabel } from "./companyCardUsers";

describe("companyUserRoleLabel", () => {
  it("names the roles in words and keeps an unknown role as it is", () => {
    expect(companyUserRoleLabel("ADMIN")).toBe("Admin");
    expect(companyUserRoleLabel("EMPLOYEE")).toBe("Employee");
    expect(companyUserRoleLabel("AUDITOR")).toBe("AUDITOR");
    expect(companyUserRoleColor("AUDITOR")).toBe("gray");
  });
});

describe("moreUsersLabel", () => {
  it("counts the users beyond the five a card lists", () => {
    expect(moreUsersLabel(8, 5)).toBe("+3 more");
  });
  it("is null when the card lists everyone", () => {
    expect(moreUsersLabel(5, 5)).toBeNull();
    expect(moreUsersLabel(0, 0)).toBeNull();
  });
});
