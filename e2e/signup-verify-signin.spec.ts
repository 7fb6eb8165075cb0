import { expect, test } from "@playwright/test";
import { expectSidebar, SIDEBAR, sidebar, signIn, toast, uniqueEmail } from "./support/app";
import { findLink, waitForMail } from "./support/mailbox";

test("a company signs up, verifies its e-mail from the mail it got, and its admin signs in", async ({
  page,
}) => {
  const email = uniqueEmail("signup");
  const password = "Signup2024";
  const since = Date.now();

  await test.step("fill and send the Company Signup form", async () => {
    await page.goto("/auth");
    await page.getByRole("tab", { name: "Company Signup" }).click();
    const form = page.getByRole("tabpanel", { name: "Company Signup" });
    await form.getByLabel("Company name").fill("Backwater Robotics");
    await form.getByLabel("First name").fill("Lakshmi");
    await form.getByLabel("Last name").fill("Nair");
    await form.getByLabel("Email", { exact: true }).fill(email);
    await form.getByLabel("Password", { exact: true }).fill(password);
    await form.getByRole("checkbox", { name: /I agree to the/ }).check();
    await form.getByRole("button", { name: "Create company account" }).click();
  });

  await test.step("the success view says a verification e-mail was sent", async () => {
    await expect(toast(page, "Registration successful!")).toContainText(
      "Please check your email to verify your account.",
    );
    await expect(page.getByText(/verification email has been sent/i)).toBeVisible();
    await expect(page.getByText(email, { exact: true })).toBeVisible();
    await page.getByRole("button", { name: "Go to Login" }).click();
    await expect(page).toHaveURL("/auth");
    await expect(page.getByRole("tab", { name: "Login" })).toHaveAttribute("aria-selected", "true");
  });

  await test.step("the verification link from the SMTP sink lands on /auth?verified=true", async () => {
    const mail = await waitForMail(email, "Verify your email address", { since });
    const link = findLink(mail, "/api/verify-email");
    // The link is built from APP_URL: the very origin the browser is on.
    expect(new URL(link.url).origin).toBe(new URL(page.url()).origin);
    await page.goto(link.url);
    await expect(page).toHaveURL("/auth?verified=true");
    const notice = page.getByText(
      "Email verified successfully! Your email has been verified. You can now log in to access your account.",
      { exact: true },
    );
    await expect(notice).toBeVisible();
    // The notice is the green one (docs/product/accounts.md §4): its text colour is a green.
    const [red, green, blue] = (await notice.evaluate((el) => getComputedStyle(el).color))
      .match(/\d+/g)!
      .map(Number);
    expect(green, "green text").toBeGreaterThan(red!);
    expect(green, "green text").toBeGreaterThan(blue!);
  });

  await test.step("the verified admin signs in to the ADMIN shell without a verification banner", async () => {
    await signIn(page, email, password);
    await expectSidebar(page, SIDEBAR.ADMIN);
    await expect(sidebar(page).getByRole("link", { name: "Companies" })).toHaveCount(0);
    await expect(sidebar(page).getByRole("link", { name: "Security Logs" })).toHaveCount(0);
    await expect(page.getByText("Lakshmi Nair")).toBeVisible();
    await expect(page.getByText("Verify your email address")).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Resend verification email" })).toHaveCount(0);
  });
});
