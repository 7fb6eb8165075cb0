import { expect, type Locator, type Page } from "@playwright/test";

/** One card of the employee's leave summary (docs/product/leave.md §6.1): 'Total Leaves', 'Leaves Taken', 'Leaves Remaining'. */
export function summaryCard(
  page: Page,
  label: "Total Leaves" | "Leaves Taken" | "Leaves Remaining",
): Locator {
  return page.getByRole("main").locator(`[aria-label="${label}"]`);
}

/** The figure a summary card shows (its one number). */
export function summaryFigure(page: Page, label: Parameters<typeof summaryCard>[1]): Locator {
  return summaryCard(page, label).getByText(/^-?\d+(\.\d+)?$/);
}

/** Asserts the three figures of the employee's leave summary. */
export async function expectLeaveSummary(
  page: Page,
  expected: { total: number; taken: number; remaining: number },
): Promise<void> {
  await expect(summaryFigure(page, "Total Leaves")).toHaveText(String(expected.total));
  await expect(summaryFigure(page, "Leaves Taken")).toHaveText(String(expected.taken));
  await expect(summaryFigure(page, "Leaves Remaining")).toHaveText(String(expected.remaining));
}
