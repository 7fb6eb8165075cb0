import { expect, test } from "@playwright/test";
import { DEMO, DEMO_PASSWORD, openSignedIn, sidebar } from "./support/app";

test("the sidebar runs the whole window height and stays put at the bottom of a long page", async ({
  page,
}) => {
  // A short window (a laptop with the browser's bars) makes the admin's attendance page (a page of 25
  // records) several screens long. The last month, not the default (this month so far), which on the
  // first day of a month holds a few records only.
  const viewport = { width: 1366, height: 560 };
  await page.setViewportSize(viewport);
  await openSignedIn(page, DEMO.admin, DEMO_PASSWORD, "/attendance");
  await page.getByRole("button", { name: "Last Month" }).click();
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollHeight))
    .toBeGreaterThan(viewport.height * 2);

  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);

  const navbar = page.locator(".mantine-AppShell-navbar");
  const box = await navbar.boundingBox();
  expect(box).not.toBeNull();
  expect(box?.y).toBeLessThanOrEqual(0);
  expect((box?.y ?? 0) + (box?.height ?? 0)).toBeGreaterThanOrEqual(viewport.height);
  // The bottom-left corner of the window is the sidebar's, not the page's background.
  const cornerInSidebar = await page.evaluate(
    (y) => Boolean(document.elementFromPoint(8, y)?.closest(".mantine-AppShell-navbar")),
    viewport.height - 4,
  );
  expect(cornerInSidebar).toBe(true);
  await expect(sidebar(page).getByRole("link", { name: "Attendance" })).toBeInViewport();
});

test("a page whose code is gone after a deploy offers Reload, inside the shell", async ({ page }) => {
  await openSignedIn(page, DEMO.admin, DEMO_PASSWORD, "/");
  // The leave page's chunk of the deploy this tab started with no longer exists.
  await page.route(/\/assets\/LeavesPage-[^/]+\.js$/, (route) => route.fulfill({ status: 404, body: "" }));
  await sidebar(page).getByRole("link", { name: "Leave Management" }).click();

  const screen = page.getByRole("alert").filter({ hasText: "A new version is available" });
  await expect(screen).toBeVisible();
  await expect(screen.getByText("The app was updated since you opened it.")).toBeVisible();
  await expect(sidebar(page)).toBeVisible();

  await page.unroute(/\/assets\/LeavesPage-[^/]+\.js$/);
  await screen.getByRole("button", { name: "Reload" }).click();
  await expect(page.getByRole("heading", { name: "Leave Management" })).toBeVisible();
});

// A select's list is drawn when it opens (web/lib/theme.ts): Mantine would keep every select's options
// mounted and hidden, drawing and positioning them all with the page.
test("a select draws its options when it opens, not with the page", async ({ page }) => {
  await openSignedIn(page, DEMO.admin, DEMO_PASSWORD, "/payrolls");
  const month = page.getByRole("combobox", { name: "Month" });
  await expect(month).toBeVisible();
  const anyOption = page.locator('[role="option"], [role="listbox"]');
  await expect(anyOption).toHaveCount(0);

  await month.click();
  await expect(page.getByRole("option", { name: "March" })).toBeVisible();
  await page.getByRole("option", { name: "March" }).click();
  await expect(month).toHaveValue("March");
  await expect(anyOption).toHaveCount(0);
});

// The header's help: the drawer opens on the round button, and focus comes back to it when it closes.
test("the header's help button opens the page's help in a drawer, and Escape closes it", async ({ page }) => {
  await openSignedIn(page, DEMO.admin, DEMO_PASSWORD, "/payrolls");
  const help = page.getByRole("button", { name: "Need help with this page?" });
  await help.click();
  const drawer = page.getByRole("dialog", { name: "Payroll" });
  await expect(drawer).toBeVisible();
  await expect(drawer.getByRole("heading", { name: "How net pay is worked out" })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(drawer).toBeHidden();
  await expect(help).toBeFocused();
});

test("the help pressed before its code has arrived still gives focus back to the button", async ({
  page,
}) => {
  // The drawer's code arrives a moment after the press: the drawer opens as it mounts.
  await page.route(/\/assets\/HelpPanel-[^/]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await openSignedIn(page, DEMO.admin, DEMO_PASSWORD, "/attendance");
  const help = page.getByRole("button", { name: "Need help with this page?" });
  await help.click();
  const drawer = page.getByRole("dialog");
  await expect(drawer).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(drawer).toBeHidden();
  await expect(help).toBeFocused();
});
