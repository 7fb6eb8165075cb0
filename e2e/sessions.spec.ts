import { expect, type Page, test } from "@playwright/test";
import { companyWithEmployeeViaApi, openSignedIn, sidebar, toast } from "./support/app";

/** Sessions you can see (docs/product/settings.md §9, accounts.md §5.1). */

const IPHONE_SAFARI =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";

const sessionsCard = (page: Page) => page.getByRole("region", { name: "Sessions" });
const sessionRows = (page: Page) =>
  sessionsCard(page)
    .getByRole("row")
    .filter({ has: page.getByRole("cell") });

test("a person signed in on two devices sees both in Settings, signs the other out, and it goes to sign-in", async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  const { employee } = await companyWithEmployeeViaApi(request, "sessions");
  // A second device: a browser context of its own, with a phone's User-Agent.
  const phoneContext = await browser.newContext({ baseURL, userAgent: IPHONE_SAFARI });
  const phone = await phoneContext.newPage();

  await test.step("signed in on the phone and on the desktop, Settings lists both", async () => {
    await openSignedIn(phone, employee.email, employee.password, "/");
    await openSignedIn(page, employee.email, employee.password, "/settings");
    await expect(sessionRows(page)).toHaveCount(2);
    const desktopRow = sessionRows(page).first();
    await expect(desktopRow).toContainText("This device");
    await expect(desktopRow.getByRole("button", { name: "Sign out" })).toHaveCount(0);
    const phoneRow = sessionRows(page).filter({ hasText: "Safari on iPhone" });
    await expect(phoneRow).not.toContainText("This device");
    await expect(phoneRow).toContainText("127.0.0.1");
  });

  await test.step("'Sign out' ends the phone's session; the desktop stays signed in", async () => {
    const answer = page.waitForResponse((r) => r.request().method() === "DELETE");
    await sessionRows(page)
      .filter({ hasText: "Safari on iPhone" })
      .getByRole("button", { name: "Sign out" })
      .click();
    expect((await answer).status()).toBe(204);
    await expect(toast(page, "Session signed out")).toBeVisible();
    await expect(sessionRows(page)).toHaveCount(1);
    await expect(sessionRows(page).first()).toContainText("This device");
    await expect(sessionsCard(page).getByRole("button", { name: "Sign out everywhere else" })).toBeDisabled();
  });

  await test.step("the phone's next call is refused and its screen goes to sign-in", async () => {
    await sidebar(phone).getByRole("link", { name: "Settings" }).click();
    await expect(phone).toHaveURL("/auth");
    await expect(phone.getByRole("tab", { name: "Login" })).toBeVisible();
  });

  await test.step("'Sign out everywhere else' asks first, then ends the phone's new session", async () => {
    await openSignedIn(phone, employee.email, employee.password, "/");
    await page.reload();
    await expect(sessionRows(page)).toHaveCount(2);
    await sessionsCard(page).getByRole("button", { name: "Sign out everywhere else" }).click();
    const dialog = page.getByRole("dialog", { name: "Sign out everywhere else?" });
    await expect(dialog).toContainText("1 other session will end at once");
    await dialog.getByRole("button", { name: "Sign out everywhere else" }).click();
    await expect(toast(page, "Signed out everywhere else")).toContainText("1 other session ended.");
    await expect(sessionRows(page)).toHaveCount(1);
    await phone.reload();
    await expect(phone).toHaveURL("/auth");
  });

  await phoneContext.close();
});
