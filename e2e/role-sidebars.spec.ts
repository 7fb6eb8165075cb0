import { expect, test } from "@playwright/test";
import { DEMO, DEMO_PASSWORD, expectSidebar, SIDEBAR, signIn } from "./support/app";

test("an EMPLOYEE sees the employee sidebar, is denied /companies and logs out to /auth", async ({
  page,
}) => {
  await signIn(page, DEMO.employee, DEMO_PASSWORD);
  await expectSidebar(page, SIDEBAR.EMPLOYEE);

  await page.goto("/companies");
  await expect(page.getByRole("heading", { name: "Access Denied" })).toBeVisible();
  await expect(page.getByText("You do not have permission to view this page.")).toBeVisible();

  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL("/auth");
  expect((await page.request.get("/api/user")).status()).toBe(401);
});

test("the SUPER_ADMIN sees every section and logs out to /auth", async ({ page }) => {
  await signIn(page, DEMO.superAdmin, DEMO_PASSWORD);
  await expectSidebar(page, SIDEBAR.SUPER_ADMIN);
  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL("/auth");
});

test("a signed-out visitor of /dashboard is sent to /auth", async ({ page }) => {
  await page.goto("/dashboard");
  await expect(page).toHaveURL("/auth");
  await expect(page.getByRole("tab", { name: "Login" })).toBeVisible();
});

test("an unknown path shows '404 Page Not Found'", async ({ page }) => {
  await page.goto("/no-such-page/at-all");
  await expect(page.getByRole("heading", { name: "404 Page Not Found" })).toBeVisible();
});
