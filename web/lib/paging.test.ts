import { describe, expect, it } from "vitest";
import { listQuery, pageCount, pageLocally, pageParams, pageStateFor } from "./paging";

describe("paging", () => {
  it("turns a 1-based page into limit and offset", () => {
    expect(pageParams(1, 25)).toEqual({ limit: 25, offset: 0 });
    expect(pageParams(3, 25)).toEqual({ limit: 25, offset: 50 });
    expect(pageParams(0, 25)).toEqual({ limit: 25, offset: 0 });
  });

  it("counts at least one page", () => {
    expect(pageCount(0, 25)).toBe(1);
    expect(pageCount(25, 25)).toBe(1);
    expect(pageCount(26, 25)).toBe(2);
    expect(pageCount(5000, 25)).toBe(200);
  });

  it("leaves out the parameters that are not set", () => {
    expect(listQuery({ includeAdmins: false, q: "", limit: 25, offset: 0 })).toBe("?limit=25&offset=0");
    expect(listQuery({ includeAdmins: true, q: "ann lee" })).toBe("?includeAdmins=true&q=ann+lee");
    expect(listQuery({ q: undefined, userId: null })).toBe("");
  });

  it("keeps a page the server made as it is", () => {
    const page = { items: [1, 2], total: 90, serverPaged: true };
    expect(pageLocally(page, 2, null, 2)).toBe(page);
  });

  it("searches and cuts a list the server did not page", () => {
    const all = { items: [1, 2, 3, 4, 5, 6, 7], total: 7, serverPaged: false };
    expect(pageLocally(all, 2, null, 3)).toEqual({ items: [4, 5, 6], total: 7, serverPaged: false });
    const odd = (items: number[]) => items.filter((n) => n % 2 === 1);
    expect(pageLocally(all, 2, odd, 3)).toEqual({ items: [7], total: 4, serverPaged: false });
  });

  it("keeps the page while the filters stay, and starts at page 1 once they change, even back to earlier ones", () => {
    const onPage2 = { key: '[""]', page: 2 };
    expect(pageStateFor(onPage2, '[""]')).toBe(onPage2);
    const searched = pageStateFor(onPage2, '["ann"]');
    expect(searched).toEqual({ key: '["ann"]', page: 1 });
    // The search cleared again: page 1, not the page 2 seen before the search.
    expect(pageStateFor(searched, '[""]')).toEqual({ key: '[""]', page: 1 });
  });
});
