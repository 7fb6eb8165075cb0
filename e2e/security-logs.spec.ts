import { type APIRequestContext, expect, type Locator, type Page, test } from "@playwright/test";
import {
  createUserViaApi,
  DEMO,
  DEMO_PASSWORD,
  loginStatusViaApi,
  openSignedIn,
  pickOption,
  signInViaApi,
  signUpCompanyViaApi,
  toast,
} from "./support/app";

/** The security log viewer, end to end (docs/product/security-logs.md §1, §5). */

/** Sign-ins that fail: five per account locks it (accounts.md), the fifth still a failed sign-in. */
const FAILURES_PER_ACCOUNT = 5;

/** Fails `times` sign-ins of `email` through the API (each a LOGIN_FAILED row of its company). */
async function failSignIns(request: APIRequestContext, email: string, times: number): Promise<void> {
  for (let attempt = 1; attempt <= times; attempt += 1) {
    // 401 for a wrong password, 403 once the fifth locks the account.
    expect([401, 403]).toContain(await loginStatusViaApi(request, email, "Wrong-password-1"));
  }
}

/** The rows of the Table View, the heading row left out. */
const tableRows = (page: Page) =>
  page
    .getByRole("table", { name: "Security logs" })
    .getByRole("row")
    .filter({ has: page.getByRole("cell") });

/** The value beside a label of a Detail View card (its <dt> and <dd>). */
const detail = (card: Locator, label: string) =>
  card.locator("dt", { hasText: new RegExp(`^${label}$`) }).locator("xpath=following-sibling::dd[1]");

const actionFilter = (page: Page) =>
  page.getByRole("form", { name: "Security log filters" }).getByRole("combobox", { name: "Action" });

const pager = (page: Page) => page.getByRole("navigation", { name: "Security logs pages" });

test("the super admin filters the log to one company's failed sign-ins, pages through them and opens one in the Detail View", async ({
  page,
  playwright,
  baseURL,
}) => {
  test.setTimeout(90_000);
  // A company of its own: its admin and four colleagues each fail five sign-ins → 25 rows, two pages of 20.
  const admin = await signUpCompanyViaApi(page.request, "seclogs");
  const me = await signInViaApi(page.request, admin.email, admin.password);
  if (me.companyId === null) throw new Error("the new admin has no company");
  const people = [admin.email];
  for (let index = 0; index < 4; index += 1)
    people.push((await createUserViaApi(page.request, me.companyId, `seclogs-${index}`)).email);
  const stranger = await playwright.request.newContext({ baseURL });
  for (const email of people) await failSignIns(stranger, email, FAILURES_PER_ACCOUNT);
  await stranger.dispose();
  const total = people.length * FAILURES_PER_ACCOUNT;

  await test.step("the super admin filters by the company and the action, and Apply writes the address", async () => {
    await openSignedIn(page, DEMO.superAdmin, DEMO_PASSWORD, "/security-logs");
    await expect(page.getByRole("heading", { name: "Security Logs", level: 1 })).toBeVisible();
    await expect(tableRows(page).first()).toBeVisible();
    const filters = page.getByRole("form", { name: "Security log filters" });
    await pickOption(page, filters.getByRole("combobox", { name: "Company" }), admin.companyName);
    await pickOption(page, filters.getByRole("combobox", { name: "Action" }), "LOGIN_FAILED");
    await filters.getByRole("button", { name: "Apply" }).click();
    await expect(page).toHaveURL(
      new RegExp(`/security-logs\\?companyId=${me.companyId}&action=LOGIN_FAILED$`),
    );
    await expect(page.getByText(`Showing 1–20 of ${total}`)).toBeVisible();
    await expect(tableRows(page)).toHaveCount(20);
    for (const row of await tableRows(page).all()) {
      await expect(row).toContainText("LOGIN_FAILED");
      await expect(row).toContainText(admin.companyName);
      await expect(row).toContainText("WARNING");
    }
    await expect(page.getByRole("link", { name: "Export CSV" })).toHaveAttribute(
      "href",
      `/api/security-logs/export?companyId=${me.companyId}&action=LOGIN_FAILED`,
    );
  });

  await test.step("it pages to the last five, and the page survives a reload", async () => {
    await expect(pager(page).getByRole("button", { name: /^Page \d+$/ })).toHaveText(["1", "2"]);
    await pager(page).getByRole("button", { name: "Next page" }).click();
    await expect(page.getByText(`Showing 21–${total} of ${total}`)).toBeVisible();
    await expect(tableRows(page)).toHaveCount(total - 20);
    await expect(page).toHaveURL(/[?&]page=2(&|$)/);
    await page.reload();
    await expect(page.getByText(`Showing 21–${total} of ${total}`)).toBeVisible();
    await expect(actionFilter(page)).toHaveValue("LOGIN_FAILED");
    await pager(page).getByRole("button", { name: "First page" }).click();
    await expect(page.getByText(`Showing 1–20 of ${total}`)).toBeVisible();
    // The newest first: the last failure of the last colleague heads the first page.
    await expect(tableRows(page).first()).toContainText(people.at(-1) ?? "");
  });

  await test.step("one entry opens in the Detail View with who, where and its metadata", async () => {
    const first = tableRows(page).first();
    await first.getByRole("button", { name: /^View details: LOGIN_FAILED/ }).click();
    await expect(page.getByRole("tab", { name: "Detail View" })).toHaveAttribute("aria-selected", "true");
    await expect(page).toHaveURL(/[?&]view=detail(&|$)/);
    const card = page.getByRole("article").first();
    const newest = people.at(-1) ?? "";
    await expect(card.getByRole("heading", { name: "LOGIN_FAILED" })).toBeVisible();
    await expect(card).toContainText(`Failed sign-in for ${newest} (attempt ${FAILURES_PER_ACCOUNT})`);
    await expect(detail(card, "User")).toContainText(newest);
    await expect(detail(card, "Company")).toHaveText(admin.companyName);
    await expect(detail(card, "Resource")).toHaveText(/^user #\d+$/);
    await expect(detail(card, "IP Address")).toHaveText(/127\.0\.0\.1/);
    await expect(detail(card, "User Agent")).not.toHaveText("—");
    // The metadata as key/value lines, never a JSON blob.
    await expect(detail(card, "Attempted username")).toHaveText(newest);
    await expect(detail(card, "Failed login attempts")).toHaveText(String(FAILURES_PER_ACCOUNT));
    await expect(card).not.toContainText("{");
  });

  await test.step("Reset clears the filters from the address", async () => {
    await page.getByRole("button", { name: "Reset" }).click();
    await expect(page).toHaveURL(/\/security-logs\?view=detail$/);
    await expect(actionFilter(page)).toHaveValue("All Actions");
    await expect(page.getByRole("combobox", { name: "Company" })).toHaveValue("All Companies");
  });
});

test("an employee or an admin opening /security-logs is sent to the dashboard with 'Access Denied', and no log is read", async ({
  page,
}) => {
  const logCalls: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname.startsWith("/api/security-logs")) logCalls.push(request.url());
  });
  for (const email of [DEMO.employee, DEMO.admin]) {
    await openSignedIn(page, email, DEMO_PASSWORD, "/security-logs");
    await expect(page).toHaveURL("/dashboard");
    await expect(toast(page, "Access Denied")).toContainText(
      "You do not have permission to view security logs.",
    );
    await expect(page.getByRole("heading", { name: "Security Logs" })).toHaveCount(0);
  }
  expect(logCalls).toEqual([]);
});
