import { expect, test } from "@playwright/test";
import { badges, companyWithEmployeeViaApi, openSignedIn, toast } from "./support/app";
import { localToday, pickDates, shortDate, withDay } from "./support/dates";
import { expectLeaveSummary, summaryCard } from "./support/leave";

test("an employee requests a half day and three days, the admin approves one and rejects the other, and the balance follows", async ({
  page,
  request,
}) => {
  const { admin, employee } = await companyWithEmployeeViaApi(request, "leave");
  // Days of the month the pickers open on; no rule forbids past days, and 6 and 12–14 exist in every month.
  const month = localToday();
  const halfDay = { date: withDay(month, 6), reason: "Bank appointment in the morning" };
  const threeDays = {
    start: withDay(month, 12),
    end: withDay(month, 14),
    reason: "Family wedding in Thrissur",
  };
  const history = page.getByRole("region", { name: "Leave History" });
  const ownRequest = (reason: string) => history.getByRole("listitem").filter({ hasText: reason });

  await openSignedIn(page, employee.email, employee.password, "/leaves");
  await expect(page.getByRole("heading", { name: "Leave Requests", level: 1 })).toBeVisible();

  await test.step("the summary starts at the default 20 days", async () => {
    await expectLeaveSummary(page, { total: 20, taken: 0, remaining: 20 });
  });

  const form = page.getByRole("region", { name: "Request Leave" });
  const startDate = form.getByLabel(/^Start Date/);
  const endDate = form.getByLabel(/^End Date/);
  const submit = form.getByRole("button", { name: "Submit Request" });

  await test.step("a half day: the checkbox hides End Date and offers the half-day type", async () => {
    await pickDates(page, startDate, [halfDay.date]);
    await expect(startDate).toHaveText(shortDate(halfDay.date));
    await expect(endDate).toBeVisible();
    await form.getByRole("checkbox", { name: "Half Day Leave" }).check();
    await expect(endDate).toHaveCount(0);
    const type = form.getByRole("radiogroup", { name: /^Half Day Type/ });
    await expect(type.getByRole("radio")).toHaveCount(2);
    await type.getByRole("radio", { name: "Forenoon (Morning)" }).check();
    await form.getByLabel(/^Reason/).fill(halfDay.reason);
    const sent = page.waitForResponse(
      (r) => new URL(r.url()).pathname === "/api/leaves" && r.request().method() === "POST",
    );
    await submit.click();
    const response = await sent;
    expect(response.status()).toBe(201);
    // For a half day the end date sent equals the start date (docs/product/leave.md §2).
    expect(response.request().postDataJSON()).toMatchObject({
      startDate: halfDay.date,
      endDate: halfDay.date,
      isHalfDay: true,
      halfDayType: "FORENOON",
    });
    await expect(toast(page, "Leave request submitted")).toBeVisible();
    // The form resets: a full day again, End Date back.
    await expect(form.getByRole("checkbox", { name: "Half Day Leave" })).not.toBeChecked();
    await expect(endDate).toBeVisible();
  });

  await test.step("three days from Start Date to End Date", async () => {
    await pickDates(page, startDate, [threeDays.start]);
    await pickDates(page, endDate, [threeDays.end]);
    await expect(endDate).toHaveText(shortDate(threeDays.end));
    await form.getByLabel(/^Reason/).fill(threeDays.reason);
    await submit.click();
    await expect(toast(page, "Leave request submitted")).toBeVisible();
  });

  await test.step("Leave History lists both as PENDING, the half day with its '0.5 Days' badge", async () => {
    await expect(history.getByRole("listitem")).toHaveCount(2);
    const half = ownRequest(halfDay.reason);
    await expect(half).toContainText(shortDate(halfDay.date));
    await expect(badges(half)).toHaveText(["PENDING", "0.5 Days", "Forenoon (Morning)"], {
      useInnerText: true,
    });
    const full = ownRequest(threeDays.reason);
    await expect(full).toContainText(`${shortDate(threeDays.start)} – ${shortDate(threeDays.end)}`);
    await expect(badges(full)).toHaveText(["PENDING", "3 Days"], { useInnerText: true });
    // Pending days are not taken yet: Leaves Remaining is total minus taken (docs/product/leave.md §3).
    await expectLeaveSummary(page, { total: 20, taken: 0, remaining: 20 });
    await expect(summaryCard(page, "Leaves Remaining")).toContainText("3.5 Days pending approval");
  });

  await test.step("the admin approves the three days and rejects the half day", async () => {
    await openSignedIn(page, admin.email, admin.password, "/leaves");
    await expect(page.getByRole("heading", { name: "Leave Management", level: 1 })).toBeVisible();
    const requests = page.getByRole("region", { name: "Leave Requests" });
    await expect(requests).toContainText("2 waiting for review");
    const request = (reason: string) => requests.getByRole("listitem").filter({ hasText: reason });
    const full = request(threeDays.reason);
    const half = request(halfDay.reason);
    await expect(full).toContainText(`${employee.firstName} ${employee.lastName}`);
    await expect(full).toContainText(admin.companyName);
    await expect(half).toContainText("0.5 Days");
    await expect(half).toContainText("Forenoon (Morning)");

    await full.getByRole("button", { name: "Approve" }).click();
    await expect(toast(page, "Leave request approved")).toContainText(
      `${employee.firstName} ${employee.lastName}'s leave request was approved.`,
    );
    await expect(badges(full).first()).toHaveText("APPROVED", { useInnerText: true });
    await expect(full.getByRole("button")).toHaveCount(0);

    await half.getByRole("button", { name: "Reject" }).click();
    await expect(toast(page, "Leave request rejected")).toBeVisible();
    await expect(badges(half).first()).toHaveText("REJECTED", { useInnerText: true });
    await expect(half.getByRole("button")).toHaveCount(0);
    await expect(requests).toContainText("Nothing waiting for review");
  });

  await test.step("the employee sees both outcomes and 3 days taken, 17 of 20 remaining", async () => {
    await openSignedIn(page, employee.email, employee.password, "/leaves");
    await expect(badges(ownRequest(threeDays.reason)).first()).toHaveText("APPROVED", { useInnerText: true });
    await expect(badges(ownRequest(halfDay.reason)).first()).toHaveText("REJECTED", { useInnerText: true });
    await expectLeaveSummary(page, { total: 20, taken: 3, remaining: 17 });
    await expect(summaryCard(page, "Leaves Remaining")).toContainText("Nothing pending");
  });
});
