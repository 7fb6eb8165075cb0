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

/** Sidebars of docs/product/README.md §4.1, in their order. */
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

/** The signed-in user as GET /api/user and POST /api/login answer it. */
export interface SessionUser {
  id: number;
  username: string;
  firstName: string;
  lastName: string;
  role: "SUPER_ADMIN" | "ADMIN" | "EMPLOYEE";
  companyId: number | null;
  companyName: string | null;
}

/** Answers the status of POST /api/login: 200 signs `request` in (its cookie jar keeps the session). */
export async function loginStatusViaApi(
  request: APIRequestContext,
  email: string,
  password: string,
): Promise<number> {
  const response = await request.post("/api/login", { data: { username: email, password } });
  return response.status();
}

/** Signs `request` in through the API (no Origin header → allowed) and answers who it is. */
export async function signInViaApi(
  request: APIRequestContext,
  email: string,
  password: string,
): Promise<SessionUser> {
  const response = await request.post("/api/login", { data: { username: email, password } });
  expect(response.status(), `API sign-in of ${email}: ${await response.text()}`).toBe(200);
  return (await response.json()) as SessionUser;
}

export interface NewPerson {
  id: number;
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

/**
 * A fresh person in `companyId` through POST /api/companies/{id}/users; `request` must be signed in as
 * an ADMIN of that company or the SUPER_ADMIN. With a password the person can sign in at once.
 */
export async function createUserViaApi(
  request: APIRequestContext,
  companyId: number,
  label: string,
  options: { role?: "ADMIN" | "EMPLOYEE"; firstName?: string; lastName?: string; password?: string } = {},
): Promise<NewPerson> {
  const person = {
    email: uniqueEmail(label),
    password: options.password ?? "Employee2024",
    firstName: options.firstName ?? "Arjun",
    lastName: options.lastName ?? `Menon ${randomBytes(2).toString("hex")}`,
  };
  const response = await request.post(`/api/companies/${companyId}/users`, {
    data: {
      username: person.email,
      password: person.password,
      firstName: person.firstName,
      lastName: person.lastName,
      role: options.role ?? "EMPLOYEE",
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  const { id } = (await response.json()) as { id: number };
  return { id, ...person };
}

/**
 * A fresh company with its ADMIN signed in on `request`, and one EMPLOYEE of it who has a password:
 * the starting point of journeys about one employee's account.
 */
export async function companyWithEmployeeViaApi(
  request: APIRequestContext,
  label: string,
): Promise<{ admin: NewAdmin; companyId: number; employee: NewPerson }> {
  const admin = await signUpCompanyViaApi(request, `${label}-admin`);
  const me = await signInViaApi(request, admin.email, admin.password);
  if (me.companyId === null) throw new Error(`${admin.email} has no company`);
  const employee = await createUserViaApi(request, me.companyId, `${label}-employee`);
  return { admin, companyId: me.companyId, employee };
}

/** Clicks the sidebar's Logout and waits for /auth. */
export async function logOut(page: Page): Promise<void> {
  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL("/auth");
}

/** Picks `option` in a Mantine Select (`field` is its input): the options list opens in a portal. */
export async function pickOption(page: Page, field: Locator, option: string): Promise<void> {
  await field.click();
  await page.getByRole("option", { name: option, exact: true }).click();
  await expect(field).toHaveValue(option);
}

/**
 * Signs the browser in through the API (its cookie jar is the page's) and opens `path` directly, skipping
 * the sign-in form and the home page: for journeys about other screens. Signing in again as someone else
 * replaces the session.
 */
export async function openSignedIn(page: Page, email: string, password: string, path: string): Promise<void> {
  await signInViaApi(page.request, email, password);
  await page.goto(path);
  await expect(sidebar(page)).toBeVisible();
}

/**
 * The Mantine badges inside `scope`, in document order. Assert them with `{ useInnerText: true }` to
 * read them as shown: a status badge's word is upper-cased by CSS ('Pending' reads PENDING).
 */
export function badges(scope: Locator): Locator {
  return scope.locator(".mantine-Badge-root");
}

/** One attendance record as POST /api/attendances takes it ('yyyy-MM-dd', 'HH:mm:ss'). */
export interface AttendanceInput {
  attendanceDate: string;
  clockIn: string;
  clockOut?: string | null;
  effectiveHours?: number | null;
  keyTasks?: string | null;
}

/** Records attendance for whoever `request` is signed in as; answers the new record's id. */
export async function addAttendanceViaApi(
  request: APIRequestContext,
  record: AttendanceInput,
): Promise<number> {
  const response = await request.post("/api/attendances", { data: record });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

/** A Mantine palette colour ('green-1', 'red-1', …) as the page computes it, e.g. 'rgb(211, 249, 216)'. */
export async function paletteColor(page: Page, name: string): Promise<string> {
  return page.evaluate((variable) => {
    const probe = document.createElement("div");
    probe.style.background = `var(${variable})`;
    document.body.append(probe);
    const color = getComputedStyle(probe).backgroundColor;
    probe.remove();
    return color;
  }, `--mantine-color-${name}`);
}
