import { expect, type Locator, type Page, test } from "@playwright/test";
import { demoCvPdf } from "../server/db/seed/demo-cv";
import { DEMO, DEMO_PASSWORD, openSignedIn, pickOption, signUpCompanyViaApi, toast } from "./support/app";

/** Recruitment, end to end (docs/product/recruitment.md): post, upload, move along the pipeline, count. */

/** A real one-second WebM, recorded by the browser itself from a canvas. */
async function recordWebm(page: Page): Promise<Buffer> {
  const bytes = await page.evaluate(async () => {
    const canvas = document.createElement("canvas");
    canvas.width = 160;
    canvas.height = 120;
    const context = canvas.getContext("2d")!;
    const recorder = new MediaRecorder(canvas.captureStream(25), { mimeType: "video/webm" });
    const chunks: Blob[] = [];
    recorder.ondataavailable = (event) => chunks.push(event.data);
    const stopped = new Promise((resolve) => {
      recorder.onstop = resolve;
    });
    recorder.start(100);
    for (let frame = 0; frame < 25; frame++) {
      context.fillStyle = `hsl(${frame * 14}, 70%, 50%)`;
      context.fillRect(0, 0, 160, 120);
      await new Promise((resolve) => setTimeout(resolve, 40));
    }
    recorder.stop();
    await stopped;
    return Array.from(new Uint8Array(await new Blob(chunks).arrayBuffer()));
  });
  return Buffer.from(bytes);
}

/** Picks a file through the field's own file chooser, as a person does. */
async function chooseFile(
  page: Page,
  field: Locator,
  file: { name: string; mimeType: string; buffer: Buffer },
) {
  const chooser = page.waitForEvent("filechooser");
  await field.click();
  await (await chooser).setFiles(file);
}

/** Slows the browser's uploads so the progress bar is there to be seen. */
async function throttleUploads(page: Page, bytesPerSecond: number): Promise<() => Promise<void>> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: bytesPerSecond,
  });
  return async () => {
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
  };
}

const stageCount = (page: Page, jobTitle: string, stage: string) =>
  page.getByRole("article", { name: jobTitle }).getByRole("listitem", { name: new RegExp(`^${stage}: `) });

