import { expect, test } from "@playwright/test";
import {
  loginStatusViaApi,
  pickOption,
  signIn,
  signUpCompanyViaApi,
  toast,
  uniqueEmail,
} from "./support/app";

test("an admin adds an employee, edits and deletes them, and the deleted person cannot sign in", async ({
  page,
  request,
}) => {
  const admin = await signUpCompanyViaApi(page.request, "employees");
  const person = {
    email: uniqueEmail("employee"),
    password: "Welcome2024",
    firstName: "Kavya",
    lastName: "Pillai",
  };
  const name = `${person.firstName} ${person.lastName}`;
  const card = page.getByRole("article", { name });

  await signIn(page, admin.email, admin.password);
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Employees" }).click();
  await expect(page).toHaveURL("/employees");
  await expect(page.getByRole("heading", { name: "Employees", level: 1 })).toBeVisible();

  await test.step("the Add Employee dialog creates the person with a password", async () => {
    await page.getByRole("button", { name: "Add Employee" }).first().click();
    const dialog = page.getByRole("dialog", { name: "Add User" });
    await dialog.getByLabel(/^Email/).fill(person.email);
    await dialog.getByLabel("Password", { exact: true }).fill(person.password);
    await dialog.getByLabel(/^First name/).fill(person.firstName);
    await dialog.getByLabel(/^Last name/).fill(person.lastName);
    await expect(dialog.getByLabel(/^Role/)).toHaveValue("Employee");
    const created = page.waitForResponse(
      (r) =>
        /\/api\/companies\/\d+\/users$/.test(new URL(r.url()).pathname) && r.request().method() === "POST",
    );
    await dialog.getByRole("button", { name: "Create User" }).click();
    expect((await created).status()).toBe(201);
    await expect(dialog).toBeHidden();
    await expect(card).toBeVisible();
    await expect(card).toContainText(person.email);
    await expect(card).toContainText("Employee");
    await expect(card).toContainText("No department");
  });

  await test.step("editing department and salary shows 'User updated' and the change on the card", async () => {
    await card.getByRole("button", { name: `Edit ${name}` }).click();
    const dialog = page.getByRole("dialog", { name: "Edit User" });
    await expect(dialog.getByLabel(/^Email/)).toHaveValue(person.email);
    await pickOption(page, dialog.getByLabel("Department", { exact: true }), "Engineering");
    await dialog.getByLabel("Salary", { exact: true }).fill("1250000");
    await dialog.getByRole("button", { name: "Save Changes" }).click();
    await expect(toast(page, "User updated")).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(card).toContainText("Engineering");
    await expect(card).not.toContainText("No department");

    // The salary is not on the card: the edit form shows the saved amount, grouped the Indian way.
    await card.getByRole("button", { name: `Edit ${name}` }).click();
    const again = page.getByRole("dialog", { name: "Edit User" });
    await expect(again.getByLabel("Salary", { exact: true })).toHaveValue("12,50,000");
    await expect(again.getByLabel("Department", { exact: true })).toHaveValue("Engineering");
    await again.getByRole("button", { name: "Cancel" }).click();
    await expect(again).toBeHidden();
  });

  await test.step("an annual CTC and state of work show on the card and as the salary structure", async () => {
    await expect(card).toContainText("No annual CTC set");
    await card.getByRole("button", { name: `Edit ${name}` }).click();
    const dialog = page.getByRole("dialog", { name: "Edit User" });
    await dialog.getByLabel("Annual CTC (₹)").fill("1200000");
    await dialog.getByRole("button", { name: "Save Changes" }).click();
    // A CTC needs its state of work (docs/product/employees.md §2.1): the form says so under the field.
    await expect(dialog).toContainText("State of work is required when an annual CTC is set");
    await pickOption(page, dialog.getByLabel("State of work", { exact: true }), "Karnataka");
    await dialog.getByRole("button", { name: "Save Changes" }).click();
    await expect(toast(page, "User updated")).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(card).toContainText("₹12,00,000 a year · Karnataka");

    await card.getByRole("button", { name: `Salary structure of ${name}` }).click();
    const structure = page.getByRole("dialog", { name });
    const table = structure.getByRole("table", { name: "Salary structure" });
    // ₹12,00,000 a year: ₹1,00,000 a month, basic half of it, HRA 40 % of basic, PF 12 % of ₹15,000, no ESI.
    await expect(table.getByRole("row", { name: "Basic" })).toContainText("₹50,000");
    await expect(table.getByRole("row", { name: "HRA" })).toContainText("₹20,000");
    await expect(table.getByRole("row", { name: "Employer PF" })).toContainText("₹1,800");
    await expect(table.getByRole("row", { name: "Employer ESI" })).toContainText("—");
    await expect(table.getByRole("row", { name: "Monthly CTC" })).toContainText("₹1,00,000");
    await page.keyboard.press("Escape");
    await expect(structure).toBeHidden();
  });

  await test.step("the person can sign in before the delete", async () => {
    expect(await loginStatusViaApi(request, person.email, person.password)).toBe(200);
  });

  await test.step("deleting after the confirmation shows 'User deleted' and removes the card", async () => {
    await card.getByRole("button", { name: `Delete ${name}` }).click();
    const confirm = page.getByRole("dialog", { name: "Delete user" });
    await expect(confirm).toContainText(`Delete ${name}?`);
    await confirm.getByRole("button", { name: "Delete", exact: true }).click();
    await expect(toast(page, "User deleted")).toContainText("The user has been successfully deleted.");
    await expect(confirm).toBeHidden();
    await expect(card).toHaveCount(0);
  });

  await test.step("the deleted person can no longer sign in", async () => {
    expect(await loginStatusViaApi(request, person.email, person.password)).toBe(401);
  });
});

test("a company without employees shows 'No Employees Added Yet'", async ({ page }) => {
  const admin = await signUpCompanyViaApi(page.request, "no-employees");
  await signIn(page, admin.email, admin.password);
  await page.goto("/employees");
  // An ADMIN sees the company's employees (Show Admins is off for them): none yet.
  const ownCard = page.getByRole("article", { name: `${admin.firstName} ${admin.lastName}` });
  await expect(page.getByRole("heading", { name: "No Employees Added Yet" })).toBeVisible();
  await expect(ownCard).toHaveCount(0);
  // The empty state offers the way to add the first person.
  await page.getByRole("main").getByRole("button", { name: "Add Employee" }).last().click();
  await expect(page.getByRole("dialog", { name: "Add User" })).toBeVisible();
});
