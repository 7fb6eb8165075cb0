import type { Role } from "../../../shared/auth/auth.schema";

/** The tabs of the settings page, in the order they show (docs/product/settings.md §1). */
export const SETTINGS_TABS = [
  { id: "profile", label: "Profile Settings" },
  { id: "company", label: "Company Settings" },
  { id: "leave", label: "Leave Settings" },
  { id: "holidays", label: "Company Holidays" },
  { id: "users", label: "User Management" },
  { id: "email", label: "Email Test" },
] as const;

export type SettingsTab = (typeof SETTINGS_TABS)[number];
export type SettingsTabId = SettingsTab["id"];

const ADMIN_TABS: readonly SettingsTabId[] = ["profile", "company", "leave", "holidays", "users"];

/**
 * The tabs a role sees (docs/product/settings.md §1): an employee only the profile, an admin all but Email Test, a super
 * admin all. Null for any other role, which gets 'Access Denied'.
 */
export function settingsTabsFor(role: string | null | undefined): SettingsTab[] | null {
  const allowed = allowedTabIds(role);
  return allowed ? SETTINGS_TABS.filter((tab) => allowed.includes(tab.id)) : null;
}

function allowedTabIds(role: string | null | undefined): readonly SettingsTabId[] | null {
  switch (role as Role | null | undefined) {
    case "SUPER_ADMIN":
      return SETTINGS_TABS.map((tab) => tab.id);
    case "ADMIN":
      return ADMIN_TABS;
    case "EMPLOYEE":
      return ["profile"];
    default:
      return null;
  }
}

/** The tab to open: the one named in the address when the role may see it, else the first. */
export function pickSettingsTab(tabs: readonly SettingsTab[], requested: string | null): SettingsTabId {
  const match = tabs.find((tab) => tab.id === requested);
  return (match ?? tabs[0] ?? SETTINGS_TABS[0]).id;
}
