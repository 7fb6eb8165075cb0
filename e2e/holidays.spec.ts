import { expect, type Page, test } from "@playwright/test";
import { badges, companyWithEmployeeViaApi, openSignedIn, toast } from "./support/app";
import { localToday, longDate, monthStart, pickDates, withDay } from "./support/dates";

const EMPTY_TITLE = "No Holidays Scheduled";

async function expectEmptyState(page: Page, description: string): Promise<void> {
  await expect(page.getByRole("heading", { name: EMPTY_TITLE })).toBeVisible();
  await expect(page.getByText(description, { exact: true })).toBeVisible();
  await expect(page.getByRole("main").getByRole("article")).toHaveCount(0);
}

test("an admin adds a recurring holiday and deletes one after the confirmation; the employee reads them", async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  const { admin, companyId, employee } = await companyWithEmployeeViaApi(request, "holidays");
  // Next month: upcoming whatever today is, and one page away in the date picker.
  const nextMonth = monthStart(localToday(), 1);
  const festival = {
    name: "Kerala Piravi",
    date: withDay(nextMonth, 14),
    description: "Formation day of the state",
  };
  const closure = { name: "Office Maintenance Day", date: withDay(nextMonth, 21) };
  const festivalCard = (on: Page) => on.getByRole("article", { name: festival.name });
  const closureCard = (on: Page) => on.getByRole("article", { name: closure.name });

  // The employee reads in a browser context of their own, side by side with the admin's.
  const employeeContext = await browser.newContext({ baseURL });
  const employeePage = await employeeContext.newPage();

  await test.step("with no holidays, the admin is invited to add the first one", async () => {
    await openSignedIn(page, admin.email, admin.password, "/holidays");
    await expect(page.getByRole("heading", { name: "Company Holidays", level: 1 })).toBeVisible();
    await expectEmptyState(page, "Add your first company holiday to get started.");
  });

  await test.step("and the employee is told none are scheduled", async () => {
    await openSignedIn(employeePage, employee.email, employee.password, "/holidays");
    await expectEmptyState(employeePage, "Your company hasn't scheduled any holidays yet.");
    await expect(employeePage.getByRole("button", { name: "Add Holiday" })).toHaveCount(0);
  });

  await test.step("'Add Holiday' with 'Recurring every year': 'Holiday created successfully' and a Recurring badge", async () => {
    await page.getByRole("button", { name: "Add Holiday" }).first().click();
    const dialog = page.getByRole("dialog", { name: "Add Holiday" });
    await dialog.getByLabel(/^Name/).fill(festival.name);
    await pickDates(page, dialog.getByLabel(/^Date/), [festival.date]);
    await expect(dialog.getByLabel(/^Date/)).toHaveText(longDate(festival.date));
    await dialog.getByLabel("Description", { exact: true }).fill(festival.description);
    await dialog.getByRole("checkbox", { name: "Recurring every year" }).check();
    const created = page.waitForResponse(
      (r) =>
        new URL(r.url()).pathname === `/api/companies/${companyId}/holidays` &&
        r.request().method() === "POST",
    );
    await dialog.getByRole("button", { name: "Add Holiday" }).click();
    const response = await created;
    expect(response.status()).toBe(201);
    expect(response.request().postDataJSON()).toMatchObject({
      name: festival.name,
      date: festival.date,
      isRecurring: true,
    });
    await expect(toast(page, "Holiday created successfully")).toBeVisible();
    await expect(dialog).toBeHidden();
    const card = festivalCard(page);
    await expect(card).toContainText(longDate(festival.date));
    await expect(card).toContainText(festival.description);
    await expect(badges(card)).toHaveText(["UPCOMING", "RECURRING"], { useInnerText: true });
    await expect(card.getByRole("button", { name: `Edit ${festival.name}` })).toBeVisible();
    await expect(card.getByRole("button", { name: `Delete ${festival.name}` })).toBeVisible();
  });

  await test.step("a one-off holiday through the API", async () => {
    const response = await request.post(`/api/companies/${companyId}/holidays`, {
      data: { name: closure.name, date: closure.date, isRecurring: false, companyId },
    });
    expect(response.status(), await response.text()).toBe(201);
  });

  await test.step("the employee sees both, read-only, the recurring one with its badge", async () => {
    await employeePage.reload();
    await expect(employeePage.getByRole("main").getByRole("article")).toHaveCount(2);
    const card = festivalCard(employeePage);
    await expect(card).toContainText(longDate(festival.date));
    await expect(badges(card)).toHaveText(["UPCOMING", "RECURRING"], { useInnerText: true });
    await expect(badges(closureCard(employeePage))).toHaveText(["UPCOMING"], { useInnerText: true });
    await expect(employeePage.getByRole("main").getByRole("button")).toHaveCount(0);
    await expect(employeePage.getByRole("button", { name: "Add Holiday" })).toHaveCount(0);
  });

  await test.step("Delete asks 'Are you sure you want to delete this holiday?': dismissed keeps it", async () => {
    await page.reload();
    const messages: string[] = [];
    page.once("dialog", (confirm) => {
      messages.push(confirm.message());
      void confirm.dismiss();
    });
    await closureCard(page)
      .getByRole("button", { name: `Delete ${closure.name}` })
      .click();
    await expect.poll(() => messages).toEqual(["Are you sure you want to delete this holiday?"]);
    await expect(closureCard(page)).toBeVisible();
  });

  await test.step("accepted: 'Holiday deleted successfully' and the card is gone", async () => {
    const messages: string[] = [];
    page.once("dialog", (confirm) => {
      messages.push(confirm.message());
      void confirm.accept();
    });
    await closureCard(page)
      .getByRole("button", { name: `Delete ${closure.name}` })
      .click();
    await expect(toast(page, "Holiday deleted successfully")).toBeVisible();
    expect(messages).toEqual(["Are you sure you want to delete this holiday?"]);
    await expect(closureCard(page)).toHaveCount(0);
    await expect(festivalCard(page)).toBeVisible();
  });

  await employeeContext.close();
});
