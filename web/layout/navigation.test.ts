import { describe, expect, it } from "vitest";
import { isNavItemActive, navItemsFor, roleLabel, sectionTitleFor } from "./navigation";

const labelsAndPaths = (role: Parameters<typeof navItemsFor>[0]) =>
  navItemsFor(role).map((item) => [item.label, item.path]);

describe("sidebar by role (README.md §4.1)", () => {
  it("gives a super admin every area, companies and security logs included", () => {
    expect(labelsAndPaths("SUPER_ADMIN")).toEqual([
      ["Dashboard", "/"],
      ["Companies", "/companies"],
      ["Recruitment", "/recruitment"],
      ["Employees", "/employees"],
      ["Leave Management", "/leaves"],
      ["Attendance", "/attendance"],
      ["Payrolls", "/payrolls"],
      ["Finance", "/finance"],
      ["Security Logs", "/security-logs"],
      ["Settings", "/settings"],
    ]);
  });

  it("gives a company admin everything but companies and security logs", () => {
    expect(labelsAndPaths("ADMIN")).toEqual([
      ["Dashboard", "/"],
      ["Recruitment", "/recruitment"],
      ["Employees", "/employees"],
      ["Leave Management", "/leaves"],
      ["Attendance", "/attendance"],
      ["Payrolls", "/payrolls"],
      ["Finance", "/finance"],
      ["Settings", "/settings"],
    ]);
  });

  it("gives an employee the self-service entries", () => {
    expect(labelsAndPaths("EMPLOYEE")).toEqual([
      ["Dashboard", "/"],
      ["Leave Requests", "/leaves"],
      ["My Attendance", "/attendance"],
      ["My Payroll", "/payrolls"],
      ["Settings", "/settings"],
    ]);
  });
});

describe("isNavItemActive", () => {
  it("lights the dashboard for / and /dashboard only", () => {
    expect(isNavItemActive("/", "/")).toBe(true);
    expect(isNavItemActive("/", "/dashboard")).toBe(true);
    expect(isNavItemActive("/", "/leaves")).toBe(false);
  });

  it("lights a section for its sub-pages and related pages", () => {
    expect(isNavItemActive("/leaves", "/leaves")).toBe(true);
    expect(isNavItemActive("/recruitment", "/jobs/12")).toBe(true);
    expect(isNavItemActive("/recruitment", "/candidates")).toBe(true);
    expect(isNavItemActive("/attendance", "/holidays")).toBe(true);
    expect(isNavItemActive("/employees", "/attendance")).toBe(false);
  });
});

describe("sectionTitleFor", () => {
  it("uses the role's sidebar label", () => {
    expect(sectionTitleFor("EMPLOYEE", "/leaves")).toBe("Leave Requests");
    expect(sectionTitleFor("ADMIN", "/leaves")).toBe("Leave Management");
    expect(sectionTitleFor("ADMIN", "/dashboard")).toBe("Dashboard");
  });

  it("names pages without a sidebar entry", () => {
    expect(sectionTitleFor("ADMIN", "/jobs/4")).toBe("Recruitment");
    expect(sectionTitleFor("EMPLOYEE", "/holidays")).toBe("Holidays");
    expect(sectionTitleFor("ADMIN", "/companies")).toBe("Companies");
    expect(sectionTitleFor("EMPLOYEE", "/employees")).toBe("My Profile");
    expect(sectionTitleFor("ADMIN", "/employees")).toBe("Employees");
    expect(sectionTitleFor("ADMIN", "/unknown")).toBe("");
  });
});

describe("roleLabel", () => {
  it("reads each role as a person would say it", () => {
    expect(roleLabel("SUPER_ADMIN")).toBe("Super Admin");
    expect(roleLabel("ADMIN")).toBe("Admin");
    expect(roleLabel("EMPLOYEE")).toBe("Employee");
  });
});
