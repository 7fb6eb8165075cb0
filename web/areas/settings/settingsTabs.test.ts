import { describe, expect, it } from "vitest";
import { pickSettingsTab, settingsTabsFor } from "./settingsTabs";

const labels = (role: string | null) => settingsTabsFor(role)?.map((tab) => tab.label) ?? null;

describe("settings tabs by role (settings.md §1)", () => {
  it("shows an employee only Profile Settings", () => {
    expect(labels("EMPLOYEE")).toEqual(["Profile Settings"]);
  });
  it("shows an admin every tab but Email Test", () => {
    expect(labels("ADMIN")).toEqual([
      "Profile Settings",
      "Company Settings",
      "Leave Settings",
      "Company Holidays",
      "User Management",
    ]);
  });
  it("shows a super admin every tab, Email Test last", () => {
    expect(labels("SUPER_ADMIN")).toEqual([
      "Profile Settings",
      "Company Settings",
      "Leave Settings",
      "Company Holidays",
      "User Management",
      "Email Test",
    ]);
  });
  it("denies any other role", () => {
    expect(settingsTabsFor("GUEST")).toBeNull();
    expect(settingsTabsFor(null)).toBeNull();
    expect(settingsTabsFor(undefined)).toBeNull();
  });
});

describe("pickSettingsTab", () => {
  it("opens the requested tab when the role sees it", () => {
    expect(pickSettingsTab(settingsTabsFor("ADMIN") ?? [], "users")).toBe("users");
  });
  it("falls back to the profile for a tab the role does not see, or none", () => {
    expect(pickSettingsTab(settingsTabsFor("EMPLOYEE") ?? [], "users")).toBe("profile");
    expect(pickSettingsTab(settingsTabsFor("ADMIN") ?? [], "email")).toBe("profile");
    expect(pickSettingsTab(settingsTabsFor("ADMIN") ?? [], null)).toBe("profile");
  });
});
