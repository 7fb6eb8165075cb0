import { expect, test } from "@playwright/test";
import { signIn, signUpCompanyViaApi } from "./support/app";

const PEOPLE = 30;

test("an admin pages through 30 employees, 25 at a time, and a search starts again at the first page", async ({
  page,
}) => {
  const admin = await signUpCompanyViaApi(page.request, "paging");
  await signIn(page, admin.email, admin.password);
  const me = await (await page.request.get("/api/user")).json();

  await test.step("30 people join the company through the API", async () => {
    for (let n = 1; n <= PEOPLE; n += 1) {
      const number = String(n).padStart(2, "0");
      const response = await page.request.post(`/api/companies/${me.companyId}/users`, {
        data: {
          username: `paged-${number}-${Date.now().toString(36)}@e2e.test`,
          password: "Welcome2024",
          firstName: "Paged",
          lastName: `Person ${number}`,
          role: "EMPLOYEE",
        },
      });
      expect(response.status(), await response.text()).toBe(201);
    }
  });

  const cards = page.getByRole("article");
  const pager = page.getByRole("navigation", { name: "Employees pages" });

  await test.step("the first page shows 25 of the 30", async () => {
    const firstPage = page.waitForResponse(
      (response) => response.url().includes("/users?") && response.url().includes("limit=25"),
    );
    await page.goto("/employees");
    // The server pages: 25 rows asked for, the total of 30 in the header.
    const answer = await firstPage;
    expect(answer.headers()["x-total-count"]).toBe("30");
    expect(await answer.json()).toHaveLength(25);
    await expect(page.getByText("30 people")).toBeVisible();
    await expect(cards).toHaveCount(25);
    await expect(page.getByText("Showing 1–25 of 30")).toBeVisible();
    await page.screenshot({ path: "test-results/paged-employees.png", fullPage: true });
  });

  await test.step("the second page shows the other 5", async () => {
    await pager.getByRole("button", { name: "Page 2" }).click();
    await expect(page.getByText("Showing 26–30 of 30")).toBeVisible();
    await expect(cards).toHaveCount(5);
  });

  await test.step("a search goes back to the first page and finds one person", async () => {
    await page.getByRole("textbox", { name: "Search employees" }).fill("Person 07");
    await expect(cards).toHaveCount(1);
    await expect(page.getByRole("article", { name: "Paged Person 07" })).toBeVisible();
    await expect(page.getByText("1 person")).toBeVisible();
    await expect(pager).toHaveCount(0);
  });

  await test.step("the attendance page's employee filter searches the people on the server", async () => {
    await page.goto("/attendance");
    const employee = page.getByRole("combobox", { name: "Employee", exact: true });
    await expect(employee).toHaveValue("All Employees");
    const searched = page.waitForResponse((response) => response.url().includes("q=Person+29"));
    await employee.fill("Person 29");
    await searched;
    await expect(page.getByRole("option")).toHaveText(["All Employees", "Paged Person 29"]);
    await page.getByRole("option", { name: "Paged Person 29" }).click();
    await expect(employee).toHaveValue("Paged Person 29");
  });
});
