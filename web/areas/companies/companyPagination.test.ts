import { describe, expect, it } from "vitest";
import { COMPANIES_PAGE_SIZE, paginateCompanies } from "./companyPagination";

const list = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

describe("paginateCompanies (spec 01 §2, §9: page size 10)", () => {
  it("shows ten companies per page", () => {
    expect(COMPANIES_PAGE_SIZE).toBe(10);
    const first = paginateCompanies(list(14), 1);
    expect(first.items).toEqual(list(10));
    expect(first.summary).toBe("Showing 1 to 10 of 14 companies");
    expect(first.pageLabel).toBe("Page 1 of 2");
    expect(first.hasPrevious).toBe(false);
    expect(first.hasNext).toBe(true);
  });
  it("shows the rest on the last page", () => {
    const second = paginateCompanies(list(14), 2);
    expect(second.items).toEqual([11, 12, 13, 14]);
    expect(second.summary).toBe("Showing 11 to 14 of 14 companies");
    expect(second.pageLabel).toBe("Page 2 of 2");
    expect(second.hasPrevious).toBe(true);
    expect(second.hasNext).toBe(false);
  });
  it("clamps a page past the end (e.g. after a search or a delete) to the last page", () => {
    const clamped = paginateCompanies(list(14), 5);
    expect(clamped.page).toBe(2);
    expect(clamped.items).toEqual([11, 12, 13, 14]);
  });
  it("clamps a page below 1 to the first page", () => {
    expect(paginateCompanies(list(3), 0).page).toBe(1);
    expect(paginateCompanies(list(3), Number.NaN).page).toBe(1);
  });
  it("reads 'Showing 0 to 0 of 0 companies' and 'Page 1 of 1' when nothing matches", () => {
    const empty = paginateCompanies([], 1);
    expect(empty.items).toEqual([]);
    expect(empty.summary).toBe("Showing 0 to 0 of 0 companies");
    expect(empty.pageLabel).toBe("Page 1 of 1");
    expect(empty.hasNext).toBe(false);
  });
  it("fills exactly one page with ten companies", () => {
    expect(paginateCompanies(list(10), 1).pageLabel).toBe("Page 1 of 1");
  });
});
