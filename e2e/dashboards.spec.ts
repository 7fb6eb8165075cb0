import { expect, test } from "@playwright/test";
import { companyWithEmployeeViaApi, DEMO, DEMO_PASSWORD, openSignedIn, signInViaApi } from "./support/app";

test("an employee clocks in and the admin's dashboard counts them present", async ({ page, browser }) => {
  const { admin, employee } = await companyWithEmployeeViaApi(page.request, "dash");

  await test.step("the admin's dashboard before anyone clocks in", async () => {
    await openSignedIn(page, admin.email, admin.password, "/");
    await expect(page.getByRole("group", { name: "Total Employees" })).toContainText("2");
    await expect(page.getByRole("group", { name: "Present" })).toContainText("0");
    await expect(page.getByRole("group", { name: "Absent" })).toContainText("2");
    await expect(page.getByText("No recent leave requests.")).toBeVisible();
  });

  const employeeContext = await browser.newContext();
  const employeePage = await employeeContext.newPage();
  await test.step("the employee's dashboard shows Not Clocked In, then Working after clocking in", async () => {
    await openSignedIn(employeePage, employee.email, employee.password, "/");
    const status = employeePage.getByRole("group", { name: "Today's Status" });
    await expect(status).toContainText("Not Clocked In");
    await expect(status).toContainText("Absent");
    await employeePage.goto("/attendance");
    await employeePage.getByRole("button", { name: "Clock In" }).click();
    await expect(employeePage.getByText("You have successfully clocked in!")).toBeVisible();
    await employeePage.goto("/");
    await expect(status).toContainText("Working");
    await expect(status).toContainText("Active");
  });
  await employeeContext.close();

  await test.step("the admin's present count rises", async () => {
    await page.reload();
    await expect(page.getByRole("group", { name: "Present" })).toContainText("1");
    await expect(page.getByRole("group", { name: "Absent" })).toContainText("1");
  });
});

test("the super admin's dashboard counts every company and lists a new one with its people", async ({
  page,
}) => {
  const { admin } = await companyWithEmployeeViaApi(page.request, "dash-root");
  await signInViaApi(page.request, DEMO.superAdmin, DEMO_PASSWORD);
  const figures = await (await page.request.get("/api/super-admin/dashboard")).json();
  const companies = await (await page.request.get("/api/companies")).json();
  expect(figures.totalCompanies).toBe(companies.length);
  await openSignedIn(page, DEMO.superAdmin, DEMO_PASSWORD, "/");
  await expect(page.getByRole("group", { name: "Total Companies" })).toContainText(String(companies.length));
  const mine = companies.find((c: { name: string }) => c.name === admin.companyName);
  expect(mine.userCount).toBe(2);
  await expect(page.getByText(admin.companyName).first()).toBeAttached();
});
