import { expect, test } from "@playwright/test";
import {
  addAttendanceViaApi,
  companyWithEmployeeViaApi,
  openSignedIn,
  paletteColor,
  signInViaApi,
  toast,
} from "./support/app";
import {
  addDays,
  calendarDay,
  calendarPager,
  companyToday,
  dayOfMonth,
  monthLabel,
  monthStart,
  openDatePicker,
  pickDates,
  shortDate,
  withDay,
} from "./support/dates";

test("an employee clocks in and out, adds and edits past records, cannot record a future day, and the calendar colours the hours", async ({
  page,
  request,
}) => {
  const { employee } = await companyWithEmployeeViaApi(request, "attendance");
  // "Today" is the calendar day in India. The past days are at least two days back, in this month when
  // it is old enough, else in the previous one.
  const today = companyToday();
  const pastMonth = dayOfMonth(today) >= 4 ? today : monthStart(today, -1);
  const fullDay = pastMonth === today ? addDays(today, -2) : withDay(pastMonth, 10);
  const shortDay = pastMonth === today ? addDays(today, -3) : withDay(pastMonth, 11);
  const entered = [
    { date: today, hours: 7.5 },
    { date: fullDay, hours: 9 },
    { date: shortDay, hours: 3 },
  ];

  // The 3-hour day is already recorded (through the API); the rest goes through the screen.
  await signInViaApi(request, employee.email, employee.password);
  await addAttendanceViaApi(request, {
    attendanceDate: shortDay,
    clockIn: "10:00:00",
    clockOut: "13:00:00",
    effectiveHours: 3,
    keyTasks: "Induction session",
  });
  await openSignedIn(page, employee.email, employee.password, "/attendance");
  await expect(page.getByRole("heading", { name: "Attendance Management", level: 1 })).toBeVisible();
  await expect(page.getByRole("link", { name: "View Holidays" })).toHaveAttribute("href", "/holidays");
  const table = page.getByRole("tabpanel", { name: "Table View" }).getByRole("table");
  const row = (date: string) => table.getByRole("row").filter({ hasText: shortDate(date) });

  await test.step("Clock In: 'You have successfully clocked in!'", async () => {
    await expect(page.getByText("You have not clocked in yet today.")).toBeVisible();
    await page.getByRole("button", { name: "Clock In", exact: true }).click();
    await expect(toast(page, "You have successfully clocked in!")).toBeVisible();
    await expect(page.getByText(/^Clocked in at \d{1,2}:\d{2} [AP]M$/)).toBeVisible();
  });

  await test.step("Clock Out with effective hours and key tasks: 'Today's Attendance Completed'", async () => {
    await page.getByRole("button", { name: "Clock Out", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "Clock Out" });
    await dialog.getByLabel(/^Effective Hours/).fill("7.5");
    await dialog.getByLabel(/^Key Tasks/).fill("Payroll reconciliation");
    await dialog.getByRole("button", { name: "Clock Out" }).click();
    await expect(toast(page, "You have successfully clocked out!")).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page.getByText("Today's Attendance Completed", { exact: true })).toBeVisible();
    await expect(row(today)).toContainText("7.5 hrs");
    await expect(row(today)).toContainText("Payroll reconciliation");
  });

  const addButton = page.getByRole("button", { name: "Add Attendance Record" });

  await test.step("Add Attendance Record for a past day, then edit it: 'Attendance record updated successfully!'", async () => {
    await addButton.click();
    const dialog = page.getByRole("dialog", { name: "Add Attendance Record" });
    const date = dialog.getByLabel(/^Date/);
    // The date starts at today.
    await expect(date).toHaveText(shortDate(today));
    await pickDates(page, date, [fullDay], today);
    await expect(date).toHaveText(shortDate(fullDay));
    await dialog.getByLabel(/^Clock In/).fill("09:00");
    await dialog.getByLabel(/^Clock Out/).fill("13:00");
    await dialog.getByLabel(/^Effective Hours/).fill("4");
    await dialog.getByLabel(/^Key Tasks/).fill("Vendor onboarding");
    await dialog.getByRole("button", { name: "Add Attendance" }).click();
    await expect(toast(page, "Attendance record added successfully")).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(row(fullDay)).toContainText("9:00 AM");
    await expect(row(fullDay)).toContainText("1:00 PM");
    await expect(row(fullDay)).toContainText("4 hrs");

    await row(fullDay)
      .getByRole("button", { name: `Edit ${shortDate(fullDay)}` })
      .click();
    const edit = page.getByRole("dialog", { name: "Edit Attendance Record" });
    await expect(edit.getByLabel(/^Date/)).toHaveText(shortDate(fullDay));
    await expect(edit.getByLabel(/^Clock Out/)).toHaveValue("13:00");
    await edit.getByLabel(/^Clock Out/).fill("18:00");
    await edit.getByLabel(/^Effective Hours/).fill("9");
    await edit.getByRole("button", { name: "Update Attendance" }).click();
    await expect(toast(page, "Attendance record updated successfully!")).toBeVisible();
    await expect(edit).toBeHidden();
    await expect(row(fullDay)).toContainText("6:00 PM");
    await expect(row(fullDay)).toContainText("9 hrs");
    await expect(row(fullDay)).toContainText("Vendor onboarding");
    await expect(row(shortDay)).toContainText("3 hrs");
    await expect(table.getByRole("row")).toHaveCount(4); // the header and three records
  });

  await test.step("a future date is refused: 'Cannot record attendance for future dates'", async () => {
    // The form's date picker does not offer a day after today …
    await addButton.click();
    const dialog = page.getByRole("dialog", { name: "Add Attendance Record" });
    const picker = await openDatePicker(page, dialog.getByLabel(/^Date/));
    const tomorrow = addDays(today, 1);
    if (tomorrow.slice(0, 7) === today.slice(0, 7))
      await expect(calendarDay(picker, tomorrow)).toBeDisabled();
    else await expect(calendarPager(picker, "next")).toBeDisabled();
    await page.keyboard.press("Escape");
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toBeHidden();
    // … and the server refuses one sent anyway, in the spec's words.
    const refused = await page.request.post("/api/attendances", {
      data: { attendanceDate: tomorrow, clockIn: "09:00:00", clockOut: "17:00:00", effectiveHours: 8 },
    });
    expect(refused.status()).toBe(400);
    expect(((await refused.json()) as { message: string }).message).toBe(
      "Cannot record attendance for future dates",
    );
    await expect(table.getByRole("row")).toHaveCount(4);
  });

  await test.step("Calendar View: 9 h is green, 3 h red, and the Monthly Summary adds up", async () => {
    await page.getByRole("tab", { name: "Calendar View" }).click();
    const calendar = page.getByRole("tabpanel", { name: "Calendar View" });
    await expect(calendar.getByRole("heading", { name: monthLabel(today) })).toBeVisible();
    if (pastMonth !== today) {
      await calendar.getByRole("button", { name: "Previous month" }).click();
      await expect(calendar.getByRole("heading", { name: monthLabel(pastMonth) })).toBeVisible();
    }
    const grid = calendar.getByRole("grid", { name: "Attendance by day" });
    const green = grid.getByRole("gridcell", { name: `${shortDate(fullDay)}, 9 hrs`, exact: true });
    const red = grid.getByRole("gridcell", { name: `${shortDate(shortDay)}, 3 hrs`, exact: true });
    await expect(green).toHaveAttribute("data-band", "green");
    await expect(red).toHaveAttribute("data-band", "red");
    await expect(green).toHaveCSS("background-color", await paletteColor(page, "green-1"));
    await expect(red).toHaveCSS("background-color", await paletteColor(page, "red-1"));
    await expect(calendar.getByLabel("Colour legend")).toContainText("8+ hrs");
    await expect(calendar.getByLabel("Colour legend")).toContainText("Under 4 hrs");

    const shown = entered.filter((r) => r.date.slice(0, 7) === pastMonth.slice(0, 7));
    const totalHours = shown.reduce((sum, r) => sum + r.hours, 0);
    const stat = (label: string) =>
      calendar.getByText(label, { exact: true }).locator("xpath=following-sibling::*[1]");
    await expect(calendar.getByRole("heading", { name: "Monthly Summary" })).toBeVisible();
    await expect(stat("Total Days")).toHaveText(String(shown.length));
    await expect(stat("Total Hours")).toHaveText(String(totalHours));
    await expect(stat("Avg Hours/Day")).toHaveText((totalHours / shown.length).toFixed(2));
    await expect(stat("Full Days (8+ hrs)")).toHaveText(String(shown.filter((r) => r.hours >= 8).length));
  });
});
