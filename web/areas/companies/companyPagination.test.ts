import { describe, expect, it } from "vitest";
import { COMPANIES_PAGE_SIZE, companyPageInfo } from "./companyPagination";

describe("companyPageInfo (companies.md §5: page size 10, the total from the server)", () => {
  it("reads ten companies a page on the first page", () => {
    expect(COMPANIES_PAGE_SIZE).toBe(10);
    const first = companyPageInfo(14, 1);
    expect(first.summary).toBe("Showing 1 to 10 of 14 companies");
    expect(first.pageLabel).toBe("Page 1 of 2");
    expect(first.hasPrevious).toBe(false);
    expect(first.hasNext).toBe(true);
  });
  it("reads the rest on the last page", () => {
    const second = companyPageInfo(14, 2);
    expect(second.summary).toBe("Showing 11 to 14 of 14 companies");
    expect(second.pageLabel).toBe("Page 2 of 2");
    expect(second.hasPrevious).toBe(true);
    expect(second.hasNext).toBe(false);
  });
  it("counts past the 1,000 rows a list without a limit would have answered", () => {
    const page = companyPageInfo(1234, 101);
    expect(page.summary).toBe("Showing 1001 to 1010 of 1234 companies");
    expect(page.pageLabel).toBe("Page 101 of 124");
    expect(companyPageInfo(1234, 124).summary).toBe("Showing 1231 to 1234 of 1234 companies");
  });
  it("clamps a page past the end (e.g. after a delete) to the last page", () => {
    const clamped = companyPageInfo(14, 5);
    expect(clamped.page).toBe(2);
    expect(clamped.summary).toBe("Showing 11 to 14 of 14 companies");
  });
  it("clamps a page below 1 to the first page", () => {
    expect(companyPageInfo(3, 0).page).toBe(1);
    expect(companyPageInfo(3, Number.NaN).page).toBe(1);
  });
  it("reads 'Showing 0 to 0 of 0 companies' and 'Page 1 of 1' when nothing matches", () => {
    const empty = companyPageInfo(0, 1);
    expect(empty.summary).toBe("Showing 0 to 0 of 0 companies");
    expect(empty.pageLabel).toBe("Page 1 of 1");
    expect(empty.hasNext).toBe(false);
  });
  it("fills exactly one page with ten companies", () => {
    expect(companyPageInfo(10, 1).pageLabel).toBe("Page 1 of 1");
    expect(companyPageInfo(11, 1).pageLabel).toBe("Page 1 of 2");
  });
});
