import { expect, test } from "@playwright/test";
import { DEMO, DEMO_PASSWORD, sidebar } from "./support/app";

// The sign-in page arrives with its first paint in the HTML (scripts/prerender.mjs): the frame and the
// card's heading show before any JavaScript has run, and the page's code then replaces them with the form.

test("/auth paints its frame and heading from the HTML alone, without JavaScript", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/auth");
  await expect(page.getByRole("heading", { name: "Welcome back" })).toBeVisible();
  await expect(page.getByText("Sign in to manage your team in India.")).toBeVisible();
  await expect(page.getByText("Employer of record in India").first()).toBeAttached();
  // Nothing to type into before the page's code is there: no input could lose what was typed.
  await expect(page.getByRole("textbox")).toHaveCount(0);
  await context.close();
});

test("the first paint becomes the sign-in form, which signs in", async ({ page }) => {
  await page.goto("/auth");
  await page.getByLabel("Email", { exact: true }).fill(DEMO.admin);
  await page.getByLabel("Password", { exact: true }).fill(DEMO_PASSWORD);
  // The first paint is gone: one heading, no spinner left behind.
  await expect(page.getByRole("heading", { name: "Welcome back" })).toHaveCount(1);
  await expect(page.getByRole("main").getByLabel("Loading")).toHaveCount(0);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(sidebar(page)).toBeVisible();
});

test("/auth?tab=signup opens on the registration form", async ({ page }) => {
  await page.goto("/auth?tab=signup");
  await expect(page.getByRole("heading", { name: "Register your company" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Welcome back" })).toHaveCount(0);
});