test("an admin posts a job, adds a candidate with a CV and a video, moves them to Joined, and the counts follow", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const admin = await signUpCompanyViaApi(page.request, "recruit");
  const job = { title: "Payments Engineer", skills: "TypeScript, PostgreSQL, Kafka" };
  const candidate = "Ishaan Verma";

  await test.step("the dashboard shows no open positions yet", async () => {
    await openSignedIn(page, admin.email, admin.password, "/dashboard");
    await expect(page.getByRole("group", { name: "Open Positions" })).toContainText("0");
  });

  await test.step("with no jobs the page invites the first posting", async () => {
    await page.goto("/recruitment");
    await expect(
      page.getByText(
        'No job postings found. Create your first job posting by clicking the "Add New Job" button.',
      ),
    ).toBeVisible();
  });

  await test.step("'Add New Job' refuses an empty form with the product's messages, then posts", async () => {
    await page.getByRole("button", { name: "Add New Job" }).first().click();
    const dialog = page.getByRole("dialog");
    await dialog
      .getByRole("button", { name: /Create|Post|Save|Add/ })
      .last()
      .click();
    await expect(dialog.getByText("Job title is required")).toBeVisible();
    await expect(dialog.getByText("Job description is required")).toBeVisible();
    await dialog.getByLabel("Job Title").fill(job.title);
    await pickOption(page, dialog.getByLabel("Department"), "Engineering");
    await pickOption(page, dialog.getByLabel("Location"), "Hybrid");
    await pickOption(page, dialog.getByLabel("Employment Type"), "Full-time");
    await pickOption(page, dialog.getByLabel("Experience Level"), "Senior");
    await dialog.getByLabel("Job Description").fill("Own the card payments ledger.");
    await dialog.getByLabel("Required Skills").fill(job.skills);
    await dialog.getByLabel("Qualifications").fill("B.Tech or equivalent");
    await dialog.getByLabel("Experience Details").fill("5+ years building payment systems");
    await dialog
      .getByRole("button", { name: /Create|Post|Save|Add/ })
      .last()
      .click();
    await expect(toast(page, "Job posting created successfully")).toBeVisible();
    const card = page.getByRole("article", { name: job.title });
    await expect(card).toBeVisible();
    await expect(card.getByText("Kafka")).toBeVisible();
    await expect(stageCount(page, job.title, "New")).toHaveAccessibleName("New: 0");
  });

  await test.step("the job detail leads to its candidates", async () => {
    await page.getByRole("article", { name: job.title }).getByRole("heading", { name: job.title }).click();
    await expect(page).toHaveURL(/\/jobs\/\d+$/);
    await page.getByRole("link", { name: /View Candidates/ }).click();
    await expect(page).toHaveURL(/\/candidates\?jobId=\d+/);
    await expect(
      page.getByText("No candidates found. Add new candidates using the button above."),
    ).toBeVisible();
  });

  await test.step("a candidate is added with a CV and an intro video, and the upload shows its progress", async () => {
    const video = await recordWebm(page);
    await page.getByRole("button", { name: "Add Candidate" }).first().click();
    const dialog = page.getByRole("dialog", { name: "Add Candidate" });
    await dialog.getByLabel("Candidate Name").fill(candidate);
    await dialog.getByLabel("Relevant Experience (years)").fill("4.5");
    await dialog.getByLabel("Expected CTC (₹ a year)").fill("1800000");
    const cv = demoCvPdf(candidate, "Payments engineer", ["4.5 years of payment systems"]);
    // A CV of ~600 KB at 200 KB/s: the bar is on screen for a few seconds.
    const bigCv = Buffer.concat([cv, Buffer.from(`\n%${"x".repeat(600_000)}\n`)]);
    const restore = await throttleUploads(page, 200_000);
    await chooseFile(page, dialog.getByLabel("CV"), {
      name: "ishaan-cv.pdf",
      mimeType: "application/pdf",
      buffer: bigCv,
    });
    const progress = dialog.getByRole("progressbar", { name: "CV upload progress" });
    await expect(progress).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Add Candidate" })).toBeDisabled();
    await expect(dialog.getByText("Uploaded ishaan-cv.pdf")).toBeVisible({ timeout: 20_000 });
    await restore();
    await chooseFile(page, dialog.getByLabel("Intro Video"), {
      name: "intro.webm",
      mimeType: "video/webm",
      buffer: video,
    });
    await expect(dialog.getByText("Uploaded intro.webm")).toBeVisible();
    await dialog.getByRole("button", { name: "Add Candidate" }).click();
    await expect(toast(page, "Candidate created successfully")).toBeVisible();
    const row = page.getByRole("row", { name: new RegExp(candidate) });
    await expect(row).toContainText("₹18,00,000");
    await expect(row).toContainText("4.5");
  });

  await test.step("the intro video plays from the server", async () => {
    await page
      .getByRole("row", { name: new RegExp(candidate) })
      .getByRole("button", { name: /Intro video/ })
      .click();
    const player = page.getByRole("dialog").locator("video");
    await expect(player).toBeVisible();
    await expect
      .poll(() => player.evaluate((v: HTMLVideoElement) => v.readyState), { timeout: 15_000 })
      .toBeGreaterThanOrEqual(1);
    await page.keyboard.press("Escape");
  });

  await test.step("on the board the card is dragged to Interview, then moved to Joined from its menu", async () => {
    await page.locator("label", { hasText: /^Board$/ }).click();
    await expect(page).toHaveURL(/view=board/);
    const column = (status: string) => page.getByRole("region", { name: new RegExp(`^${status}: `) });
    await expect(column("Applied").getByText(candidate)).toBeVisible();
    await column("Applied").getByText(candidate).dragTo(column("Interview"));
    await expect(toast(page, "Candidate updated successfully")).toBeVisible();
    await expect(column("Interview").getByText(candidate)).toBeVisible();
    await page.getByRole("button", { name: `Move ${candidate} to…` }).click();
    await page.getByRole("menuitem", { name: "Joined" }).click();
    await expect(column("Joined").getByText(candidate)).toBeVisible();
    await expect(column("Joined")).toHaveAccessibleName("Joined: 1");
  });

  await test.step("joining offers to add them as an employee, filled from the candidate (§6.6)", async () => {
    const hire = page.getByRole("dialog", { name: `Add ${candidate} as an employee` });
    await expect(hire).toBeVisible();
    await expect(hire.getByLabel("First name")).toHaveValue("Ishaan");
    await expect(hire.getByLabel("Last name")).toHaveValue("Verma");
    await expect(hire.getByLabel("Annual CTC (₹)")).not.toHaveValue("");
    await expect(hire.getByLabel("State of work", { exact: true })).toHaveValue("Karnataka");
    await expect(hire.getByLabel("Salary", { exact: true })).not.toHaveValue("0");
    await hire.getByLabel(/^Email/).fill(`ishaan.verma.${Date.now()}@kochilabs.test`);
    await hire.getByRole("button", { name: "Create User" }).click();
    await expect(toast(page, "User created")).toBeVisible();
    await expect(hire).toBeHidden();
    await page.goto("/employees");
    await expect(page.getByText("Ishaan Verma").first()).toBeVisible();
  });

  await test.step("the job card counts the hire as a success, and the dashboard counts the job", async () => {
    await page.goto("/recruitment");
    await expect(stageCount(page, job.title, "Success")).toHaveAccessibleName("Success: 1");
    await expect(stageCount(page, job.title, "New")).toHaveAccessibleName("New: 0");
    await page.goto("/dashboard");
    await expect(page.getByRole("group", { name: "Open Positions" })).toContainText("1");
  });
});

