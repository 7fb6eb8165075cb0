import { expect, test } from "@playwright/test";
import { DEMO, DEMO_PASSWORD, openSignedIn, pickOption } from "./support/app";

/**
 * 'Cost to hire' of a candidate (docs/product/recruitment.md §6.5): the demo's Kochi Software Labs is on the
 * Standard plan; Bengaluru Analytics has none. Amounts that depend on the month (professional tax, the
 * financial year) are left to the unit tests; the success fee and the labels are not.
 */

test("an admin sees a candidate's cost to the client, success fee and take-home, by state of work", async ({
  page,
}) => {
  await openSignedIn(page, DEMO.admin, DEMO_PASSWORD, "/candidates");
  const row = page
    .getByRole("row")
    .filter({ has: page.getByRole("button", { name: /^Cost to hire / }) })
    .first();
  const ctcText = (await row.getByRole("cell").nth(3).textContent()) ?? "";
  const ctc = Number(ctcText.replace(/[^\d]/g, ""));
  await row.getByRole("button", { name: /^Cost to hire / }).click();

  const dialog = page.getByRole("dialog", { name: /^Cost to hire: / });
  await expect(dialog.getByLabel("State of work", { exact: true })).toHaveValue("Karnataka");
  const lines = dialog.getByRole("table", { name: "Cost to hire lines" });
  for (const label of [
    "Gross salary",
    "Employer PF",
    "Employer ESI",
    "Employee PF",
    "Employee ESI",
    "Professional tax",
    "Income tax (TDS)",
    "Monthly take-home",
  ])
    await expect(lines.getByRole("cell", { name: label, exact: true }).first()).toBeVisible();
  await expect(lines.getByText("(Standard plan, 20% of gross)")).toBeVisible();
  const successFee = `₹${Math.round(ctc / 10).toLocaleString("en-IN")}`;
  await expect(dialog.getByText("One-time success fee").locator("..")).toContainText(successFee);

  await pickOption(page, dialog.getByLabel("State of work", { exact: true }), "Maharashtra");
  await expect(lines.getByRole("cell", { name: "Monthly cost to the client", exact: true })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
});

test("a company without a plan shows 'No plan set' for the fee", async ({ page }) => {
  await openSignedIn(page, DEMO.otherAdmin, DEMO_PASSWORD, "/candidates?view=board");
  await page
    .getByRole("button", { name: /^Move .* to…$/ })
    .first()
    .click();
  await page.getByRole("menuitem", { name: "Cost to hire" }).click();
  const dialog = page.getByRole("dialog", { name: /^Cost to hire: / });
  await expect(dialog.getByText("No plan set")).toBeVisible();
  await expect(
    dialog.getByText("The company has no plan yet, so the monthly cost leaves the platform fee out."),
  ).toBeVisible();
});
