import { expect, test } from "@playwright/test";
import {
  companyWithEmployeeViaApi,
  expectSidebar,
  loginStatusViaApi,
  logOut,
  SIDEBAR,
  signIn,
  toast,
} from "./support/app";

test("an admin unlocks an employee locked by five wrong sign-ins, who then signs in", async ({
  page,
  playwright,
  request,
}) => {
  const { admin, employee } = await companyWithEmployeeViaApi(request, "unlock");
  const name = `${employee.firstName} ${employee.lastName}`;

  await test.step("five wrong passwords lock the employee", async () => {
    // A context of its own: the wrong attempts touch no one else's session.
    const stranger = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
    const statuses: number[] = [];
    for (let attempt = 1; attempt <= 5; attempt++) {
      statuses.push(await loginStatusViaApi(stranger, employee.email, `Wrong-${attempt}-pass`));
    }
    expect(statuses).toEqual([401, 401, 401, 401, 403]);
    expect(await loginStatusViaApi(stranger, employee.email, employee.password)).toBe(403);
    await stranger.dispose();
  });

  await signIn(page, admin.email, admin.password);
  await page.goto("/settings");
  await page.getByRole("tab", { name: "User Management" }).click();
  const panel = page.getByRole("region", { name: "User Management" });
  const table = panel.getByRole("table");
  const row = table.getByRole("row").filter({ hasText: employee.email });
  const adminRow = table.getByRole("row").filter({ hasText: admin.email });

  await test.step("the row shows Locked with Failed Attempts 5", async () => {
    await expect(table.getByRole("columnheader")).toHaveText([
      "Name",
      "Email",
      "Role",
      "Status",
      "Failed Attempts",
      "Locked Until",
      "Action",
    ]);
    await expect(row.getByRole("cell")).toHaveText([
      name,
      employee.email,
      "Employee",
      "Locked",
      "5",
      /\w{3} \d{2}, \d{4} \d{2}:\d{2}:\d{2}/,
      "Unlock",
    ]);
    await expect(adminRow.getByRole("cell").nth(3)).toHaveText("Active");
  });

  await test.step("'Show Only Locked' keeps only the locked account; 'Show All Users' brings back the rest", async () => {
    await panel.getByRole("button", { name: "Show Only Locked" }).click();
    await expect(table.getByRole("row")).toHaveCount(2); // the header and the locked employee
    await expect(row).toBeVisible();
    await expect(adminRow).toHaveCount(0);
    await panel.getByRole("button", { name: "Show All Users" }).click();
    await expect(adminRow).toBeVisible();
    await panel.getByRole("button", { name: "Show Only Locked" }).click();
    await expect(adminRow).toHaveCount(0);
  });

  await test.step("Unlock shows 'Account unlocked' and the status Active", async () => {
    const answer = page.waitForResponse(
      (r) => new URL(r.url()).pathname === `/api/users/${employee.id}/unlock`,
    );
    await row.getByRole("button", { name: "Unlock" }).click();
    expect((await answer).status()).toBe(200);
    await expect(toast(page, "Account unlocked")).toBeVisible();
    // With only locked accounts shown, the unlocked one leaves the list.
    await expect(panel.getByText("No locked accounts found.", { exact: true })).toBeVisible();
    await panel.getByRole("button", { name: "Show All Users" }).click();
    await expect(row.getByRole("cell")).toHaveText([
      name,
      employee.email,
      "Employee",
      "Active",
      "0",
      "—",
      "—",
    ]);
  });

  await test.step("the employee signs in", async () => {
    await logOut(page);
    await signIn(page, employee.email, employee.password);
    await expectSidebar(page, SIDEBAR.EMPLOYEE);
  });
});
