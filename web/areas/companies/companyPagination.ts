/** Companies shown per page (docs/product/companies.md §6). */
export const COMPANIES_PAGE_SIZE = 10;

/** What the companies' pager shows for one page of a list the server paged. */
export interface CompanyPageInfo {
  /** The page shown, clamped to 1…pageCount. */
  page: number;
  /** At least 1, so an empty list still reads 'Page 1 of 1'. */
  pageCount: number;
  /** 'Showing X to Y of Z companies'. */
  summary: string;
  /** 'Page N of M'. */
  pageLabel: string;
  hasPrevious: boolean;
  hasNext: boolean;
}

/**
 * The pager's words for a page of `total` matching companies (the server's X-Total-Count); a page
 * outside the range is clamped into it.
 */
export function companyPageInfo(
  total: number,
  requestedPage: number,
  pageSize = COMPANIES_PAGE_SIZE,
): CompanyPageInfo {
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const wanted = Number.isFinite(requestedPage) ? Math.trunc(requestedPage) : 1;
  const page = Math.min(Math.max(1, wanted), pageCount);
  const start = (page - 1) * pageSize;
  const from = total === 0 ? 0 : start + 1;
  const to = Math.min(start + pageSize, total);
  return {
    page,
    pageCount,
    summary: `Showing ${from} to ${to} of ${total} companies`,
    pageLabel: `Page ${page} of ${pageCount}`,
    hasPrevious: page > 1,
    hasNext: page < pageCount,
  };
}
