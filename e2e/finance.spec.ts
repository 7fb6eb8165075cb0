import { expect, type Locator, type Page, test } from "@playwright/test";
import {
  DEMO,
  DEMO_PASSWORD,
  openSignedIn,
  pickOption,
  signInViaApi,
  signUpCompanyViaApi,
  toast,
} from "./support/app";

/**
 * Finance, end to end (docs/product/finance.md §5): the super admin records a company's transaction in
 * rupees and sees the cards change; the company's admin reads it and can neither add, edit nor delete.
 */

/** A summary card of /finance by its title. */
const card = (page: Page, title: string): Locator => page.getByRole("group", { name: title });

/** The number of transactions a card shows (its one line of digits alone). */
async function cardCount(page: Page, title: string): Promise<number> {
  return Number(await card(page, title).getByText(/^\d+$/).textContent());
}

test("the super admin records a transaction in rupees and sees the cards change; the company's admin reads it, read only", async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const admin = await signUpCompanyViaApi(page.request, "finance");
  const adminCompanyId = (await signInViaApi(page.request, admin.email, admin.password)).companyId;
  const superAdmin = await signInViaApi(page.request, DEMO.superAdmin, DEMO_PASSWORD);
  const author = `${superAdmin.firstName} ${superAdmin.lastName}`;
  let everyCompanyBefore = 0;

  await test.step("every company's cards first; the new company has none", async () => {
    await page.goto("/finance");
    await expect(page.getByRole("heading", { name: "Finance", level: 1 })).toBeVisible();
    await expect(page.getByRole("table", { name: "Transactions" })).toBeVisible();
    await expect(page.getByRole("combobox", { name: "Company" })).toHaveValue("All Companies");
    await expect(card(page, "Total Transactions")).toHaveText(/^Total Transactions\s*\d+\s*\S/);
    everyCompanyBefore = await cardCount(page, "Total Transactions");
    expect(everyCompanyBefore).toBeGreaterThan(0);

    await pickOption(page, page.getByRole("combobox", { name: "Company" }), admin.companyName);
    await expect(page).toHaveURL(/\/finance\?companyId=\d+$/);
    await expect(page.getByText("No transactions found")).toBeVisible();
    for (const title of ["Total Transactions", "Completed", "Pending"])
      await expect(card(page, title)).toHaveText(new RegExp(`^${title}\\s*0\\s*—$`));
  });

  await test.step("the super admin adds a completed transaction of ₹1,50,000.50", async () => {
    await page.getByRole("button", { name: "Add Transaction" }).first().click();
    const dialog = page.getByRole("dialog", { name: "Add Transaction" });
    await expect(dialog.getByRole("combobox", { name: "Company" })).toHaveValue(admin.companyName);
    await expect(dialog.getByRole("combobox", { name: "Currency" })).toHaveValue("USD — US Dollar");
    await expect(dialog.getByRole("combobox", { name: "Status" })).toHaveValue("PENDING");

    // Nothing under a cent: the shared rule's words, before anything is sent.
    await dialog.getByRole("textbox", { name: "Amount" }).fill("0");
    await dialog.getByRole("button", { name: "Add Transaction" }).click();
    await expect(dialog.getByText("Amount must be greater than 0")).toBeVisible();

    await pickOption(page, dialog.getByRole("combobox", { name: "Currency" }), "INR — Indian Rupee");
    await dialog.getByRole("textbox", { name: "Amount" }).fill("150000.50");
    await expect(dialog.getByRole("textbox", { name: "Amount" })).toHaveValue("1,50,000.50");
    await expect(dialog.getByText("Saved as ₹1,50,000.50")).toBeVisible();
    await pickOption(page, dialog.getByRole("combobox", { name: "Status" }), "COMPLETED");
    await dialog.getByRole("textbox", { name: "Comment" }).fill("Local staffing contract, Kochi");
    const saved = page.waitForResponse(
      (r) => new URL(r.url()).pathname === "/api/transactions" && r.request().method() === "POST",
    );
    await dialog.getByRole("button", { name: "Add Transaction" }).click();
    const response = await saved;
    expect(response.status()).toBe(201);
    // Sent in cents, the author taken from the session.
    expect(response.request().postDataJSON()).toMatchObject({ amount: 15_000_050, currency: "INR" });
    expect(response.request().postDataJSON()).not.toHaveProperty("createdBy");
    await expect(toast(page, "Transaction created")).toBeVisible();
    await expect(dialog).toBeHidden();
  });

  await test.step("the cards and the list show it, in rupees with Indian grouping", async () => {
    await expect(card(page, "Total Transactions")).toHaveText(/^Total Transactions\s*1\s*₹1,50,000\.50$/);
    await expect(card(page, "Completed")).toHaveText(/^Completed\s*1\s*₹1,50,000\.50$/);
    await expect(card(page, "Pending")).toHaveText(/^Pending\s*0\s*—$/);
    const row = page.getByRole("row", { name: /Local staffing contract, Kochi/ });
    await expect(row).toContainText(admin.companyName);
    await expect(row).toContainText("₹1,50,000.50");
    await expect(row).toContainText("INR");
    await expect(row).toContainText("Income");
    await expect(row).toContainText("COMPLETED");
    await expect(row).toContainText(author);

    await pickOption(page, page.getByRole("combobox", { name: "Company" }), "All Companies");
    await expect.poll(() => cardCount(page, "Total Transactions")).toBe(everyCompanyBefore + 1);
  });

  await test.step("the company's admin reads it, without add, edit or delete", async () => {
    const context = await browser.newContext();
    const adminPage = await context.newPage();
    await openSignedIn(adminPage, admin.email, admin.password, "/finance");
    await expect(adminPage.getByText(admin.companyName).first()).toBeVisible();
    const row = adminPage.getByRole("row", { name: /Local staffing contract, Kochi/ });
    await expect(row).toContainText("₹1,50,000.50");
    await expect(row).toContainText("COMPLETED");
    await expect(card(adminPage, "Completed")).toHaveText(/^Completed\s*1\s*₹1,50,000\.50$/);
    await expect(adminPage.getByRole("button", { name: "Add Transaction" })).toHaveCount(0);
    await expect(adminPage.getByRole("button", { name: /^Edit transaction/ })).toHaveCount(0);
    await expect(adminPage.getByRole("button", { name: /^Delete transaction/ })).toHaveCount(0);
    await expect(adminPage.getByRole("combobox", { name: "Company" })).toHaveCount(0);
    // The server agrees: a change from the admin is refused.
    const refused = await adminPage.request.post("/api/transactions", {
      data: { companyId: adminCompanyId, amount: 100 },
    });
    expect(refused.status()).toBe(403);
    await context.close();
  });
});
