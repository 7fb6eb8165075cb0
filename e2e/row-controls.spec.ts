import { type CDPSession, expect, type Locator, test } from "@playwright/test";
import { DEMO, DEMO_PASSWORD, openSignedIn } from "./support/app";

// A control drawn on every row or card — a row's menu, an icon button's tooltip — mounts Mantine's Menu or
// Tooltip (and their positioning hooks) when first used, not with the list (web/components/RowMenu.tsx,
// RowTooltip.tsx). Mounted, a menu listens for presses outside it on the document and a tooltip for the
// mouse on its button; the browser's own listener lists show which are mounted.

/** The number of `type` listeners on the document, or on the element `selector` finds. */
async function listenerCount(cdp: CDPSession, type: string, selector?: string): Promise<number> {
  const expression = selector ? `document.querySelector(${JSON.stringify(selector)})` : "document";
  const { result } = await cdp.send("Runtime.evaluate", { expression });
  if (!result.objectId) throw new Error(`nothing matches ${selector}`);
  const { listeners } = await cdp.send("DOMDebugger.getEventListeners", { objectId: result.objectId });
  return listeners.filter((listener) => listener.type === type).length;
}

async function expectFocusedWithin(menu: Locator) {
  await expect.poll(() => menu.evaluate((element) => element.contains(document.activeElement))).toBe(true);
}

test("a row's menu mounts on its first press and works from that press, by mouse and by keyboard", async ({
  page,
}) => {
  await openSignedIn(page, DEMO.admin, DEMO_PASSWORD, "/payrolls");
  const buttons = page.getByRole("button", { name: /^Actions for / });
  await expect(buttons.nth(2)).toBeVisible();
  const rows = await buttons.count();
  const cdp = await page.context().newCDPSession(page);

  // No row's menu is mounted: fewer outside-press listeners on the document than there are rows.
  const before = await listenerCount(cdp, "mousedown");
  expect(before).toBeLessThan(rows);
  await expect(buttons.first()).toHaveAttribute("aria-haspopup", "menu");
  await expect(buttons.first()).toHaveAttribute("aria-expanded", "false");

  // The mouse: the first press opens it, the focus goes into it, Escape closes it and gives the focus back.
  await buttons.first().click();
  const menu = page.getByRole("menu");
  await expect(menu.getByRole("menuitem", { name: "Edit" })).toBeVisible();
  await expect(buttons.first()).toHaveAttribute("aria-expanded", "true");
  await expectFocusedWithin(menu);
  expect(await listenerCount(cdp, "mousedown")).toBeGreaterThan(before);
  await page.keyboard.press("Escape");
  await expect(menu).toHaveCount(0);
  await expect(buttons.first()).toBeFocused();

  // Pressed again, the now-mounted menu opens as before; a press outside closes it.
  await buttons.first().click();
  await expect(menu.getByRole("menuitem", { name: "Edit" })).toBeVisible();
  await page.getByRole("heading", { level: 1 }).click();
  await expect(menu).toHaveCount(0);

  // The keyboard, on another row: Enter opens it, the arrow keys move through its items, Escape returns.
  await buttons.nth(1).focus();
  await page.keyboard.press("Enter");
  await expect(menu.getByRole("menuitem", { name: "Delete" })).toBeVisible();
  await expectFocusedWithin(menu);
  await page.keyboard.press("ArrowDown");
  await expect(menu.getByRole("menuitem").first()).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(menu).toHaveCount(0);
  await expect(buttons.nth(1)).toBeFocused();
});

test("an icon button's tooltip mounts on the first hover, shows while the mouse is over it and hides on leave or Escape", async ({
  page,
}) => {
  await openSignedIn(page, DEMO.admin, DEMO_PASSWORD, "/recruitment");
  const edit = page.getByRole("button", { name: /^Edit / }).first();
  await expect(edit).toBeVisible();
  const label = await edit.getAttribute("aria-label");
  const selector = `button[aria-label=${JSON.stringify(label)}]`;
  const cdp = await page.context().newCDPSession(page);

  expect(await listenerCount(cdp, "mouseenter", selector)).toBe(0);
  const tooltip = page.getByRole("tooltip");
  await expect(tooltip).toHaveCount(0);

  await edit.hover();
  await expect(tooltip).toHaveText("Edit job");
  await page.mouse.move(1, 1);
  await expect(tooltip).toHaveCount(0);

  await edit.hover();
  await expect(tooltip).toHaveText("Edit job");
  await page.keyboard.press("Escape");
  await expect(tooltip).toHaveCount(0);

  // Its neighbour, never hovered, still has no tooltip mounted.
  const del = page.getByRole("button", { name: /^Delete / }).first();
  const deleteLabel = await del.getAttribute("aria-label");
  expect(await listenerCount(cdp, "mouseenter", `button[aria-label=${JSON.stringify(deleteLabel)}]`)).toBe(0);
  await del.hover();
  await expect(tooltip).toHaveText("Delete job");
});
