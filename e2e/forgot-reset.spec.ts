import { expect, test } from "@playwright/test";
import { expectSidebar, SIDEBAR, signIn, signUpCompanyViaApi, submitLogin, toast } from "./support/app";
import { findLink, waitForMail } from "./support/mailbox";

test("an admin resets a forgotten password from the mailed link and signs in with the new one", async ({
  page,
}) => {
  const admin = await signUpCompanyViaApi(page.request, "reset");
  const newPassword = "Renewed2024";
  const since = Date.now();

  await test.step("the Forgot password dialog sends a reset link", async () => {
    await page.goto("/auth");
    await page.getByRole("button", { name: "Forgot password?" }).click();
    const dialog = page.getByRole("dialog", { name: "Reset your password" });
    await dialog.getByLabel("Email", { exact: true }).fill(admin.email);
    await dialog.getByRole("button", { name: "Send reset link" }).click();
    await expect(toast(page, "Password Reset Requested")).toBeVisible();
    await expect(dialog).toBeHidden();
  });

  const mail = await waitForMail(admin.email, "Reset your password", { since });
  const link = findLink(mail, "/reset-password");

  await test.step("the link opens the form for that address", async () => {
    expect(new URL(link.url).origin).toBe(new URL(page.url()).origin);
    await page.goto(link.url);
    await expect(page.getByLabel("New password", { exact: true })).toBeVisible();
    await expect(page.getByText(admin.email, { exact: true })).toBeVisible();
  });

  await test.step("a mismatched confirmation is refused in the browser", async () => {
    await page.getByLabel("New password", { exact: true }).fill(newPassword);
    await page.getByLabel("Confirm password", { exact: true }).fill(`${newPassword}x`);
    await page.getByRole("button", { name: "Reset password" }).click();
    await expect(page.getByText("Passwords do not match", { exact: true })).toBeVisible();
  });

  await test.step("a matching password resets it; the success screen hands over to /auth after 3 s", async () => {
    await page.getByLabel("Confirm password", { exact: true }).fill(newPassword);
    const answer = page.waitForResponse((r) => new URL(r.url()).pathname === "/api/reset-password");
    await page.getByRole("button", { name: "Reset password" }).click();
    expect((await answer).status()).toBe(200);
    await expect(page.getByRole("heading", { name: "Password reset successful" })).toBeVisible();
    const shownAt = Date.now();
    await expect(page).toHaveURL("/auth", { timeout: 10_000 });
    expect(Date.now() - shownAt, "the redirect waits about 3 seconds").toBeGreaterThanOrEqual(2_500);
  });

  await test.step("the old password no longer works; the new one signs in to the dashboard", async () => {
    const refused = await submitLogin(page, admin.email, admin.password);
    expect(refused.status()).toBe(401);
    await expect(toast(page, "Login failed")).toBeVisible();
    await signIn(page, admin.email, newPassword);
    await expectSidebar(page, SIDEBAR.ADMIN);
  });

  await test.step("the link is single use", async () => {
    await page.goto(link.pathAndQuery);
    await expect(page.getByRole("heading", { name: "Invalid reset link" })).toBeVisible();
  });
});

test("an unknown or missing reset token shows 'Invalid reset link'", async ({ page }) => {
  await page.goto("/reset-password?token=not-a-real-token");
  await expect(page.getByRole("heading", { name: "Invalid reset link" })).toBeVisible();
  await expect(page.getByLabel("New password")).toHaveCount(0);

  await page.goto("/reset-password");
  await expect(page.getByRole("heading", { name: "Invalid reset link" })).toBeVisible();
  await expect(
    page.getByText("Invalid or missing reset token. Please request a new password reset link."),
  ).toBeVisible();
});
