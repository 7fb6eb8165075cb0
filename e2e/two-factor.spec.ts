import { expect, test } from "@playwright/test";
import { Secret, TOTP } from "otpauth";
import {
  DEMO,
  DEMO_PASSWORD,
  loginForm,
  logOut,
  openSignedIn,
  sidebar,
  signUpCompanyViaApi,
  submitLogin,
  toast,
} from "./support/app";

/** The code an authenticator app shows, `steps` 30-second steps from now. */
const codeOf = (secret: string, steps = 0) =>
  TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: Date.now() + steps * 30_000 });

test("a person turns on two-factor sign-in in Settings, then signs in with password and code", async ({
  page,
}) => {
  const admin = await signUpCompanyViaApi(page.request, "two-factor");
  let secret = "";
  let recoveryCodes: string[] = [];

  await test.step("Settings: turn it on with the QR code's key and a code from the app", async () => {
    await openSignedIn(page, admin.email, admin.password, "/settings");
    const card = page.getByRole("region", { name: "Two-factor sign-in" });
    await card.getByRole("button", { name: "Turn on two-factor sign-in" }).click();
    await expect(card.getByRole("img", { name: "QR code" })).toBeVisible();
    secret = ((await card.getByLabel("Setup key").textContent()) ?? "").replace(/\s+/g, "");
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    await card.getByLabel("Code from the app").fill(codeOf(secret));
    await card.getByRole("button", { name: "Turn on", exact: true }).click();
    await expect(toast(page, "Two-factor sign-in turned on")).toBeVisible();
    await expect(card.getByText("Save your recovery codes")).toBeVisible();
    recoveryCodes = (await card.getByLabel("Recovery codes").locator("code").allInnerTexts()).map((c) =>
      c.trim(),
    );
    expect(recoveryCodes).toHaveLength(10);
    await card.getByRole("button", { name: "Done" }).click();
    await expect(card.getByText("10 recovery codes left.")).toBeVisible();
  });

  await test.step("sign out; the password alone asks for a code and signs nobody in", async () => {
    await logOut(page);
    const response = await submitLogin(page, admin.email, admin.password);
    expect(await response.json()).toEqual({ twoFactorRequired: true });
    await expect(page.getByText("Two-factor sign-in", { exact: true })).toBeVisible();
    await expect(page).toHaveURL("/auth");
    expect((await page.request.get("/api/user")).status()).toBe(401);
  });

  await test.step("a wrong code is refused; the right one signs in", async () => {
    const code = page.getByLabel("Code", { exact: true });
    await code.fill(codeOf(secret) === "000000" ? "111111" : "000000");
    await page.getByRole("button", { name: "Verify" }).click();
    await expect(toast(page, "Login failed")).toContainText("Invalid code");
    // The step after the one enrolment used: a code is accepted once.
    await code.fill(codeOf(secret, 1));
    await page.getByRole("button", { name: "Verify" }).click();
    await expect(page).toHaveURL("/");
    await expect(sidebar(page)).toBeVisible();
  });

  await test.step("a recovery code signs in too", async () => {
    await logOut(page);
    await submitLogin(page, admin.email, admin.password);
    await page.getByLabel("Code", { exact: true }).fill(recoveryCodes[0]!);
    await page.getByRole("button", { name: "Verify" }).click();
    await expect(page).toHaveURL("/");
    await expect(loginForm(page).submit).toHaveCount(0);
  });
});

test("a company requires two-factor sign-in of its admins; a super admin resets a lost one", async ({
  page,
}) => {
  const admin = await signUpCompanyViaApi(page.request, "two-factor-required");
  let secret = "";

  await test.step("Company Settings: the admin switches the requirement on", async () => {
    await openSignedIn(page, admin.email, admin.password, "/settings");
    await page.getByRole("tab", { name: "Company Settings" }).click();
    await page.getByRole("switch", { name: "Require two-factor sign-in for admins" }).click();
    await expect(toast(page, "Company updated successfully")).toContainText(
      "Admins now need two-factor sign-in.",
    );
    await page.getByRole("tab", { name: "Profile Settings" }).click();
    await expect(
      page.getByText("Two-factor sign-in is required for your account. Turn it on now", { exact: false }),
    ).toBeVisible();
  });

  await test.step("the next sign-in sets it up before anything else", async () => {
    await logOut(page);
    const response = await submitLogin(page, admin.email, admin.password);
    expect(await response.json()).toEqual({ twoFactorSetupRequired: true });
    await expect(page).toHaveURL("/two-factor-setup");
    await expect(page.getByRole("heading", { name: "Set up two-factor sign-in" })).toBeVisible();
    expect((await page.request.get("/api/user")).status()).toBe(401);
    secret = ((await page.getByLabel("Setup key").textContent()) ?? "").replace(/\s+/g, "");
    await page.getByLabel("Code from the app").fill(codeOf(secret));
    await page.getByRole("button", { name: "Turn on", exact: true }).click();
    await expect(page.getByText("Save your recovery codes")).toBeVisible();
    await expect(page.getByLabel("Recovery codes").locator("code")).toHaveCount(10);
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page).toHaveURL("/");
    await expect(sidebar(page)).toBeVisible();
  });

  await test.step("Settings: on, and it cannot be turned off", async () => {
    await page.goto("/settings");
    const card = page.getByRole("region", { name: "Two-factor sign-in" });
    await expect(card.getByText("Required for your account: it cannot be turned off.")).toBeVisible();
    await expect(card.getByRole("button", { name: "Turn off two-factor sign-in" })).toHaveCount(0);
  });

  await test.step("the super admin resets it in User Management, after a confirmation", async () => {
    await logOut(page);
    await openSignedIn(page, DEMO.superAdmin, DEMO_PASSWORD, "/settings");
    await page.getByRole("tab", { name: "User Management" }).click();
    await page.getByRole("textbox", { name: "Search users" }).fill(admin.email);
    const row = page.getByRole("row").filter({ hasText: admin.email });
    await expect(row.getByText("2FA", { exact: true })).toBeVisible();
    await row.getByRole("button", { name: "Reset two-factor" }).click();
    const dialog = page.getByRole("dialog", { name: "Reset two-factor sign-in" });
    await expect(dialog).toContainText("Their sessions end");
    await dialog.getByRole("button", { name: "Reset" }).click();
    await expect(toast(page, "Two-factor sign-in reset")).toBeVisible();
    await expect(row.getByText("2FA", { exact: true })).toHaveCount(0);
    await expect(row.getByRole("button", { name: "Reset two-factor" })).toHaveCount(0);
  });

  await test.step("the admin's next sign-in sets up a new one (still required)", async () => {
    await logOut(page);
    await submitLogin(page, admin.email, admin.password);
    await expect(page).toHaveURL("/two-factor-setup");
    const fresh = ((await page.getByLabel("Setup key").textContent()) ?? "").replace(/\s+/g, "");
    expect(fresh).not.toBe(secret);
  });
});
