import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { DEMO, DEMO_PASSWORD, logOut, sidebar, signIn } from "./support/app";

// The sign-in page arrives with its first paint in the HTML (scripts/prerender.mjs): the frame and the
// card's heading show before any JavaScript has run, and the page's code then replaces them with the form.

test("/auth paints its frame and heading from the HTML alone, without JavaScript", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/auth");
  await expect(page.getByRole("heading", { name: "Welcome back" })).toBeVisible();
  await expect(page.getByText("Sign in to manage your team in India.")).toBeVisible();
  await expect(page.getByText("Employer of record in India").first()).toBeAttached();
  // Nothing to type into before the page's code is there: no input could lose what was typed.
  await expect(page.getByRole("textbox")).toHaveCount(0);
  await context.close();
});

test("the first paint becomes the sign-in form, which signs in", async ({ page }) => {
  await page.goto("/auth");
  await page.getByLabel("Email", { exact: true }).fill(DEMO.admin);
  await page.getByLabel("Password", { exact: true }).fill(DEMO_PASSWORD);
  // The first paint is gone: one heading, no spinner left behind.
  await expect(page.getByRole("heading", { name: "Welcome back" })).toHaveCount(1);
  await expect(page.getByRole("main").getByLabel("Loading")).toHaveCount(0);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(sidebar(page)).toBeVisible();
});

