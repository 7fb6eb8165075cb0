import { expect, test } from "@playwright/test";
import { loginForm, signUpCompanyViaApi, submitLogin, toast } from "./support/app";

const LOCKED_HINT =
  "Your account has been locked due to multiple failed login attempts. Please contact your administrator to unlock it.";

test("five wrong passwords lock an admin out, and then the right password is refused too", async ({
  page,
}) => {
  const admin = await signUpCompanyViaApi(page.request, "lockout");
  await page.goto("/auth");

  for (let attempt = 1; attempt <= 4; attempt++) {
    await test.step(`wrong password, attempt ${attempt}`, async () => {
      const response = await submitLogin(page, admin.email, `Wrong-${attempt}-pass`);
      expect(response.status()).toBe(401);
      const { message } = (await response.json()) as { message: string };
      await expect(toast(page, "Login failed")).toContainText(message);
      await expect(page.getByText(LOCKED_HINT, { exact: true })).toHaveCount(0);
      await expect(page).toHaveURL("/auth");
    });
  }

  await test.step("the fifth wrong password locks the account", async () => {
    const response = await submitLogin(page, admin.email, "Wrong-5-pass");
    expect(response.status()).toBe(403);
    const body = (await response.json()) as { message: string; locked?: boolean };
    expect(body.locked).toBe(true);
    const failed = toast(page, "Login failed");
    await expect(failed).toContainText(body.message);
    await expect(failed).toContainText(LOCKED_HINT);
    // The form itself keeps the hint in view after the toast has gone.
    await expect(page.getByText(LOCKED_HINT, { exact: true })).toBeVisible();
  });

  await test.step("the right password is refused while locked", async () => {
    await page.reload();
    await expect(loginForm(page).email).toBeVisible();
    const response = await submitLogin(page, admin.email, admin.password);
    expect(response.status()).toBe(403);
    const body = (await response.json()) as { message: string; locked?: boolean };
    expect(body.locked).toBe(true);
    await expect(toast(page, "Login failed")).toContainText(body.message);
    await expect(page.getByText(LOCKED_HINT, { exact: true })).toBeVisible();
    await expect(page).toHaveURL("/auth");
    const me = await page.request.get("/api/user");
    expect(me.status()).toBe(401);
  });
});
