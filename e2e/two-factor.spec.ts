import { expect, test } from "@playwright/test";
import { Secret, TOTP } from "otpauth";
import {
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
