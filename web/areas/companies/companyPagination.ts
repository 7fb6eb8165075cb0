/** Companies shown per page (spec 01 §9). */
export const COMPANIES_PAGE_SIZE = 10;

export interface CompanyPage<T> {
  /** The items on the page. */
  items: T[];
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

/** Slices one page out of the (filtered) companies; a page outside the range is clamped into it. */
export function paginateCompanies<T>(
  companies: readonly T[],
  requestedPage: number,
  pageSize = COMPANIES_PAGE_SIZE,
): CompanyPage<T> {
  const total = companies.length;
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const wanted = Number.isFinite(requestedPage) ? Math.trunc(requestedPage) : 1;
  const page = Math.min(Math.max(1, wanted), pageCount);
  const start = (page - 1) * pageSize;
  const items = companies.slice(start, start + pageSize);
  const from = total === 0 ? 0 : start + 1;
  const to = start + items.length;
  return {
    items,
    page,
    pageCount,
    summary: `Showing ${from} to ${to} of ${total} companies`,
    pageLabel: `Page ${page} of ${pageCount}`,
    hasPrevious: page > 1,
    hasNext: page < pageCount,
  };
}
