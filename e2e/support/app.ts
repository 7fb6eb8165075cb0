import { randomBytes } from "node:crypto";
import { type APIRequestContext, expect, type Locator, type Page } from "@playwright/test";

/** Demo logins written by server/db/seed/demo.ts (seeded by e2e/serve.mjs before the app starts). */
export const DEMO_PASSWORD = "Passw0rd!";
export const DEMO = {
  superAdmin: "superadmin@hr.test",
  admin: "anita@kochilabs.test",
  employee: "rahul@kochilabs.test",
  otherAdmin: "vikram@blranalytics.test",
} as const;

/** Sidebars of spec 01 §2 "Sidebar by role", in their order. */
export const SIDEBAR = {
  SUPER_ADMIN: [
    "Dashboard",
    "Companies",
    "Recruitment",
    "Employees",
    "Leave Management",
    "Attendance",
    "Payrolls",
    "Finance",
    "Security Logs",
    "Settings",
  ],
  ADMIN: [
    "Dashboard",
    "Recruitment",
    "Employees",
    "Leave Management",
    "Attendance",
    "Payrolls",
    "Finance",
    "Settings",
  ],
  EMPLOYEE: ["Dashboard", "Leave Requests", "My Attendance", "My Payroll", "Settings"],
} as const;

/** An address nobody else in this run uses, so journeys never share an account. */
export function uniqueEmail(label: string): string {
  return `${label}-${Date.now().toString(36)}${randomBytes(3).toString("hex")}@e2e.test`;
}

export interface NewAdmin {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  companyName: string;
}

/** A fresh company and its (unverified) ADMIN through the API: page.request sends no Origin header. */
export async function signUpCompanyViaApi(request: APIRequestContext, label: string): Promise<NewAdmin> {
  const admin: NewAdmin = {
    email: uniqueEmail(label),
    password: "Start1234",
    firstName: "Meera",
    lastName: "Iyer",
    companyName: `E2E ${label} ${randomBytes(2).toString("hex")}`,
  };
  const response = await request.post("/api/company-admin-signup", {
    data: {
      company: { name: admin.companyName },
      user: {
        username: admin.email,
        password: admin.password,
        firstName: admin.firstName,
        lastName: admin.lastName,
      },
      agreeToTerms: true,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return admin;
}

/** The sign-in form of /auth (Login tab). */
export function loginForm(page: Page) {
  const panel = page.getByRole("tabpanel", { name: "Login" });
  return {
    email: panel.getByLabel("Email", { exact: true }),
    password: panel.getByLabel("Password", { exact: true }),
    submit: panel.getByRole("button", { name: "Sign in" }),
  };
}

/** Fills and submits the sign-in form (the page must be on /auth) and answers the /api/login response. */
export async function submitLogin(page: Page, email: string, password: string) {
  const form = loginForm(page);
  await form.email.fill(email);
  await form.password.fill(password);
  const response = page.waitForResponse(
    (r) => new URL(r.url()).pathname === "/api/login" && r.request().method() === "POST",
  );
  await form.submit.click();
  return response;
}

/** Opens /auth and signs in; expects to land on the home page with the shell. */
export async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto("/auth");
  const response = await submitLogin(page, email, password);
  expect(response.status(), `sign-in of ${email}`).toBe(200);
  await expect(page).toHaveURL("/");
  await expect(sidebar(page)).toBeVisible();
}

/** The sidebar's main navigation. */
export function sidebar(page: Page): Locator {
  return page.getByRole("navigation", { name: "Main" });
}

/** Asserts the sidebar lists exactly these entries, in this order. */
export async function expectSidebar(page: Page, labels: readonly string[]): Promise<void> {
  await expect(sidebar(page).getByRole("link")).toHaveText([...labels]);
}

/**
 * A toast with this title (a Mantine notification, role "alert"); the newest when an older one is still
 * fading out. Toasts live in the notifications portal, outside the page's <main>.
 */
export function toast(page: Page, title: string): Locator {
  return page.getByRole("alert").filter({ hasText: title }).last();
}
