import { expect, type Page, test } from "@playwright/test";
import {
  DEMO,
  DEMO_PASSWORD,
  openSignedIn,
  signInViaApi,
  signUpCompanyViaApi,
  toast,
  uniqueEmail,
} from "./support/app";
import { lastMonth } from "./support/dates";
import { downloadedText } from "./support/download";

/** Payroll, end to end (docs/product/payroll.md §6): the plan request, enabling, a month's rows, My Payroll. */

const rowActions = (page: Page, name: string) => page.getByRole("button", { name: `Actions for ${name}` });

test("an admin asks for the Standard plan, the super admin enables payroll, the admin pays a generated month and exports it, the employee downloads the payslip", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const admin = await signUpCompanyViaApi(page.request, "payroll");
  const me = await signInViaApi(page.request, admin.email, admin.password);
  const employee = {
    email: uniqueEmail("payroll-employee"),
    password: "Employee2024",
    name: "Kavya Nambiar",
  };
  const created = await page.request.post(`/api/companies/${me.companyId}/users`, {
    data: {
      username: employee.email,
      password: employee.password,
      firstName: "Kavya",
      lastName: "Nambiar",
      role: "EMPLOYEE",
      salary: 60000,
      taxPercentage: 10,
      benefitsPercentage: 5,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const period = lastMonth();

  await test.step("without payroll the admin sees the plans, Standard chosen, and asks for it", async () => {
    await openSignedIn(page, admin.email, admin.password, "/payrolls");
    await expect(page.getByRole("heading", { name: "Payroll not enabled" })).toBeVisible();
    await expect(page.getByRole("radio", { name: /Standard/ })).toBeChecked();
    await page.getByRole("button", { name: "Send Request" }).click();
    await expect(toast(page, "Request Sent Successfully")).toContainText(
      "Thank you! Our team will contact you back soon.",
    );
    await expect(page.getByRole("status")).toContainText("Request Sent Successfully");
    await expect(page.getByRole("button", { name: "Send Request" })).toHaveCount(0);
  });

  await test.step("the super admin sees the request beside the company and enables payroll in one click", async () => {
    const context = await browser.newContext();
    const superAdmin = await context.newPage();
    await openSignedIn(superAdmin, DEMO.superAdmin, DEMO_PASSWORD, "/companies");
    await superAdmin.getByPlaceholder("Search companies...").fill(admin.companyName);
    const card = superAdmin.getByRole("article", { name: admin.companyName });
    await expect(card).toContainText("Payroll requested: Standard plan");
    await card.getByRole("button", { name: `Enable payroll for ${admin.companyName}` }).click();
    await expect(toast(superAdmin, `Payroll enabled for ${admin.companyName}`)).toBeVisible();
    await expect(card).toContainText("Payroll enabled");
    await expect(card).not.toContainText("Payroll requested");
    await context.close();
  });

  await test.step("the admin generates last month: a Pending row for each person", async () => {
    await page.goto(`/payrolls?month=${period.month}&year=${period.year}`);
    await expect(page.getByRole("heading", { name: "Payroll Management" })).toBeVisible();
    await expect(page.getByText("No payroll records found for this period.")).toBeVisible();
    await page
      .getByRole("button", { name: `Generate ${period.label}` })
      .first()
      .click();
    await expect(toast(page, "Payroll generated")).toContainText(
      `2 payroll records created for ${period.label}.`,
    );
    const row = page.getByRole("row", { name: /Kavya Nambiar/ });
    await expect(row).toContainText("₹60,000");
    await expect(row).toContainText("₹51,000");
    await expect(row).toContainText("Pending");
    await expect(page.getByLabel("Total Salary")).toContainText("₹60,000");
  });

  await test.step("the admin edits the row: net pay follows the tax", async () => {
    await rowActions(page, "Kavya Nambiar").click();
    await page.getByRole("menuitem", { name: "Edit" }).click();
    const dialog = page.getByRole("dialog", { name: "Edit Payroll" });
    await expect(dialog.getByLabel(/^Employee/)).toBeDisabled();
    await expect(dialog.getByLabel(/^Month/)).toBeDisabled();
    await dialog.getByLabel(/^Tax Amount/).fill("7000");
    await expect(dialog.getByLabel(/^Net Pay/)).toHaveValue("₹50,000");
    await dialog.getByRole("button", { name: "Save Changes" }).click();
    await expect(toast(page, "Payroll updated")).toBeVisible();
    await expect(page.getByRole("row", { name: /Kavya Nambiar/ })).toContainText("₹50,000");
  });

  await test.step("the admin marks it Paid", async () => {
    await rowActions(page, "Kavya Nambiar").click();
    await page.getByRole("menuitem", { name: "Mark as Paid" }).click();
    await expect(toast(page, "Status updated")).toContainText("Payroll status changed to Paid");
    await expect(page.getByRole("row", { name: /Kavya Nambiar/ })).toContainText("Paid");
  });

  await test.step("the admin exports the month as CSV and downloads the row's payslip", async () => {
    const mm = String(period.month).padStart(2, "0");
    const [csv] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: "Export" }).click(),
    ]);
    expect(csv.suggestedFilename()).toMatch(new RegExp(`^payroll-.+-${period.year}-${mm}\\.csv$`));
    const lines = (await downloadedText(csv))
      .replace(/^\uFEFF/, "")
      .trimEnd()
      .split("\r\n");
    expect(lines[0]).toBe(
      "First name,Last name,Role,Month,Year,Base salary,Tax,Benefits,Net pay,Status,Paid date",
    );
    expect(lines).toHaveLength(3); // the header, the admin and Kavya
    expect(lines.find((line) => line.startsWith("Kavya,"))).toMatch(
      new RegExp(
        `^Kavya,Nambiar,EMPLOYEE,${period.month},${period.year},60000,7000,3000,50000,Paid,\\d{4}-\\d{2}-\\d{2}$`,
      ),
    );

    await rowActions(page, "Kavya Nambiar").click();
    const [pdf] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("menuitem", { name: "Download Payslip" }).click(),
    ]);
    expect(pdf.suggestedFilename()).toBe(`payslip-kavya-nambiar-${period.year}-${mm}.pdf`);
    expect(await downloadedText(pdf)).toContain("Kavya Nambiar");
  });

  await test.step("the employee downloads the payslip and sees the paid month in My Payroll, and nothing in a year without pay", async () => {
    const context = await browser.newContext();
    const own = await context.newPage();
    await openSignedIn(own, employee.email, employee.password, `/payrolls?year=${period.year}`);
    await expect(own.getByRole("heading", { name: "My Payroll" })).toBeVisible();
    const row = own.getByRole("row", { name: new RegExp(period.label) });
    await expect(row).toContainText("₹50,000");
    await expect(row).toContainText("Paid");
    const [pdf] = await Promise.all([
      own.waitForEvent("download"),
      row.getByRole("link", { name: `Download Payslip for ${period.label}` }).click(),
    ]);
    const text = await downloadedText(pdf);
    for (const expected of [
      "Payslip",
      "Kavya Nambiar",
      period.label,
      "₹60,000",
      "₹7,000",
      "₹3,000",
      "₹50,000",
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).toContain("Rupees Fifty Thousand Only");
    expect(text).toMatch(/Status\s+Paid/);
    await own.goto(`/payrolls?year=${period.year - 5}`);
    await expect(own.getByText(`No payroll records found for ${period.year - 5}.`)).toBeVisible();
    await context.close();
  });
});
