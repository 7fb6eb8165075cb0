import { useDebouncedValue } from "@mantine/hooks";
import { useCallback, useEffect, useState } from "react";
import { NAME_MAX } from "../../shared/common/limits";
import type { Page } from "./api";

/** Rows per page of the paged lists (employees, leave requests, allocations, company attendance). */
export const PAGE_SIZE = 25;

/** How long the search box waits after the last key before asking the server. */
export const SEARCH_DEBOUNCE_MS = 300;

/** limit and offset of a 1-based page. */
export function pageParams(page: number, pageSize = PAGE_SIZE): { limit: number; offset: number } {
  return { limit: pageSize, offset: (Math.max(1, Math.floor(page)) - 1) * pageSize };
}

/** The query string of a call: the parameters that are set (empty, null, undefined and false are left out). */
export function listQuery(params: Record<string, string | number | boolean | null | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === null || value === undefined || value === "" || value === false) continue;
    search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : "";
}

/** How many pages `total` rows fill (at least one, so the pager never shows zero pages). */
export function pageCount(total: number, pageSize = PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/**
 * The requested page of a list the server did not page (no X-Total-Count): the rows are searched with
 * `matches` and cut to the page here. A page the server made is returned as it came.
 */
export function pageLocally<T>(
  answer: Page<T>,
  page: number,
  matches: ((items: T[]) => T[]) | null = null,
  pageSize = PAGE_SIZE,
): Page<T> {
  if (answer.serverPaged) return answer;
  const rows = matches ? matches(answer.items) : answer.items;
  const { offset } = pageParams(page, pageSize);
  return { items: rows.slice(offset, offset + pageSize), total: rows.length, serverPaged: false };
}

/**
 * The page number of a list, back to 1 whenever the filters (any value that changes what matches) change.
 * A page past the last one (rows removed) falls back to the last page once the total is known.
 */
export function usePage(filters: unknown): [number, (page: number) => void] {
  const key = JSON.stringify(filters);
  const [state, setState] = useState<PageState>({ key, page: 1 });
  const current = pageStateFor(state, key);
  // Remembered at once, so going back to earlier filters (a search typed, then cleared) stays on page 1.
  if (current !== state) setState(current);
  const setPage = useCallback((next: number) => setState({ key, page: next }), [key]);
  return [current.page, setPage];
}

/** The page of a list and the filters (as a key) it belongs to. */
export type PageState = { key: string; page: number };

/** The page for the filters `key`: the same state while they are unchanged, page 1 once they change. */
export function pageStateFor(state: PageState, key: string): PageState {
  return state.key === key ? state : { key, page: 1 };
}

/** Moves back to the last page when the rows on the current one are gone (e.g. the last one was deleted). */
export function useClampPage(
  page: number,
  total: number | undefined,
  setPage: (page: number) => void,
  pageSize = PAGE_SIZE,
): void {
  const last = total === undefined ? null : pageCount(total, pageSize);
  useEffect(() => {
    if (last !== null && page > last) setPage(last);
  }, [page, last, setPage]);
}

/** The search text as typed, and as sent to the server (after a short pause in typing, trimmed, at most the 100 characters `q` takes). */
export function useSearch(): { text: string; setText: (text: string) => void; query: string } {
  const [text, setText] = useState("");
  const [debounced] = useDebouncedValue(text.trim().slice(0, NAME_MAX), SEARCH_DEBOUNCE_MS);
  return { text, setText, query: debounced };
}
