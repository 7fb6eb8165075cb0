import { expect, test } from "@playwright/test";
import {
  companyWithEmployeeViaApi,
  expectSidebar,
  logOut,
  SIDEBAR,
  signIn,
  submitLogin,
  toast,
} from "./support/app";

test("an employee changes their password in Settings and signs in with the new one only", async ({
  page,
  request,
}) => {
  const { employee } = await companyWithEmployeeViaApi(request, "change-password");
  const newPassword = "Changed2024x";

  await signIn(page, employee.email, employee.password);
  await expectSidebar(page, SIDEBAR.EMPLOYEE);
  await page.goto("/settings");
  await expect(page.getByRole("tab", { name: "Profile Settings" })).toHaveAttribute("aria-selected", "true");
  const card = page.getByRole("region", { name: "Change Password" });
  const current = card.getByLabel("Current password", { exact: true });
  const fresh = card.getByLabel("New password", { exact: true });
  const confirm = card.getByLabel("Confirm new password", { exact: true });
  const submit = card.getByRole("button", { name: "Change Password" });

  await test.step("a wrong current password is refused", async () => {
    await current.fill("Not-my-password1");
    await fresh.fill(newPassword);
    await confirm.fill(newPassword);
    const answer = page.waitForResponse((r) => new URL(r.url()).pathname.endsWith("/change-password"));
    await submit.click();
    expect((await answer).status()).toBe(400);
    await expect(toast(page, "Password change failed")).toContainText(
      "Failed to change password. Please verify your current password.",
    );
  });

  await test.step("the right current password changes it: 'Password changed'", async () => {
    await current.fill(employee.password);
    await fresh.fill(newPassword);
    await confirm.fill(newPassword);
    const answer = page.waitForResponse((r) => new URL(r.url()).pathname.endsWith("/change-password"));
    await submit.click();
    expect((await answer).status()).toBe(200);
    await expect(toast(page, "Password changed")).toBeVisible();
    // The form is emptied after a change.
    await expect(current).toHaveValue("");
    await expect(fresh).toHaveValue("");
    await expect(confirm).toHaveValue("");
  });

  await test.step("after logging out the old password is refused and the new one signs in", async () => {
    await logOut(page);
    const refused = await submitLogin(page, employee.email, employee.password);
    expect(refused.status()).toBe(401);
    await expect(toast(page, "Login failed")).toBeVisible();
    await expect(page).toHaveURL("/auth");
    await signIn(page, employee.email, newPassword);
    await expectSidebar(page, SIDEBAR.EMPLOYEE);
  });
});
