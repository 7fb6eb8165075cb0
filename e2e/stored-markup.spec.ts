import { expect, test } from "@playwright/test";
import { createUserViaApi, openSignedIn, signInViaApi, signUpCompanyViaApi } from "./support/app";

/**
 * Stored text renders escaped (issue 13 §4): markup an admin stores as an employee's first name is shown
 * as text on the employees page and on the dashboard — no dialog opens, no element is made of it.
 */

const PAYLOAD = "<img src=x onerror=alert(1)>";

/** yyyy-MM-dd, `days` from today (the browser's and the server's day agree well enough a week ahead). */
const dayFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

test("an employee named <img src=x onerror=alert(1)> is shown as text on the employees page and the dashboard", async ({
  page,
  playwright,
  baseURL,
}) => {
  const dialogs: string[] = [];
  page.on("dialog", async (dialog) => {
    dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    await dialog.dismiss();
  });

  const admin = await signUpCompanyViaApi(page.request, "markup");
  const me = await signInViaApi(page.request, admin.email, admin.password);
  const person = await createUserViaApi(page.request, me.companyId!, "markup-employee", {
    firstName: PAYLOAD,
  });
  const fullName = `${PAYLOAD} ${person.lastName}`;

  await test.step("the name is stored literally, and the employee requests leave under it", async () => {
    const employee = await playwright.request.newContext({ baseURL });
    const who = await signInViaApi(employee, person.email, person.password);
    expect(who.firstName).toBe(PAYLOAD);
    const day = dayFromNow(7);
    const leave = await employee.post("/api/leaves", {
      data: { startDate: day, endDate: day, reason: "Family function", isHalfDay: false },
    });
    expect(leave.status(), await leave.text()).toBe(201);
    await employee.dispose();
  });

  await test.step("the employees page shows the name as text", async () => {
    await openSignedIn(page, admin.email, admin.password, "/employees");
    const card = page.getByRole("article", { name: fullName });
    await expect(card).toBeVisible();
    await expect(card.getByText(fullName, { exact: false }).first()).toBeVisible();
    await expect(page.locator('img[src="x"]')).toHaveCount(0);
  });

  await test.step("the dashboard's recent leave requests show the name as text", async () => {
    await page.goto("/");
    await expect(page.getByText("Recent Leave Requests").first()).toBeVisible();
    await expect(page.getByText(fullName).first()).toBeVisible();
    await expect(page.locator('img[src="x"]')).toHaveCount(0);
  });

  expect(dialogs, "no script of the stored text ran").toEqual([]);
});