test("an employee is denied recruitment without a single recruitment call", async ({ page }) => {
  const calls: string[] = [];
  page.on("request", (r) => {
    const path = new URL(r.url()).pathname;
    if (path.startsWith("/api/jobs") || path.startsWith("/api/candidates")) calls.push(path);
  });
  for (const path of ["/recruitment", "/candidates"]) {
    await openSignedIn(page, DEMO.employee, DEMO_PASSWORD, path);
    await expect(page.getByText("Access Denied")).toBeVisible();
    await expect(page.getByText("You do not have permission to access this page.")).toBeVisible();
  }
  expect(calls).toEqual([]);
});

test("the super admin sees every company's jobs and filters them by company", async ({ page }) => {
  await openSignedIn(page, DEMO.superAdmin, DEMO_PASSWORD, "/recruitment");
  const cards = page.getByRole("main").getByRole("article");
  await expect(cards.first()).toBeVisible();
  const companies = await cards.evaluateAll((all) => all.map((a) => a.textContent ?? ""));
  expect(companies.some((t) => t.includes("Kochi Software Labs"))).toBe(true);
  expect(companies.some((t) => !t.includes("Kochi Software Labs"))).toBe(true);
  await pickOption(page, page.getByRole("combobox", { name: "Company" }), "Kochi Software Labs");
  await expect(async () => {
    const shown = await cards.evaluateAll((all) => all.map((a) => a.textContent ?? ""));
    expect(shown.length).toBeGreaterThan(0);
    expect(shown.every((t) => t.includes("Kochi Software Labs"))).toBe(true);
  }).toPass();
});

test("the salary calculator asks for both choices, works out a role's month, and keeps it when closed and opened again", async ({
  page,
}) => {
  await openSignedIn(page, DEMO.admin, DEMO_PASSWORD, "/recruitment");
  const card = page.getByRole("region", { name: "Salary Calculator" });
  const open = card.getByRole("button", { name: "Open calculator" });
  // Closed until opened (docs/product/recruitment.md §7): no form to fill yet.
  await expect(open).toHaveAttribute("aria-expanded", "false");
  await expect(card.getByRole("button", { name: "Calculate" })).toHaveCount(0);

  await open.click();
  await card.getByRole("button", { name: "Calculate" }).click();
  await expect(toast(page, "Missing Information")).toContainText(
    "Please select both job role and experience level",
  );

  await pickOption(page, card.getByLabel("Job Role"), "Backend Developer");
  await pickOption(page, card.getByLabel("Experience Level"), "Mid (4-6 years)");
  await card.getByRole("button", { name: "Calculate" }).click();
  // A mid-level Backend Developer's CTC is ₹11,50,000 a year (§7's table): ₹95,833 a month, to the rupee.
  const heading = card.getByRole("heading", { name: "Backend Developer · Mid (4-6 years)" });
  const breakdown = card.getByRole("table", { name: "Salary breakdown" });
  await expect(heading).toBeVisible();
  await expect(breakdown.getByRole("row", { name: /^Annual CTC/ })).toContainText("₹11,50,000");
  await expect(breakdown.getByRole("row", { name: /^Monthly gross/ })).toContainText("₹95,833");

  await card.getByRole("button", { name: "Hide calculator" }).click();
  await expect(breakdown).toBeHidden();
  await card.getByRole("button", { name: "Open calculator" }).click();
  await expect(heading).toBeVisible();
  await expect(breakdown.getByRole("row", { name: /^Annual CTC/ })).toContainText("₹11,50,000");
  await expect(card.getByLabel("Job Role")).toHaveValue("Backend Developer");
  await expect(card.getByLabel("Experience Level")).toHaveValue("Mid (4-6 years)");
});
