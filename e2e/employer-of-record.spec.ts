import { expect, test } from "@playwright/test";
import { demoCvPdf } from "../server/db/seed/demo-cv";
import { DEMO, DEMO_PASSWORD, signInViaApi, signUpCompanyViaApi, toast, uniqueEmail } from "./support/app";
import { lastMonth } from "./support/dates";
import { downloadedText } from "./support/download";

/**
 * The employer-of-record chain, end to end (docs/product/recruitment.md §6.5–§6.6, payroll.md §3–§4,
 * invoices.md): a candidate's cost to hire, Joined, the employee made from them with their CTC and state,
 * the first generated payroll month with its salary lines and payslip, and the client's invoice PDF.
 */
test("a candidate's cost to hire becomes an employee, a payroll month with salary lines, a payslip and the client's invoice", async ({
  page,
  playwright,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const period = lastMonth();
  const candidate = "Nisha Raghavan";

  // A new client company whose payroll the platform runs on the Standard plan, a job and a candidate with a
  // CV — set up through the API the screens use.
  const admin = await signUpCompanyViaApi(page.request, "eor");
  const me = await signInViaApi(page.request, admin.email, admin.password);
  const companyId = me.companyId!;
  const root = await playwright.request.newContext({ baseURL });
  await signInViaApi(root, DEMO.superAdmin, DEMO_PASSWORD);
  const enabled = await root.patch(`/api/companies/${companyId}`, {
    data: { payrollEnabled: true, payrollPlan: "Standard" },
  });
  expect(enabled.status(), await enabled.text()).toBe(200);
  const job = await page.request.post("/api/jobs", {
    data: {
      title: "Data Engineer",
      department: "Engineering",
      location: "Hybrid",
      employmentType: "Full-time",
      experienceLevel: "Mid-level",
      description: "Pipelines for payroll analytics",
      requiredSkills: "SQL, Python",
      qualifications: "A degree or equivalent experience",
      experienceDetails: "Four years of data work",
    },
  });
  expect(job.status(), await job.text()).toBe(201);
  const cv = await page.request.post("/api/files", {
    multipart: {
      purpose: "cv",
      file: {
        name: "nisha-raghavan.pdf",
        mimeType: "application/pdf",
        buffer: demoCvPdf(candidate, "Data Engineer", ["SQL", "Python"]),
      },
    },
  });
  expect(cv.status(), await cv.text()).toBe(201);
  const created = await page.request.post("/api/candidates", {
    data: {
      jobId: (await job.json()).id,
      name: candidate,
      relevantExperience: 4,
      expectedCtc: 1_800_000,
      joinTimeframe: "Immediately",
      communicationSkillRating: 8,
      cvFilePath: (await cv.json()).url,
    },
  });
  expect(created.status(), await created.text()).toBe(201);

  await test.step("the admin looks at the candidate's cost to hire", async () => {
    await page.goto("/candidates?view=board");
    await page.getByRole("button", { name: `Move ${candidate} to…` }).click();
    await page.getByRole("menuitem", { name: "Cost to hire" }).click();
    const dialog = page.getByRole("dialog", { name: `Cost to hire: ${candidate}` });
    const lines = dialog.getByRole("table", { name: "Cost to hire lines" });
    await expect(lines.getByText("(Standard plan, 20% of gross)")).toBeVisible();
    await expect(lines.getByRole("cell", { name: "Monthly take-home", exact: true })).toBeVisible();
    // The one-time success fee is 10 % of ₹18,00,000.
    await expect(dialog.getByText("One-time success fee").locator("..")).toContainText("₹1,80,000");
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
  });

  await test.step("Joined offers the employee form, filled from the candidate, and makes the employee", async () => {
    await page.getByRole("button", { name: `Move ${candidate} to…` }).click();
    await page.getByRole("menuitem", { name: "Joined" }).click();
    const hire = page.getByRole("dialog", { name: `Add ${candidate} as an employee` });
    await expect(hire.getByLabel("Last name")).toHaveValue("Raghavan");
    await expect(hire.getByLabel("State of work", { exact: true })).toHaveValue("Karnataka");
    await hire.getByLabel(/^Email/).fill(uniqueEmail("eor-hire"));
    await hire.getByRole("button", { name: "Create User" }).click();
    await expect(toast(page, "User created")).toBeVisible();
  });

  await test.step("Generate fills the month from the salary structure; the row shows its salary lines", async () => {
    await page.goto(`/payrolls?month=${period.month}&year=${period.year}`);
    await page
      .getByRole("button", { name: `Generate ${period.label}` })
      .first()
      .click();
    await expect(toast(page, "Payroll generated")).toBeVisible();
    // ₹18,00,000 a year is ₹1,50,000 a month; less the employer's PF (12 % of the ₹15,000 ceiling, ₹1,800)
    // the gross is ₹1,48,200.
    const row = page.getByRole("row", { name: new RegExp(candidate) });
    await expect(row).toContainText("₹1,48,200");
    await page.getByRole("button", { name: `Actions for ${candidate}` }).click();
    await page.getByRole("menuitem", { name: "Edit" }).click();
    const dialog = page.getByRole("dialog", { name: "Edit Payroll" });
    await expect(dialog.getByText("Salary lines")).toBeVisible();
    await expect(dialog.getByText("Basic", { exact: true })).toBeVisible();
    await expect(dialog.getByText("Employee PF", { exact: true })).toBeVisible();
    await page.keyboard.press("Escape");
  });

  await test.step("the payslip prints the lines", async () => {
    await page.getByRole("button", { name: `Actions for ${candidate}` }).click();
    const [pdf] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("menuitem", { name: "Download Payslip" }).click(),
    ]);
    const text = await downloadedText(pdf);
    expect(text).toContain(candidate);
    expect(text).toContain("Basic");
    expect(text).toContain("Professional tax");
  });

  await test.step("the platform invoices the client for the month, and the admin downloads the PDF", async () => {
    const invoice = await root.post(`/api/companies/${companyId}/invoices`, {
      data: { month: period.month, year: period.year },
    });
    expect(invoice.status(), await invoice.text()).toBe(201);
    const { number } = await invoice.json();
    await page.reload();
    const link = page.getByRole("link", { name: `Download ${number}` });
    await expect(link).toBeVisible();
    const [pdf] = await Promise.all([page.waitForEvent("download"), link.click()]);
    const text = await downloadedText(pdf);
    expect(text).toContain(number);
    expect(text).toContain("Employer PF");
    expect(text).toContain("Platform fee");
  });
  await root.dispose();
});
