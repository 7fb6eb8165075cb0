import type { Role } from "../../shared/auth/auth.schema";

/** Names of the sidebar icons; the Sidebar maps each to a Tabler icon so this file stays pure. */
export type NavIcon =
  | "dashboard"
  | "companies"
  | "recruitment"
  | "employees"
  | "leaves"
  | "attendance"
  | "payrolls"
  | "finance"
  | "securityLogs"
  | "settings";

export interface NavItem {
  label: string;
  path: string;
  icon: NavIcon;
}

const DASHBOARD: NavItem = { label: "Dashboard", path: "/", icon: "dashboard" };
const COMPANIES: NavItem = { label: "Companies", path: "/companies", icon: "companies" };
const RECRUITMENT: NavItem = { label: "Recruitment", path: "/recruitment", icon: "recruitment" };
const EMPLOYEES: NavItem = { label: "Employees", path: "/employees", icon: "employees" };
const LEAVE_MANAGEMENT: NavItem = { label: "Leave Management", path: "/leaves", icon: "leaves" };
const ATTENDANCE: NavItem = { label: "Attendance", path: "/attendance", icon: "attendance" };
const PAYROLLS: NavItem = { label: "Payrolls", path: "/payrolls", icon: "payrolls" };
const FINANCE: NavItem = { label: "Finance", path: "/finance", icon: "finance" };
const SECURITY_LOGS: NavItem = { label: "Security Logs", path: "/security-logs", icon: "securityLogs" };
const SETTINGS: NavItem = { label: "Settings", path: "/settings", icon: "settings" };

/** The sidebar of each role, in the order of docs/product/README.md §4.1. */
const NAV_BY_ROLE: Record<Role, readonly NavItem[]> = {
  SUPER_ADMIN: [
    DASHBOARD,
    COMPANIES,
    RECRUITMENT,
    EMPLOYEES,
    LEAVE_MANAGEMENT,
    ATTENDANCE,
    PAYROLLS,
    FINANCE,
    SECURITY_LOGS,
    SETTINGS,
  ],
  ADMIN: [DASHBOARD, RECRUITMENT, EMPLOYEES, LEAVE_MANAGEMENT, ATTENDANCE, PAYROLLS, FINANCE, SETTINGS],
  EMPLOYEE: [
    DASHBOARD,
    { label: "Leave Requests", path: "/leaves", icon: "leaves" },
    { label: "My Attendance", path: "/attendance", icon: "attendance" },
    { label: "My Payroll", path: "/payrolls", icon: "payrolls" },
    SETTINGS,
  ],
};

export function navItemsFor(role: Role): readonly NavItem[] {
  return NAV_BY_ROLE[role] ?? [];
}

/** The first path segment: "" for the root, "jobs" for /jobs/12. */
export function firstSegment(pathname: string): string {
  return pathname.split("/").filter(Boolean)[0] ?? "";
}

/** Pages reached from a sidebar entry without one of their own light up that entry. */
const PARENT_SECTION: Record<string, string> = {
  dashboard: "",
  jobs: "recruitment",
  candidates: "recruitment",
  holidays: "attendance",
};

function sectionOf(pathname: string): string {
  const segment = firstSegment(pathname);
  return PARENT_SECTION[segment] ?? segment;
}

/** Whether the sidebar entry `itemPath` is the current section for `pathname`. */
export function isNavItemActive(itemPath: string, pathname: string): boolean {
  return firstSegment(itemPath) === sectionOf(pathname);
}

/** Labels for pages that have no sidebar entry of their own (or none for this role). */
const EXTRA_TITLES: Record<string, string> = {
  jobs: "Recruitment",
  candidates: "Candidates",
  holidays: "Holidays",
  companies: "Companies",
  employees: "My Profile",
  "security-logs": "Security Logs",
  finance: "Finance",
  recruitment: "Recruitment",
};

/** The short section name the header shows: the sidebar label of the current page. */
export function sectionTitleFor(role: Role, pathname: string): string {
  const segment = firstSegment(pathname);
  const own = segment === "dashboard" ? "" : segment;
  const item = navItemsFor(role).find((nav) => firstSegment(nav.path) === own);
  return item?.label ?? EXTRA_TITLES[segment] ?? "";
}

const ROLE_LABELS: Record<Role, string> = {
  SUPER_ADMIN: "Super Admin",
  ADMIN: "Admin",
  EMPLOYEE: "Employee",
};

export function roleLabel(role: Role): string {
  return ROLE_LABELS[role] ?? role;
}
