import { describe, expect, it } from "vitest";
import { HELP_CATALOGUE, helpContentFor } from "./helpCatalogue";
import { helpKeyFor, shouldShowHelp } from "./helpRules";

describe("helpKeyFor", () => {
  it("uses the first path segment", () => {
    expect(helpKeyFor("/leaves")).toBe("leaves");
    expect(helpKeyFor("/security-logs")).toBe("security-logs");
    expect(helpKeyFor("/jobs/12")).toBe("jobs");
  });

  it("defaults to the dashboard", () => {
    expect(helpKeyFor("/")).toBe("dashboard");
    expect(helpKeyFor("")).toBe("dashboard");
    expect(helpKeyFor("/dashboard")).toBe("dashboard");
  });
});

describe("shouldShowHelp", () => {
  it("hides the help for an admin on the dashboard", () => {
    expect(shouldShowHelp("ADMIN", "/")).toBe(false);
    expect(shouldShowHelp("ADMIN", "/dashboard")).toBe(false);
  });

  it("shows the dashboard help to employees and super admins", () => {
    expect(shouldShowHelp("EMPLOYEE", "/")).toBe(true);
    expect(shouldShowHelp("SUPER_ADMIN", "/dashboard")).toBe(true);
  });

  it("shows help on other pages for an admin", () => {
    expect(shouldShowHelp("ADMIN", "/employees")).toBe(true);
    expect(shouldShowHelp("ADMIN", "/security-logs")).toBe(true);
  });

  it("shows nothing where the page has no help content", () => {
    expect(shouldShowHelp("SUPER_ADMIN", "/companies")).toBe(false);
    expect(shouldShowHelp("EMPLOYEE", "/holidays")).toBe(false);
    expect(shouldShowHelp("EMPLOYEE", "/constructor")).toBe(false);
  });
});

describe("help catalogue", () => {
  it("covers the areas of README.md §4.2, each with a title, description and sections", () => {
    const keys = [
      "dashboard",
      "employees",
      "attendance",
      "leaves",
      "payrolls",
      "recruitment",
      "candidates",
      "settings",
      "security-logs",
    ];
    expect(Object.keys(HELP_CATALOGUE).sort()).toEqual([...keys].sort());
    for (const key of keys) {
      const content = helpContentFor(key);
      expect(content?.title).toBeTruthy();
      expect(content?.description).toBeTruthy();
      expect(content?.sections.length).toBeGreaterThanOrEqual(3);
    }
  });

  it("ignores keys inherited from Object", () => {
    expect(helpContentFor("toString")).toBeNull();
  });
});
