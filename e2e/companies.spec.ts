import { randomBytes } from "node:crypto";
import { expect, test } from "@playwright/test";
import { DEMO, DEMO_PASSWORD, pickOption, signIn, signInViaApi, toast, uniqueEmail } from "./support/app";

test("the SUPER_ADMIN adds a company with a generated logo, gives it an admin, searches, pages, and deletes an empty one", async ({
  page,
  request,
}) => {
  const run = randomBytes(2).toString("hex");
  const bulkNames = Array.from({ length: 11 }, (_, i) => `E2E Bulk ${run} ${String(i + 1).padStart(2, "0")}`);
  const company = {
    name: `Malabar Spice Traders ${run}`,
    description: `Exporters of pepper and cardamom, run ${run}`,
  };
  const admin = { email: uniqueEmail("company-admin"), firstName: "Deepa", lastName: "Varghese" };
  const adminName = `${admin.firstName} ${admin.lastName}`;

  await test.step("eleven companies through the API, so there are more than ten", async () => {
    await signInViaApi(request, DEMO.superAdmin, DEMO_PASSWORD);
    for (const name of bulkNames) {
      const response = await request.post("/api/companies", { data: { name, logo: "logo.png" } });
      expect(response.status(), await response.text()).toBe(201);
    }
  });

  await signIn(page, DEMO.superAdmin, DEMO_PASSWORD);
  await page.goto("/companies");
  await expect(page.getByRole("heading", { name: "Companies", level: 1 })).toBeVisible();
  const search = page.getByPlaceholder("Search companies...");
  const cards = page.getByRole("main").getByRole("article");
  const card = page.getByRole("article", { name: company.name });

  await test.step("'Add Company' with a generated logo: the preview shows, then 'Company created successfully'", async () => {
    await page.getByRole("button", { name: "Add Company" }).first().click();
    const dialog = page.getByRole("dialog", { name: "Add Company" });
    await dialog.getByLabel(/^Name/).fill(company.name);
    await dialog.getByLabel("Description", { exact: true }).fill(company.description);
    const preview = dialog.getByRole("img", { name: "Logo preview" });
    await expect(preview).toHaveCount(0);
    await dialog.getByRole("button", { name: "Generate" }).click();
    await expect(preview).toBeVisible();
    await expect(preview).toHaveAttribute("src", /^data:image\/svg\+xml/);
    const created = page.waitForResponse(
      (r) => new URL(r.url()).pathname === "/api/companies" && r.request().method() === "POST",
    );
    await dialog.getByRole("button", { name: "Create Company" }).click();
    expect((await created).status()).toBe(201);
    await expect(toast(page, "Company created successfully")).toBeVisible();
    await expect(dialog).toBeHidden();
  });

  await test.step("'Search companies...' finds only it", async () => {
    await search.fill(company.name);
    await expect(cards).toHaveCount(1);
    await expect(card).toBeVisible();
    await expect(card).toContainText(company.description);
    await expect(card).toContainText("No users yet");
    await expect(page.getByText("Showing 1 to 1 of 1 companies", { exact: true })).toBeVisible();
    await expect(page.getByText("Page 1 of 1", { exact: true })).toBeVisible();
  });

  await test.step("the card's add-user action adds an admin to it", async () => {
    await card.getByRole("button", { name: `Add user to ${company.name}` }).click();
    const dialog = page.getByRole("dialog", { name: "Add User" });
    await dialog.getByLabel(/^Email/).fill(admin.email);
    await dialog.getByLabel("Password", { exact: true }).fill("Admin2024x");
    await dialog.getByLabel(/^First name/).fill(admin.firstName);
    await dialog.getByLabel(/^Last name/).fill(admin.lastName);
    await pickOption(page, dialog.getByLabel(/^Role/), "Admin");
    const created = page.waitForResponse(
      (r) =>
        /\/api\/companies\/\d+\/users$/.test(new URL(r.url()).pathname) && r.request().method() === "POST",
    );
    await dialog.getByRole("button", { name: "Create User" }).click();
    expect((await created).status()).toBe(201);
    await expect(dialog).toBeHidden();
    await expect(card.getByRole("listitem").filter({ hasText: adminName })).toContainText("Admin");
    await expect(card).toContainText("1 user");
    await expect(card).not.toContainText("No users yet");
  });

  await test.step("clearing the search shows ten a page; Next goes to page 2", async () => {
    const all = (await (await request.get("/api/companies")).json()) as unknown[];
    const total = all.length;
    const pages = Math.ceil(total / 10);
    expect(total).toBeGreaterThan(10);
    await search.fill("");
    await expect(cards).toHaveCount(10);
    await expect(page.getByText(`Showing 1 to 10 of ${total} companies`, { exact: true })).toBeVisible();
    await expect(page.getByText(`Page 1 of ${pages}`, { exact: true })).toBeVisible();
    await expect(page.getByRole("button", { name: "Previous" })).toBeDisabled();
    await page.getByRole("button", { name: "Next" }).click();
    await expect(page.getByText(`Page 2 of ${pages}`, { exact: true })).toBeVisible();
    await expect(
      page.getByText(`Showing 11 to ${Math.min(20, total)} of ${total} companies`, { exact: true }),
    ).toBeVisible();
    await expect(cards).toHaveCount(Math.min(20, total) - 10);
    await expect(page.getByRole("button", { name: "Previous" })).toBeEnabled();
  });

  const table = page.getByRole("main").getByRole("table");
  const row = table.getByRole("row").filter({ hasText: company.name });

  await test.step("the Table view has Logo, Name, Description, Users, Actions", async () => {
    // The segmented control's radio is visually hidden: its label takes the click.
    await page.getByRole("main").getByText("Table", { exact: true }).click();
    await expect(page.getByRole("radio", { name: "Table" })).toBeChecked();
    await expect(table.getByRole("columnheader")).toHaveText([
      "Logo",
      "Name",
      "Description",
      "Users",
      "Actions",
    ]);
    // A new search starts again from page 1.
    await search.fill(company.name);
    await expect(page.getByText("Page 1 of 1", { exact: true })).toBeVisible();
    await expect(table.getByRole("row")).toHaveCount(2);
    await expect(row.getByRole("img", { name: `${company.name} logo` })).toBeVisible();
    await expect(row.getByRole("cell").nth(2)).toHaveText(company.description);
    await expect(row.getByRole("cell").nth(3)).toHaveText("1");
  });

  await test.step("a company with users cannot be deleted: disabled, with the tooltip", async () => {
    const remove = row.getByRole("button", { name: `Delete ${company.name}` });
    await expect(remove).toBeDisabled();
    await remove.hover();
    await expect(page.getByRole("tooltip", { name: "Cannot delete company with users" })).toBeVisible();
  });

  await test.step("an empty company is deleted after 'Are you sure?': 'Company deleted'", async () => {
    const victim = bulkNames[0]!;
    await search.fill(victim);
    const victimRow = table.getByRole("row").filter({ hasText: victim });
    await expect(victimRow.getByRole("cell").nth(3)).toHaveText("0");
    await victimRow.getByRole("button", { name: `Delete ${victim}` }).click();
    const confirm = page.getByRole("dialog", { name: "Are you sure?" });
    await expect(confirm).toContainText(
      "This action cannot be undone. This will permanently delete the company and all associated data.",
    );
    const deleted = page.waitForResponse(
      (r) => new URL(r.url()).pathname.startsWith("/api/companies/") && r.request().method() === "DELETE",
    );
    await confirm.getByRole("button", { name: "Delete", exact: true }).click();
    expect((await deleted).status()).toBe(204);
    await expect(toast(page, "Company deleted")).toBeVisible();
    await expect(confirm).toBeHidden();
    await expect(victimRow).toHaveCount(0);
    await expect(page.getByRole("heading", { name: "No companies found" })).toBeVisible();
  });
});
