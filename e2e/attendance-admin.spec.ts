import { expect, test } from "@playwright/test";
import {
  addAttendanceViaApi,
  companyWithEmployeeViaApi,
  createUserViaApi,
  openSignedIn,
  pickOption,
  signInViaApi,
} from "./support/app";
import { addDays, companyToday, mediumDate, monthStart, pickDates, shortDate } from "./support/dates";

test("an admin filters the company's attendance by period and by employee", async ({ page, request }) => {
  const { admin, companyId, employee: arjun } = await companyWithEmployeeViaApi(request, "attendance-admin");
  const nisha = await createUserViaApi(request, companyId, "attendance-admin-2", { firstName: "Nisha" });
  const arjunName = `${arjun.firstName} ${arjun.lastName}`;
  const nishaName = `${nisha.firstName} ${nisha.lastName}`;
  // Every record is in the weeks before this month (the default period) and within the last 3 months.
  const today = companyToday();
  const firstOfMonth = monthStart(today);
  const records = {
    arjun: [
      { attendanceDate: addDays(firstOfMonth, -3), hours: 8.5, keyTasks: "Quarterly audit" },
      { attendanceDate: addDays(firstOfMonth, -10), hours: 6, keyTasks: "Client visit" },
    ],
    nisha: [{ attendanceDate: addDays(firstOfMonth, -6), hours: 7, keyTasks: "Hiring drive" }],
  };

  await test.step("each employee records past days through the API", async () => {
    for (const [person, own] of [
      [arjun, records.arjun],
      [nisha, records.nisha],
    ] as const) {
      await signInViaApi(request, person.email, person.password);
      for (const { attendanceDate, hours, keyTasks } of own) {
        await addAttendanceViaApi(request, {
          attendanceDate,
          clockIn: "09:30:00",
          clockOut: "18:00:00",
          effectiveHours: hours,
          keyTasks,
        });
      }
    }
  });

  await openSignedIn(page, admin.email, admin.password, "/attendance");
  await expect(page.getByRole("heading", { name: "Attendance Management", level: 1 })).toBeVisible();
  const period = page.getByLabel("Period", { exact: true });
  const employeeFilter = page.getByRole("combobox", { name: "Employee", exact: true });
  const table = page.getByRole("main").getByRole("table");
  const rows = table.getByRole("rowgroup").last().getByRole("row");
  const empty = table.getByText("No attendance records found for the selected period", { exact: true });

  await test.step("the default period is this month, which has no records", async () => {
    await expect(table.getByRole("columnheader")).toHaveText([
      "Employee",
      "Date",
      "Clock In",
      "Clock Out",
      "Effective Hours",
      "Key Tasks",
    ]);
    await expect(period).toHaveText(`${mediumDate(firstOfMonth)} – ${mediumDate(today)}`);
    await expect(employeeFilter).toHaveValue("All Employees");
    await expect(empty).toBeVisible();
  });

  await test.step("'Last 3 Months' lists everyone's records", async () => {
    const lastThreeMonths = page.getByRole("button", { name: "Last 3 Months" });
    await lastThreeMonths.click();
    await expect(lastThreeMonths).toHaveAttribute("aria-pressed", "true");
    await expect(rows).toHaveCount(3);
    await expect(rows.filter({ hasText: arjunName })).toHaveCount(2);
    await expect(rows.filter({ hasText: nishaName })).toHaveCount(1);
    const nishaRow = rows.filter({ hasText: nishaName });
    await expect(nishaRow.getByRole("cell")).toHaveText([
      nishaName,
      shortDate(records.nisha[0]!.attendanceDate),
      "9:30 AM",
      "6:00 PM",
      "7 hrs",
      "Hiring drive",
    ]);
  });

  await test.step("one employee: only that person's rows", async () => {
    await pickOption(page, employeeFilter, arjunName);
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(0).getByRole("cell").first()).toHaveText(arjunName);
    await expect(rows.nth(1).getByRole("cell").first()).toHaveText(arjunName);
    await expect(rows.filter({ hasText: nishaName })).toHaveCount(0);
    await expect(rows.filter({ hasText: "Quarterly audit" })).toContainText(
      shortDate(records.arjun[0]!.attendanceDate),
    );
    await expect(rows.filter({ hasText: "Client visit" })).toContainText(
      shortDate(records.arjun[1]!.attendanceDate),
    );
  });

  await test.step("a period without records, picked in the calendar: the empty message", async () => {
    await pickOption(page, employeeFilter, "All Employees");
    await expect(rows).toHaveCount(3);
    // The last two days of the previous month: nobody recorded anything then.
    const start = addDays(firstOfMonth, -2);
    const end = addDays(firstOfMonth, -1);
    await pickDates(page, period, [start, end], monthStart(today, -3));
    await expect(period).toHaveText(`${mediumDate(start)} – ${mediumDate(end)}`);
    await expect(page.getByRole("button", { name: "Last 3 Months" })).toHaveAttribute(
      "aria-pressed",
      "false",
    );
    await expect(empty).toBeVisible();
    await expect(rows).toHaveCount(1);
  });
});