test("/auth?tab=signup opens on the registration form", async ({ page }) => {
  await page.goto("/auth?tab=signup");
  await expect(page.getByRole("heading", { name: "Register your company" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Welcome back" })).toHaveCount(0);
});

// A signed-in page's HTML carries its first paint, its user and the list of its code (server/lib/page-html.ts):
// the page shows before its JavaScript, the shell draws without asking /api/user, and the entry asks for the
// page's chunks all at once.
test("a signed-in page opens without asking who is signed in, and signing out still ends it", async ({
  page,
}) => {
  await signIn(page, DEMO.admin, DEMO_PASSWORD);
  const userCalls: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === "/api/user") userCalls.push(request.url());
  });
  const response = await page.goto("/attendance");
  expect(await response!.headerValue("cache-control")).toBe("no-store");
  await expect(page.getByRole("heading", { name: "Attendance Management" })).toBeVisible();
  // The shell names who is signed in (the sidebar's footer), from the user the HTML carried.
  await expect(page.getByText("Anita Menon", { exact: true }).first()).toBeVisible();
  expect(userCalls).toEqual([]);
  // The user's copy left the page once read.
  await expect(page.locator("#signed-in-user")).toHaveCount(0);
  // The page's own chunks were listed in the HTML, for the admin's view, and asked for by the entry.
  const preloads = await page
    .locator('link[rel="modulepreload"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
  expect(preloads.some((href) => /\/AdminAttendanceView-[\w-]+\.js$/.test(href))).toBe(true);
  expect(preloads.some((href) => /\/PersonalAttendanceView-[\w-]+\.js$/.test(href))).toBe(false);

  await logOut(page);
  await page.goto("/attendance");
  await expect(page).toHaveURL(/\/auth$/);
});

// Moving every chunk link at once held the main thread 40–200 ms on a phone (lib/pageChunks.ts): the entry
// moves a few a task, and the router starts after the last, so none is added twice.
test("the entry moves the page's chunks to the head a few at a time, every one of them", async ({ page }) => {
  await signIn(page, DEMO.admin, DEMO_PASSWORD);
  // Before the page's own scripts: count the modulepreload links each change of the head adds.
  await page.addInitScript(() => {
    const batches: number[] = [];
    (window as unknown as { preloadBatches: number[] }).preloadBatches = batches;
    new MutationObserver((records) => {
      for (const record of records) {
        if (record.target !== document.head) continue;
        const added = [...record.addedNodes].filter(
          (node) => node instanceof HTMLLinkElement && node.rel === "modulepreload",
        ).length;
        if (added > 0) batches.push(added);
      }
    }).observe(document, { childList: true, subtree: true });
  });
  const listed =
    (await (await page.request.get("/payrolls")).text()).match(
      /<template id="page-chunks">(.*?)<\/template>/,
    )?.[1] ?? "";
  const hrefs = [...listed.matchAll(/href="([^"]+)"/g)].map((match) => match[1]);
  expect(hrefs.length).toBeGreaterThan(20);

  await page.goto("/payrolls");
  await expect(page.getByRole("combobox", { name: "Month" })).toBeVisible();
  const batches = await page.evaluate(
    () => (window as unknown as { preloadBatches: number[] }).preloadBatches,
  );
  expect(Math.max(...batches)).toBeLessThanOrEqual(4);
  const inHead = await page
    .locator('head > link[rel="modulepreload"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute("href")));
  for (const href of hrefs) expect(inHead.filter((h) => h === href)).toHaveLength(1);
});

test("a signed-in page paints its shell and heading from the HTML alone, inert until its code is there", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const signedIn = await context.request.post("/api/login", {
    data: { username: DEMO.admin, password: DEMO_PASSWORD },
  });
  expect(signedIn.status()).toBe(200);
  const page = await context.newPage();
  // The first visit of a page after the server starts may go without (its code loads on the server then).
  await page.goto("/payrolls");
  await page.goto("/payrolls");
  await expect(page.getByRole("heading", { name: "Payroll Management" })).toBeVisible();
  await expect(page.getByText("Anita Menon", { exact: true }).first()).toBeVisible();
  await expect(page.getByRole("link", { name: "Attendance" })).toBeAttached();
  // Inert: nothing on it can be clicked, focused or typed into before the page's code takes over.
  await expect(page.locator("#root > [inert]")).toHaveCount(1);
  await page.keyboard.press("Tab");
  expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
  await context.close();
});

test("the first paint becomes the page, which works", async ({ page }) => {
  await signIn(page, DEMO.admin, DEMO_PASSWORD);
  await page.goto("/attendance");
  await page.goto("/attendance");
  await expect(page.getByRole("combobox", { name: "Employee" })).toBeVisible();
  // Replaced, not added to: one heading, nothing inert left behind.
  await expect(page.getByRole("heading", { name: "Attendance Management" })).toHaveCount(1);
  await expect(page.locator("[inert]")).toHaveCount(0);
  await page.getByRole("link", { name: "Payrolls" }).click();
  await expect(page.getByRole("heading", { name: "Payroll Management" })).toBeVisible();
});

// The server draws signed-in pages with the build's own copy of React, Mantine and the router, in their
// production builds (scripts/prerender.mjs): `npm start` sets no NODE_ENV, and node_modules' copies would
// then run their development builds, about twice as slow per page and heavier in memory.
test("the server draws a signed-in page without any development build, whatever NODE_ENV says", () => {
  const module = path.resolve("dist/ssr/signedInFirstPaint.js");
  const script = `
    const { createRequire } = await import("node:module");
    const paint = await import(${JSON.stringify(module)});
    const user = { id: 1, username: "a@b.test", firstName: "Anita", lastName: "Nair", role: "ADMIN",
      companyId: 1, companyName: "Kochi Labs", isVerified: true, timezone: "Asia/Kolkata" };
    const drawn = await paint.renderSignedInFirstPaint(user, "/attendance");
    const loaded = Object.keys(createRequire(import.meta.url).cache);
    console.log(JSON.stringify({ drawn: drawn?.includes("Attendance Management") ?? false,
      development: loaded.filter((file) => /development/.test(file)) }));
    process.exit(0);`;
  const env = { ...process.env };
  delete env.NODE_ENV;
  const out = execFileSync(process.execPath, ["--input-type=module", "-e", script], {
    env,
    encoding: "utf8",
    timeout: 30_000,
  });
  expect(JSON.parse(out)).toEqual({ drawn: true, development: [] });
});

// React Router's package sends every bundler to its development build, whose warnings stay on in
// production; the build takes its production twin instead (vite.config.ts).
test("the browser's code carries the router's production build, without its development warnings", () => {
  const probe = "Matched leaf route at location";
  const routerDev = path.resolve("node_modules/react-router/dist/development");
  const devChunks = readdirSync(routerDev).filter((file) => file.endsWith(".mjs"));
  expect(devChunks.some((file) => readFileSync(path.join(routerDev, file), "utf8").includes(probe))).toBe(
    true,
  );
  const assets = path.resolve("dist/web/assets");
  const scripts = readdirSync(assets).filter((file) => file.endsWith(".js"));
  expect(scripts.length).toBeGreaterThan(20);
  expect(scripts.filter((file) => readFileSync(path.join(assets, file), "utf8").includes(probe))).toEqual([]);
});

// A page's first Intl object loads the browser's locale data: 150–180 ms of a throttled phone's main
// thread. Rupees, dollars and the time in India or UTC are written without it (shared/common/money.ts,
// time.rules.ts), so an Indian company's pages make none.
test("an Indian company's signed-in pages draw their money and dates without creating any Intl object", async ({
  page,
}) => {
  await page.addInitScript(() => {
    const made: string[] = [];
    (window as unknown as { intlMade: string[] }).intlMade = made;
    const intl = Intl as unknown as Record<string, unknown>;
    for (const name of [
      "NumberFormat",
      "DateTimeFormat",
      "Collator",
      "PluralRules",
      "DisplayNames",
      "ListFormat",
    ]) {
      const Original = intl[name] as (new (...args: unknown[]) => object) | undefined;
      if (!Original) continue;
      intl[name] = new Proxy(Original, {
        construct(target, args) {
          made.push(name);
          return new target(...args);
        },
        apply(target, self, args) {
          made.push(name);
          return Reflect.apply(target, self, args);
        },
      });
    }
    for (const [owner, method] of [
      [Number.prototype, "toLocaleString"],
      [Date.prototype, "toLocaleString"],
      [Date.prototype, "toLocaleDateString"],
      [Date.prototype, "toLocaleTimeString"],
      [String.prototype, "localeCompare"],
    ] as const) {
      const original = (owner as unknown as Record<string, (...args: unknown[]) => unknown>)[method] as (
        this: unknown,
        ...args: unknown[]
      ) => unknown;
      (owner as unknown as Record<string, unknown>)[method] = function (this: unknown, ...args: unknown[]) {
        made.push(method);
        return original.apply(this, args);
      };
    }
  });
  await signIn(page, DEMO.admin, DEMO_PASSWORD);
  const pages = [
    { path: "/", shows: page.getByRole("heading", { name: "Dashboard" }) },
    { path: "/attendance", shows: page.getByRole("combobox", { name: "Employee" }) },
    { path: "/recruitment", shows: page.getByRole("button", { name: /^Edit / }).first() },
    { path: "/payrolls", shows: page.getByRole("cell", { name: /^₹[\d,]+$/ }).first() },
  ];
  for (const { path: where, shows } of pages) {
    await page.goto(where);
    await expect(shows).toBeVisible();
    await page.waitForLoadState("networkidle");
    expect(await page.evaluate(() => (window as unknown as { intlMade: string[] }).intlMade), where).toEqual(
      [],
    );
  }
});
