import { expect, test } from "@playwright/test";
import { companyWithEmployeeViaApi, openSignedIn, toast } from "./support/app";
import { expectLeaveSummary } from "./support/leave";

test("an admin sets an employee's allocation to 25, 400 is refused inline and not saved, 30 is saved as the page is left, and the employee sees 30", async ({
  page,
  request,
}) => {
  const { admin, companyId, employee } = await companyWithEmployeeViaApi(request, "allocation");
  const name = `${employee.firstName} ${employee.lastName}`;
  const isAllocationChange = (url: string, method: string) =>
    method === "PATCH" && new URL(url).pathname === `/api/users/${employee.id}/total-leaves`;
  const sent: unknown[] = [];
  page.on("request", (r) => {
    if (isAllocationChange(r.url(), r.method())) sent.push(r.postDataJSON());
  });

  await openSignedIn(page, admin.email, admin.password, "/leaves");
  await expect(page.getByRole("heading", { name: "Leave Management", level: 1 })).toBeVisible();
  const table = page.getByRole("region", { name: "Leave Allocation" }).getByRole("table");
  await expect(table.getByRole("columnheader")).toHaveText([
    "Employee",
    "Total Leaves",
    "Leaves Taken",
    "Available",
    "Update Allocation",
  ]);
  const row = table.getByRole("row").filter({ hasText: employee.email });
  const cells = row.getByRole("cell");
  const input = row.getByRole("textbox", { name: `Update allocation for ${name}` });

  await test.step("the employee starts with the default 20", async () => {
    await expect(cells.nth(0)).toContainText(name);
    await expect(cells.nth(1)).toHaveText("20");
    await expect(cells.nth(2)).toHaveText("0");
    await expect(cells.nth(3)).toHaveText("20");
    await expect(input).toHaveValue("20");
  });

  await test.step("the admin's own row cannot be changed: another admin or a super admin does that", async () => {
    const own = table.getByRole("row").filter({ hasText: admin.email });
    const ownInput = own.getByRole("textbox", {
      name: `Update allocation for ${admin.firstName} ${admin.lastName}`,
    });
    await expect(ownInput).toBeDisabled();
    await expect(ownInput).toHaveAttribute("title", "You cannot change your own leave allocation");
    await expect(input).toBeEnabled();
  });

  await test.step("Update Allocation to 25: saved, and the row shows Total Leaves 25, Available 25", async () => {
    const saved = page.waitForResponse((r) => isAllocationChange(r.url(), r.request().method()));
    await input.fill("25");
    const response = await saved;
    expect(response.status()).toBe(200);
    expect(response.request().postDataJSON()).toEqual({ totalLeaves: 25 });
    await expect(toast(page, "Leave allocation updated")).toContainText(`${name} now has 25 days of leave.`);
    await expect(cells.nth(1)).toHaveText("25");
    await expect(cells.nth(2)).toHaveText("0");
    await expect(cells.nth(3)).toHaveText("25");
    await expect(input).toHaveValue("25");
  });

  await test.step("400 is refused inline and never sent", async () => {
    await input.fill("400");
    await expect(input).toHaveAttribute("aria-invalid", "true");
    await expect(row.getByText("Total leaves must be a whole number from 0 to 365")).toBeVisible();
    await input.blur();
    // Leaving the page would flush a pending save: reload, then the stored value is still 25.
    await page.reload();
    await expect(cells.nth(1)).toHaveText("25");
    await expect(cells.nth(3)).toHaveText("25");
    await expect(input).toHaveValue("25");
    expect(sent).toEqual([{ totalLeaves: 25 }]);
    const stored = await request.get(`/api/companies/${companyId}/users/leaves`);
    expect(stored.status()).toBe(200);
    const rows = (await stored.json()) as { id: number; totalLeaves: number }[];
    expect(rows.find((r) => r.id === employee.id)?.totalLeaves).toBe(25);
  });

  await test.step("30, then off to another page before the save: saved on the way, and its toast still shows", async () => {
    const nav = page.getByRole("navigation", { name: "Main" });
    await nav.getByRole("link", { name: "Attendance" }).click();
    await expect(page).toHaveURL(/\/attendance$/);
    await nav.getByRole("link", { name: "Leave Management" }).click();
    await expect(input).toHaveValue("25");
    const saved = page.waitForResponse((r) => isAllocationChange(r.url(), r.request().method()));
    await input.fill("30");
    // Back in the browser: the input is never blurred, so the save goes as the page goes.
    await page.goBack();
    await expect(page).toHaveURL(/\/attendance$/);
    expect((await saved).status()).toBe(200);
    await expect(toast(page, "Leave allocation updated")).toContainText(`${name} now has 30 days of leave.`);
    expect(sent).toEqual([{ totalLeaves: 25 }, { totalLeaves: 30 }]);
  });

  await test.step("the employee's summary shows Total Leaves 30", async () => {
    await openSignedIn(page, employee.email, employee.password, "/leaves");
    await expectLeaveSummary(page, { total: 30, taken: 0, remaining: 30 });
  });
});
