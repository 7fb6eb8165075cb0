import { expect } from "vitest";
import type { Client } from "../test/harness";

/** What the prepared-lists tests share (server/lib/prepared-lists-*.api.test.ts). */

export type Params = Record<string, string | number | undefined>;

/** `path?k=v&…` with the given parameters, undefined ones left out. */
export const urlOf = (path: string, params: Params = {}) => {
  const query = Object.entries(params)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => `${k}=${encodeURIComponent(String(v))}`)
    .join("&");
  return query ? `${path}?${query}` : path;
};

/** The list's total, from X-Total-Count. */
export const totalOf = (res: { headers: Record<string, unknown> }) => Number(res.headers["x-total-count"]);

export const sorted = (ids: readonly number[]) => [...ids].sort((a, b) => a - b);

/** A case-insensitive "contains" over the texts, as the lists search (LIKE's wildcards taken literally). */
export const contains = (q: string | undefined, ...texts: string[]) =>
  q === undefined || texts.some((text) => text.toLowerCase().includes(q.toLowerCase()));

/**
 * The whole list, its first row alone and a page past the end: the same rows and the same total each time
 * (the last runs the list's separate count). Answers the whole list's rows.
 */
export async function expectList(client: Client, path: string, params: Params, expected: readonly number[]) {
  const label = urlOf(path, params);
  const whole = await client.get(urlOf(path, { ...params, limit: 500 }));
  expect(whole.statusCode, label).toBe(200);
  expect(sorted(whole.json().map((r: { id: number }) => r.id)), label).toEqual(sorted(expected));
  expect(totalOf(whole), label).toBe(expected.length);
  const first = await client.get(urlOf(path, { ...params, limit: 1 }));
  expect(first.json(), label).toHaveLength(Math.min(1, expected.length));
  expect(totalOf(first), label).toBe(expected.length);
  const past = await client.get(urlOf(path, { ...params, limit: 5, offset: expected.length + 1 }));
  expect(past.statusCode, label).toBe(200);
  expect(past.json(), label).toEqual([]);
  expect(totalOf(past), `${label} past the end`).toBe(expected.length);
  return whole.json();
}
